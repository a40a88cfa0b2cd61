// The inventory feature's one entry: what other features and the app use of it; its other files stay its own.
export * from './inventory-admin-routes.ts'
export * from './inventory-routes.ts'

// The analytics feature's one entry: what other features and the app use of it; its other files stay its own.
export * from './analytics-admin-routes.ts'
export * from './analytics-routes.ts'

// The auth feature's one entry: what other features and the app use of it; its other files stay its own.
export * from './auth-routes.ts'
export * from './oidc-routes.ts'

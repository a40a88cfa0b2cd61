// The vitals feature's one entry: visitors' Core Web Vitals kept, and read back for the Analytics tab.
export * from './vitals-admin-routes.ts'
export * from './vitals-routes.ts'

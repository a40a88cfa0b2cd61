// The system feature's entry: health for anyone, the System tab for the owner, and the record of each cron run.
export { healthPublic } from './health-routes.ts'
export { systemAdmin } from './system-admin-routes.ts'
export { recordJobFinished, recordJobsStarted } from './cron-runs.ts'

// The guarantee feature's one entry: what other features and the app use of it; its other files stay its own.
export { loadGuaranteeRecord, recordFingerprintSql } from './guarantee-record.ts'
export {
  doneOnTime,
  type GuaranteeAction,
  type GuaranteeCall,
  type GuaranteeRecord,
  guaranteeStanding,
  recordHashOf,
} from './guarantee-standing.ts'
export { type CoachingClient, coachingClients } from './client-list.ts'
export { guaranteeByMonth } from './guarantee-figures.ts'

// The plans feature's one entry: what other features and the app use of it; its other files stay its own.
export { cancelRemainingPayments, newPlanToken, planViewOf, startPlanStatements } from './plan-schedule.ts'

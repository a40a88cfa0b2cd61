// The plans feature's one entry: what other features and the app use of it; its other files stay its own.
export { planPaymentsInFlight } from './plan-payment-states.ts'
export { planIntentOr } from './plan-intent-events.ts'
export {
  cancelRemainingPayments,
  newPlanToken,
  planViewOf,
  resumePlanStatements,
  startPlanStatements,
  stopPlanStatements,
} from './plan-schedule.ts'
export { PLAN_LETTERS, planCardPath, planFailureSms } from './plan-letters.tsx'

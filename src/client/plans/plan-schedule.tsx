// The plan's schedule inside a page React renders (checkout on the Worker, a waitlist offer's checkout included):
// the one drawing of it, plan-schedule-html.ts, in a box of its own.
import type { PlanView } from '../../shared/plan-terms.ts'
import { type PlanScheduleOptions, planScheduleHtml } from './plan-schedule-html.ts'

export function PlanSchedule({ plan, ...options }: { plan: PlanView } & PlanScheduleOptions) {
  // Every text in it is escaped by planScheduleHtml.
  return <div dangerouslySetInnerHTML={{ __html: planScheduleHtml(plan, options) }} />
}

// The intake feature's one entry: the owner's questions, a purchase's answers and "Finished", and the reminder
// before the first session (decision 109).
export { asksIntake, finishIntake, type Intake, intakeOf, saveAnswer } from './intake-answers.ts'
export { queueIntakeReminders } from './intake-reminders.ts'
export { intakeAdmin } from './intake-routes.ts'
export { INTAKE_LETTERS } from './intake-letters.tsx'

// The 30-day action guarantee's names (decision 096), shared by the Worker, My coaching and the admin.

/** An action agreed after a call: open until he marks it done; the owner may withdraw it, with a reason. */
export const ACTION_STATUSES = ['open', 'done', 'withdrawn'] as const
export type ActionStatus = (typeof ACTION_STATUSES)[number]

/** What the record said when a guarantee refund was asked, kept on the request (decision 096). */
export const GUARANTEE_VERDICTS = ['met', 'not-met', 'awaiting-marks', 'outside'] as const
export type GuaranteeVerdict = (typeof GUARANTEE_VERDICTS)[number]

export const ACTION_TITLE_MAX = 120
export const ACTION_DETAIL_MAX = 1000
export const ACTION_NOTE_MAX = 1000
export const INTAKE_ANSWER_MAX = 4000

/** The guarantee's conditions in the SPEC's words, the same everywhere they are shown (checkout, success, refund). */
export const GUARANTEE_CONDITIONS = 'attend every call and complete your assigned actions'

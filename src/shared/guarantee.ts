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

/** The guarantee's conditions in the SPEC's words, the same at checkout, on the success page, refund page and My coaching. */
export const GUARANTEE_CONDITIONS = 'attend every call and complete your assigned actions'

/** Where a purchase stands under the guarantee (decision 096), derived from its record, never stored. */
export const GUARANTEE_STANDINGS = ['none', 'on-track', 'awaiting-marks', 'not-met', 'ended'] as const
export type GuaranteeStandingKind = (typeof GUARANTEE_STANDINGS)[number]

/** A purchase's standing as a man and the owner read it. */
export interface GuaranteeView {
  standing: GuaranteeStandingKind
  /** When the window has ended: whether the record met the conditions (null: a call was never marked). */
  met: boolean | null
  /** 'missed the call of Dec 9', "'Write the letter' not done by Dec 8": each way the record falls short. */
  reasons: string[]
  /** 'Guarantee: on track', 'Guarantee: not met: missed the call of Dec 9; …'; null without a guarantee. */
  words: string | null
  /** The window's last moment (ISO) and its day in words: 'ends Dec 31' / 'ended Dec 31'. */
  endsAt: string
  endsWords: string
  /** A hash of the record the standing was read from: a press on another record is re-read, never refunded. */
  recordHash: string
}

/** One month of the guarantee in the Analytics tab (decision 107). */
export interface GuaranteeMonth {
  /** YYYY-MM, UTC. */
  month: string
  actionsDue: number
  doneOnTime: number
  /** Done on time of those due, 0–1; null when none fell due. */
  onTimeRate: number | null
  claims: number
  claimsRefunded: number
  claimsDeclined: number
  claimsWaiting: number
  /** Of those refunded, the ones the owner refunded himself, with his reason. */
  claimsByOwner: number
}

// What a refund returns and when (decision 083), in one pure function of the payments received, the guarantee's
// window, its record's standing (decision 106) and the sessions delivered. The refund link's page shows its words:
// what comes back and why.
import { GUARANTEE_CONDITIONS, type GuaranteeStandingKind } from '../../../shared/guarantee.ts'
import { formatPrice } from '../../../shared/rules/inventory.ts'
import { countOf, plural } from '../../../shared/rules/plural.ts'

export interface RefundRecord {
  /** Cents received so far: every payment, as `paymentsReceived` lists them. */
  received: number
  windowOpen: boolean
  /** A one-to-one package's sessions: included, held (begun) and booked ahead; null for anything else. */
  sessions: { included: number; held: number; ahead: number } | null
  /** The purchase's standing under the guarantee, and how its record falls short when it does. */
  standing: GuaranteeStandingKind
  reasons: string[]
}

export interface RefundTerms {
  /**
   * 'guarantee': the link refunds it; 'awaiting-marks': the link's request waits for the coach's marks;
   * 'not-met': the record does not meet the conditions, the link makes no request; 'owner-decides': he asks, and
   * the owner decides.
   */
  basis: 'guarantee' | 'awaiting-marks' | 'not-met' | 'owner-decides'
  /** What the link gives back, in cents (0 when the owner decides). */
  amount: number
  why: string
}

function heldWords(sessions: RefundRecord['sessions']): string {
  return sessions ? `${sessions.held} of ${countOf(sessions.included, 'session')} held so far` : ''
}

export function refundTermsOf(record: RefundRecord): RefundTerms {
  const { sessions } = record
  if (!record.windowOpen) {
    const held = sessions ? `the ${heldWords(sessions)} and ` : ''
    return {
      basis: 'owner-decides',
      amount: 0,
      why:
        `The 30-day guarantee has ended, so nothing comes back from this link. Ask us, and the owner decides, ` +
        `seeing ${held}the ${formatPrice(record.received)} paid.`,
    }
  }
  if (record.standing === 'not-met')
    return {
      basis: 'not-met',
      amount: 0,
      why:
        `The 30-day guarantee refunds everything you paid when you ${GUARANTEE_CONDITIONS}. Your record: ` +
        `${record.reasons.join('; ')}. So nothing comes back from this link; write to your coach and he will ` +
        `look at it with you.`,
    }
  if (record.standing === 'awaiting-marks')
    return {
      basis: 'awaiting-marks',
      amount: record.received,
      why:
        `${formatPrice(record.received)} comes back to your card if your record meets the 30-day guarantee: ` +
        `${GUARANTEE_CONDITIONS}. Your coach has not marked every call yet, so your request waits for his marks, ` +
        `and we email you either way.`,
    }
  const whatever = sessions ? `, whatever sessions were held (${heldWords(sessions)})` : ''
  const ahead =
    sessions && sessions.ahead > 0
      ? ` Your ${countOf(sessions.ahead, 'session')} booked ahead ${plural(sessions.ahead, 'is', 'are')} canceled with it.`
      : ''
  return {
    basis: 'guarantee',
    amount: record.received,
    why:
      `${formatPrice(record.received)} comes back to your card: the 30-day guarantee refunds everything you ` +
      `paid${whatever}.${ahead}`,
  }
}

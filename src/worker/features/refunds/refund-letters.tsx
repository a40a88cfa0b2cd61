// The emails of a refund: the buyer's confirmation, the guarantee claim decided by the coach's marks (decision
// 106), and the owner's notice of a refund asked for, made or failed.
import { formatPrice } from '../../../shared/rules/inventory.ts'
import { hi, Link, type LettersFor, type OwnerRefundEvent } from '../outbox/outbox.ts'

/** The subject of the owner's email about a refund; the text that follows it in the body begins with it too. */
export const OWNER_REFUND_SUBJECTS: Readonly<Record<OwnerRefundEvent, string>> = {
  requested: 'Refund requested',
  refunded: 'Refund made',
  failed: 'Refund failed',
}

export const REFUND_LETTERS: LettersFor<'refund-confirmation' | 'guarantee-claim-decided' | 'owner-refund'> = {
  'refund-confirmation': (payload, { settings }) => ({
    subject: `Your refund: ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      payload.amount > 0 ? (
        <>
          We have refunded <strong>{formatPrice(payload.amount)}</strong> for {payload.description} to the card you paid
          with. Most banks show it within 5 to 10 business days.
        </>
      ) : (
        <>
          Your payment for {payload.description} had not been taken yet, so nothing was charged: the hold on your card
          is released.
        </>
      ),
      <>
        Thank you for giving it a try. If you ever want to talk, write to {settings.contactEmail} or call{' '}
        {settings.contactPhone}.
      </>,
    ],
  }),
  'guarantee-claim-decided': (payload, { settings }) => ({
    subject: payload.met
      ? `Your refund is on its way: ${payload.description}`
      : `Your refund request: ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      payload.met ? (
        <>
          Your coach has marked your calls, and your record meets the 30-day guarantee ({payload.conditions}):{' '}
          <strong>{formatPrice(payload.amount)}</strong> comes back to the card you paid with. We email you again when
          it is made.
        </>
      ) : (
        <>
          Your coach has marked your calls, and your record does not meet the 30-day guarantee ({payload.conditions}
          ): {payload.reasons.join('; ')}. So the guarantee refunds nothing this time.
        </>
      ),
      <>
        If you want to talk it over, write to {settings.contactEmail} or call {settings.contactPhone}.
      </>,
    ],
  }),
  'owner-refund': (payload, { siteUrl }) => ({
    subject: OWNER_REFUND_SUBJECTS[payload.event],
    paragraphs: [payload.text, <Link href={`${siteUrl}/admin#settings`}>Open Refunds in the admin</Link>],
  }),
}

// The owner's email when the nightly check finds differences the check before did not (decision 068).
import { DIFFERENCE_LABELS, disagreeingSides } from '../../../shared/reconciliation.ts'
import { countOf } from '../../../shared/rules/plural.ts'
import { Lines, Link, type LettersFor } from '../outbox/outbox.ts'

export const RECONCILIATION_LETTERS: LettersFor<'owner-reconciliation'> = {
  'owner-reconciliation': (payload, { siteUrl }) => ({
    subject:
      `${disagreeingSides(payload.fresh.map((found) => found.kind))}: ` +
      countOf(payload.fresh.length + payload.more, 'new difference'),
    paragraphs: [
      <>
        The nightly check of Stripe, the seat ledgers and the coach's calendar against the site found{' '}
        {countOf(payload.differences, 'difference')}; these are new since the check before:
      </>,
      <Lines
        lines={payload.fresh.map((found) => (
          <>
            <strong>{DIFFERENCE_LABELS[found.kind]}</strong>: {found.detail}
          </>
        ))}
      />,
      ...(payload.more > 0 ? [<>And {payload.more} more.</>] : []),
      'You will not be emailed again about these; the System tab lists every difference of the last check.',
      <Link href={`${siteUrl}/admin#system`}>Open System in the admin</Link>,
    ],
  }),
}

// The reminder of an intake not yet finished two days before the first session (decision 109).
import { hi, Link, type LettersFor } from '../outbox/outbox.ts'

export const INTAKE_LETTERS: LettersFor<'intake-reminder'> = {
  'intake-reminder': (payload, { siteUrl }) => ({
    subject: `Before your first session: ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      <>
        Your first session is {payload.when}. Your coach reads your answers to a few questions before it, so the hour
        goes to what matters most to you.
      </>,
      <>
        <Link href={`${siteUrl}/my-coaching`}>Answer them on My coaching</Link>: what you wrote so far is saved, and it
        takes about ten minutes.
      </>,
    ],
  }),
}

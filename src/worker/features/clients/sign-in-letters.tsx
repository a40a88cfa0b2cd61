// The email with a code and a link to open My coaching (decision 074).
import { Link, type LettersFor } from '../outbox/outbox.ts'

export const SIGN_IN_LETTERS: LettersFor<'client-sign-in'> = {
  'client-sign-in': (payload, { siteUrl }) => ({
    subject: `Your sign-in code: ${payload.code}`,
    paragraphs: [
      <>
        Your code to open My coaching is <strong>{payload.code}</strong>.
      </>,
      <Link href={`${siteUrl}${payload.link}`}>Or open My coaching with this link</Link>,
      'The code and the link work once, for 15 minutes.',
      'If you did not ask for this, ignore this email: nobody can sign in without it.',
    ],
  }),
}

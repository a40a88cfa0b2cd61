// The owner's email of a text to the site's number that is no keyword: he reads it, since nobody else will.
import { Link } from './letter-kit.tsx'
import type { LettersFor } from './letter-book.ts'

export const INBOUND_TEXT_LETTERS: LettersFor<'owner-inbound-text'> = {
  'owner-inbound-text': (payload, { siteUrl }) => ({
    subject: payload.crisis
      ? `Urgent: a text from ${payload.phone} may be from a man in crisis`
      : `Text from ${payload.phone}`,
    paragraphs: [
      <>A text came to the site's number from {payload.phone}:</>,
      <strong>{payload.text}</strong>,
      ...(payload.crisis
        ? [
            'It speaks of suicide, self-harm, abuse or danger. He was answered at once with the 988 Suicide & ' +
              'Crisis Lifeline (call or text 988), 911 if anyone is in danger, and your phone and email. Please ' +
              'call him as soon as you can.',
          ]
        : []),
      'Nobody else reads texts to that number: answer him from your own phone.',
      <Link href={`${siteUrl}/admin`}>Open the admin dashboard</Link>,
    ],
  }),
}

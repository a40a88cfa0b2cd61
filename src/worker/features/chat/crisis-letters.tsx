// The owner's notice that a chat visitor wrote of suicide, self-harm, abuse or danger (decision 095): when, and
// never his words.
import { formatBusinessMoment } from '../../../shared/rules/business-time.ts'
import type { LettersFor } from '../outbox/outbox.ts'

export const CRISIS_LETTERS: LettersFor<'owner-chat-crisis'> = {
  'owner-chat-crisis': (payload, { settings }) => ({
    subject: 'A visitor in the website chat may be in crisis',
    paragraphs: [
      <>
        At {formatBusinessMoment(payload.at)}, someone in the website chat wrote about suicide, self-harm, abuse or
        danger.
      </>,
      <>
        The chat answered at once, with no offer: the 988 Suicide &amp; Crisis Lifeline (call or text 988), 911 if
        anyone is in danger, and your phone ({settings.contactPhone}) and email ({settings.contactEmail}).
      </>,
      'His words are not stored anywhere, so this notice cannot show them or say who he is. If he calls or ' +
        'writes, he was told you want to hear from him.',
    ],
  }),
}

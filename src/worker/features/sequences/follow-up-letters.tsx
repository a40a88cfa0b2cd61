// A follow-up of a lead's sequence (decision 065): the owner's words as written in the Sequences tab, with the man
// greeted only by a plain first name (decision 024) and each link made absolute on the site.
import { FOLLOW_UP_TEMPLATE } from '../../../shared/follow-ups.ts'
import { type FollowUpPart, followUpParagraphs, followUpSubject } from '../../../shared/follow-up-text.ts'
import { greetingName, Link, type LettersFor } from '../outbox/outbox.ts'

const partNode = (part: FollowUpPart, index: number) =>
  'href' in part ? (
    <Link key={index} href={part.href}>
      {part.text}
    </Link>
  ) : (
    part.text
  )

export const FOLLOW_UP_LETTERS: LettersFor<typeof FOLLOW_UP_TEMPLATE> = {
  [FOLLOW_UP_TEMPLATE]: (payload, { siteUrl }) => {
    const name = greetingName(payload.firstName)
    return {
      subject: followUpSubject(payload.subject, name),
      paragraphs: followUpParagraphs(payload.body, name, siteUrl).map((parts) => <>{parts.map(partNode)}</>),
    }
  },
}

// The emails of a client's actions (features/actions): those agreed after a call, and the reminder of one due.
import { countOf } from '../../../shared/rules/plural.ts'
import { type ActionLine, hi, Link, type LettersFor, subjectQuote } from '../outbox/outbox.ts'

/** An action's lines in his email: what, by when, and the link that marks it done. */
function actionParagraph(action: ActionLine, siteUrl: string) {
  return (
    <>
      <strong>{action.title}</strong>
      {action.detail && (
        <>
          <br />
          {action.detail}
        </>
      )}
      <br />
      Due {action.due}.<br />
      <Link href={`${siteUrl}${action.donePath}`}>Done: mark "{action.title}" done</Link>
    </>
  )
}

export const ACTION_LETTERS: LettersFor<'actions-assigned' | 'action-reminder'> = {
  'actions-assigned': (payload, { siteUrl }) => ({
    subject: `Your actions from today's call: ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      <>Here is what you agreed to do before we meet again ({countOf(payload.actions.length, 'action')}):</>,
      ...payload.actions.map((action) => actionParagraph(action, siteUrl)),
      'Each "Done" link opens a page where one tap marks that action done; you can add a short note there too.',
    ],
  }),
  'action-reminder': (payload, { siteUrl }) => ({
    subject: `Due tomorrow: ${subjectQuote(payload.action.title)}`,
    paragraphs: [
      hi(payload.firstName),
      'A reminder: this action is due within a day and is not marked done yet.',
      actionParagraph(payload.action, siteUrl),
    ],
  }),
}

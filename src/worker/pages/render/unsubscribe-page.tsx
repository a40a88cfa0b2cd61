// The page an email's unsubscribe link opens (docs/decisions/061): it says the address is off the marketing
// list, and offers to undo that with one button, a plain form post that needs no script.
import { renderToString } from 'react-dom/server'
import { RESUBSCRIBE_BUTTON_WORDS } from '../../../shared/consent-words.ts'
import { outlineButton, primaryButton } from '../../../client/kit/button-styles.ts'
import type { RenderedPage } from './render-page.tsx'

export type UnsubscribeState =
  | { kind: 'unsubscribed'; email: string; resubscribeAction: string }
  | { kind: 'resubscribed'; email: string; unsubscribeLink: string }
  | { kind: 'invalid'; contactEmail: string }

const HEADINGS: Record<UnsubscribeState['kind'], string> = {
  unsubscribed: 'You are unsubscribed',
  resubscribed: 'You are subscribed again',
  invalid: 'This unsubscribe link is not valid',
}

function Body({ state, businessName }: { state: UnsubscribeState; businessName: string }) {
  if (state.kind === 'invalid')
    return (
      <p className="mt-4 text-lg text-slate-700" role="alert">
        Your email app may have cut it short. Use the link in the latest email, or write to{' '}
        <a className="underline" href={`mailto:${state.contactEmail}`}>
          {state.contactEmail}
        </a>{' '}
        and we will take you off the list.
      </p>
    )
  if (state.kind === 'resubscribed')
    return (
      <>
        <p className="mt-4 text-lg text-slate-700" role="status">
          <strong>{state.email}</strong> will get emails from {businessName} again.
        </p>
        <p className="mt-8">
          <a href={state.unsubscribeLink} className={outlineButton}>
            Unsubscribe again
          </a>
        </p>
      </>
    )
  return (
    <>
      <p className="mt-4 text-lg text-slate-700" role="status">
        <strong>{state.email}</strong> will get no more emails about free guides, resources and coaching offers from{' '}
        {businessName}. Emails about something you bought or booked, such as receipts and session reminders, still come.
      </p>
      <form method="post" action={state.resubscribeAction} className="mt-8">
        <p className="mb-3 text-slate-700">Unsubscribed by mistake?</p>
        <button type="submit" className={primaryButton}>
          {RESUBSCRIBE_BUTTON_WORDS}
        </button>
      </form>
    </>
  )
}

export function renderUnsubscribePage(state: UnsubscribeState, businessName: string): RenderedPage {
  return {
    title: `${HEADINGS[state.kind]} | ${businessName}`,
    body: renderToString(
      <main className="min-h-screen bg-slate-50 px-4 py-16">
        <article className="mx-auto max-w-xl rounded-xl bg-white p-8 shadow-sm">
          <h1 className="text-3xl font-bold text-slate-900">{HEADINGS[state.kind]}</h1>
          <Body state={state} businessName={businessName} />
          <p className="mt-8">
            <a href="/" className="underline">
              Back to the home page
            </a>
          </p>
        </article>
      </main>,
    ),
    pageData: { queries: [] },
  }
}

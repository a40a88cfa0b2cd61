// The page a lead form posted without its script answers with (docs/decisions/037): what happened, in the
// server's own words, each field to correct when it refused one, and the way back to the form.
import { renderToString } from 'react-dom/server'
import { primaryButton } from '../../../client/kit/button-styles.ts'
import type { RenderedPage } from './render-page.tsx'

export interface FormResult {
  sent: boolean
  message: string
  /** One sentence per refused field, as the API gives them. */
  fields?: Record<string, string>
  back: string
}

function FormResultPage({ sent, message, fields, back }: FormResult) {
  const problems = Object.values(fields ?? {})
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-16">
      <article className="mx-auto max-w-xl rounded-xl bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-bold text-slate-900">{sent ? 'Thank you!' : 'Your form was not sent'}</h1>
        <p className="mt-4 text-lg text-slate-700" role={sent ? 'status' : 'alert'}>
          {message}
        </p>
        {problems.length > 1 && (
          <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-700">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <p className="mt-8">
          <a href={back} className={primaryButton}>
            {sent ? 'Back to the home page' : 'Back to the form'}
          </a>
        </p>
      </article>
    </main>
  )
}

export function renderFormResult(result: FormResult, businessName: string): RenderedPage {
  return {
    title: `${result.sent ? 'Thank you' : 'Your form was not sent'} | ${businessName}`,
    body: renderToString(<FormResultPage {...result} />),
    pageData: { queries: [] },
  }
}

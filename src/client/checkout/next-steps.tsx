import type { PurchaseType } from '../../shared/constants.ts'
import { useSiteSettings } from '../lib/use-site-settings.ts'

/** 'What happens next?' for each purchase type (SPEC §2). */
export function NextSteps({ type }: { type: PurchaseType }) {
  const { contactEmail, contactPhone, coachName } = useSiteSettings()
  const steps: Record<PurchaseType, string[]> = {
    'strategy-call': [
      'Check your email for a confirmation of your booking.',
      `${coachName} will contact you within 24 hours to schedule your call.`,
      `Questions before then? Email ${contactEmail} or call ${contactPhone}.`,
    ],
    brotherhood: [
      'Your access details and group information are on their way to your email.',
      'Your receipt email says when your pod meets, with its calendar invitation once the start date is set.',
    ],
    'one-to-one': [
      // He books each session himself at the coach's open times: nobody calls to arrange them.
      'Book your sessions yourself on My coaching, at the open times that suit you (we email you a code to sign in).',
      'You have taken the step most men only think about. Your marriage and your family are worth it.',
    ],
  }
  return (
    <section className="mt-8 rounded-lg bg-slate-50 p-6 text-left">
      <h2 className="text-lg font-semibold text-slate-900">What happens next?</h2>
      <ul className="mt-3 space-y-2 text-slate-700">
        {steps[type].map((step) => (
          <li key={step} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-700">
              ✓
            </span>
            {step}
          </li>
        ))}
      </ul>
      {type === 'one-to-one' && (
        <a href="/my-coaching" className="mt-4 inline-block rounded-md bg-brand-700 px-5 py-2 font-semibold text-white">
          Book your first session on My coaching
        </a>
      )}
    </section>
  )
}

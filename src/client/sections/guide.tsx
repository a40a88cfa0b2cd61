// The free guide (SPEC §1): 32 pages, valued at $97, sent by email. The form is the lead-form engineer's.
import { GuideSignupForm } from '../forms/guide-signup-form.tsx'
import { Island } from '../kit/island.tsx'

const INSIDE = [
  'The 5 silent habits that slowly push a wife away',
  'How to lead at home without being controlling',
  'A 7-day plan to rebuild connection, starting tonight',
  'Conversation scripts for the talks you keep putting off',
] as const

export default function Guide() {
  return (
    <section aria-labelledby="guide-heading" className="bg-gradient-to-br from-brand-50 to-white px-4 py-20">
      <div className="mx-auto grid max-w-5xl items-center gap-10 md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Free guide · a $97 value</p>
          <h2 id="guide-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Get Your Free 32-Page Guide
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            The field guide we give every new client: practical, faith-centred and written for busy husbands.
          </p>
          <ul className="mt-6 space-y-2">
            {INSIDE.map((item) => (
              <li key={item} className="flex gap-2 text-slate-800">
                <span aria-hidden="true" className="text-emerald-700">
                  ✓
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
          <Island name="guide-form" component={GuideSignupForm} hydrate="visible" />
        </div>
      </div>
    </section>
  )
}

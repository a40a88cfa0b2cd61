// The consultation application (SPEC §2, anchor consultation), near the end of both home pages.
import { ConsultationForm } from '../forms/consultation-form.tsx'
import { Island } from '../kit/island.tsx'

const TERMS = [
  'Application required: we make sure we can truly help before you commit',
  'Only five new clients per month, and only 12 men at a time',
  'We respond within 24 hours, and you can start within 48 hours',
  'Minimum commitment of 3 to 6 months',
] as const

export default function Consultation() {
  return (
    <section aria-labelledby="consultation-heading" className="bg-ink px-4 py-20 text-white">
      <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-500">Apply now</p>
          <h2 id="consultation-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Apply for Coaching
          </h2>
          <p className="mt-4 text-lg text-slate-200">
            Tell us where you are and where you want to be. This is the first step to leading your marriage with
            confidence.
          </p>
          <ul className="mt-6 space-y-3">
            {TERMS.map((term) => (
              <li key={term} className="flex gap-2 text-slate-100">
                <span aria-hidden="true" className="text-brand-500">
                  ✓
                </span>
                {term}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-lg sm:p-8">
          <Island name="consultation-form" component={ConsultationForm} hydrate="visible" />
        </div>
      </div>
    </section>
  )
}

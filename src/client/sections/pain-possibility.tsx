// SPEC §2: pain versus possibility, five of each side by side. Owner-editable under 'pain-possibility'.
import { ANCHORS } from '../../shared/sections/anchors.ts'
import { PAIN_POSSIBILITY } from '../../shared/sections/pain-possibility.ts'
import { primaryButton } from '../kit/button-styles.ts'
import { SectionLink } from '../components/section-link.tsx'
import { SectionHeading } from '../components/section-heading.tsx'
import { useSectionText } from '../lib/content.ts'

const NUMBERS = [1, 2, 3, 4, 5] as const

export default function PainPossibility() {
  const text = useSectionText(PAIN_POSSIBILITY)
  return (
    <section aria-labelledby="pain-possibility-heading" className="bg-white px-4 py-20">
      <SectionHeading id="pain-possibility-heading" eyebrow="Be honest" title={text.title} lead={text.subtitle} />
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-red-200 bg-red-50 p-6">
          <h3 className="text-xl font-bold text-red-800">The pain</h3>
          <ul className="mt-4 space-y-3">
            {NUMBERS.map((n) => (
              <li key={n} className="flex gap-3 text-slate-800">
                <span aria-hidden="true" className="font-bold text-red-700">
                  ✕
                </span>
                {text[`pain-${n}`]}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
          <h3 className="text-xl font-bold text-emerald-800">The possibility</h3>
          <ul className="mt-4 space-y-3">
            {NUMBERS.map((n) => (
              <li key={n} className="flex gap-3 text-slate-800">
                <span aria-hidden="true" className="font-bold text-emerald-700">
                  ✓
                </span>
                {text[`possibility-${n}`]}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-10 text-center">
        <SectionLink to={ANCHORS.coachingPaths} className={primaryButton}>
          Show Me the Way Forward
        </SectionLink>
      </div>
    </section>
  )
}

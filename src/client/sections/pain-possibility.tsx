// SPEC §2: pain versus possibility, five of each side by side. Owner-editable under 'pain-possibility'.
import { primaryButton } from '../kit/button-styles.ts'
import { SectionLink } from '../components/section-link.tsx'
import { SectionHeading } from '../components/section-heading.tsx'
import { useContents } from '../lib/content.ts'

const PAIN_POSSIBILITY_DEFAULTS = {
  title: 'Where You Are, and Where You Could Be',
  subtitle: 'Every man we coach started on the left. The work is how you cross to the right.',
  'pain-1': 'You feel more like roommates than husband and wife.',
  'pain-2': 'Conversations turn into arguments, so you have stopped starting them.',
  'pain-3': 'You lead at work, then come home and do not know how to lead there.',
  'pain-4': 'Intimacy has faded and neither of you knows how to bring it back.',
  'pain-5': 'You carry it alone, because good men are not supposed to struggle.',
  'possibility-1': 'Your wife feels pursued, safe and deeply known again.',
  'possibility-2': 'You talk through hard things calmly and come out closer.',
  'possibility-3': 'You lead your home with a clear vision and quiet confidence.',
  'possibility-4': 'Affection and intimacy grow from trust you have rebuilt together.',
  'possibility-5': 'You stand with brothers who know your story and have your back.',
}

const NUMBERS = [1, 2, 3, 4, 5] as const

export default function PainPossibility() {
  const text = useContents('pain-possibility', PAIN_POSSIBILITY_DEFAULTS)
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
        <SectionLink to="coaching-paths" className={primaryButton}>
          Show Me the Way Forward
        </SectionLink>
      </div>
    </section>
  )
}

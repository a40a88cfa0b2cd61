// The older home's pain section (SPEC §2 'Sound Familiar?'): three pain points.
import { SectionHeading } from '../components/section-heading.tsx'

const PAIN_POINTS = [
  {
    title: 'Disconnected at home',
    description:
      'You love your wife, but the closeness you once had has turned into schedules, logistics and polite distance.',
  },
  {
    title: 'Unsure how to lead',
    description:
      'You were taught to provide, not to lead a marriage. When things get tense, you either push harder or go quiet.',
  },
  {
    title: 'Carrying it alone',
    description:
      'Church friends see the Sunday version of you. Nobody knows how heavy it has become, and asking for help feels like failing.',
  },
] as const

export default function PainPoints() {
  return (
    <section aria-labelledby="pain-points-heading" className="bg-white px-4 py-20">
      <SectionHeading
        id="pain-points-heading"
        title="Sound Familiar?"
        lead="If any of these hit close to home, you are not alone, and you are not stuck."
      />
      <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-3">
        {PAIN_POINTS.map((point) => (
          <li key={point.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h3 className="text-lg font-bold text-slate-900">{point.title}</h3>
            <p className="mt-2 text-slate-700">{point.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

// SPEC §2 about the coach ('about-{name}', stored as 'about-coach'): who he is, why men trust him, and
// 'Work With Me'. The name comes from site settings, so the owner changes it in one place.
import { ANCHORS } from '../../shared/sections/anchors.ts'
import { primaryButton } from '../kit/button-styles.ts'
import { SectionLink } from '../components/section-link.tsx'
import { useSiteSettings } from '../lib/use-site-settings.ts'

const CREDENTIALS = [
  '12+ years coaching married men',
  '500+ men coached',
  '98% success rate',
  'Husband, father and man of faith',
] as const

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')
}

export default function AboutCoach() {
  const { coachName } = useSiteSettings()
  return (
    <section aria-labelledby="about-coach-heading" className="bg-white px-4 py-20">
      <div className="mx-auto grid max-w-5xl items-center gap-12 md:grid-cols-[2fr_3fr]">
        <div
          aria-hidden="true"
          className={
            'mx-auto flex aspect-square w-56 items-center justify-center rounded-full bg-gradient-to-br ' +
            'from-brand-500 to-brand-700 text-6xl font-extrabold text-ink shadow-lg sm:w-72'
          }
        >
          {initialsOf(coachName)}
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Your coach</p>
          <h2 id="about-coach-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Meet {coachName}
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            I spent years doing everything a good man is supposed to do, and still watched my marriage drift. What
            turned it around was not a new technique. It was brothers who told me the truth, a clear plan, and the
            humility to act on it.
          </p>
          <p className="mt-4 text-slate-700">
            For more than twelve years I have coached Christian and LDS husbands through the same turn: from distant to
            present, from reacting to leading, from carrying it alone to standing with brothers. I work with a small
            number of men at a time so every one of them gets my full attention.
          </p>
          <ul className="mt-6 grid gap-2 sm:grid-cols-2">
            {CREDENTIALS.map((credential) => (
              <li key={credential} className="flex gap-2 text-slate-800">
                <span aria-hidden="true" className="text-emerald-700">
                  ✓
                </span>
                {credential}
              </li>
            ))}
          </ul>
          <SectionLink to={ANCHORS.consultation} className={`mt-8 ${primaryButton}`}>
            Work With Me
          </SectionLink>
        </div>
      </div>
    </section>
  )
}

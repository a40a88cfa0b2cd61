// SPEC §2 / §3: the first screen. Every word is owner-editable (content edits under 'hero-section'); these
// defaults show until an edit exists. No image, so the headline itself is the first large paint.
import { outlineOnDarkButton, primaryButton } from '../kit/button-styles.ts'
import { SectionLink } from '../components/section-link.tsx'
import { useContents } from '../lib/content.ts'

const HERO_DEFAULTS = {
  'main-headline': 'Become the Husband, Father and Leader God Called You to Be',
  'sub-headline':
    'Faith-based coaching for Christian and LDS married men who are done drifting. Honest ' +
    'brotherhood, real accountability and a clear plan to lead your marriage and your home.',
  phrase1: 'Lead with faith',
  phrase2: 'Love with intention',
  phrase3: 'Live with purpose',
  'button-text': 'Apply for Coaching',
}

export function HeroSection() {
  const text = useContents('hero-section', HERO_DEFAULTS)
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-b from-ink via-slate-900 to-slate-800 px-4 pb-16 pt-14 text-white sm:pb-24 sm:pt-20"
    >
      <div className="mx-auto max-w-4xl text-center">
        <ul
          className="flex flex-wrap justify-center gap-2 text-sm font-medium text-brand-500"
          aria-label="What we stand for"
        >
          {[text.phrase1, text.phrase2, text.phrase3].map((phrase, index) => (
            <li key={index} className="rounded-full border border-brand-500/60 px-3 py-1">
              {phrase}
            </li>
          ))}
        </ul>
        <h1
          id="hero-heading"
          className="mt-6 text-4xl font-extrabold leading-tight tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {text['main-headline']}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">{text['sub-headline']}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <SectionLink to="consultation" className={primaryButton}>
            {text['button-text']}
          </SectionLink>
          <SectionLink to="guide" className={outlineOnDarkButton}>
            Get Free Guide
          </SectionLink>
        </div>
      </div>
    </section>
  )
}

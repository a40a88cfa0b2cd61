// SPEC §2 / §3: the first screen. Every word is owner-editable (HERO_SECTION's fields, with their defaults).
// No image, so the headline itself is the first large paint.
import { ANCHORS } from '../../shared/sections/anchors.ts'
import { HERO_SECTION } from '../../shared/sections/hero-section.ts'
import { outlineOnDarkButton, primaryButton } from '../kit/button-styles.ts'
import { SectionLink } from '../components/section-link.tsx'
import { useSectionText } from '../lib/content.ts'

export function HeroSection() {
  const text = useSectionText(HERO_SECTION)
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
          <SectionLink to={ANCHORS.consultation} className={primaryButton}>
            {text['button-text']}
          </SectionLink>
          <SectionLink to={ANCHORS.guide} className={outlineOnDarkButton}>
            Get Free Guide
          </SectionLink>
        </div>
      </div>
    </section>
  )
}

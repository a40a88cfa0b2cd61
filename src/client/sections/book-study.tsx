// SPEC §1/§2: book study groups, a low-cost first step into the brotherhood (their prices in shared/book-study.ts).
import { BOOK_STUDY_OPTIONS as OPTIONS } from '../../shared/book-study.ts'
import { ANCHORS } from '../../shared/sections/anchors.ts'
import { darkButton, primaryButton } from '../kit/button-styles.ts'
import { SectionLink } from '../components/section-link.tsx'
import { SectionHeading } from '../components/section-heading.tsx'

export default function BookStudy() {
  return (
    <section aria-labelledby="book-study-heading" className="bg-white px-4 py-20">
      <SectionHeading
        id="book-study-heading"
        eyebrow="Start small"
        title="Join a Book Study Group"
        lead={
          'Not ready for coaching yet? Read and talk through a classic on Christian manhood and marriage ' +
          'with other husbands, one chapter a week.'
        }
      />
      <ul className="mx-auto mt-12 grid max-w-4xl gap-8 md:grid-cols-2">
        {OPTIONS.map((option, index) => (
          <li key={option.name} className="flex flex-col rounded-2xl border border-slate-200 p-8">
            <h3 className="text-xl font-bold text-slate-900">{option.name}</h3>
            <p className="mt-4">
              <span className="text-4xl font-extrabold text-ink">{option.price}</span>
              <span className="ml-2 text-slate-700">for {option.term}</span>
            </p>
            <ul className="mt-6 flex-1 space-y-2">
              {option.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-slate-800">
                  <span aria-hidden="true" className="text-emerald-700">
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            <SectionLink
              to={ANCHORS.consultation}
              className={`mt-8 w-full ${index === 0 ? primaryButton : darkButton}`}
            >
              Ask About the Next Group
            </SectionLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

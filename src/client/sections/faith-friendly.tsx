// Why the coaching is faith-friendly: the values a Christian or LDS husband can expect to be honoured.
import { SectionHeading } from '../components/section-heading.tsx'

const REASONS = [
  {
    title: 'Your covenant comes first',
    description:
      'We treat your marriage as a sacred covenant, not a contract to renegotiate. The goal is always to build it up.',
  },
  {
    title: 'Faith is welcome in every session',
    description:
      'Pray, quote scripture, talk about what you learned at church. You never have to leave your beliefs at the door.',
  },
  {
    title: 'Christian and LDS men side by side',
    description:
      'Our pods bring together men of both traditions who share the same hope: to honor God in how they love at home.',
  },
  {
    title: 'Standards without shame',
    description:
      'We hold you to high standards of honesty and fidelity, and we do it as brothers, never with judgment or lectures.',
  },
] as const

export default function FaithFriendly() {
  return (
    <section aria-labelledby="faith-friendly-heading" className="bg-ink px-4 py-20 text-white">
      <SectionHeading
        id="faith-friendly-heading"
        tone="dark"
        eyebrow="Built on shared values"
        title="Why Faith-Friendly Coaching?"
        lead="Most coaching asks you to set your faith aside. Ours starts there."
      />
      <ul className="mx-auto mt-12 grid max-w-5xl gap-6 sm:grid-cols-2">
        {REASONS.map((reason) => (
          <li key={reason.title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
            <h3 className="text-lg font-bold text-brand-500">{reason.title}</h3>
            <p className="mt-2 text-slate-200">{reason.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

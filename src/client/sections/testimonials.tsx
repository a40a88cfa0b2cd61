// SPEC §2 testimonials: four men in a grid on the older home, five in a carousel that turns every 5 s on the
// home page. The carousel stops while the visitor points at it or works inside it, and has a pause button,
// because moving content must be stoppable (WCAG 2.2.2).
import { useEffect, useState } from 'react'
import { TIMINGS_MS } from '../../shared/constants.ts'
import { SectionHeading } from '../components/section-heading.tsx'

interface Testimonial {
  name: string
  role: string
  content: string
  initial: string
}

const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Michael R.',
    role: 'Married 14 years, father of four',
    content:
      'I came in thinking my wife needed to change. Three weeks in, I realised I had stopped leading. ' +
      'Our home feels different now, and she says so too.',
    initial: 'M',
  },
  {
    name: 'David K.',
    role: 'Married 8 years, small-business owner',
    content:
      'The pod gave me four brothers who would not let me hide. I finally talk to my wife instead of ' +
      'around her, and we pray together again.',
    initial: 'D',
  },
  {
    name: 'James T.',
    role: 'Married 22 years, bishopric counselor',
    content:
      'I have served others my whole adult life and neglected the one person I promised to serve ' +
      'first. This coaching helped me turn back toward her.',
    initial: 'J',
  },
  {
    name: 'Chris L.',
    role: 'Married 5 years, first-time dad',
    content:
      'We were stuck in the same argument for two years. The communication tools were practical enough ' +
      'to use that very night. We are a team again.',
    initial: 'C',
  },
  {
    name: 'Ryan P.',
    role: 'Married 11 years, pastor',
    content:
      'I counsel couples for a living and still needed someone to hold me accountable. The 30-day ' +
      'actions were simple and they changed everything.',
    initial: 'R',
  },
]

function Avatar({ initial }: { initial: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-500 text-lg font-bold text-ink"
    >
      {initial}
    </span>
  )
}

function Quote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <blockquote className="flex-1 text-slate-800">“{testimonial.content}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <Avatar initial={testimonial.initial} />
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-700">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  )
}

const HEADING = {
  id: 'testimonials-heading',
  eyebrow: 'Real men, real marriages',
  title: 'What Our Brothers Say',
}

/** The older home's four testimonials. */
export function TestimonialGrid() {
  return (
    <section aria-labelledby={HEADING.id} className="bg-slate-50 px-4 py-20">
      <SectionHeading {...HEADING} />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-2 lg:grid-cols-4">
        {TESTIMONIALS.slice(0, 4).map((testimonial) => (
          <li key={testimonial.name}>
            <Quote testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function useAutoAdvance(count: number, running: boolean): [number, (index: number) => void] {
  const [index, setIndex] = useState(0)
  // index is a dependency so that a turn the visitor made restarts the full wait before the next one.
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), TIMINGS_MS.carousel)
    return () => window.clearInterval(timer)
  }, [count, running, index])
  return [index, setIndex]
}

const carouselButton =
  'rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 ' +
  'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-ink'

/** The home page's five testimonials, one at a time. */
export function TestimonialCarousel() {
  const [paused, setPaused] = useState(false)
  const [held, setHeld] = useState(false)
  const count = TESTIMONIALS.length
  const [index, setIndex] = useAutoAdvance(count, !paused && !held)
  const current = TESTIMONIALS[index]!
  const rotating = !paused && !held

  return (
    <section aria-labelledby={HEADING.id} className="bg-slate-50 px-4 py-20">
      <SectionHeading {...HEADING} />
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label="Testimonials"
        className="mx-auto mt-12 max-w-3xl"
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false)
        }}
      >
        {/* Announcing every automatic turn would interrupt; a turn the visitor asked for is announced. */}
        <div aria-live={rotating ? 'off' : 'polite'} className="min-h-72 sm:min-h-48">
          <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`} className="h-full">
            <Quote testimonial={current} />
          </div>
        </div>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <button type="button" className={carouselButton} onClick={() => setIndex((index - 1 + count) % count)}>
            <span aria-hidden="true">←</span> Previous<span className="sr-only"> testimonial</span>
          </button>
          <button type="button" className={carouselButton} onClick={() => setPaused((p) => !p)}>
            {paused ? 'Play' : 'Pause'}
            <span className="sr-only"> automatic rotation</span>
          </button>
          <button type="button" className={carouselButton} onClick={() => setIndex((index + 1) % count)}>
            Next<span className="sr-only"> testimonial</span> <span aria-hidden="true">→</span>
          </button>
        </div>
        <ol className="mt-4 flex justify-center gap-2" aria-label="Choose a testimonial">
          {TESTIMONIALS.map((testimonial, i) => (
            <li key={testimonial.name}>
              <button
                type="button"
                aria-label={`Show testimonial ${i + 1}: ${testimonial.name}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={
                  'flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 ' +
                  'focus-visible:outline-offset-1 focus-visible:outline-ink'
                }
              >
                <span className={`h-3 w-3 rounded-full ${i === index ? 'bg-ink' : 'bg-slate-400'}`} />
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

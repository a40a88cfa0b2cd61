// SPEC §2: the free strategy call, its booking form and its countdown to the end of the week (at most 7 days),
// over the open times the coach's calendar has left this week.
import { useState } from 'react'
import { freeCallSpotsLine, useFreeCallSpots } from '../bookings/free-call-spots.ts'
import { Countdown, endOfThisWeek } from '../components/countdown.tsx'
import { SectionHeading } from '../components/section-heading.tsx'
import { StrategyCallForm } from '../forms/strategy-call-form.tsx'
import { Feature } from '../lib/feature-toggles.tsx'

const WHAT_YOU_GET = [
  'A clear picture of where your marriage is today',
  'The one or two changes that would make the biggest difference',
  'A concrete plan you can start on this week',
  'An honest answer on whether coaching is right for you',
] as const

export default function StrategyCall() {
  const [endsAt] = useState(() => endOfThisWeek())
  const spots = useFreeCallSpots(endsAt)
  return (
    <section aria-labelledby="strategy-call-heading" className="bg-slate-50 px-4 py-20">
      <SectionHeading
        id="strategy-call-heading"
        eyebrow="Free, no obligation"
        title="Book Your Free Strategy Call"
        lead="A 45-minute conversation with your coach about your marriage, your goals and the next right step."
      />
      <div className="mx-auto mt-12 grid max-w-5xl gap-10 lg:grid-cols-2">
        <div>
          <h3 className="text-xl font-bold text-slate-900">On the call you will get</h3>
          <ul className="mt-4 space-y-3">
            {WHAT_YOU_GET.map((item) => (
              <li key={item} className="flex gap-2 text-slate-800">
                <span aria-hidden="true" className="text-emerald-700">
                  ✓
                </span>
                {item}
              </li>
            ))}
          </ul>
          <Feature id="countdown">
            <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="mb-4 text-center font-bold text-slate-900">This week's free call spots close in</h3>
              <Countdown endsAt={endsAt} line={freeCallSpotsLine(spots)} />
            </div>
          </Feature>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <StrategyCallForm />
        </div>
      </div>
    </section>
  )
}

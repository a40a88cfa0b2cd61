// The older home's scarcity section: five new clients a month, and the countdown to this month's close over the
// seats the items on sale have left now (never a number the records do not hold).
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { seatsLeft } from '../../shared/rules/inventory.ts'
import { countOf } from '../../shared/rules/plural.ts'
import { ANCHORS } from '../../shared/sections/anchors.ts'
import { primaryButton } from '../kit/button-styles.ts'
import { Countdown } from '../components/countdown.tsx'
import { SectionLink } from '../components/section-link.tsx'
import { Feature } from '../lib/feature-toggles.tsx'
import { queries } from '../lib/queries.ts'

/** The seats left across the pods and one-to-one coaching on sale, or a plain line while they are unread. */
export function scarcityLine(items: readonly { type: string; availableSlots: number }[] | undefined): string {
  if (!items) return 'Places are limited'
  const seats = seatsLeft(items, ['brotherhood_pod', 'coaching_slot'])
  if (seats === 0) return 'Every seat is taken for now · apply to be first in line'
  return `${countOf(seats, 'seat')} left in the pods and one-to-one coaching`
}

export default function Scarcity() {
  const [closed, setClosed] = useState(false)
  const items = useQuery(queries.seatsNow()).data
  return (
    <section aria-labelledby="scarcity-heading" className="bg-brand-50 px-4 py-16">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="scarcity-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Only Five New Clients per Month
        </h2>
        <p className="mt-4 text-lg text-slate-700">
          {closed
            ? "This month's places have closed. Apply now to be first in line for next month."
            : 'Every man gets real attention, so places are limited. When this month fills, the next opening is weeks away.'}
        </p>
        <Feature id="countdown">
          <div className="mt-8">
            <Countdown line={scarcityLine(items)} onExpire={() => setClosed(true)} />
          </div>
        </Feature>
        <SectionLink to={ANCHORS.consultation} className={`mt-8 ${primaryButton}`}>
          Apply for Coaching
        </SectionLink>
      </div>
    </section>
  )
}

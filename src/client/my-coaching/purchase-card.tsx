// One thing a client bought, as his receipt says it: what, how much, when, its reference; a pod's day and time; a one-to-one package's
// sessions left with the way to book the next; a plan's schedule with the link that updates its card; the refund
// link while the 30-day guarantee runs, and where his record stands under it.
import { GUARANTEE_CONDITIONS } from '../../shared/guarantee.ts'
import { formatDueDay } from '../../shared/plan-terms.ts'
import { formatPrice } from '../../shared/rules/inventory.ts'
import { BUSINESS_TIME_ZONE } from '../../shared/rules/business-clock.ts'
import { inBothZones } from '../../shared/rules/two-zones.ts'
import type { OwnPurchase } from './my-coaching-api.ts'
import { PackageSessions } from './package-sessions.tsx'
import { IntakeSection } from './intake-section.tsx'
import { AgreementQuote } from './agreement-quote.tsx'

const dayOf = (iso: string) => formatDueDay(iso.slice(0, 10))

/** The browser's zone, or the coach's when it does not say. */
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || BUSINESS_TIME_ZONE

function PlanSchedule({ plan }: { plan: NonNullable<OwnPurchase['plan']> }) {
  return (
    <div className="mt-3">
      <p className="text-sm text-slate-700">
        Payment plan: {plan.payments} payments of {formatPrice(plan.amount)}, {formatPrice(plan.total)} in all.
      </p>
      <ol className="mt-1 list-inside list-decimal text-sm text-slate-700">
        {plan.schedule.map((payment) => (
          <li key={payment.number}>
            {formatPrice(payment.amount)} on {formatDueDay(payment.dueOn)}
          </li>
        ))}
      </ol>
      {plan.cardPath && (
        <a href={plan.cardPath} className="mt-1 inline-block text-sm font-medium text-brand-700 underline">
          See each payment and update your card
        </a>
      )}
    </div>
  )
}

export function PurchaseCard({ purchase, onNotice }: { purchase: OwnPurchase; onNotice(message: string): void }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{purchase.description}</h3>
        <span className="font-semibold text-slate-900">{formatPrice(purchase.amount)}</span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {purchase.status === 'refunded' ? 'Refunded' : 'Paid'} · {dayOf(purchase.paidAt)} · Reference{' '}
        {purchase.orderRef}
      </p>
      {purchase.schedule && <p className="mt-2 text-sm text-slate-800">{purchase.schedule}</p>}
      {purchase.sessions && (
        <PackageSessions order={purchase.orderRef} sessions={purchase.sessions} onNotice={onNotice} />
      )}
      {purchase.plan && <PlanSchedule plan={purchase.plan} />}
      {purchase.guarantee?.words && (
        <p className="mt-3 text-sm font-medium text-slate-900" data-testid="guarantee-standing">
          {purchase.guarantee.words} ({purchase.guarantee.endsWords})
        </p>
      )}
      {purchase.guarantee && purchase.guarantee.standing !== 'ended' && (
        <p className="mt-1 text-sm text-slate-700">The guarantee's conditions: {GUARANTEE_CONDITIONS}.</p>
      )}
      {purchase.intake && purchase.status === 'paid' && (
        <IntakeSection orderRef={purchase.orderRef} intake={purchase.intake} />
      )}
      {purchase.agreement && <AgreementQuote agreement={purchase.agreement} />}
      {purchase.refund && (
        <p className="mt-3 text-sm text-slate-700">
          Our 30-day guarantee runs until {inBothZones(purchase.refund.endsAt, visitorZone())}:{' '}
          <a href={purchase.refund.path} className="font-medium text-brand-700 underline">
            ask for your refund
          </a>
          .
        </p>
      )}
    </li>
  )
}

// A person's consent record in his journey (decision 066): each consent he gave on a form with the exact words
// shown, and each unsubscribe, STOP and return, with the time (Pacific, zone named), page, address and browser.
import type { ConsentForm } from '../../../shared/consent-words.ts'
import { OPT_OUT_SOURCE_LABELS, type OptOutSource } from '../../../shared/opt-outs.ts'
import type { ContactJourney } from '../shared/admin-queries.ts'
import { formatPst } from '../shared/pst-time.ts'

type ConsentEvent = ContactJourney['consentRecord'][number]

const FORM_LABELS: Record<ConsentForm, string> = {
  'checkout-email': 'Checkout, email box',
  'checkout-sms': 'Checkout, texts box',
  'waitlist-email': 'Waitlist form, email box',
  'waitlist-sms': 'Waitlist form, texts box',
  guide: 'Free guide form',
  'resource-library': 'Resource library download',
}

/** What happened, in the owner's words: 'Agreed to marketing emails', 'Texts stopped'. */
function headline(event: ConsentEvent): string {
  const email = event.channel === 'email'
  if (event.what === 'given') return email ? 'Agreed to emails' : 'Agreed to texts'
  if (event.what === 'withdrawn') return email ? 'Unsubscribed from marketing emails' : 'Texts stopped'
  return email ? 'Subscribed to marketing emails again' : 'Texts allowed again'
}

function howLabel(event: ConsentEvent): string {
  return event.what === 'given'
    ? (FORM_LABELS[event.how as ConsentForm] ?? event.how)
    : (OPT_OUT_SOURCE_LABELS[event.how as OptOutSource] ?? event.how)
}

export function ConsentRecord({ events }: { events: readonly ConsentEvent[] }) {
  return (
    <section aria-label="Consent record" className="text-sm">
      <h3 className="font-semibold text-slate-900">Consent record</h3>
      {events.length === 0 ? (
        <p className="mt-1 text-slate-600">No consent given or withdrawn on record.</p>
      ) : (
        <ul className="mt-1 space-y-2">
          {events.map((event, index) => (
            <li key={`${event.createdAt}-${index}`} className="text-slate-700">
              <p className="font-medium text-slate-900">
                {headline(event)}
                {event.detail && ` (${event.detail})`} · {formatPst(event.createdAt)}
              </p>
              <p>{howLabel(event)}</p>
              {event.words && <p className="italic">“{event.words}”</p>}
              <p className="text-xs text-slate-600">
                {[
                  event.page && `Page ${event.page}`,
                  event.clientAddress && `from ${event.clientAddress}`,
                  event.userAgent,
                ]
                  .filter(Boolean)
                  .join(' · ') || 'No page or browser: sent by a provider'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

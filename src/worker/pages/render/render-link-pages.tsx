// Renders the pages opened from a link whose token is in the fragment (refund, plan, waitlist decline; decision
// 063) on the Worker: their whole shell, without the token, which only the browser sees, and with the business's
// contact details for a visitor whose browser runs no script.
import { renderToString } from 'react-dom/server'
import { ACTION_TITLE, ActionPage } from '../../../client/actions/action-page.tsx'
import { BOOKING_TITLE, BookingPage } from '../../../client/bookings/booking-page.tsx'
import type { LinkPageContact } from '../../../client/components/link-page.tsx'
import { PlanPage } from '../../../client/plans/plan-page.tsx'
import { REFUND_TITLE, RefundPage } from '../../../client/refunds/refund-page.tsx'
import { DeclinePage } from '../../../client/waitlist/decline-page.tsx'
import type { RenderedPage } from './render-page.tsx'

/** Nothing for the pages' islands to start from: they have none, and the data they show is the link's. */
const NO_READS = { queries: [] }

export function renderRefundPage(contact: LinkPageContact, guarantee: string): RenderedPage {
  return {
    title: REFUND_TITLE,
    body: renderToString(<RefundPage contact={contact} guarantee={guarantee} />),
    pageData: NO_READS,
  }
}

export function renderPlanPage(contact: LinkPageContact, stripeJsUrl: string): RenderedPage {
  return {
    title: 'Your payment plan',
    body: renderToString(<PlanPage contact={contact} stripeJsUrl={stripeJsUrl} />),
    pageData: NO_READS,
  }
}

export function renderDeclinePage(contact: LinkPageContact): RenderedPage {
  return { title: 'Waitlist offer', body: renderToString(<DeclinePage contact={contact} />), pageData: NO_READS }
}

export function renderBookingPage(contact: LinkPageContact): RenderedPage {
  return { title: BOOKING_TITLE, body: renderToString(<BookingPage contact={contact} />), pageData: NO_READS }
}

export function renderActionPage(contact: LinkPageContact): RenderedPage {
  return { title: ACTION_TITLE, body: renderToString(<ActionPage contact={contact} />), pageData: NO_READS }
}

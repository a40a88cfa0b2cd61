// The business details the spec writes as {name}, {email} and so on; stored in site_settings and editable
// by the owner. These defaults keep every page whole before the row exists.
import { WAITLIST_OFFER_HOURS } from './constants.ts'

/** Where the site's 'book a call' links lead: the site's own open times, or the owner's outside scheduling page. */
export const BOOKING_PAGES = ['site', 'external'] as const
export type BookingPage = (typeof BOOKING_PAGES)[number]

export interface SiteSettings {
  businessName: string
  coachName: string
  contactEmail: string
  contactPhone: string
  websiteUrl: string
  schedulingUrl: string
  bookingPage: BookingPage
  /** Hours a waitlist offer stays its holder's before it passes on (2 to 72). */
  waitlistOfferHours: number
  /** The postal address every marketing email prints (CAN-SPAM); empty withholds them until it is set. */
  postalAddress: string
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  businessName: 'Brotherhood Coaching',
  coachName: 'Coach',
  contactEmail: 'hello@example.com',
  contactPhone: '(555) 555-0100',
  websiteUrl: 'http://127.0.0.1:8787',
  schedulingUrl: 'https://calendly.com/',
  bookingPage: 'site',
  waitlistOfferHours: WAITLIST_OFFER_HOURS.default,
  postalAddress: '',
}

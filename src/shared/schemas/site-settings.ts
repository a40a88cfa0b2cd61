// The business details of the Settings tab ({name}, {email} and the rest of the spec's placeholders).
import { z } from 'zod'
import { WAITLIST_OFFER_HOURS } from '../constants.ts'
import { BOOKING_PAGES } from '../site.ts'
import { emailField, phoneField, requiredText } from './fields.ts'
import { webAddress } from './web-address.ts'

export const OFFER_HOURS_MESSAGE = `Waitlist offers must last between ${WAITLIST_OFFER_HOURS.min} and ${WAITLIST_OFFER_HOURS.max} hours`

export const siteSettingsSchema = z.strictObject({
  businessName: requiredText('Business name is required', 200),
  coachName: requiredText('Coach name is required', 200),
  contactEmail: emailField,
  contactPhone: phoneField,
  websiteUrl: webAddress(
    'Website URL must be a web address starting with http:// or https://',
    'Website URL is required',
  ),
  schedulingUrl: webAddress(
    'Scheduling URL must be a web address starting with http:// or https://',
    'Scheduling URL is required',
  ),
  bookingPage: z.enum(BOOKING_PAGES, { error: 'Please choose where visitors book the free call' }).default('site'),
  waitlistOfferHours: z
    .number({ error: OFFER_HOURS_MESSAGE })
    .int({ error: OFFER_HOURS_MESSAGE })
    .min(WAITLIST_OFFER_HOURS.min, { error: OFFER_HOURS_MESSAGE })
    .max(WAITLIST_OFFER_HOURS.max, { error: OFFER_HOURS_MESSAGE })
    .default(WAITLIST_OFFER_HOURS.default),
  postalAddress: z.string().trim().max(300, { error: 'Postal address must be at most 300 characters' }).default(''),
})
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>

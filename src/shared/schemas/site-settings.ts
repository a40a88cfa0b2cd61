// The business details of the Settings tab ({name}, {email} and the rest of the spec's placeholders).
import { z } from 'zod'
import { emailField, phoneField } from './fields.ts'
import { requiredLine } from './text-fields.ts'
import { webAddress } from './web-address.ts'

export const siteSettingsSchema = z.strictObject({
  businessName: requiredLine('Business name is required', 200),
  coachName: requiredLine('Coach name is required', 200),
  contactEmail: emailField,
  contactPhone: phoneField,
  websiteUrl: webAddress('Website URL must be a web address starting with http:// or https://', 'Website URL is required'),
  schedulingUrl: webAddress('Scheduling URL must be a web address starting with http:// or https://', 'Scheduling URL is required'),
})
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>

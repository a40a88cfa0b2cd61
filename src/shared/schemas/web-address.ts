// Web addresses the admin types (event links, post links and images, the site's own pages): http or https
// only, so a stored link can never be a javascript: or data: URL shown to visitors.
import { z } from 'zod'

export const WEB_ADDRESS_MAX = 2000

export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
}

export function webAddress(message: string, requiredMessage = message) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(WEB_ADDRESS_MAX, { error: `Please keep this under ${WEB_ADDRESS_MAX} characters`, abort: true })
    .refine(isHttpUrl, { error: message })
}

/** An optional address: empty or missing is stored as null. */
export function optionalWebAddress(message: string) {
  return z
    .union([z.literal(''), z.null(), webAddress(message)], { error: message })
    .optional()
    .transform((value) => (value ? value : null))
}

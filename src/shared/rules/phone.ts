// The US phone rule and the as-you-type format of SPEC §5.
export const PHONE_FIELD_MAX = 14

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '')
}

/** Ten digits whose first (area code) and fourth (exchange) digits are 2-9, per the spec's rule. */
export function isValidUsPhone(value: string): boolean {
  const digits = phoneDigits(value)
  return digits.length === 10 && /^[2-9]\d{2}[2-9]\d{6}$/.test(digits)
}

/** Formats as (###) ###-#### while typing; extra digits beyond ten are dropped. */
export function formatUsPhone(value: string): string {
  const digits = phoneDigits(value).slice(0, 10)
  if (digits.length === 0) return ''
  if (digits.length <= 3) return `(${digits}`
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** (541) 555-0142 → +15415550142, the form Twilio wants. */
export function toE164(usPhone: string): string {
  return `+1${phoneDigits(usPhone).slice(-10)}`
}

// The email rule of SPEC §5, shared by every form and every route that takes an address.
export const EMAIL_MAX = 254
export const EMAIL_LOCAL_MAX = 64
export const EMAIL_DOMAIN_MAX = 253

const LOCAL_CHARS = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/
const DOMAIN_CHARS = /^[A-Za-z0-9.-]+$/

export function isValidEmail(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_MAX) return false
  const at = value.lastIndexOf('@')
  if (at !== value.indexOf('@')) return false
  return at > 0 && isValidLocalPart(value.slice(0, at)) && isValidDomain(value.slice(at + 1))
}

function isValidLocalPart(local: string): boolean {
  return (
    local.length <= EMAIL_LOCAL_MAX &&
    LOCAL_CHARS.test(local) &&
    !local.startsWith('.') &&
    !local.endsWith('.') &&
    !local.includes('..')
  )
}

function isValidDomain(domain: string): boolean {
  if (domain.length === 0 || domain.length > EMAIL_DOMAIN_MAX) return false
  if (!DOMAIN_CHARS.test(domain) || !domain.includes('.')) return false
  if (domain.startsWith('-') || domain.endsWith('-') || domain.includes('..')) return false
  return domain.split('.').every((label) => label.length > 0 && !label.startsWith('-') && !label.endsWith('-'))
}

/** Addresses are stored lower-cased so one person is one contact however they typed it. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase()
}

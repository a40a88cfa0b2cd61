// Lead form submissions as a visitor's browser sends them, each from its own client address by default so
// the per-address rate limit never couples two tests.
import { type As, request } from './client.ts'

export const newClientAddress = (): string => crypto.randomUUID()

/** A unique, valid address, so a test's rows are its own. */
export const uniqueEmail = (label = 'visitor') => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`

export function submit(path: string, body: unknown, as: As = {}): Promise<Response> {
  // By path: the tests post refused bodies as well as good ones.
  return request(path, { method: 'POST', body }, { address: newClientAddress(), ...as })
}

export const validConsultation = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'John',
  lastName: 'Smith',
  email: uniqueEmail('consult'),
  phone: '(555) 234-5678',
  challenge: 'relationship',
  message: 'I want to lead my family better.',
  ...overrides,
})

export const validStrategyCall = (overrides: Record<string, unknown> = {}) => ({
  name: 'John Smith',
  email: uniqueEmail('call'),
  phone: '555-234-5678',
  marriageLength: '5-10',
  biggestChallenge: 'Communication with my wife',
  previousCoaching: 'never',
  timeline: 'immediate',
  message: 'Evenings work best.',
  ...overrides,
})

export const validGuideSignup = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'John',
  email: uniqueEmail('guide'),
  source: 'guide',
  ...overrides,
})

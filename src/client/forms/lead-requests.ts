// The three lead calls, through the typed client, so a renamed field on the server breaks the build here.
import type { z } from 'zod'
import type { consultationRequestSchema, emailSignupSchema, strategyCallSchema } from '../../shared/schemas/leads.ts'
import { api, unwrap } from '../lib/api.ts'

export function postEmailSignup(json: z.output<typeof emailSignupSchema>) {
  return unwrap(api.api['email-signups'].$post({ json }))
}

export function postConsultationRequest(json: z.output<typeof consultationRequestSchema>) {
  return unwrap(api.api['consultation-requests'].$post({ json }))
}

export function postStrategyCall(json: z.output<typeof strategyCallSchema>) {
  return unwrap(api.api['strategy-calls'].$post({ json }))
}

// Opt-outs: one-click unsubscribe from marketing email (RFC 8058, CAN-SPAM) and texts that honour STOP (TCPA),
// both checked by the outbox when it sends (decision 061). This file is the feature's entry.
export { emailForSending, noteSmsResult, smsRefusal, TWILIO_OPTED_OUT } from './send-time-checks.ts'
export { isMarketingEmail, MARKETING_EMAIL_TEMPLATES } from './marketing-emails.ts'
export type { MarketingParts, UnsubscribeFooter } from './marketing-emails.ts'
export { choicesOf, latestChoice, optedOut, recordChoice } from './opt-out-records.ts'
export {
  consentRecordOf,
  type ConsentEvent,
  forgetConsentStatements,
  givenConsents,
  type LatestConsent,
  latestConsents,
  recordConsents,
  requestContext,
} from './consent-records.ts'

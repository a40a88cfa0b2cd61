// Every email as it is sent, kept in test/outbox/letters-golden/: each template (and each branch of its words)
// rendered with a payload and settings full of what must be escaped (quotes, <, &, accents, an emoji), its subject,
// HTML and plain text written to one file. A change to any letter shows here as a diff of what a reader gets, so a
// change meant to move code only is seen to change no word and no markup.
//
// A few spellings are read as the same, as every HTML parser reads them: an apostrophe written as itself, `&#39;`
// or `&#x27;` (all attributes are in double quotes, which an apostrophe cannot end); `&quot;` and `"` outside a
// tag; `<br>` and `<br/>`. React writes `&#x27;`, `&quot;` and `<br/>`, where the letters written as strings of
// HTML had `'` or `&#39;`, `"` and `<br>`. Everything else is compared byte for byte.
import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../../src/shared/site.ts'
import type { EmailPayloads, EmailTemplate } from '../../src/worker/features/outbox/message-payloads.ts'
import { renderEmail } from '../../src/worker/features/outbox/message-templates.ts'
import { planFailureSms } from '../../src/worker/features/plans/plans.ts'
import { THREE_PAYMENTS } from '../helpers/plans.ts'

const SITE = 'https://coaching.test'
const TRICKY = `Zoë "Z" <b>O'Neil</b> & Sons 🎉`
const settings: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  businessName: `Brothers "&" <Co> Zoë's 🎉`,
  coachName: `Coach "J" O'Brien & <Co> 🎉`,
  contactEmail: `coach+"o'b"@example.com`,
  contactPhone: `(555) 555-0100 <ext & 'x'>`,
  postalAddress: `1 Rue d'Été "B" <3> & Co 🎉`,
}
const unsubscribe = {
  reason: `You get these because you asked "O'Neil" <us> & more 🎉.`,
  url: `${SITE}/unsubscribe#tok'"<>&`,
  postalAddress: settings.postalAddress,
}

const FIRST = `D'Arcy 🎉 "Jr" <x>`
const PATH_TRICK = `/my-coaching#a'"<>&b`
const PLAN = THREE_PAYMENTS
const booked = {
  firstName: FIRST,
  description: TRICKY,
  bookingRef: 'ref-1',
  when: `Tue, Dec 1, 2026, 10:00 AM PST <${TRICKY}>`,
  managePath: PATH_TRICK,
  videoLink: 'https://meet.example/abc',
}
const action = {
  title: TRICKY,
  detail: `Read "ch. 1" & <2> O'Neil's 🎉`,
  due: `Fri <noon> & 'ish'`,
  donePath: PATH_TRICK,
}
const owner = { name: TRICKY, email: `o'neil+"x"@example.com`, phone: `+1 555 <0100> & 'x'` }

type Case<T extends EmailTemplate> = [name: string, template: T, payload: EmailPayloads[T]]
const c = <T extends EmailTemplate>(name: string, template: T, payload: EmailPayloads[T]): Case<EmailTemplate> =>
  [name, template, payload] as Case<EmailTemplate>

const receipt: EmailPayloads['purchase-receipt'] = {
  firstName: FIRST,
  description: TRICKY,
  amount: 17900,
  type: 'brotherhood',
  calendar: true,
  schedule: `Tuesdays 7 PM <${TRICKY}>`,
  refundPath: `/refund#v1.'"<>&`,
  plan: PLAN,
  planToken: `plan'"<>&`,
}

const CASES: Case<EmailTemplate>[] = [
  c('guide-email', 'guide-email', { firstName: FIRST }),
  c('guide-email-unplain-name', 'guide-email', { firstName: TRICKY }),
  c('resource-email', 'resource-email', { resourceId: TRICKY }),
  c('purchase-receipt-pod-plan', 'purchase-receipt', receipt),
  c('purchase-receipt-one-to-one', 'purchase-receipt', {
    ...receipt,
    type: 'one-to-one',
    calendar: false,
    schedule: null,
    openTimes: [`Mon <9> & 'AM'`, TRICKY],
    refundPath: null,
    plan: null,
    planToken: null,
  }),
  c('purchase-receipt-one-to-one-no-times', 'purchase-receipt', {
    ...receipt,
    type: 'one-to-one',
    openTimes: [],
    refundPath: '/not-a-refund',
    plan: null,
  }),
  c('booking-invitation', 'booking-invitation', { firstName: FIRST, description: TRICKY, firstSession: TRICKY }),
  c('calendar-update', 'calendar-update', { firstName: FIRST, description: TRICKY, firstSession: TRICKY }),
  c('calendar-cancel', 'calendar-cancel', { firstName: FIRST, description: TRICKY }),
  c('booking-confirmed', 'booking-confirmed', booked),
  c('booking-confirmed-no-video', 'booking-confirmed', { ...booked, videoLink: null }),
  c('booking-moved-by-owner', 'booking-moved', { ...booked, byOwner: true }),
  c('booking-moved-by-him', 'booking-moved', { ...booked, byOwner: false, videoLink: null }),
  c('booking-reminder', 'booking-reminder', booked),
  c('booking-reminder-no-video', 'booking-reminder', { ...booked, videoLink: null }),
  c('booking-cancelled-by-owner', 'booking-cancelled', {
    firstName: FIRST,
    description: TRICKY,
    bookingRef: 'ref-1',
    when: TRICKY,
    byOwner: true,
    bookAgainPath: PATH_TRICK,
  }),
  c('booking-cancelled-by-him-default-path', 'booking-cancelled', {
    firstName: FIRST,
    description: TRICKY,
    bookingRef: 'ref-1',
    when: TRICKY,
    byOwner: false,
  }),
  c('booking-cancelled-no-path', 'booking-cancelled', {
    firstName: FIRST,
    description: TRICKY,
    bookingRef: 'ref-1',
    when: TRICKY,
    byOwner: false,
    bookAgainPath: null,
  }),
  c('session-reminder', 'session-reminder', {
    firstName: FIRST,
    description: TRICKY,
    purchaseId: 1,
    when: TRICKY,
    session: 2,
  }),
  c('intake-reminder', 'intake-reminder', { firstName: FIRST, description: TRICKY, purchaseId: 1, when: TRICKY }),
  c('refund-confirmation', 'refund-confirmation', { firstName: FIRST, description: TRICKY, amount: 17900 }),
  c('refund-confirmation-nothing-taken', 'refund-confirmation', { firstName: FIRST, description: TRICKY, amount: 0 }),
  c('guarantee-claim-met', 'guarantee-claim-decided', {
    firstName: FIRST,
    description: TRICKY,
    purchaseId: 1,
    met: true,
    amount: 17900,
    reasons: [],
    conditions: TRICKY,
  }),
  c('guarantee-claim-not-met', 'guarantee-claim-decided', {
    firstName: FIRST,
    description: TRICKY,
    purchaseId: 1,
    met: false,
    amount: 17900,
    reasons: [TRICKY, `missed <2> & 'more'`],
    conditions: TRICKY,
  }),
  c('owner-refund-requested', 'owner-refund', { event: 'requested', text: TRICKY, purchaseId: 1 }),
  c('owner-refund-refunded', 'owner-refund', { event: 'refunded', text: TRICKY, purchaseId: 1 }),
  c('owner-refund-failed', 'owner-refund', { event: 'failed', text: TRICKY, purchaseId: 1 }),
  c('plan-payment-receipt', 'plan-payment-receipt', {
    firstName: FIRST,
    description: TRICKY,
    amount: 17900,
    number: 2,
    payments: 3,
  }),
  c('plan-payment-receipt-no-count', 'plan-payment-receipt', {
    firstName: FIRST,
    description: TRICKY,
    amount: 17900,
    number: 2,
    payments: null,
  }),
  c('plan-payment-failed', 'plan-payment-failed', {
    firstName: FIRST,
    description: TRICKY,
    amount: 17900,
    number: 2,
    token: `tok'"<>&`,
    nextAttemptAt: '2026-12-29T10:00:00.000Z',
    needsAuthentication: false,
  }),
  c('plan-payment-failed-last-try-authentication', 'plan-payment-failed', {
    firstName: FIRST,
    description: TRICKY,
    amount: 17900,
    number: 3,
    token: null,
    nextAttemptAt: null,
    needsAuthentication: true,
  }),
  c('owner-plan-overdue', 'owner-plan-overdue', {
    ...owner,
    description: TRICKY,
    amount: 17900,
    number: 2,
    reason: TRICKY,
  }),
  c('waitlist-offer', 'waitlist-offer', { firstName: FIRST, itemName: TRICKY, token: `tok'"<>&`, deadline: TRICKY }),
  c('waitlist-confirm', 'waitlist-confirm', { firstName: FIRST, itemName: TRICKY, token: `tok'"<>&` }),
  c('waitlist-place-first', 'waitlist-place', { firstName: FIRST, itemName: TRICKY, place: 1 }),
  c('waitlist-place-third', 'waitlist-place', { firstName: FIRST, itemName: TRICKY, place: 3 }),
  c('client-sign-in', 'client-sign-in', { code: `12'"<>&`, link: PATH_TRICK, email: owner.email }),
  c('sequence-email', 'sequence-email', {
    enrolmentId: 1,
    stepId: 2,
    position: 1,
    subject: `Hi {firstName}, "a" <b> & 'c' 🎉`,
    body:
      `Hello {firstName} "there" <b> & 'you' 🎉,\n\n[Book "now" & <go>](/#strategy-call) or ` +
      `[see 'this'](https://example.com/a?b=1&c="2") and [bad](javascript:x).\n\n[Only a link](/guides)`,
    firstName: FIRST,
  }),
  c('owner-reconciliation', 'owner-reconciliation', {
    runId: 'run-1',
    differences: 5,
    fresh: [
      { kind: 'captured-without-sale', detail: TRICKY },
      { kind: 'booking-not-in-calendar', detail: `pi_1 <x> & 'y'` },
    ],
    more: 2,
  }),
  c('owner-reconciliation-calendar-only', 'owner-reconciliation', {
    runId: 'run-2',
    differences: 1,
    fresh: [{ kind: 'booking-time-differs', detail: TRICKY }],
    more: 0,
  }),
  c('sessions-two-left', 'sessions-two-left', {
    firstName: FIRST,
    description: TRICKY,
    purchaseId: 1,
    included: 6,
    buyAgainPath: PATH_TRICK,
  }),
  c('owner-sessions-two-left', 'owner-sessions-two-left', {
    ...owner,
    purchaseId: 1,
    description: TRICKY,
    included: 6,
    buyAgainPath: PATH_TRICK,
  }),
  c('owner-chat-crisis', 'owner-chat-crisis', { at: '2026-12-01T18:30:00.000Z' }),
  c('owner-new-lead-consultation', 'owner-new-lead', {
    kind: 'consultation',
    ...owner,
    description: TRICKY,
    answers: [
      { label: `Why "now" <?> & 'how'`, value: `Line one & <two>\nLine "three" O'Neil 🎉` },
      { label: 'Empty', value: '  ' },
    ],
  }),
  c('owner-new-lead-call-booked', 'owner-new-lead', { kind: 'strategy-call-booked', ...owner, description: TRICKY }),
  c('owner-new-lead-session-no-answers', 'owner-new-lead', { kind: 'session-booked', ...owner, answers: [] }),
  c('owner-new-lead-call-request', 'owner-new-lead', { kind: 'strategy-call', ...owner, description: TRICKY }),
  c('owner-booking-moved', 'owner-booking-changed', {
    event: 'moved',
    bookingRef: 'ref-1',
    ...owner,
    description: TRICKY,
    when: TRICKY,
    before: `Mon <9> & 'AM'`,
  }),
  c('owner-booking-moved-no-before', 'owner-booking-changed', {
    event: 'moved',
    bookingRef: 'ref-1',
    ...owner,
    description: TRICKY,
    when: TRICKY,
    before: null,
  }),
  c('owner-booking-cancelled', 'owner-booking-changed', {
    event: 'cancelled',
    bookingRef: 'ref-1',
    ...owner,
    description: TRICKY,
    when: TRICKY,
    before: null,
  }),
  c('actions-assigned', 'actions-assigned', {
    firstName: FIRST,
    description: TRICKY,
    purchaseId: 1,
    actions: [action, { ...action, detail: null, title: 'Pray' }],
  }),
  c('action-reminder', 'action-reminder', {
    firstName: FIRST,
    description: TRICKY,
    purchaseId: 1,
    actionId: 1,
    action,
  }),
  c('owner-inbound-text', 'owner-inbound-text', { phone: owner.phone, text: TRICKY }),
  c('owner-inbound-text-crisis', 'owner-inbound-text', { phone: owner.phone, text: TRICKY, crisis: true }),
]

/** Every template, so one added without a case here fails the type check and then the first test. */
const TEMPLATES: Record<EmailTemplate, true> = {
  'guide-email': true,
  'resource-email': true,
  'purchase-receipt': true,
  'booking-invitation': true,
  'calendar-update': true,
  'calendar-cancel': true,
  'booking-confirmed': true,
  'booking-moved': true,
  'booking-reminder': true,
  'booking-cancelled': true,
  'session-reminder': true,
  'intake-reminder': true,
  'refund-confirmation': true,
  'guarantee-claim-decided': true,
  'owner-refund': true,
  'plan-payment-receipt': true,
  'plan-payment-failed': true,
  'owner-plan-overdue': true,
  'waitlist-offer': true,
  'waitlist-confirm': true,
  'waitlist-place': true,
  'client-sign-in': true,
  'sequence-email': true,
  'owner-reconciliation': true,
  'sessions-two-left': true,
  'owner-sessions-two-left': true,
  'owner-chat-crisis': true,
  'owner-new-lead': true,
  'owner-booking-changed': true,
  'actions-assigned': true,
  'action-reminder': true,
  'owner-inbound-text': true,
}

/** The same HTML to every parser, spelled one way: see the file's head. */
const canonical = (html: string) =>
  html
    .replace(/&#(?:39|x27);/g, "'")
    .replaceAll('<br/>', '<br>')
    .split(/(<[^>]*>)/)
    .map((piece) => (piece.startsWith('<') ? piece : piece.replaceAll('&quot;', '"')))
    .join('')

function written(template: EmailTemplate, payload: unknown): string {
  const email = renderEmail(template, `to'"<>&@example.com`, payload, {
    settings,
    siteUrl: SITE,
    unsubscribe: template === 'sequence-email' ? unsubscribe : null,
  })!
  return [
    `to: ${email.to}`,
    `subject: ${email.subject}`,
    '',
    '--- html',
    canonical(email.html),
    '',
    '--- text',
    email.text,
    '',
  ].join('\n')
}

describe('every letter, as it is sent', () => {
  it('covers every template', () => {
    expect([...new Set(CASES.map(([, template]) => template))].sort()).toEqual(Object.keys(TEMPLATES).sort())
  })

  for (const [name, template, payload] of CASES) {
    it(name, async () => {
      await expect(written(template, payload)).toMatchFileSnapshot(`letters-golden/${name}.txt`)
    })
  }

  it('the texts written with the letters', async () => {
    const failure = { number: 2, amount: 17900, token: `tok'"<>&`, needsAuthentication: false }
    await expect(
      [
        planFailureSms(failure, SITE),
        planFailureSms({ ...failure, token: null, needsAuthentication: true }, SITE),
        '',
      ].join('\n'),
    ).toMatchFileSnapshot('letters-golden/texts.txt')
  })
})

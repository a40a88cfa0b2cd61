// A message is queued only with its template's payload (features/outbox/message-payloads.ts). The marked lines
// must fail the type check: were one to compile, `npm run typecheck` reports its unused @ts-expect-error.
import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { queueEmail, queueEmailFrom, queueSms } from '../../src/worker/features/outbox/outbox.ts'
import { testDb } from '../helpers/db.ts'

const to = { recipient: 'buyer@example.com', key: 'payload-types' }
const greeting = { firstName: 'Ann', description: 'Brotherhood Pod' }
const refund = { ...greeting, amount: 50000 }

describe('outbox payload types', () => {
  it("builds a message whose payload is its template's, and nothing else compiles", () => {
    const db = testDb()
    expect(queueEmail(db, { ...to, template: 'refund-confirmation', payload: refund })).toBeDefined()
    // @ts-expect-error a field missing
    queueEmail(db, { ...to, template: 'refund-confirmation', payload: greeting })
    // @ts-expect-error a field of the wrong type
    queueEmail(db, { ...to, template: 'refund-confirmation', payload: { ...refund, amount: '500.00' } })
    // @ts-expect-error a field the template does not have
    queueEmail(db, { ...to, template: 'calendar-cancel', payload: { ...greeting, when: 'now' } })
    // @ts-expect-error a template that does not exist
    queueEmail(db, { ...to, template: 'refund-confirmed', payload: refund })
    // @ts-expect-error the owner's refund email without the event that names its subject
    queueEmail(db, { ...to, template: 'owner-refund', payload: { text: 'Refund made: Ann', purchaseId: 1 } })
    // @ts-expect-error a reminder that names no booking, so data deletion could not find it
    queueSms(db, { ...to, template: 'session-reminder', payload: { ...greeting, when: 'now', session: 1, text: 'Hi' } })
    // @ts-expect-error an email's template sent as a text
    queueSms(db, { ...to, template: 'guide-email', payload: { text: 'Hi' } })
  })

  it('holds a message addressed from a row to its payload too, each field a value or an SQL expression', () => {
    const db = testDb()
    const [from, where] = [sql`waitlist_entries e`, sql`e.id = ${1}`]
    const offer = { firstName: sql`e.first_name`, itemName: 'Pod', token: 't', deadline: 'Dec 3' }
    const message = { key: 'k', recipient: sql`e.email`, template: 'waitlist-offer' as const }
    expect(queueEmailFrom(db, { ...message, payload: offer }, from, where)).toBeDefined()
    // @ts-expect-error a field missing
    queueEmailFrom(db, { ...message, payload: { ...offer, deadline: undefined } }, from, where)
    // @ts-expect-error a field of the wrong type
    queueEmailFrom(db, { ...message, payload: { ...offer, token: 7 } }, from, where)
  })
})

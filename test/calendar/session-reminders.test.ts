// Session reminders under a fake clock: the day before each session, once per session per buyer and
// channel, only for standing purchases, only with consent, and not at all when the owner switches them off.
import { env } from 'cloudflare:workers'
import { asc, eq, like } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { queueDueReminders, REMINDER_LEAD_MS } from '../../src/worker/features/calendar/reminders.ts'
import { sessionStarts } from '../../src/worker/features/calendar/invitation.ts'
import { podSeriesEvent } from '../../src/worker/features/calendar/bookings.ts'
import { outbox, purchases, strategyCalls } from '../../src/worker/platform/db/schema.ts'
import { HOURLY_CRON, runScheduledJobs } from '../../src/worker/scheduled.ts'
import { client, json } from '../helpers/client.ts'
import { expectAdminOnly } from '../helpers/admin-routes.ts'
import { buyerDetails, createItem, mondayCallSlot, type Item, reserve } from '../helpers/checkout.ts'
import { testDb } from '../helpers/db.ts'
import { uniqueEmail } from '../helpers/leads.ts'
import { adminCookie } from '../helpers/sessions.ts'

// Thursdays at 6:40 PM Pacific from 26 February 2026, across the change to daylight time on 8 March.
const POD_SCHEDULE = { startsOn: '2026-02-26', dayOfWeek: 'thursday', timeSlot: '6:40 PM PST' } as const
/** The twelve session starts, as instants (calendar.test.ts pins them against ical.js). */
const STARTS = sessionStarts(
  podSeriesEvent({
    purchaseId: 1,
    siteUrl: 'https://coaching.test',
    podName: 'Pod',
    startDate: POD_SCHEDULE.startsOn,
    dayOfWeek: POD_SCHEDULE.dayOfWeek,
    timeSlot: POD_SCHEDULE.timeSlot,
    coach: { name: 'Coach', email: 'coach@example.com' },
    sequence: 0,
  })!,
)
const HOUR = 3_600_000
/** An hour before the day-before window of the first session opens, and inside it. */
const BEFORE_FIRST = new Date(STARTS[0]!.getTime() - REMINDER_LEAD_MS - HOUR)
const DAY_BEFORE_FIRST = new Date(STARTS[0]!.getTime() - REMINDER_LEAD_MS + HOUR)

async function buyer(item: Item, overrides: Partial<typeof purchases.$inferInsert> = {}) {
  const [row] = await testDb()
    .insert(purchases)
    .values({
      inventoryItemId: item.id,
      type: 'brotherhood',
      description: `Brotherhood Pod (12 weeks): ${item.name}`,
      amount: 45000,
      status: 'succeeded',
      firstName: 'Sam',
      lastName: 'Lee',
      email: uniqueEmail('reminded'),
      phone: '(541) 555-0142',
      emailConsent: true,
      smsConsent: true,
      ...overrides,
    })
    .returning()
  return row!
}

const remindersOf = (purchaseId: number) =>
  testDb()
    .select()
    .from(outbox)
    .where(like(outbox.idempotencyKey, `reminder:${purchaseId}:%`))
    .orderBy(asc(outbox.id))

const setReminders = async (remindersEnabled: boolean) => {
  const response = await client({ cookie: await adminCookie() }).api.admin['reminder-settings'].$put({
    json: { remindersEnabled },
  })
  expect(response.status, await response.clone().text()).toBe(200)
  expect(await response.json()).toEqual({ remindersEnabled })
}

afterEach(async () => {
  await setReminders(true)
})

describe('session reminders', () => {
  it('reach a consenting buyer once per session, the day before it, by email and text, across the March change', async () => {
    const item = await createItem(POD_SCHEDULE)
    const purchase = await buyer(item)
    // The cron at three moments around each session: a day and an hour before, just inside the day, an hour before.
    for (const [index, start] of STARTS.entries()) {
      const keys = async () => (await remindersOf(purchase.id)).map((row) => row.idempotencyKey)
      const session = (channel: string) => `reminder:${purchase.id}:session-${index + 1}:${channel}`
      await queueDueReminders(testDb(), env, new Date(start.getTime() - REMINDER_LEAD_MS - HOUR))
      expect(await keys()).not.toContain(session('email'))
      await queueDueReminders(testDb(), env, new Date(start.getTime() - REMINDER_LEAD_MS + HOUR))
      expect(await keys()).toEqual(expect.arrayContaining([session('email'), session('sms')]))
      const before = (await keys()).length
      await queueDueReminders(testDb(), env, new Date(start.getTime() - HOUR))
      expect(await keys()).toHaveLength(before)
    }
    const rows = await remindersOf(purchase.id)
    expect(rows.filter((row) => row.channel === 'email')).toHaveLength(12)
    expect(rows.filter((row) => row.channel === 'sms')).toHaveLength(12)
    const email = rows.find((row) => row.idempotencyKey.endsWith('session-3:email'))!
    expect(email).toMatchObject({ recipient: purchase.email, template: 'session-reminder' })
    // 12 March is after the change: still 6:40 PM on the buyer's (and the owner's) clock.
    expect(email.payload).toMatchObject({ when: 'Thursday, March 12, 2026 at 6:40 PM Pacific time', session: 3 })
    const text = rows.find((row) => row.idempotencyKey.endsWith('session-3:sms'))!
    expect(text.recipient).toBe('+15415550142')
    expect(text.payload.text).toBe(
      `Reminder from Brotherhood Coaching: ${purchase.description} meets Thursday, March 12, 2026 at 6:40 PM Pacific time.`,
    )
  })

  it('reach someone who booked a free call on a slot, the day before it, with the consent they gave', async () => {
    // Monday 2 March 2026 at 10 AM Pacific (before the change to daylight time): 18:00 UTC.
    const meeting = Date.parse('2026-03-02T18:00:00Z')
    const item = await mondayCallSlot()
    const buyer = buyerDetails({ email: uniqueEmail('call-reminded') })
    const booked = await reserve({ ...buyer, type: 'strategy-call', inventoryId: item.id, smsConsent: true })
    expect(booked.status).toBe(201)
    const call = await testDb().query.strategyCalls.findFirst({ where: eq(strategyCalls.email, buyer.email) })
    const reminders = () =>
      testDb()
        .select()
        .from(outbox)
        .where(like(outbox.idempotencyKey, `reminder:call-${call!.id}:%`))

    await queueDueReminders(testDb(), env, new Date(meeting - REMINDER_LEAD_MS - HOUR))
    expect(await reminders()).toHaveLength(0)
    await queueDueReminders(testDb(), env, new Date(meeting - REMINDER_LEAD_MS + HOUR))
    const [text, ...more] = await reminders()
    expect(more).toEqual([])
    expect(text).toMatchObject({ channel: 'sms', recipient: '+15415550142', template: 'session-reminder' })
    expect(text!.payload).toMatchObject({ strategyCallId: call!.id, session: 1 })
    expect(text!.payload.text).toBe(
      `Reminder from Brotherhood Coaching: Free Strategy Call: ${item.name} meets Monday, March 2, 2026 at 10:00 AM Pacific time.`,
    )
  })

  it('wait for the day before: nothing earlier, and nothing again on the next run', async () => {
    const item = await createItem(POD_SCHEDULE)
    const purchase = await buyer(item)
    await queueDueReminders(testDb(), env, BEFORE_FIRST)
    expect(await remindersOf(purchase.id)).toHaveLength(0)
    await queueDueReminders(testDb(), env, DAY_BEFORE_FIRST)
    await queueDueReminders(testDb(), env, new Date(DAY_BEFORE_FIRST.getTime() + HOUR))
    expect((await remindersOf(purchase.id)).map((row) => row.idempotencyKey)).toEqual([
      `reminder:${purchase.id}:session-1:email`,
      `reminder:${purchase.id}:session-1:sms`,
    ])
  })

  it('follow consent: email only with email consent, a text only with SMS consent, nothing with neither', async () => {
    const item = await createItem(POD_SCHEDULE)
    const emailOnly = await buyer(item, { smsConsent: false })
    const smsOnly = await buyer(item, { emailConsent: false })
    const neither = await buyer(item, { emailConsent: false, smsConsent: false })
    await queueDueReminders(testDb(), env, DAY_BEFORE_FIRST)
    expect((await remindersOf(emailOnly.id)).map((row) => row.channel)).toEqual(['email'])
    expect((await remindersOf(smsOnly.id)).map((row) => row.channel)).toEqual(['sms'])
    expect(await remindersOf(neither.id)).toHaveLength(0)
  })

  it('stop once a purchase no longer stands', async () => {
    const item = await createItem(POD_SCHEDULE)
    const purchase = await buyer(item)
    await queueDueReminders(testDb(), env, DAY_BEFORE_FIRST)
    expect(await remindersOf(purchase.id)).toHaveLength(2)
    // Canceled here; a refunded purchase is likewise no longer 'succeeded'.
    await testDb().update(purchases).set({ status: 'canceled' }).where(eq(purchases.id, purchase.id))
    await queueDueReminders(testDb(), env, new Date(STARTS[1]!.getTime() - HOUR))
    expect(await remindersOf(purchase.id)).toHaveLength(2)
  })

  it('are not sent while the owner has them switched off', async () => {
    const item = await createItem(POD_SCHEDULE)
    const purchase = await buyer(item)
    await setReminders(false)
    expect(await json(await client({ cookie: await adminCookie() }).api.admin['reminder-settings'].$get())).toEqual({
      remindersEnabled: false,
    })
    expect(await queueDueReminders(testDb(), env, DAY_BEFORE_FIRST)).toBe(0)
    expect(await remindersOf(purchase.id)).toHaveLength(0)
    await setReminders(true)
    await queueDueReminders(testDb(), env, DAY_BEFORE_FIRST)
    expect(await remindersOf(purchase.id)).toHaveLength(2)
  })

  it('are switched by the owner only', () => {
    expectAdminOnly(['GET /admin/reminder-settings', 'PUT /admin/reminder-settings'])
  })

  it('are queued by the hourly cron', async () => {
    // A pod whose first session is twelve hours from now, in the business's wall time.
    const start = new Date(Math.ceil((Date.now() + 12 * HOUR) / 60_000) * 60_000)
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Los_Angeles',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        weekday: 'long',
        hour: 'numeric',
        minute: '2-digit',
      })
        .formatToParts(start)
        .map((part) => [part.type, part.value]),
    )
    const item = await createItem({
      startsOn: `${parts.year}-${parts.month}-${parts.day}`,
      dayOfWeek: parts.weekday!.toLowerCase() as Item['dayOfWeek'],
      timeSlot: `${parts.hour}:${parts.minute} ${parts.dayPeriod}`,
    })
    const purchase = await buyer(item, { smsConsent: false })
    await runScheduledJobs(env, HOURLY_CRON)
    expect((await remindersOf(purchase.id)).map((row) => row.idempotencyKey)).toEqual([
      `reminder:${purchase.id}:session-1:email`,
    ])
  })
})

import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { BUSINESS_TIME_ZONE } from '../../src/shared/rules/feed-dates.ts'
import { callEvent, podSeriesEvent, type PodSeriesInput } from '../../src/worker/features/calendar/bookings.ts'
import { sessionStarts, writeInvitation, type CalendarEvent } from '../../src/worker/features/calendar/invitation.ts'
import { occurrences, parse } from '../helpers/ics.ts'

const coach = { name: 'Coach Daniel', email: 'coach@example.com' }
const buyer = { name: 'Sam Buyer', email: 'sam@example.com' }
const now = new Date('2026-02-20T17:05:09Z')

function pod(overrides: Partial<PodSeriesInput> = {}): CalendarEvent {
  const event = podSeriesEvent({
    purchaseId: 41,
    siteUrl: 'https://coaching.example.org',
    podName: 'Thursday Evening Pod',
    startDate: '2026-02-26',
    dayOfWeek: 'thursday',
    timeSlot: '6:40 PM PST',
    coach,
    sequence: 0,
    ...overrides,
  })
  if (!event) throw new Error('pod has no series')
  return event
}

const physicalLines = (ics: string) => ics.split('\r\n').slice(0, -1)
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '')
const propertyLines = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))

describe('a pod series', () => {
  it('parses into exactly twelve weekly sessions at the same local time across the March change', () => {
    const ics = writeInvitation('REQUEST', pod(), { attendee: buyer, now })
    const found = occurrences(ics)
    expect(found).toHaveLength(12)
    for (const time of found) {
      expect([time.hour, time.minute]).toEqual([18, 40])
      expect(time.dayOfWeek()).toBe(ICAL.Time.THURSDAY)
    }
    expect(found.map((time) => time.toString().slice(0, 10))).toEqual(
      Array.from({ length: 12 }, (_, week) => new Date(Date.UTC(2026, 1, 26 + 7 * week)).toISOString().slice(0, 10)),
    )
    // Read through the file's own VTIMEZONE: 6:40 PM is 02:40Z in PST and 01:40Z once PDT starts on 8 March.
    const instants = found.map((time) => time.toJSDate().toISOString())
    expect(instants.slice(0, 3)).toEqual([
      '2026-02-27T02:40:00.000Z',
      '2026-03-06T02:40:00.000Z',
      '2026-03-13T01:40:00.000Z',
    ])
    expect(instants.at(-1)).toBe('2026-05-15T01:40:00.000Z')
  })

  it('lists the session start instants exactly as a calendar expands the series, across both changes', () => {
    for (const startDate of ['2026-02-26', '2026-09-10']) {
      const event = pod({ startDate })
      const ics = writeInvitation('PUBLISH', event, { now })
      expect(sessionStarts(event).map((date) => date.toISOString())).toEqual(
        occurrences(ics).map((time) => time.toJSDate().toISOString()),
      )
    }
    // The autumn series really crosses the November change: its last session is an hour later in UTC.
    const autumn = sessionStarts(pod({ startDate: '2026-09-10' }))
    expect(autumn[0]!.toISOString()).toBe('2026-09-11T01:40:00.000Z')
    expect(autumn.at(-1)!.toISOString()).toBe('2026-11-27T02:40:00.000Z')
  })

  it('ends each session 90 minutes after it starts, in the business zone', () => {
    const { vevent } = parse(writeInvitation('REQUEST', pod(), { attendee: buyer, now }))
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(BUSINESS_TIME_ZONE)
    expect(vevent.getFirstProperty('dtend')!.getParameter('tzid')).toBe(BUSINESS_TIME_ZONE)
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time
    const end = vevent.getFirstPropertyValue('dtend') as ICAL.Time
    expect(end.subtractDate(start).toSeconds()).toBe(90 * 60)
    expect(propertyLines(writeInvitation('REQUEST', pod(), { attendee: buyer, now }), 'RRULE')).toEqual([
      'RRULE:FREQ=WEEKLY;COUNT=12',
    ])
  })

  it('starts on the pod day on or after the start date, and has no series without a date, a day or a time', () => {
    const event = pod({ startDate: '2026-02-23', dayOfWeek: 'thursday' })
    expect(event.firstDate).toBe('2026-02-26')
    expect(pod({ startDate: '2026-03-01', dayOfWeek: 'sunday' }).firstDate).toBe('2026-03-01')
    expect(podSeriesEvent({ ...basePodInput(), startDate: null })).toBeNull()
    expect(podSeriesEvent({ ...basePodInput(), dayOfWeek: null })).toBeNull()
    expect(podSeriesEvent({ ...basePodInput(), timeSlot: 'evenings' })).toBeNull()
  })
})

function basePodInput(): PodSeriesInput {
  return {
    purchaseId: 1,
    siteUrl: 'https://coaching.example.org',
    podName: 'Pod',
    startDate: '2026-02-26',
    dayOfWeek: 'thursday',
    timeSlot: '7 pm',
    coach,
    sequence: 0,
  }
}

describe('updates and cancellation', () => {
  it('keeps the UID of a purchase whatever else changes, and writes the SEQUENCE it is given', () => {
    const first = parse(writeInvitation('REQUEST', pod(), { attendee: buyer, now })).event
    const moved = parse(
      writeInvitation('REQUEST', pod({ sequence: 1, timeSlot: '7:30 PM' }), {
        attendee: buyer,
        now: new Date('2026-03-01T00:00:00Z'),
      }),
    ).event
    const other = parse(writeInvitation('REQUEST', pod({ purchaseId: 42 }), { attendee: buyer, now })).event
    expect(moved.uid).toBe(first.uid)
    expect(first.uid).toBe('pod-41@coaching.example.org')
    expect(other.uid).not.toBe(first.uid)
    expect([first.sequence, moved.sequence]).toEqual([0, 1])
    expect([moved.startDate.hour, moved.startDate.minute]).toEqual([19, 30])
  })

  it('cancels with the same UID, METHOD:CANCEL, STATUS:CANCELLED and the buyer as attendee', () => {
    const request = parse(writeInvitation('REQUEST', pod({ sequence: 1 }), { attendee: buyer, now }))
    const cancel = parse(writeInvitation('CANCEL', pod({ sequence: 2 }), { attendee: buyer, now }))
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(cancel.event.uid).toBe(request.event.uid)
    expect(cancel.event.sequence).toBe(2)
    expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(request.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(cancel.vevent.getFirstPropertyValue('attendee')).toBe('mailto:sam@example.com')
  })
})

describe('the three methods', () => {
  it('invites the buyer from the coach by email and publishes the download without an attendee', () => {
    const request = parse(writeInvitation('REQUEST', pod(), { attendee: buyer, now }))
    expect(request.calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(request.vevent.getFirstPropertyValue('organizer')).toBe('mailto:coach@example.com')
    expect(request.vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Coach Daniel')
    expect(request.vevent.getFirstPropertyValue('attendee')).toBe('mailto:sam@example.com')
    expect(request.vevent.getFirstProperty('attendee')!.getParameter('cn')).toBe('Sam Buyer')

    const publishText = writeInvitation('PUBLISH', pod(), { attendee: buyer, now })
    const publish = parse(publishText)
    expect(publish.calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(publish.vevent.getAllProperties('attendee')).toHaveLength(0)
    expect(publishText).not.toMatch(/ATTENDEE|RSVP|PARTSTAT/)
    expect(publish.event.uid).toBe(request.event.uid)
  })

  it('refuses to address a REQUEST or CANCEL to nobody', () => {
    expect(() => writeInvitation('REQUEST', pod(), { now })).toThrow(/attendee/)
    expect(() => writeInvitation('CANCEL', pod(), { now })).toThrow(/attendee/)
  })

  it('stamps DTSTAMP in UTC with Z', () => {
    const ics = writeInvitation('REQUEST', pod(), { attendee: buyer, now })
    expect(propertyLines(ics, 'DTSTAMP')).toEqual(['DTSTAMP:20260220T170509Z'])
    expect((parse(ics).vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe(
      now.toISOString(),
    )
  })
})

describe('a strategy call', () => {
  it('is one meeting at its slot, with no RRULE', () => {
    const event = callEvent({
      bookingId: 7,
      siteUrl: 'https://coaching.example.org',
      summary: 'Free strategy call',
      date: '2026-03-09',
      startMinutes: 9 * 60 + 30,
      durationMinutes: 45,
      coach,
      sequence: 0,
    })
    const ics = writeInvitation('REQUEST', event, { attendee: buyer, now })
    expect(propertyLines(ics, 'RRULE')).toEqual([])
    const found = occurrences(ics)
    expect(found.map((time) => time.toJSDate().toISOString())).toEqual(['2026-03-09T16:30:00.000Z'])
    expect(sessionStarts(event).map((date) => date.toISOString())).toEqual(['2026-03-09T16:30:00.000Z'])
    expect(parse(ics).event.uid).toBe('call-7@coaching.example.org')
  })
})

describe('the text of the file', () => {
  const awkward =
    'Pod des frères — « Mardi soir », café ☕ & prière 🙏🏽; bring: Bible, notebook\\pen\n' +
    'Second line 日本語のテキスト'

  function awkwardIcs() {
    return writeInvitation(
      'REQUEST',
      { ...pod(), summary: awkward, description: `${awkward} ${awkward}`, location: 'Room 1, Hall; "East"' },
      { attendee: { name: 'Smith, "Sam": Jr; Ünal', email: buyer.email }, now },
    )
  }

  it('ends every line with CRLF and has no bare CR or LF', () => {
    for (const ics of [awkwardIcs(), writeInvitation('PUBLISH', pod(), { now })]) {
      expect(ics.endsWith('\r\n')).toBe(true)
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    }
  })

  it('folds every line at 75 octets without splitting a character, and unfolds to the original text', () => {
    const ics = awkwardIcs()
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })
    const encoder = new TextEncoder()
    const lines = physicalLines(ics)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    for (const line of lines) {
      const bytes = encoder.encode(line)
      expect(bytes.length).toBeLessThanOrEqual(75)
      expect(decoder.decode(bytes)).toBe(line)
    }
    const { vevent } = parse(ics)
    expect(vevent.getFirstPropertyValue('summary')).toBe(awkward)
    expect(vevent.getFirstPropertyValue('description')).toBe(`${awkward} ${awkward}`)
    expect(vevent.getFirstPropertyValue('location')).toBe('Room 1, Hall; "East"')
    expect(vevent.getFirstProperty('attendee')!.getParameter('cn')).toBe("Smith, 'Sam': Jr; Ünal")
  })

  it('fills lines to the limit: a folded ASCII line is exactly 75 octets', () => {
    const ics = writeInvitation('PUBLISH', { ...pod(), summary: 'x'.repeat(300) }, { now })
    const summary = physicalLines(ics).slice(physicalLines(ics).findIndex((line) => line.startsWith('SUMMARY:')))
    expect(summary.slice(0, 4).map((line) => line.length)).toEqual([75, 75, 75, 75])
    expect(propertyLines(ics, 'SUMMARY')).toEqual([`SUMMARY:${'x'.repeat(300)}`])
  })
})

describe('the VTIMEZONE', () => {
  it('carries the zone for any zone the runtime knows, south of the equator too', () => {
    for (const timeZone of ['Australia/Sydney', 'Europe/London', 'Asia/Kolkata']) {
      const event = { ...pod(), timeZone, firstDate: '2026-03-20' }
      const ics = writeInvitation('PUBLISH', event, { now })
      expect(occurrences(ics).map((time) => time.toJSDate().toISOString())).toEqual(
        sessionStarts(event).map((date) => date.toISOString()),
      )
      expect(propertyLines(ics, 'TZID')).toEqual([`TZID:${timeZone}`])
    }
    // Sydney leaves daylight saving on 5 April 2026: 6:40 PM is 07:40Z before, 08:40Z after.
    const sydney = sessionStarts({ ...pod(), timeZone: 'Australia/Sydney', firstDate: '2026-03-20' })
    expect([sydney[0]!.toISOString(), sydney[3]!.toISOString()]).toEqual([
      '2026-03-20T07:40:00.000Z',
      '2026-04-10T08:40:00.000Z',
    ])
  })

  it('writes the Pacific changes of the year where they happen', () => {
    const ics = writeInvitation('PUBLISH', pod(), { now })
    const vtimezone = parse(ics).calendar.getFirstSubcomponent('vtimezone')!
    const observances = [...vtimezone.getAllSubcomponents('daylight'), ...vtimezone.getAllSubcomponents('standard')]
      .map((part) => ({
        kind: part.name,
        onset: (part.getFirstPropertyValue('dtstart') as ICAL.Time).toString(),
        from: String(part.getFirstPropertyValue('tzoffsetfrom')),
        to: String(part.getFirstPropertyValue('tzoffsetto')),
      }))
      .filter((observance) => observance.onset.startsWith('2026'))
    expect(observances).toEqual([
      { kind: 'daylight', onset: '2026-03-08T02:00:00', from: '-08:00', to: '-07:00' },
      { kind: 'standard', onset: '2026-11-01T02:00:00', from: '-07:00', to: '-08:00' },
    ])
  })

  it('reads a time the clocks skip or repeat as calendars do', () => {
    const at = (date: string, startMinutes: number) =>
      callEvent({
        bookingId: 8,
        siteUrl: 'https://coaching.example.org',
        summary: 'Call',
        date,
        startMinutes,
        durationMinutes: 30,
        coach,
        sequence: 0,
      })
    // 2:30 AM on 8 March 2026 does not exist in Los Angeles: read with the offset before the change (RFC 5545
    // §3.3.5), which is where ical.js puts it too.
    const skipped = at('2026-03-08', 150)
    expect(sessionStarts(skipped).map((date) => date.toISOString())).toEqual(['2026-03-08T10:30:00.000Z'])
    const read = occurrences(writeInvitation('PUBLISH', skipped, { now }))
    expect(read.map((time) => time.toJSDate().toISOString())).toEqual(['2026-03-08T10:30:00.000Z'])
    // 1:30 AM on 1 November 2026 happens twice: the RFC means the first (PDT). ical.js reads the second, so
    // this one is checked against the RFC alone.
    const repeated = sessionStarts(at('2026-11-01', 90))
    expect(repeated.map((date) => date.toISOString())).toEqual(['2026-11-01T08:30:00.000Z'])
  })
})

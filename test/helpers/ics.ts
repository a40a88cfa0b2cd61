// An .ics file read back as a calendar app reads it, with ical.js: the Worker tests and the e2e calendar spec
// check what the Worker wrote through the same reader, never through our own writer's idea of the format.
import ICAL from 'ical.js'

/** The calendar, its one event's component and the event (the Worker writes one VEVENT a file). */
export function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  const vevent = calendar.getFirstSubcomponent('vevent')!
  return { calendar, vevent, event: new ICAL.Event(vevent) }
}

/** The sessions a calendar app would show: every occurrence of the file's event, as local times. */
export function occurrences(ics: string): ICAL.Time[] {
  const iterator = parse(ics).event.iterator()
  const found: ICAL.Time[] = []
  for (let next = iterator.next(); next && found.length < 100; next = iterator.next()) found.push(next)
  return found
}

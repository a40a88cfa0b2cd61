// The emails that carry a purchase's or a free call's calendar file (invitation.ics): booked, moved, canceled, and
// the reminder the day before a pod's session.
import { hi, type LettersFor, questionsLine } from '../outbox/outbox.ts'

type CalendarTemplate = 'booking-invitation' | 'calendar-update' | 'calendar-cancel' | 'session-reminder'

export const CALENDAR_LETTERS: LettersFor<CalendarTemplate> = {
  'booking-invitation': (payload, { settings }) => ({
    subject: `Booked: ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      <>
        Your {payload.description} is booked for {payload.firstSession}.
      </>,
      'The attached invitation (invitation.ics) adds it to your calendar.',
      questionsLine(settings.contactPhone),
    ],
  }),
  'calendar-update': (payload, { settings }) => ({
    subject: `New time: ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      <>
        The time of {payload.description} has changed. The first session is now {payload.firstSession}.
      </>,
      'The attached invitation updates the entry already in your calendar.',
      questionsLine(settings.contactPhone),
    ],
  }),
  'calendar-cancel': (payload, { settings }) => ({
    subject: `Canceled: ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      <>
        The sessions of {payload.description} are canceled for you. The attached cancellation removes them from your
        calendar.
      </>,
      questionsLine(settings.contactPhone),
    ],
  }),
  'session-reminder': (payload, { settings }) => ({
    subject: `Tomorrow: ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      <>
        A reminder: {payload.description} meets {payload.when}.
      </>,
      <>Can't make it? Reply to this email or call {settings.contactPhone}.</>,
    ],
  }),
}

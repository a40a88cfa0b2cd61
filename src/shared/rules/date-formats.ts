// Intl.DateTimeFormat objects kept, one per locale and options: making one costs tens of microseconds (ICU
// loads the zone's rules and builds the pattern each time), formatting with a made one about one, and the Worker
// formats the same few dates and times on most requests (a receipt's session times, a guarantee's due days, a
// plan's payment days). A formatter is immutable, so sharing one changes no answer. The zone in the options may be
// a visitor's, so the memory is emptied when full, as a long-lived isolate's must stay small.
const made = new Map<string, Intl.DateTimeFormat>()
const KEPT = 200

/** The formatter `new Intl.DateTimeFormat(locale, options)` makes, made once. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = made.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    if (made.size >= KEPT) made.clear()
    made.set(key, format)
  }
  return format
}

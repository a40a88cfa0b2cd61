/** A number field's text for the schema: blank stays missing (required or defaulted there), anything else is read as a number. */
export function numberOrMissing(raw: string): number | undefined {
  return raw.trim() === '' ? undefined : Number(raw)
}

// CSV for spreadsheets (RFC 4180), safe to open: a cell a spreadsheet would run as a formula is made text.
export type CsvValue = string | number | boolean | null | undefined

/** What Excel, Sheets and LibreOffice treat as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  // Numbers are ours (ids, cents), never a visitor's text, and a minus sign on one is data.
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * A header line and one line per row, CRLF line ends. It starts with a byte-order mark so Excel reads
 * the UTF-8 names (José, Zoë) as written.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

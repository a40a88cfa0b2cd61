// CSV for spreadsheets (RFC 4180), safe to open: a cell a spreadsheet would run as a formula is made text.
export type CsvValue = string | number | boolean | null | undefined

/** What Excel, Sheets and LibreOffice treat as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/
/**
 * A formula character just after a character some spreadsheet splits cells or lines on: in a semicolon
 * locale, or when a tool splits on tabs or line breaks without honouring quotes, it starts a cell of its own.
 */
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n][ ]*)([=+\-@])/g

/** Visitor text made inert: a leading apostrophe tells a spreadsheet "this is text", wherever a cell may begin. */
function neutralise(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2")
  return FORMULA_START.test(inner) ? `'${inner}` : inner
}

/** Every cell is quoted, so no separator inside a value (comma, semicolon, line break) ever splits it. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""'
  // Numbers are ours (ids, cents), never a visitor's text, and a minus sign on one is data.
  const text = typeof value === 'string' ? neutralise(value) : String(value)
  return `"${text.replaceAll('"', '""')}"`
}

/**
 * A header line and one line per row, CRLF line ends. It starts with a byte-order mark so Excel reads
 * the UTF-8 names (José, Zoë) as written.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

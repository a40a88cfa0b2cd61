// The text layer of iCalendar (RFC 5545 §3.1, §3.2, §3.3.11): escaped values, quoted parameters, lines
// folded at 75 octets and joined with CRLF. Mail clients reject or mangle files that get any of these wrong.

const MAX_LINE_OCTETS = 75
const encoder = new TextEncoder()

// Control characters other than tab are not allowed in TEXT; a stray one would end the line early.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/** A TEXT value: backslash, semicolon and comma escaped, any line break written as \n. */
export function escapeText(value: string): string {
  return value
    .replace(CONTROL, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * A parameter value such as CN: quoted when it holds ':', ';' or ','. A double quote cannot appear in a
 * parameter at all (RFC 5545 §3.2), so it becomes a single quote; line breaks and controls become spaces.
 */
export function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point.
  const clean = value.replace(/"/g, "'").replace(/[\u0000-\u001F\u007F]/g, ' ')
  return /[:;,]/.test(clean) ? `"${clean}"` : clean
}

/**
 * One content line folded so no physical line exceeds 75 octets: each continuation starts with a space,
 * which counts toward its 75, and a multi-byte UTF-8 character is never split across lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n')
}

/** The whole object: every content line folded, each ended by CRLF (the last one too). */
export function joinLines(lines: readonly string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join('')
}

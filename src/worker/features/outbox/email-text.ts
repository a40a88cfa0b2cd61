// The plain-text side of an email, read from the markup React writes for each of its letter's paragraphs (words,
// links, <strong>, <br>), the same paragraphs as its HTML part.

const ENTITIES: Readonly<Record<string, string>> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&amp;': '&',
}
export const decodeEntities = (text: string) =>
  text.replace(/&(?:lt|gt|quot|#x27|amp);/g, (entity) => ENTITIES[entity]!)

/** A paragraph's one link, when the paragraph is nothing else: the layout shows it as a button. */
export const LONE_LINK = /^<a href="([^"]*)"[^>]*>([^<]*)<\/a>$/

/**
 * A paragraph as plain text. Every link keeps its address after its label, since a text-only reader cannot click
 * a label; each <br> is a line of its own (a plan's schedule: one payment a line).
 */
export function toPlainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g, '$2: $1')
      .replace(/<[^>]+>/g, ''),
  )
}

/** The words of a paragraph without its addresses, on one line. */
const wordsOf = (html: string) =>
  decodeEntities(html.replace(/<br\s*\/?>/g, ' ').replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ')

const PREHEADER_MAX = 110

/**
 * The line an inbox shows after the subject: the first paragraph that says something (not the greeting, not a
 * lone button), cut at a word. Without it, inboxes show the business name of the header and 'Hi Sam,'.
 */
export function preheaderOf(paragraphs: readonly string[]): string {
  const first = paragraphs.find((p) => !/^(Hi|Hello)\b[^,]{0,40},$/.test(wordsOf(p).trim()) && !LONE_LINK.test(p))
  const words = wordsOf(first ?? '').trim()
  if (words.length <= PREHEADER_MAX) return words
  return `${words.slice(0, PREHEADER_MAX).replace(/\s+\S*$/, '')}…`
}

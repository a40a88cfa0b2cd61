// SPEC §9: Facebook post text is cut at 100 characters and event descriptions at 200.
export const POST_TEXT_LIMIT = 100
export const EVENT_DESCRIPTION_LIMIT = 200

/**
 * The first `limit` characters and '...' when the text is longer. Characters, not UTF-16 units, so an emoji
 * at the cut is never split into half a symbol.
 */
export function truncateText(text: string | null | undefined, limit: number): string {
  const characters = Array.from(text ?? '')
  if (characters.length <= limit) return characters.join('')
  return `${characters.slice(0, limit).join('').trimEnd()}...`
}

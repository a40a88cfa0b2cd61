// The chat assistant without a model (the Chat of SPEC §2) answers from the FAQ list: the entry sharing the most
// meaningful words with the visitor's question wins. Plain word overlap: no model, no surprises, and an
// answer the owner wrote.

/** Words that say nothing about the topic of a question. */
const STOP_WORDS = new Set(
  [
    'a about after all also am an and any are as at be been but by can could did do does doing for',
    'from get got had has have how i if in into is it its just me my no not of on or our out so than',
    'that the their them then there these they this to too up us was we were what when where which',
    'who why will with would you your',
  ]
    .join(' ')
    .split(' '),
)

/** Lower-case words of three letters or more, without stop words; a trailing plural 's' is dropped. */
export function keywords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []
  return new Set(
    words
      .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
      .map((word) => word.replace(/'[a-z]+$/, '').replace(/(?<=[a-z]{3})s$/, '')),
  )
}

export interface Answerable {
  question: string
  answer: string
}

/**
 * The entry whose question shares the most keywords with the message (its answer counts for half, as a
 * tie-breaker and for questions asked in other words); null when nothing is shared.
 */
export function bestMatch<T extends Answerable>(message: string, entries: readonly T[]): T | null {
  const asked = keywords(message)
  let best: { entry: T; score: number } | null = null
  for (const entry of entries) {
    let score = 0
    for (const word of keywords(entry.question)) if (asked.has(word)) score += 1
    for (const word of keywords(entry.answer)) if (asked.has(word)) score += 0.5
    if (score > 0 && (!best || score > best.score)) best = { entry, score }
  }
  return best?.entry ?? null
}

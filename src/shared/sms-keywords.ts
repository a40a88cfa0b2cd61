// The keywords of a text, as carriers and Twilio define them, and as the site reads them (decision 087): read by
// the site's inbound webhook and by the message sink, which plays Twilio refusing to text a number after one.

// Twilio's default opt-out list includes REVOKE and OPTOUT beside the six the CTIA names; INFO asks for help.
export const STOP_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'] as const
export const START_KEYWORDS = ['START', 'YES', 'UNSTOP'] as const
export const HELP_KEYWORDS = ['HELP', 'INFO'] as const

export type SmsKeyword = 'stop' | 'start' | 'help'

const isIn = (list: readonly string[], word: string) => list.includes(word)

function keywordOf(word: string): SmsKeyword | null {
  if (isIn(STOP_KEYWORDS, word)) return 'stop'
  if (isIn(START_KEYWORDS, word)) return 'start'
  if (isIn(HELP_KEYWORDS, word)) return 'help'
  return null
}

/** What Twilio itself acts on (and confirms to the sender): the whole message one keyword, trimmed, any case. */
export const carrierKeyword = (body: string): SmsKeyword | null => keywordOf(body.trim().toUpperCase())

/** The message's words in plain capitals: accents and letter forms (full-width, ligatures) undone, the rest split. */
function wordsOf(body: string): string[] {
  const plain = body.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase()
  return plain.split(/[^A-Z]+/).filter(Boolean)
}

/** Whether the message is, or starts with, a stop word: how a stop is read inside a message that asks for help. */
export function startsWithStop(body: string): boolean {
  const words = wordsOf(body)
  return isIn(STOP_KEYWORDS, words.join('')) || isIn(STOP_KEYWORDS, words[0] ?? '')
}

/** Words and pairs that ask for no more texts wherever they stand; 'stop' alone inside a sentence does not. */
const STOP_ANYWHERE = [
  'STOPALL',
  'UNSUBSCRIBE',
  'OPTOUT',
  'STOPTEXTING',
  'STOPTEXTS',
  'STOPSENDING',
  'STOPMESSAGING',
  'STOPCONTACTING',
]

/**
 * What the site acts on. Any reasonable way of saying stop counts, as the FCC's 2024 order asks: a message that
 * is a stop word once punctuation and spacing are gone ('S.T.O.P', 'End.'), one that starts with a stop word
 * ('Stop!', 'Stop texting me', 'Cancel please'), or one that asks for it anywhere ('STOP ALL', 'I want to opt
 * out', 'please stop texting me'). A stop word inside a sentence is a man's words about his session, his job or
 * his life ('I can't stop crying', 'I want to end my life' must reach a person, decision 095), not a request to
 * lose his reminders. START and HELP count only as the whole message, so a stop is never undone by a sentence
 * that happens to hold 'yes'.
 */
export function smsKeyword(body: string): SmsKeyword | null {
  const words = wordsOf(body)
  const joined = words.join('')
  const pairs = words.slice(1).map((word, i) => `${words[i]}${word}`)
  if (startsWithStop(body)) return 'stop'
  if ([...words, ...pairs].some((word) => isIn(STOP_ANYWHERE, word))) return 'stop'
  return keywordOf(joined)
}

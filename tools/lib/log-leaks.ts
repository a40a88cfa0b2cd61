// What the end-to-end run's server log must never hold: a refund, plan, offer or waitlist
// confirmation token the tests handled, nor an address shaped to carry one (a token in an API path, a
// `token=` or `offer=` in a query). Pure, so the Worker tests prove it finds a planted token
// (test/tools/log-leaks.test.ts); tools/check-e2e-log.ts runs it on the log after every Playwright run.

export interface Leak {
  /** The log's line number, from 1. */
  line: number
  /** What was found: a recorded secret's kind, or the shape of address that would carry one. */
  what: string
  /** The line with every secret shortened to its first characters, safe to print. */
  excerpt: string
}

export interface RecordedSecret {
  kind: string
  value: string
}

/** Addresses that would put a link's secret in a request line (the token routes take it in the body). */
export const SECRET_SHAPES: readonly { what: string; pattern: RegExp }[] = [
  { what: 'a token in a refund API path', pattern: /\/api\/refunds\/(?!(?:view|ask)(?:[\s?#"']|$))[^\s?#"'/]+/ },
  {
    what: 'a token in a plan API path',
    pattern: /\/api\/plans\/(?!(?:view|setup-intent|card)(?:[\s?#"']|$))[^\s?#"'/]+/,
  },
  {
    what: 'a token in an offer API path',
    pattern: /\/api\/waitlist\/offers\/(?!(?:view|decline)(?:[\s?#"']|$))[^\s?#"'/]+/,
  },
  { what: 'a token in a query', pattern: /[?&](?:token|offer)=[^\s&#"']+/ },
]

/** Secrets shorter than this are not tokens (and would match by chance). */
const MIN_SECRET_LENGTH = 16

const shorten = (line: string, secrets: readonly RecordedSecret[]) =>
  secrets.reduce((text, { value }) => text.split(value).join(`${value.slice(0, 6)}…`), line).slice(0, 300)

/** Terminal colour codes, which wrangler puts around a request line's parts. */
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g

/** Every line of `log` that holds a recorded secret or an address shaped to carry one. */
export function findLeaks(log: string, secrets: readonly RecordedSecret[]): Leak[] {
  const tokens = secrets.filter(({ value }) => value.length >= MIN_SECRET_LENGTH)
  const leaks: Leak[] = []
  log.split('\n').forEach((coloured, index) => {
    const text = coloured.replace(ANSI, '')
    const line = index + 1
    for (const { kind, value } of tokens)
      if (text.includes(value)) leaks.push({ line, what: `a recorded ${kind} token`, excerpt: shorten(text, tokens) })
    for (const { what, pattern } of SECRET_SHAPES)
      if (pattern.test(text)) leaks.push({ line, what, excerpt: shorten(text, tokens) })
  })
  return leaks
}

/** The recorded secrets file: one `kind<TAB>value` a line, as e2e/support/secrets.ts appends them. */
export function parseSecrets(text: string): RecordedSecret[] {
  return text
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[1]!.length > 0)
    .map(([kind, value]) => ({ kind, value: value.trim() }))
}

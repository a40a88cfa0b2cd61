// The cron side of a local run: which schedules wrangler.toml names, which of them fall on a given minute
// (UTC, as Cloudflare reads them), and `--advance 1d` read as milliseconds. No Node imports, so the Worker
// tests can check it inside workerd.

/** The `crons = [...]` of wrangler.toml's [triggers], in their order. */
export function cronsOf(wranglerToml: string): string[] {
  const list = /^\s*crons\s*=\s*\[([^\]]*)\]/m.exec(wranglerToml)?.[1] ?? ''
  return [...list.matchAll(/"([^"]*)"|'([^']*)'/g)].map((match) => (match[1] ?? match[2])!.trim())
}

const FIELDS = [
  { name: 'minute', min: 0, max: 59, of: (date: Date) => date.getUTCMinutes() },
  { name: 'hour', min: 0, max: 23, of: (date: Date) => date.getUTCHours() },
  { name: 'day of month', min: 1, max: 31, of: (date: Date) => date.getUTCDate() },
  { name: 'month', min: 1, max: 12, of: (date: Date) => date.getUTCMonth() + 1 },
  // 7 is Sunday too, as in Cloudflare's and most crons.
  { name: 'day of week', min: 0, max: 7, of: (date: Date) => date.getUTCDay() },
] as const

/** The values one field allows: `*`, numbers, ranges `a-b` and steps `*\/n` or `a-b/n`, comma-separated. */
function fieldValues(text: string, { name, min, max }: (typeof FIELDS)[number]): Set<number> {
  const values = new Set<number>()
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part)
    if (!match) throw new Error(`Cron ${name} "${text}" is not one this reader knows (numbers, *, a-b, /n)`)
    const from = match[1] === '*' ? min : Number(match[2])
    const to = match[1] === '*' ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from
    const step = match[4] ? Number(match[4]) : 1
    if (from < min || to > max || from > to || step < 1) throw new Error(`Cron ${name} "${text}" is out of range`)
    for (let value = from; value <= to; value += step) values.add(name === 'day of week' && value === 7 ? 0 : value)
  }
  return values
}

/** Whether the cron expression (five fields) falls on the minute of `date`. */
export function cronMatches(expression: string, date: Date): boolean {
  const parts = expression.trim().split(/\s+/)
  if (parts.length !== FIELDS.length) throw new Error(`Cron "${expression}" needs five fields`)
  const allows = FIELDS.map((field, index) => ({
    field,
    text: parts[index]!,
    values: fieldValues(parts[index]!, field),
  }))
  const [minute, hour, dayOfMonth, month, dayOfWeek] = allows.map(({ field, values }) => values.has(field.of(date)))
  // As in every cron: when both day fields are restricted, either one matching is enough.
  const bothDays = allows[2]!.text !== '*' && allows[4]!.text !== '*'
  const day = bothDays ? dayOfMonth || dayOfWeek : dayOfMonth && dayOfWeek
  return Boolean(minute && hour && month && day)
}

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 }

/** `90m`, `2h`, `1d`, `31d` as milliseconds; anything else is null. */
export function durationMs(text: string): number | null {
  const match = /^(\d+)([mhd])$/.exec(text.trim())
  return match ? Number(match[1]) * UNITS[match[2]!]! : null
}

/** The next minute boundary after `nowMs`: when the local clock next looks at the crons. */
export function nextMinute(nowMs: number): number {
  return Math.floor(nowMs / 60_000) * 60_000 + 60_000
}

// Who may write each status column (decisions 052 and 124), for tools/check-status-writers.ts: every status update
// is a move of its column's lifecycle table, made by platform/db/lifecycle.ts, and a row with its first status is
// written only by the column's owner folder. A file that updates a status itself (a Drizzle `.set({…})` naming the
// column, or a raw `UPDATE … SET`), sets a whole row from a variable outside the owner, binds a lifecycle to the
// column anywhere but its states file, or writes rows outside the owner, is named with the line it does so on.

export interface StatusColumn {
  /** As the messages name it. */
  name: string
  /** The table's Drizzle name, as in `.update(refundRequests)`, and its SQL name, as in a raw `UPDATE`. */
  table: string
  sqlTable: string
  /** The column's Drizzle key in a `.set({…})`, and its SQL name. */
  column: string
  sqlColumn: string
  /** The folder whose files may insert rows (each with its first status), and delete them when `deletes`. */
  owner: string
  /** The file holding the lifecycle table: the one place a new move may be added. */
  states: string
  /** Whether a row written outside `owner` counts (false when another column's owner writes the rows). */
  inserts: boolean
  /** Whether a delete outside `owner` counts: a purchase deleted is a sale undone. */
  deletes: boolean
  /** The one file allowed to update the status itself: the lifecycle helper, which names no table. */
  writer: string
  /** Files outside `owner` that may write a whole row from a variable (`.set(row)`), each with its reason. */
  wholeRows?: readonly string[]
}

const FEATURES = 'src/worker/features'
const HELPER = 'src/worker/platform/db/lifecycle.ts'

export const STATUS_COLUMNS: readonly StatusColumn[] = [
  {
    name: 'purchases.status',
    table: 'purchases',
    sqlTable: 'purchases',
    column: 'status',
    sqlColumn: 'status',
    owner: `${FEATURES}/purchases/`,
    states: `${FEATURES}/purchases/purchase-states.ts`,
    inserts: true,
    deletes: true,
    writer: HELPER,
  },
  {
    name: 'purchases.plan_status',
    table: 'purchases',
    sqlTable: 'purchases',
    column: 'planStatus',
    sqlColumn: 'plan_status',
    owner: `${FEATURES}/plans/`,
    states: `${FEATURES}/plans/plan-states.ts`,
    inserts: false,
    deletes: false,
    writer: HELPER,
    // The reserve's undo writes an open purchase back whole; an open purchase has no plan status.
    wholeRows: [`${FEATURES}/purchases/open-purchase.ts`],
  },
  {
    name: 'plan_payments.status',
    table: 'planPayments',
    sqlTable: 'plan_payments',
    column: 'status',
    sqlColumn: 'status',
    owner: `${FEATURES}/plans/`,
    states: `${FEATURES}/plans/plan-payment-states.ts`,
    inserts: true,
    deletes: true,
    writer: HELPER,
  },
  {
    name: 'refund_requests.status',
    table: 'refundRequests',
    sqlTable: 'refund_requests',
    column: 'status',
    sqlColumn: 'status',
    owner: `${FEATURES}/refunds/`,
    states: `${FEATURES}/refunds/refund-request-states.ts`,
    inserts: true,
    deletes: true,
    writer: HELPER,
  },
  {
    name: 'outbox.status',
    table: 'outbox',
    sqlTable: 'outbox',
    column: 'status',
    sqlColumn: 'status',
    owner: `${FEATURES}/outbox/`,
    states: `${FEATURES}/outbox/outbox-states.ts`,
    inserts: true,
    // A data deletion deletes the messages about the person that were not sent: no status is written.
    deletes: false,
    writer: HELPER,
  },
  {
    name: 'waitlist_entries.status',
    table: 'waitlistEntries',
    sqlTable: 'waitlist_entries',
    column: 'status',
    sqlColumn: 'status',
    owner: `${FEATURES}/waitlist/`,
    // Beside the ledger's line, which decides an entry's status once it is in line; the mirror copies it.
    states: `${FEATURES}/seats/waitlist-entry-states.ts`,
    inserts: true,
    deletes: true,
    writer: HELPER,
  },
]

const escape = (text: string) => text.replace(/[$.*+?^()[\]{}|\\]/g, '\\$&')

/** A SQL name bare or quoted (`"purchases"`, `` `purchases` ``), as SQLite accepts either. */
const quoted = (name: string) => `["\`]?${escape(name)}["\`]?`

/** The table as a raw statement names it: by its SQL name or by `${table}` in a Drizzle `sql` template. */
const sqlName = (rule: StatusColumn) => `(?:${quoted(rule.sqlTable)}|\\$\\{${escape(rule.table)}\\})`

/** An update whose `.set({…})` names the column, or a raw `UPDATE <table> SET … <column> =`. */
function updatePatterns(rule: StatusColumn): RegExp[] {
  return [
    // The column as a key of the object (`status: …`, `{ status }`), not as a value (`leadStatus: status`).
    new RegExp(
      `\\.update\\(${escape(rule.table)}\\)\\s*\\.set\\(\\{(?:[^}]*?,)?\\s*${escape(rule.column)}\\s*[:,}]`,
      'g',
    ),
    new RegExp(`\\bupdate\\s+${sqlName(rule)}\\s+set\\b[^;\`]*?(?<![\\w"\`])${quoted(rule.sqlColumn)}\\s*=`, 'gi'),
  ]
}

/** A `.set(row)` from a variable: the text cannot tell whether the row holds the status, so only the owner may. */
function wholeRowPattern(rule: StatusColumn): RegExp {
  return new RegExp(`\\.update\\(${escape(rule.table)}\\)\\s*\\.set\\(\\s*[A-Za-z_$]`, 'g')
}

/** A lifecycle bound to the column: another one, with its own moves, would write the status past the table. */
function lifecyclePattern(rule: StatusColumn): RegExp {
  return new RegExp(`\\blifecycle\\(\\s*${escape(rule.table)}\\s*,\\s*['"\`]${escape(rule.column)}['"\`]`, 'g')
}

function rowPatterns(rule: StatusColumn): RegExp[] {
  const table = escape(rule.table)
  return [
    ...(rule.inserts
      ? [new RegExp(`\\.insert\\(${table}\\)`, 'g'), new RegExp(`\\binsert\\s+into\\s+${sqlName(rule)}`, 'gi')]
      : []),
    ...(rule.deletes
      ? [new RegExp(`\\.delete\\(${table}\\)`, 'g'), new RegExp(`\\bdelete\\s+from\\s+${sqlName(rule)}`, 'gi')]
      : []),
  ]
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length
}

type Offence = (line: number) => string

function offencesOf(text: string, patterns: readonly RegExp[], say: Offence): string[] {
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => say(lineOf(text, match.index))))
}

function ownsWholeRows(file: string, rule: StatusColumn): boolean {
  return file.startsWith(rule.owner) || file === rule.writer || (rule.wholeRows ?? []).includes(file)
}

/** What `file` (a path from the repository's root) writes of a status column that it may not; [] when nothing. */
export function statusWriteOffences(
  file: string,
  text: string,
  rules: readonly StatusColumn[] = STATUS_COLUMNS,
): string[] {
  return rules.flatMap((rule) => [
    ...offencesOf(
      text,
      file === rule.writer ? [] : updatePatterns(rule),
      (line) => `${file}:${line} writes ${rule.name} itself: make it a move of ${rule.states}`,
    ),
    ...offencesOf(
      text,
      ownsWholeRows(file, rule) ? [] : [wholeRowPattern(rule)],
      (line) =>
        `${file}:${line} sets ${rule.sqlTable} from a variable outside ${rule.owner}, the owner of ${rule.name}`,
    ),
    ...offencesOf(
      text,
      file === rule.states ? [] : [lifecyclePattern(rule)],
      (line) => `${file}:${line} binds a lifecycle to ${rule.name}: its one table is ${rule.states}`,
    ),
    ...offencesOf(
      text,
      file.startsWith(rule.owner) ? [] : rowPatterns(rule),
      (line) => `${file}:${line} writes ${rule.sqlTable} rows outside ${rule.owner}, the owner of ${rule.name}`,
    ),
  ])
}

// The Analytics tab's calendar (UTC−8 all year, shared/rules/business-clock.ts) in SQL. Instants are stored as UTC
// text, so a day or a month of the report is read after the shift: 8 p.m. Pacific on the last of a month is
// already the next month in UTC, and must still count in the month the owner reads it in.
import { type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { REPORT_DAY_UTC_OFFSET_HOURS } from '../../../shared/rules/business-clock.ts'

/** The modifier that turns a stored UTC instant into the report calendar's wall time. */
export const REPORT_SHIFT = sql.raw(`'${REPORT_DAY_UTC_OFFSET_HOURS} hours'`)

/** YYYY-MM-DD of a stored instant on the report calendar. */
export const reportDayOf = (column: SQLiteColumn | SQL) => sql<string>`date(${column}, ${REPORT_SHIFT})`

/** YYYY-MM of a stored instant on the report calendar. */
export const reportMonthOf = (column: SQLiteColumn | SQL) => sql<string>`strftime('%Y-%m', ${column}, ${REPORT_SHIFT})`

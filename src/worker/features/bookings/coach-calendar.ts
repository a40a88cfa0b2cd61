// One CoachCalendar per coach holds the times booked with him and decides, one request at a time, whether a time
// is still free: two people can never take the same time. Its SQLite holds one row per booked
// session; every decision is synchronous SQL with no await, so none interleaves with another. The rules that do not
// race (hours, notice, dates off, pod sessions) are checked by the caller before it asks; what races (another
// booking, the count of moves) is decided here. D1's `bookings` row follows each answer's version. A move keeps
// the time it left held (`moved_from`) until D1 has followed it: a fault between the two writes then leaves a time
// held that D1 no longer books, which the night frees, never a time free that D1 still books (decision 093).
import { DurableObject } from 'cloudflare:workers'

export interface Placement {
  ref: string
  start: number
  end: number
}

export interface BookedSession extends Placement {
  version: number
  moves: number
}

/** A time a booking held before a move (`version`: the one it had there), held until D1 follows the move. */
export interface MovedFrom extends Placement {
  version: number
}

export type PlaceResult =
  { ok: true; version: number; moves: number } | { ok: false; reason: 'taken' | 'too-many-moves' | 'not-found' }

interface SessionRow extends Record<string, SqlStorageValue> {
  ref: string
  starts_at: number
  ends_at: number
  version: number
  moves: number
  taken_at: number
}

export class CoachCalendar extends DurableObject<Env> {
  private readonly sql: SqlStorage

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    this.sql.exec(`CREATE TABLE IF NOT EXISTS sessions (
      ref TEXT PRIMARY KEY, starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL,
      version INTEGER NOT NULL, moves INTEGER NOT NULL)`)
    this.sql.exec('CREATE INDEX IF NOT EXISTS sessions_ends ON sessions (ends_at)')
    // When a time was taken, so the nightly comparison with D1 leaves alone a booking still being written.
    const columns = this.sql.exec<{ name: string }>('PRAGMA table_info(sessions)').toArray()
    if (!columns.some((column) => column.name === 'taken_at'))
      this.sql.exec('ALTER TABLE sessions ADD COLUMN taken_at INTEGER NOT NULL DEFAULT 0')
    this.sql.exec(`CREATE TABLE IF NOT EXISTS moved_from (
      ref TEXT NOT NULL, version INTEGER NOT NULL, starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL,
      PRIMARY KEY (ref, version))`)
  }

  /** The sessions not yet over at `from`: what the open times are computed against. */
  busy(from: number): BookedSession[] {
    return this.sql
      .exec<SessionRow>('SELECT * FROM sessions WHERE ends_at > ? ORDER BY starts_at', from)
      .toArray()
      .map(sessionOf)
  }

  /** Every time not over at `from` that no one else may take: the sessions and the times a move left held. */
  taken(from: number): Placement[] {
    const left = this.movedFrom(from).map(({ ref, start, end }) => ({ ref, start, end }))
    const booked = this.busy(from).map(({ ref, start, end }) => ({ ref, start, end }))
    return [...booked, ...left].sort((a, b) => a.start - b.start)
  }

  /** The times moves left held that are not over at `from`. */
  movedFrom(from: number): MovedFrom[] {
    return this.sql
      .exec<MovedFromRow>('SELECT * FROM moved_from WHERE ends_at > ? ORDER BY starts_at', from)
      .toArray()
      .map((row) => ({ ref: row.ref, start: row.starts_at, end: row.ends_at, version: row.version }))
  }

  /**
   * Takes a free time for a new booking; refused when another session (with the buffer around it) overlaps.
   * `from`: a booking taken again after a failed refund continues its versions, and a session booked with the
   * credit of one he cancelled carries its moves (decision 083).
   */
  take(placement: Placement, bufferMs: number, from: { version?: number; moves?: number } = {}): PlaceResult {
    if (this.find(placement.ref)) return { ok: false, reason: 'taken' }
    if (this.clashes(placement, bufferMs)) return { ok: false, reason: 'taken' }
    const version = from.version ?? 0
    const moves = from.moves ?? 0
    this.sql.exec(
      'INSERT INTO sessions (ref, starts_at, ends_at, version, moves, taken_at) VALUES (?, ?, ?, ?, ?, ?)',
      placement.ref,
      placement.start,
      placement.end,
      version,
      moves,
      Date.now(),
    )
    return { ok: true, version, moves }
  }

  /**
   * Moves a booking to a free time. `maxMoves` counts the person's own moves (null: the owner's move, which
   * ignores the rules and is not counted). Each move is one more version: the calendar's SEQUENCE. The time it
   * leaves stays held until `settleMove`: D1 may still book it.
   */
  move(placement: Placement, bufferMs: number, maxMoves: number | null): PlaceResult {
    const current = this.find(placement.ref)
    if (!current) return { ok: false, reason: 'not-found' }
    if (maxMoves !== null && current.moves >= maxMoves) return { ok: false, reason: 'too-many-moves' }
    if (this.clashes(placement, bufferMs)) return { ok: false, reason: 'taken' }
    const version = current.version + 1
    const moves = current.moves + (maxMoves === null ? 0 : 1)
    this.sql.exec(
      'INSERT OR IGNORE INTO moved_from (ref, version, starts_at, ends_at) VALUES (?, ?, ?, ?)',
      current.ref,
      current.version,
      current.start,
      current.end,
    )
    this.sql.exec(
      'UPDATE sessions SET starts_at = ?, ends_at = ?, version = ?, moves = ? WHERE ref = ?',
      placement.start,
      placement.end,
      version,
      moves,
      placement.ref,
    )
    return { ok: true, version, moves }
  }

  /**
   * D1 has followed a move to `version` (or further): the times the booking held before it are freed. Whether any
   * was.
   */
  settleMove(ref: string, version: number): boolean {
    const freed = this.sql
      .exec('DELETE FROM moved_from WHERE ref = ? AND version < ? RETURNING ref', ref, version)
      .toArray()
    return freed.length > 0
  }

  /** Frees one time a move left held, which D1 no longer books (decision 093). Whether it was freed. */
  releaseMovedFrom(ref: string, version: number): boolean {
    const freed = this.sql
      .exec('DELETE FROM moved_from WHERE ref = ? AND version = ? RETURNING ref', ref, version)
      .toArray()
    return freed.length > 0
  }

  /**
   * Frees a cancelled booking's time, and any a move of it left held; its cancellation is one more version. Null
   * when it was not booked.
   */
  release(ref: string): { version: number } | null {
    const current = this.find(ref)
    this.sql.exec('DELETE FROM moved_from WHERE ref = ?', ref)
    if (!current) return null
    this.sql.exec('DELETE FROM sessions WHERE ref = ?', ref)
    return { version: current.version + 1 }
  }

  /**
   * Frees a time D1 has no booking for (decision 093), only as the comparison saw it: the same version, taken
   * before `takenBefore` (a booking still being written is younger). Whether it was freed.
   */
  releaseStray(ref: string, version: number, takenBefore: number): boolean {
    const freed = this.sql
      .exec(
        'DELETE FROM sessions WHERE ref = ? AND version = ? AND taken_at < ? RETURNING ref',
        ref,
        version,
        takenBefore,
      )
      .toArray()
    return freed.length > 0
  }

  /**
   * Holds again the time of a session D1 has booked and the calendar lost (decision 093), only while no session
   * holds it or any part of it.
   */
  restore(session: BookedSession): 'held' | 'held-already' | 'taken' {
    if (this.find(session.ref)) return 'held-already'
    if (this.clashes(session, 0)) return 'taken'
    this.sql.exec(
      'INSERT INTO sessions (ref, starts_at, ends_at, version, moves, taken_at) VALUES (?, ?, ?, ?, ?, ?)',
      session.ref,
      session.start,
      session.end,
      session.version,
      session.moves,
      Date.now(),
    )
    return 'held'
  }

  private find(ref: string): BookedSession | undefined {
    const row = this.sql.exec<SessionRow>('SELECT * FROM sessions WHERE ref = ?', ref).toArray()[0]
    return row && sessionOf(row)
  }

  /** Whether another booking's session, or a time a move of another booking left held, overlaps. */
  private clashes({ ref, start, end }: Placement, bufferMs: number): boolean {
    const other = this.sql
      .exec(
        `SELECT 1 FROM sessions WHERE ref != ?1 AND starts_at < ?2 AND ends_at > ?3
         UNION ALL SELECT 1 FROM moved_from WHERE ref != ?1 AND starts_at < ?2 AND ends_at > ?3 LIMIT 1`,
        ref,
        end + bufferMs,
        start - bufferMs,
      )
      .toArray()
    return other.length > 0
  }
}

interface MovedFromRow extends Record<string, SqlStorageValue> {
  ref: string
  version: number
  starts_at: number
  ends_at: number
}

function sessionOf(row: SessionRow): BookedSession {
  return { ref: row.ref, start: row.starts_at, end: row.ends_at, version: row.version, moves: row.moves }
}

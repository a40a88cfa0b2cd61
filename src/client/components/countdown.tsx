// SPEC §2 "Countdown": ticks every second; at zero it reads OFFER EXPIRED and tells its owner once.
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { TIMINGS_MS } from '../../shared/constants.ts'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The offer's end when none is given: the last moment of next month, local time. */
export function endOfNextMonth(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth() + 2, 0, 23, 59, 59, 999)
}

export function daysFromNow(days: number, now: number = Date.now()): Date {
  return new Date(now + days * DAY)
}

/**
 * The last moment of this week (Sunday night, local time): a week's free call spots close at a time that is the
 * same on every visit, not seven days from whenever the page was opened.
 */
export function endOfThisWeek(now: Date = new Date()): Date {
  const daysToSunday = (7 - now.getDay()) % 7
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysToSunday, 23, 59, 59, 999)
}

interface TimeLeft {
  days: number
  hours: number
  minutes: number
  seconds: number
}

function splitTimeLeft(ms: number): TimeLeft {
  const left = Math.max(ms, 0)
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  }
}

/**
 * Null until the browser has the clock: the page's HTML is rendered on the Worker (and cached), so any time
 * written into it would be wrong by the time it is read, and hydration would keep the wrong digits.
 */
function useMsLeft(endMs: number): number | null {
  const [msLeft, setMsLeft] = useState<number | null>(null)
  useEffect(() => {
    const read = () => {
      const left = endMs - Date.now()
      setMsLeft(left)
      if (left <= 0) window.clearInterval(timer)
    }
    const timer = window.setInterval(read, TIMINGS_MS.countdownTick)
    // The first reading is a callback like every other tick, so the render it causes is a fresh one.
    const first = window.setTimeout(read, 0)
    return () => {
      window.clearTimeout(first)
      window.clearInterval(timer)
    }
  }, [endMs])
  return msLeft
}

function useOnceWhen(condition: boolean, callback: (() => void) | undefined): void {
  const called = useRef(false)
  const callLatest = useEffectEvent(() => callback?.())
  useEffect(() => {
    if (!condition || called.current) return
    called.current = true
    callLatest()
  }, [condition])
}

function Unit({ value, label }: { value: number | undefined; label: string }) {
  return (
    <div className="min-w-16 rounded-lg bg-ink px-3 py-2 text-center text-white">
      <span className="block text-2xl font-bold tabular-nums sm:text-3xl">
        {value === undefined ? '--' : String(value).padStart(2, '0')}
      </span>
      <span className="block text-xs uppercase tracking-wide text-slate-300">{label}</span>
    </div>
  )
}

export interface CountdownProps {
  /** Defaults to the end of next month. */
  endsAt?: Date
  /**
   * The line above the digits, from the records the caller read (the open times, the seats): SPEC §2's fallback
   * ("3 spots", "price increases $100") would claim a scarcity and a price rise nothing on the site backs.
   */
  line: string
  onExpire?: () => void
}

export function Countdown({ endsAt, line, onExpire }: CountdownProps) {
  const [fallbackEnd] = useState(() => endOfNextMonth().getTime())
  const msLeft = useMsLeft(endsAt?.getTime() ?? fallbackEnd)
  const expired = msLeft !== null && msLeft <= 0
  useOnceWhen(expired, onExpire)

  if (expired) {
    return (
      <p
        role="status"
        className="rounded-lg bg-red-700 px-4 py-3 text-center text-xl font-bold tracking-wide text-white"
      >
        OFFER EXPIRED
      </p>
    )
  }
  const { days, hours, minutes, seconds } = msLeft === null ? ({} as Partial<TimeLeft>) : splitTimeLeft(msLeft)
  return (
    <div className="text-center">
      <p className="text-sm font-semibold text-slate-800">{line}</p>
      {/* role=timer is not announced on every tick, which would drown out everything else. */}
      <div role="timer" aria-label="Time left on this offer" className="mt-3 flex justify-center gap-2">
        <Unit value={days} label="Days" />
        <Unit value={hours} label="Hours" />
        <Unit value={minutes} label="Minutes" />
        <Unit value={seconds} label="Seconds" />
      </div>
    </div>
  )
}

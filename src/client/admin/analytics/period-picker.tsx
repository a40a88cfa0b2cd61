// The Analytics tab's period: the last 7, 30 or 90 days, or any from / to the owner picks (PST days).
import { useId } from 'react'
import { controlClass, FieldLabel } from '../../kit/field-message.tsx'
import type { ReportPeriod } from '../shared/admin-queries.ts'
import { pstDay } from '../shared/pst-time.ts'

export type PeriodChoice = '7' | '30' | '90' | 'custom'

export interface PeriodState {
  choice: PeriodChoice
  from: string
  to: string
}

const CHOICES: Readonly<Record<PeriodChoice, string>> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  custom: 'Custom range',
}

/** The period to ask the server for; a custom range waits until both days are set. */
export function reportPeriod(state: PeriodState): ReportPeriod | null {
  if (state.choice !== 'custom') return { from: pstDay(1 - Number(state.choice)), to: pstDay() }
  return state.from && state.to ? { from: state.from, to: state.to } : null
}

export function PeriodPicker({ value, onChange }: { value: PeriodState; onChange(next: PeriodState): void }) {
  const id = useId()
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div>
        <FieldLabel htmlFor={`${id}-choice`} label="Period" />
        <select
          id={`${id}-choice`}
          value={value.choice}
          onChange={(event) => onChange({ ...value, choice: event.target.value as PeriodChoice })}
          className={controlClass(undefined)}
        >
          {(Object.entries(CHOICES) as [PeriodChoice, string][]).map(([choice, label]) => (
            <option key={choice} value={choice}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {value.choice === 'custom' && (
        <>
          <div>
            <FieldLabel htmlFor={`${id}-from`} label="From" />
            <input
              id={`${id}-from`}
              type="date"
              value={value.from}
              max={value.to || undefined}
              onChange={(event) => onChange({ ...value, from: event.target.value })}
              className={controlClass(undefined)}
            />
          </div>
          <div>
            <FieldLabel htmlFor={`${id}-to`} label="To" />
            <input
              id={`${id}-to`}
              type="date"
              value={value.to}
              min={value.from || undefined}
              onChange={(event) => onChange({ ...value, to: event.target.value })}
              className={controlClass(undefined)}
            />
          </div>
        </>
      )}
    </div>
  )
}

// The actions agreed in a session, written beside its mark (decision 096): a line each, an optional detail, and a
// due time prefilled with the default (the day before his next session, 23:59 Pacific; decision 104) that the
// owner may change. Empty lines are left out when the mark is sent.
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ACTION_DETAIL_MAX, ACTION_TITLE_MAX } from '../../../shared/guarantee.ts'
import { businessLocalToIso, isoToBusinessLocal } from '../../../shared/rules/business-local-time.ts'
import type { ActionItemInput } from '../../../shared/schemas/actions.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { adminQueries } from '../shared/admin-queries.ts'

export interface ActionLine {
  key: number
  title: string
  detail: string
  /** datetime-local on the Pacific clock; null until the owner changes it: the default then. */
  due: string | null
}

const input = 'mt-1 w-full rounded-md border border-slate-400 px-2 py-1 text-sm text-slate-900'
let nextKey = 0
const blankLine = (): ActionLine => ({ key: (nextKey += 1), title: '', detail: '', due: null })

/** The lines and their default due time, read once for the purchase. */
export function useActionLines(purchaseId: number) {
  const defaultDue = useQuery(adminQueries.defaultDue(purchaseId))
  const prefill = defaultDue.data ? isoToBusinessLocal(defaultDue.data.dueAt) : ''
  const [lines, setLines] = useState<ActionLine[]>(() => [blankLine()])
  const dueOf = (line: ActionLine) => line.due ?? prefill
  const items: ActionItemInput[] = lines
    .filter((line) => line.title.trim())
    .map((line) => ({
      title: line.title,
      detail: line.detail.trim() || null,
      dueAt: dueOf(line) ? businessLocalToIso(dueOf(line)) : null,
    }))
  return {
    lines,
    dueOf,
    items,
    setLine: (key: number, change: Partial<ActionLine>) =>
      setLines((all) => all.map((line) => (line.key === key ? { ...line, ...change } : line))),
    addLine: () => setLines((all) => [...all, blankLine()]),
    removeLine: (key: number) => setLines((all) => all.filter((line) => line.key !== key)),
    reset: () => setLines([blankLine()]),
  }
}

export type ActionLinesState = ReturnType<typeof useActionLines>

export function ActionLines({ state, who }: { state: ActionLinesState; who: string }) {
  const id = useId()
  return (
    <fieldset className="mt-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Actions agreed with {who}</legend>
      <ol className="space-y-3">
        {state.lines.map((line, index) => (
          <li key={line.key} className="grid gap-2 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end">
            <label className="text-sm text-slate-800" htmlFor={`${id}-title-${line.key}`}>
              Action {index + 1}
              <input
                id={`${id}-title-${line.key}`}
                className={input}
                maxLength={ACTION_TITLE_MAX}
                value={line.title}
                onChange={(event) => state.setLine(line.key, { title: event.target.value })}
              />
            </label>
            <label className="text-sm text-slate-800" htmlFor={`${id}-detail-${line.key}`}>
              Detail (optional)
              <input
                id={`${id}-detail-${line.key}`}
                className={input}
                maxLength={ACTION_DETAIL_MAX}
                value={line.detail}
                onChange={(event) => state.setLine(line.key, { detail: event.target.value })}
              />
            </label>
            <label className="text-sm text-slate-800" htmlFor={`${id}-due-${line.key}`}>
              Due (Pacific)
              <input
                id={`${id}-due-${line.key}`}
                type="datetime-local"
                className={input}
                value={state.dueOf(line)}
                onChange={(event) => state.setLine(line.key, { due: event.target.value })}
              />
            </label>
            <button
              type="button"
              className={adminButton.secondary}
              aria-label={`Remove action ${index + 1}`}
              onClick={() => state.removeLine(line.key)}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className={`${adminButton.secondary} mt-3`} onClick={state.addLine}>
        Add another action
      </button>
      <p className="mt-2 text-xs text-slate-700">
        He gets one email listing them, each with a one-tap Done link. Leave a line empty to assign nothing.
      </p>
    </fieldset>
  )
}

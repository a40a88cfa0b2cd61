// The intake on My coaching (decision 109): the coach's questions, each answer saved a moment after he stops
// typing, with what the save did said beside it ("Saving…", "Saved", or that it is not saved yet and his words
// are still here). He can leave and come back; "Finished" tells the coach it is done.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { INTAKE_SAVE_STATES } from '../../shared/intake.ts'
import { INTAKE_ANSWER_MAX } from '../../shared/guarantee.ts'
import { ApiError } from '../lib/api.ts'
import { finishIntake, MY_COACHING_KEY, type OwnIntake, saveIntakeAnswer } from './my-coaching-api.ts'

const SAVE_AFTER_MS = 800

type SaveState = 'idle' | 'saving' | 'saved' | 'failed'

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : 'We could not reach the site.'

export function IntakeSection({ orderRef, intake }: { orderRef: string; intake: OwnIntake }) {
  const queryClient = useQueryClient()
  const asked = intake.items.filter((item) => !item.removed)
  const [answers, setAnswers] = useState(() => new Map(asked.map((item) => [item.questionId, item.answer])))
  const [state, setState] = useState<SaveState>('idle')
  const [problem, setProblem] = useState<string | null>(null)
  const [finishing, setFinishing] = useState(false)
  const pending = useRef(new Set<number>())
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // What he typed last, read by the saves that run after the render that showed it.
  const latest = useRef(answers)

  useEffect(() => () => clearTimeout(timer.current), [])

  async function saveNow(): Promise<boolean> {
    clearTimeout(timer.current)
    const ids = [...pending.current]
    if (ids.length === 0) return true
    setState('saving')
    try {
      for (const id of ids) {
        const sent = latest.current.get(id) ?? ''
        await saveIntakeAnswer(orderRef, id, sent)
        // Words typed while this one was on its way are saved by the next round, never dropped.
        if ((latest.current.get(id) ?? '') === sent) pending.current.delete(id)
      }
      if (pending.current.size > 0) return saveNow()
      setState('saved')
      setProblem(null)
      return true
    } catch (error) {
      setState('failed')
      setProblem(messageOf(error))
      return false
    }
  }

  function typed(questionId: number, text: string) {
    latest.current = new Map(latest.current).set(questionId, text)
    setAnswers(latest.current)
    pending.current.add(questionId)
    // "Saved" would be untrue from the first new letter until the save answers.
    setState('saving')
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void saveNow(), SAVE_AFTER_MS)
  }

  async function finish() {
    setFinishing(true)
    try {
      if (!(await saveNow())) return
      await finishIntake(orderRef)
      await queryClient.invalidateQueries({ queryKey: MY_COACHING_KEY })
    } catch (error) {
      setState('failed')
      setProblem(messageOf(error))
    } finally {
      setFinishing(false)
    }
  }

  const headingId = `intake-${orderRef}`
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-4">
      <h4 id={headingId} className="font-semibold text-slate-900">
        Before your first session
      </h4>
      <p className="mt-1 text-sm text-slate-700">
        {intake.doneAt
          ? 'Thank you: your coach has your answers. You can still change them here.'
          : 'A few questions from your coach. Your answers save as you type, so you can finish later.'}
      </p>
      {asked.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Your coach has no questions for you right now.</p>
      ) : (
        asked.map((item) => (
          <div key={item.questionId} className="mt-3">
            <label htmlFor={`${headingId}-${item.questionId}`} className="block text-sm font-semibold text-slate-800">
              {item.prompt}
            </label>
            <textarea
              id={`${headingId}-${item.questionId}`}
              value={answers.get(item.questionId) ?? ''}
              maxLength={INTAKE_ANSWER_MAX}
              rows={3}
              onChange={(event) => typed(item.questionId, event.target.value)}
              onBlur={() => void saveNow()}
              className="mt-1 w-full rounded-md border border-slate-300 p-2 text-sm text-slate-900"
            />
          </div>
        ))
      )}
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
        {state === 'saving' && INTAKE_SAVE_STATES.saving}
        {state === 'saved' && INTAKE_SAVE_STATES.saved}
      </p>
      {state === 'failed' && (
        <div role="alert" className="mt-1 text-sm font-medium text-red-700">
          {INTAKE_SAVE_STATES.failed}: {problem} Your words are still here.{' '}
          <button type="button" onClick={() => void saveNow()} className="underline">
            Try again
          </button>
        </div>
      )}
      {!intake.doneAt && asked.length > 0 && (
        <button
          type="button"
          disabled={finishing}
          onClick={() => void finish()}
          className="mt-3 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-70"
        >
          Finished
        </button>
      )}
    </section>
  )
}

// The agreement shown at checkout and the intake's questions, as the owner edits them (decisions 108, 109). Each
// save of the agreement is a new version; purchases already made keep the one they were sold with.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDueDay } from '../../../shared/plan-terms.ts'
import { api, unwrap } from '../../lib/api.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { toastServerFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { QueryView } from '../shared/query-view.tsx'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'

const AGREEMENT_KEY = ['admin', 'agreement'] as const
const QUESTIONS_KEY = ['admin', 'intake-questions'] as const
const dayOf = (iso: string) => formatDueDay(iso.slice(0, 10))
const button = 'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-70'

type AgreementAdmin = Awaited<ReturnType<typeof readAgreement>>
const readAgreement = () => unwrap(api.api.admin.agreement.$get())

function AgreementEditor({ data }: { data: AgreementAdmin }) {
  const [words, setWords] = useState(data.current.words)
  const save = useAdminMutation({
    mutationFn: () => unwrap(api.api.admin.agreement.$put({ json: { words } })),
    invalidates: [AGREEMENT_KEY],
    onSuccess: () => toastSuccess('Agreement saved', 'Checkout shows this version from now on.'),
    onError: (error) => toastServerFailure(error, 'The agreement was not saved. Please try again.'),
  })
  return (
    <>
      <label htmlFor="agreement-words" className="mt-4 block text-sm font-semibold text-slate-800">
        The agreement's words
      </label>
      <p id="agreement-words-hint" className="text-sm text-slate-600">
        Keep {'{{bought}}'}, {'{{payments}}'}, {'{{moves}}'} and {'{{guarantee}}'}: checkout fills them with the item,
        the payments, your booking rules and the guarantee's conditions. Version of {dayOf(data.current.createdAt)}.
      </p>
      <textarea
        id="agreement-words"
        aria-describedby="agreement-words-hint"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        rows={14}
        className="mt-2 w-full rounded-md border border-slate-300 p-2 font-mono text-sm"
      />
      <button type="button" className={`mt-2 ${button}`} disabled={save.isPending} onClick={() => save.mutate()}>
        Save as a new version
      </button>
      <h4 className="mt-4 text-sm font-semibold text-slate-900">Versions</h4>
      <ul className="mt-1 text-sm text-slate-700">
        {data.versions.map((version) => (
          <li key={version.version}>
            {dayOf(version.createdAt)} · {version.version.slice(0, 12)} · {version.purchases} sold with it
          </li>
        ))}
      </ul>
    </>
  )
}

type QuestionsAdmin = Awaited<ReturnType<typeof readQuestions>>
const readQuestions = () => unwrap(api.api.admin.intake.questions.$get())

function QuestionsEditor({ data }: { data: QuestionsAdmin }) {
  const [list, setList] = useState<{ id?: number; prompt: string }[]>(
    data.questions.map(({ id, prompt }) => ({ id, prompt })),
  )
  const save = useAdminMutation({
    mutationFn: () => unwrap(api.api.admin.intake.questions.$put({ json: { questions: list } })),
    invalidates: [QUESTIONS_KEY],
    onSuccess: () => toastSuccess('Questions saved', 'Answers to a removed question are kept.'),
    onError: (error) => toastServerFailure(error, 'The questions were not saved. Please try again.'),
  })
  const edit = (index: number, prompt: string) =>
    setList((current) => current.map((item, at) => (at === index ? { ...item, prompt } : item)))
  return (
    <>
      {list.length === 0 && <p className="mt-2 text-sm text-slate-700">No questions: clients are asked nothing.</p>}
      <ol className="mt-2 space-y-2">
        {list.map((item, index) => (
          <li key={item.id ?? `new-${index}`} className="flex gap-2">
            <label className="sr-only" htmlFor={`intake-question-${index}`}>
              Question {index + 1}
            </label>
            <input
              id={`intake-question-${index}`}
              value={item.prompt}
              onChange={(event) => edit(index, event.target.value)}
              className="flex-1 rounded-md border border-slate-300 p-2 text-sm"
            />
            <button
              type="button"
              className="text-sm text-red-700 underline"
              onClick={() => setList((current) => current.filter((_, at) => at !== index))}
            >
              Remove question {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <div className="mt-2 flex gap-3">
        <button
          type="button"
          className="text-sm font-medium text-brand-700 underline"
          onClick={() => setList((current) => [...current, { prompt: '' }])}
        >
          Add a question
        </button>
        <button type="button" className={button} disabled={save.isPending} onClick={() => save.mutate()}>
          Save questions
        </button>
      </div>
    </>
  )
}

export function AgreementSection() {
  const agreement = useQuery({ queryKey: AGREEMENT_KEY, queryFn: readAgreement })
  const questions = useQuery({ queryKey: QUESTIONS_KEY, queryFn: readQuestions })
  return (
    <section aria-labelledby="agreement-heading" className={adminCard}>
      <h3 id="agreement-heading" className="text-lg font-bold text-slate-900">
        Agreement at checkout and intake
      </h3>
      <QueryView query={agreement} what="the agreement">
        {(data) => <AgreementEditor key={data.current.version} data={data} />}
      </QueryView>
      <h4 className="mt-6 text-base font-bold text-slate-900">Intake questions</h4>
      <p className="text-sm text-slate-700">Asked on My coaching after each purchase, before the first session.</p>
      <QueryView query={questions} what="the intake questions">
        {(data) => <QuestionsEditor key={data.questions.map((q) => `${q.id}:${q.prompt}`).join('|')} data={data} />}
      </QueryView>
    </section>
  )
}

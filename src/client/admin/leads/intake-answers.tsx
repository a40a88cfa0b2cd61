// A client's intake beside his purchase in the journey (decision 109): what the coach reads before the first
// session, removed questions included, and whether he pressed "Finished".
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api.ts'
import { formatPst } from '../shared/pst-time.ts'
import { QueryView } from '../shared/query-view.tsx'

export function IntakeAnswers({ purchaseId }: { purchaseId: number }) {
  const query = useQuery({
    queryKey: ['admin', 'intake', purchaseId],
    queryFn: () => unwrap(api.api.admin.intake.purchases[':id'].$get({ param: { id: String(purchaseId) } })),
  })
  return (
    <QueryView query={query} what="the intake">
      {(intake) => {
        const answered = intake.items.filter((item) => item.answer.trim() !== '')
        return (
          <div className="mt-1 rounded-md bg-slate-50 p-2">
            <p className="font-semibold text-slate-800">
              Intake: {intake.doneAt ? `finished ${formatPst(intake.doneAt)}` : 'not finished yet'}
            </p>
            {answered.length === 0 ? (
              <p className="text-slate-700">No answers yet.</p>
            ) : (
              <dl className="mt-1 space-y-1">
                {answered.map((item) => (
                  <div key={item.questionId}>
                    <dt className="text-slate-600">
                      {item.prompt}
                      {item.removed && ' (question since removed)'}
                    </dt>
                    <dd className="whitespace-pre-wrap text-slate-900">{item.answer}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        )
      }}
    </QueryView>
  )
}

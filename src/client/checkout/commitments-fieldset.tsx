// The six Brotherhood Pod commitments (SPEC §2); all must be ticked to join a pod.
import type { Commitment } from '../../shared/schemas/checkout.ts'
import { FieldError } from '../kit/field-message.tsx'

const COMMITMENT_TEXT: Record<Commitment, string> = {
  confidentiality: 'I will keep everything shared in the pod confidential.',
  camera: 'I will keep my camera on for every session.',
  feedback: 'I am open to feedback and to having the brothers hold up a mirror to me.',
  contribute: 'I will actively contribute to every session.',
  airtime: 'I will not dominate air time, so every man is heard.',
  assignments: 'I will complete my hot-seat assignments at least 48 hours in advance.',
}

interface Props {
  values: Partial<Record<Commitment, boolean>>
  onChange(commitment: Commitment, checked: boolean): void
  error?: string
}

export function CommitmentsFieldset({ values, onChange, error }: Props) {
  return (
    <fieldset aria-describedby={error ? 'commitments-error' : undefined}>
      <legend className="text-lg font-semibold text-slate-900">Brotherhood Pod Commitments</legend>
      <div className="mt-3 space-y-3">
        {(Object.keys(COMMITMENT_TEXT) as Commitment[]).map((commitment) => (
          <label key={commitment} className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              name={commitment}
              checked={values[commitment] === true}
              onChange={(event) => onChange(commitment, event.target.checked)}
              className="mt-0.5 h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-500"
            />
            <span>{COMMITMENT_TEXT[commitment]}</span>
          </label>
        ))}
      </div>
      <FieldError fieldId="commitments" error={error} />
    </fieldset>
  )
}

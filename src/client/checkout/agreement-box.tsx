// The agreement before paying (decision 108): the owner's words with the purchase's facts in their blanks, and
// "I agree". The Worker renders it inside checkout (checkout-live.ts keeps its facts in step with the choice and
// reads the tick from the box itself, so a tick made before the script woke counts); the waitlist offer's React
// checkout renders it with a controlled box.
import { type AgreementFacts, agreementFacts, agreementParagraphs, agreementParts } from '../../shared/agreement.ts'
import type { PurchaseType } from '../../shared/constants.ts'
import { purchaseDescription } from '../../shared/purchase-type-labels.ts'
import { FieldError } from '../kit/field-message.tsx'

export interface AgreementShown {
  version: string
  words: string
}

export interface CheckoutAgreement extends AgreementShown {
  policy: { moveNoticeHours: number; maxMoves: number }
}

/** The facts of the agreement for the option chosen (paid in full until he picks the plan). */
export function checkoutFacts(
  agreement: CheckoutAgreement,
  type: PurchaseType,
  chosen: { name: string; price: number } | null,
  plan: { payments: number; amount: number } | null = null,
) {
  return agreementFacts({
    description: chosen ? purchaseDescription(type, chosen.name) : null,
    amount: chosen?.price ?? null,
    plan,
    ...agreement.policy,
  })
}

/** The words cut into paragraphs at blank lines, as the owner wrote them. */

export function AgreementText({ words, facts }: { words: string; facts: AgreementFacts }) {
  return (
    <>
      {agreementParagraphs(words).map((paragraph, index) => (
        <p key={index} className="mt-2 first:mt-0">
          {agreementParts(paragraph).map((part, at) =>
            'text' in part ? (
              part.text
            ) : (
              <span key={at} data-agreement-fact={part.fact} className="font-semibold">
                {facts[part.fact]}
              </span>
            ),
          )}
        </p>
      ))}
    </>
  )
}

interface Props {
  agreement: AgreementShown
  facts: AgreementFacts
  error?: string
}

export function AgreementBox({ agreement, facts, error }: Props) {
  return (
    <fieldset id="agreement" aria-describedby={error ? 'agreement-error' : undefined}>
      <legend className="text-lg font-semibold text-slate-900">Our agreement</legend>
      <div
        id="agreement-text"
        role="region"
        aria-label="The agreement's words"
        tabIndex={0}
        className="mt-3 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
      >
        <AgreementText words={agreement.words} facts={facts} />
      </div>
      <label className="mt-3 flex items-start gap-3 text-sm font-semibold text-slate-900">
        <input
          type="checkbox"
          name="agreement"
          value={agreement.version}
          defaultChecked={false}
          className="mt-0.5 h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-500"
        />
        <span>I agree</span>
      </label>
      <FieldError fieldId="agreement" error={error} />
    </fieldset>
  )
}

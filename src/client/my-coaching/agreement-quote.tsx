// The agreement a purchase was sold with (decision 108), quoted as he read it, with its version's date.
import { formatDueDay } from '../../shared/plan-terms.ts'
import { agreementParagraphs } from '../../shared/agreement.ts'
import type { OwnPurchase } from './my-coaching-api.ts'

export function AgreementQuote({ agreement }: { agreement: NonNullable<OwnPurchase['agreement']> }) {
  return (
    <details className="mt-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-brand-700">
        The agreement you accepted (version of {formatDueDay(agreement.versionDate.slice(0, 10))})
      </summary>
      <div className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-3">
        {agreementParagraphs(agreement.text).map((paragraph, index) => (
          <p key={index} className="mt-2 first:mt-0">
            {paragraph}
          </p>
        ))}
      </div>
    </details>
  )
}

// The agreement inside the Worker-rendered checkout, woken without React (decision 108): its facts follow the
// option and the way to pay as he changes them, the tick is read from the box itself (a tick made before this
// script woke counts), and words the owner saved while the page was open replace the old ones in place.
import {
  AGREEMENT_FACTS,
  type AgreementFact,
  type AgreementFacts,
  agreementParts,
  boughtFact,
  paymentsFact,
  agreementParagraphs,
} from '../../shared/agreement.ts'
import type { PurchaseType } from '../../shared/constants.ts'
import { purchaseDescription } from '../../shared/purchase-type-labels.ts'
import type { AgreementShown } from './agreement-box.tsx'

const tickBox = (form: HTMLFormElement) => form.querySelector<HTMLInputElement>('input[name="agreement"]')

/** The version he ticked, or none. */
export function tickedVersion(form: HTMLFormElement): string | undefined {
  const box = tickBox(form)
  return box?.checked ? box.value : undefined
}

interface Chosen {
  name: string | undefined
  price: number | null
  plan: { payments: number; amount: number } | null
}

/** What is bought and how it is paid, in the agreement's words, for the option and choice now on the form. */
export function showChosenFacts(form: HTMLFormElement, type: PurchaseType, chosen: Chosen | null): void {
  const description = chosen ? purchaseDescription(type, chosen.name) : null
  const facts: Partial<AgreementFacts> = {
    bought: boughtFact(description, chosen?.price ?? null, chosen?.plan ?? null),
    payments: paymentsFact({ amount: chosen?.price ?? null, plan: chosen?.plan ?? null }),
  }
  for (const span of form.querySelectorAll<HTMLElement>('[data-agreement-fact]')) {
    const fact = facts[span.dataset.agreementFact as AgreementFact]
    if (fact !== undefined && span.textContent !== fact) span.textContent = fact
  }
}

/** The facts as the page shows them now, to fill new words with. */
function shownFacts(form: HTMLFormElement): AgreementFacts {
  const fact = (name: AgreementFact) =>
    form.querySelector<HTMLElement>(`[data-agreement-fact="${name}"]`)?.textContent ?? ''
  return Object.fromEntries(AGREEMENT_FACTS.map((name) => [name, fact(name)])) as AgreementFacts
}

/** The owner's new words in place of the old, and the box unticked for the new version. */
export function replaceAgreement(form: HTMLFormElement, agreement: AgreementShown): void {
  const text = form.querySelector<HTMLElement>('#agreement-text')
  const box = tickBox(form)
  if (!text || !box) return
  const facts = shownFacts(form)
  text.replaceChildren(
    ...agreementParagraphs(agreement.words).map((paragraph, index) => {
      const p = document.createElement('p')
      if (index > 0) p.className = 'mt-2'
      for (const part of agreementParts(paragraph)) {
        if ('text' in part) {
          p.appendChild(document.createTextNode(part.text))
          continue
        }
        const span = document.createElement('span')
        span.dataset.agreementFact = part.fact
        span.className = 'font-semibold'
        span.textContent = facts[part.fact]
        p.appendChild(span)
      }
      return p
    }),
  )
  box.value = agreement.version
  box.checked = false
}

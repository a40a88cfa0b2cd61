// The agreement shown at checkout (decision 108): the owner's words, a template whose blanks are filled with the
// purchase's facts from the records (what is bought, how it is paid, the booking rules, the guarantee), never
// typed by hand. Its version is the SHA-256 of the owner's words, so a purchase names exactly what he ticked.
import { GUARANTEE_CONDITIONS } from './guarantee.ts'
import { countOf } from './rules/plural.ts'
import { formatPrice } from './rules/inventory.ts'

export const AGREEMENT_FACTS = ['bought', 'payments', 'moves', 'guarantee'] as const
export type AgreementFact = (typeof AGREEMENT_FACTS)[number]
export type AgreementFacts = Record<AgreementFact, string>

export const AGREEMENT_WORDS_MAX = 8000

/** The first version, in the business's voice: seeded, and shown when the owner has saved none. */
export const DEFAULT_AGREEMENT_WORDS = `Brother, before you pay, here is what we are agreeing to, in plain words.

What you are buying: {{bought}}.

How you pay: {{payments}}.

Moving and canceling: {{moves}}

Our 30-day action guarantee: {{guarantee}}

Confidentiality: what you share with your coach and your brothers stays between us. We never repeat your story, \
your name or your marriage's struggles outside the coaching, unless someone's safety is at risk, and every man in \
a pod makes the same promise.

By ticking "I agree" you tell us you have read this and will show up ready to do the work.`

export const AGREEMENT_REQUIRED = 'Please read the agreement and tick "I agree" to continue'
export const AGREEMENT_CHANGED =
  'The agreement was updated since this page opened. Please read it again and tick "I agree": nothing you typed is lost.'

/** The words of the guarantee as the agreement states them: the SPEC's conditions and the full refund. */
export const GUARANTEE_CLAUSE = `${GUARANTEE_CONDITIONS}, or get a full refund, within 30 days of your purchase.`

/** The owner's words cut at their blanks: plain text, and the facts to put in each blank. */
export type AgreementPart = { text: string } | { fact: AgreementFact }

const BLANK = /\{\{(bought|payments|moves|guarantee)\}\}/

export function agreementParts(words: string): AgreementPart[] {
  return words
    .split(BLANK)
    .map((piece, index): AgreementPart => (index % 2 === 1 ? { fact: piece as AgreementFact } : { text: piece }))
    .filter((part) => !('text' in part) || part.text !== '')
}

/** The agreement as he reads it: each blank filled with its fact. */
export function fillAgreement(words: string, facts: AgreementFacts): string {
  return agreementParts(words)
    .map((part) => ('text' in part ? part.text : facts[part.fact]))
    .join('')
}

/** The blanks an owner's edit left out: each must stay, so no sale is made without its facts. */
export function missingBlanks(words: string): AgreementFact[] {
  return AGREEMENT_FACTS.filter((fact) => !words.includes(`{{${fact}}}`))
}

/** The version of a text of the agreement: the SHA-256 of its words, in hex. */
export async function agreementVersionOf(words: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(words))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export interface AgreementTerms {
  /** What is bought, as the receipt names it ("Brotherhood Pod (12 weeks): Tuesday Pod"); null before a choice. */
  description: string | null
  /** The whole price in cents, or the plan's payments. */
  amount: number | null
  plan: { payments: number; amount: number } | null
  moveNoticeHours: number
  maxMoves: number
}

export function paymentsFact(terms: Pick<AgreementTerms, 'amount' | 'plan'>): string {
  const { plan, amount } = terms
  if (plan) {
    const total = formatPrice(plan.payments * plan.amount)
    return `${plan.payments} monthly payments of ${formatPrice(plan.amount)} (${total} in all), the first today`
  }
  return amount === null ? 'the price of the option you choose, in one payment today' : `${formatPrice(amount)} today`
}

export function boughtFact(description: string | null, amount: number | null, plan: AgreementTerms['plan']): string {
  if (!description) return 'the pod or coaching package you choose on this page'
  const price = plan ? plan.payments * plan.amount : amount
  return price === null ? description : `${description}, ${formatPrice(price)}`
}

/** The coach's rules for moving and canceling, in the words My coaching uses. */
export function movesFact(moveNoticeHours: number, maxMoves: number): string {
  const notice = countOf(moveNoticeHours, 'hour')
  const moves = maxMoves > 0 ? `, and move each one up to ${countOf(maxMoves, 'time')}` : ''
  return (
    `you can move or cancel a session up to ${notice} before it starts${moves}. A session you cancel goes back to ` +
    `your package. Within ${notice} of its start it can no longer be canceled and counts as one of your sessions.`
  )
}

export function agreementFacts(terms: AgreementTerms): AgreementFacts {
  return {
    bought: boughtFact(terms.description, terms.amount, terms.plan),
    payments: paymentsFact(terms),
    moves: movesFact(terms.moveNoticeHours, terms.maxMoves),
    guarantee: GUARANTEE_CLAUSE,
  }
}

/** The agreement's paragraphs, as the owner separated them with a blank line. */
export const agreementParagraphs = (words: string) => words.split(/\n\s*\n/).filter((p) => p.trim() !== '')

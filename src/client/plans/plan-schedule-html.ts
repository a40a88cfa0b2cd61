// A plan's schedule as the buyer reads it: each payment's date and amount (and, once the plan runs, what became of
// it), with the terms beside it. The one drawing of it (decision 063): an HTML string, so the Worker puts it in a
// rendered page (checkout, through plan-schedule.tsx) and the pages' small scripts put it in place in the browser
// (the success page, the plan page) without React, and a change to the table is made once.
import { formatDueDay, type PlanView, planTerms } from '../../shared/plan-terms.ts'
import { formatPrice } from '../../shared/rules/inventory.ts'
import { countOf } from '../../shared/rules/plural.ts'
import { escapeHtml } from '../../shared/escape-html.ts'

const STATUS_WORDS: Record<string, string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  scheduled: 'Scheduled',
  retrying: 'Failed, will retry',
  processing: 'Processing at your bank',
  overdue: 'Overdue',
  canceled: 'Canceled',
}

export interface PlanScheduleOptions {
  title?: string
  showTerms?: boolean
}

const cell = (tag: 'td' | 'th', text: string, className = '') =>
  `<${tag}${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</${tag}>`

export function planScheduleHtml(
  plan: PlanView,
  { title = 'Your payment schedule', showTerms = true }: PlanScheduleOptions = {},
) {
  const withStatus = plan.schedule.some((payment) => payment.status)
  const heads = ['Payment', 'Date', 'Amount', ...(withStatus ? ['Status'] : [])].map((name) => cell('th', name))
  const rows = plan.schedule.map((payment) => {
    const day = formatDueDay(payment.dueOn)
    const cells = [
      cell('td', `Payment ${payment.number}`, 'py-1'),
      cell('td', payment.number === 1 && !withStatus ? `Today, ${day}` : day, 'py-1'),
      cell('td', formatPrice(payment.amount), 'py-1 text-right font-semibold'),
      ...(withStatus ? [cell('td', STATUS_WORDS[payment.status ?? ''] ?? '', 'py-1 pl-3')] : []),
    ]
    return `<tr class="border-t border-slate-100">${cells.join('')}</tr>`
  })
  const terms = showTerms
    ? `<ul class="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">${planTerms(plan)
        .map((term) => `<li>${escapeHtml(term)}</li>`)
        .join('')}</ul>`
    : ''
  return (
    `<section aria-label="${escapeHtml(title)}" class="rounded-lg border border-slate-200 p-4 text-left">` +
    `<h3 class="font-semibold text-slate-900">${escapeHtml(title)}</h3>` +
    `<table class="mt-2 w-full text-sm text-slate-800"><thead class="sr-only"><tr>${heads.join('')}</tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table>` +
    `<p class="mt-2 text-sm text-slate-700">${escapeHtml(`Total ${formatPrice(plan.total)} in ${countOf(plan.payments, 'payment')}`)}</p>` +
    `${terms}</section>`
  )
}

// SPEC §2 "Coaching paths": Brotherhood Pods and One-to-One. A pay button is a link to checkout, so it works
// before any script; lib/section-links.ts remembers the choice (paymentType) on the way. The seats and the
// sold-out state come after load (path-offer.tsx), never from the cached page. The amount in the
// address is only a display hint: the server alone sets the price (ARCHITECTURE "Money").
import { useQuery } from '@tanstack/react-query'
import { formatPrice } from '../../shared/rules/inventory.ts'
import { COACHING_PATHS } from '../../shared/sections/coaching-paths.ts'
import type { SectionText } from '../../shared/sections/section.ts'
import { SectionHeading } from '../components/section-heading.tsx'
import { Island } from '../kit/island.tsx'
import { useSectionText } from '../lib/content.ts'
import { queries } from '../lib/queries.ts'
import { type PaidPath, PathOffer } from './path-offer.tsx'

type PathText = SectionText<typeof COACHING_PATHS.fields>
/** The owner edits each path's title, three features and (pods) guarantee; the prefix names the path. */
const FIELD_PREFIX = { brotherhood: 'pod', 'one-to-one': 'one-to-one' } as const

function pathText(text: PathText, type: PaidPath) {
  const prefix = FIELD_PREFIX[type]
  const field = (name: 'title' | 'feature-1' | 'feature-2' | 'feature-3') => text[`${prefix}-${name}`]
  return {
    title: field('title'),
    features: [field('feature-1'), field('feature-2'), field('feature-3')].filter(Boolean),
    guarantee: type === 'brotherhood' ? text['pod-guarantee'] : '',
  }
}

/** '$499' for whole dollars, '$499.50' otherwise: how the page has always written its prices. */
const dollars = (cents: number) => formatPrice(cents).replace(/\.00$/, '')

interface RecordPrice {
  price: number
  planPayments: number | null
  planAmount: number | null
}

/**
 * The price and plan a path shows come from the items on sale (the server's /api/inventory/prices), so the
 * page says what checkout charges; the edited copy is only the words used when no item of the path is on sale.
 */
function pathPrices(record: RecordPrice | null | undefined, copy: { price: string; plan: string }) {
  if (!record) return copy
  const plan =
    record.planPayments && record.planAmount
      ? `or ${record.planPayments} payments of ${dollars(record.planAmount)}`
      : ''
  return { price: dollars(record.price), plan }
}

/** No amount in the address: checkout charges the chosen item's price, never a number a link carries. */
export function checkoutHref(type: PaidPath, description: string): string {
  const query = new URLSearchParams({ type, description })
  return `/checkout?${query}`
}

interface PathCard {
  type: PaidPath
  description: string
  checkoutDescription: string
  button: string
}

const PATHS: readonly PathCard[] = [
  {
    type: 'brotherhood',
    description: 'A small band of married men who meet every week to tell the truth, sharpen each other and act.',
    checkoutDescription: 'Brotherhood Pod: twelve weekly 90-minute sessions',
    button: 'Join a Brotherhood Pod',
  },
  {
    type: 'one-to-one',
    description: 'Private coaching built entirely around you, your marriage and the leader you want to become.',
    checkoutDescription: 'One-to-One Coaching: twelve 60-minute sessions',
    button: 'Start One-to-One Coaching',
  },
]

export default function CoachingPaths() {
  const text = useSectionText(COACHING_PATHS)
  const records = useQuery(queries.prices()).data
  const shown = {
    brotherhood: pathPrices(records?.brotherhood, { price: text['pod-price'], plan: text['pod-payment-plan'] }),
    'one-to-one': pathPrices(records?.['one-to-one'], {
      price: text['one-to-one-price'],
      plan: text['one-to-one-payment-plan'],
    }),
  }

  return (
    <section aria-labelledby="coaching-paths-heading" className="bg-slate-50 px-4 py-20">
      <SectionHeading id="coaching-paths-heading" eyebrow="Services" title={text.title} lead={text.subtitle} />
      <ul className="mx-auto mt-12 grid max-w-5xl gap-8 md:grid-cols-2">
        {PATHS.map((path, index) => {
          const edited = pathText(text, path.type)
          return (
            <li
              key={path.type}
              className={
                `flex flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ` +
                `${index === 0 ? 'ring-2 ring-brand-500' : 'ring-slate-200'}`
              }
            >
              {index === 0 && (
                <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
                  Most popular
                </p>
              )}
              <h3 className="mt-3 text-2xl font-bold text-slate-900">{edited.title}</h3>
              <p className="mt-2 text-slate-700">{path.description}</p>
              <p className="mt-6">
                <span className="text-4xl font-extrabold text-ink">{shown[path.type].price}</span>
                <span className="ml-2 text-slate-700">{shown[path.type].plan}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-2">
                {edited.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-slate-800">
                    <span aria-hidden="true" className="text-emerald-700">
                      ✓
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
              {edited.guarantee && (
                <p className="mt-6 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">{edited.guarantee}</p>
              )}
              <div className="mt-8">
                <Island
                  name="path-offer"
                  component={PathOffer}
                  props={{
                    type: path.type,
                    href: checkoutHref(path.type, path.checkoutDescription),
                    label: path.button,
                    primary: index === 0,
                  }}
                  hydrate="visible"
                />
              </div>
            </li>
          )
        })}
      </ul>
      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-slate-700">
        Application required. Minimum commitment of 3 to 6 months. We take only five new clients per month.
      </p>
    </section>
  )
}

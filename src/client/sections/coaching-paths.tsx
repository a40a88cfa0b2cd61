// SPEC §2 "Coaching paths": Brotherhood Pods and One-to-One. A pay button remembers the choice (paymentType),
// returns to the top and opens checkout. The amount in the address is only a display hint: the server
// alone sets the price (ARCHITECTURE "Money").
import { useLocation } from 'wouter'
import { type PurchaseType, TYPE_PRICE_CENTS } from '../../shared/constants.ts'
import { darkButton, primaryButton } from '../components/button-styles.ts'
import { scrollToTop } from '../components/scroll-to.ts'
import { SectionHeading } from '../components/section-heading.tsx'
import { useContents } from '../lib/content.ts'

const PATHS_DEFAULTS = {
  title: 'Choose Your Coaching Path',
  subtitle: 'Two ways to do the work. Both come with our 30-day action guarantee.',
  'pod-price': '$499',
  'pod-payment-plan': 'or 3 payments of $179',
  'one-to-one-price': '$1,800',
  'one-to-one-payment-plan': 'or 6 payments of $339',
}

type PaidPath = Extract<PurchaseType, 'brotherhood' | 'one-to-one'>

export const PAYMENT_TYPE_KEY = 'paymentType'

export function checkoutHref(type: PaidPath, description: string): string {
  const query = new URLSearchParams({ type, amount: String(TYPE_PRICE_CENTS[type]), description })
  return `/checkout?${query}`
}

function rememberPaymentType(type: PaidPath): void {
  try {
    localStorage.setItem(PAYMENT_TYPE_KEY, type)
  } catch {
    // Storage can be switched off; checkout still knows the type from the address.
  }
}

interface PathCard {
  type: PaidPath
  name: string
  description: string
  checkoutDescription: string
  features: string[]
  button: string
}

const PATHS: readonly PathCard[] = [
  {
    type: 'brotherhood',
    name: 'Brotherhood Pods',
    description: 'A small band of married men who meet every week to tell the truth, sharpen each other and act.',
    checkoutDescription: 'Brotherhood Pod: twelve weekly 90-minute sessions',
    features: [
      'Five men per pod, led by your coach',
      'One 90-minute video session every week',
      'Twelve weeks, with assigned actions between calls',
      'Hot-seat coaching on your real situation',
    ],
    button: 'Join a Brotherhood Pod',
  },
  {
    type: 'one-to-one',
    name: 'One-to-One Coaching',
    description: 'Private coaching built entirely around you, your marriage and the leader you want to become.',
    checkoutDescription: 'One-to-One Coaching: twelve 60-minute sessions',
    features: [
      'Twelve private 60-minute sessions',
      'A plan written for your marriage and goals',
      'Start within 48 hours of acceptance',
      'Fully confidential, on video from anywhere',
    ],
    button: 'Start One-to-One Coaching',
  },
]

export default function CoachingPaths() {
  const text = useContents('coaching-paths', PATHS_DEFAULTS)
  const [, navigate] = useLocation()
  const price = { brotherhood: text['pod-price'], 'one-to-one': text['one-to-one-price'] }
  const plan = { brotherhood: text['pod-payment-plan'], 'one-to-one': text['one-to-one-payment-plan'] }

  const startCheckout = (path: PathCard) => {
    rememberPaymentType(path.type)
    scrollToTop()
    navigate(checkoutHref(path.type, path.checkoutDescription))
  }

  return (
    <section aria-labelledby="coaching-paths-heading" className="bg-slate-50 px-4 py-20">
      <SectionHeading id="coaching-paths-heading" eyebrow="Services" title={text.title} lead={text.subtitle} />
      <ul className="mx-auto mt-12 grid max-w-5xl gap-8 md:grid-cols-2">
        {PATHS.map((path, index) => (
          <li key={path.type} className={`flex flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ${index === 0 ? 'ring-2 ring-brand-500' : 'ring-slate-200'}`}>
            {index === 0 && <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">Most popular</p>}
            <h3 className="mt-3 text-2xl font-bold text-slate-900">{path.name}</h3>
            <p className="mt-2 text-slate-700">{path.description}</p>
            <p className="mt-6">
              <span className="text-4xl font-extrabold text-ink">{price[path.type]}</span>
              <span className="ml-2 text-slate-700">{plan[path.type]}</span>
            </p>
            <ul className="mt-6 flex-1 space-y-2">
              {path.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-slate-800">
                  <span aria-hidden="true" className="text-emerald-700">
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            <button type="button" onClick={() => startCheckout(path)} className={`mt-8 w-full ${index === 0 ? primaryButton : darkButton}`}>
              {path.button}
            </button>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-slate-700">
        Application required. Minimum commitment of 3 to 6 months. We take only five new clients per month.
      </p>
    </section>
  )
}

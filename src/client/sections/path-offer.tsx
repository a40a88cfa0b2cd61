// A coaching path's pay button (an island of the home page's coaching paths). The page is cached for everyone
// (decision 070), so it holds no seat count: the server and the first browser frame show the button alone,
// which is true whatever the seats (checkout itself says when a path has sold out). Once awake the island asks
// for the seats as they are now, then says how many pod seats are left or, when every item of the path is
// sold out, offers its waitlist in place of the button.
import { useQuery } from '@tanstack/react-query'
import type { PurchaseType } from '../../shared/constants.ts'
import { INVENTORY_TYPE_OF, podSeatLabel, seatsLeft } from '../../shared/rules/inventory.ts'
import { darkButton, primaryButton } from '../kit/button-styles.ts'
import { WaitlistForm, type WaitlistItem } from '../forms/waitlist-form.tsx'
import { queries } from '../lib/queries.ts'

export type PaidPath = Extract<PurchaseType, 'brotherhood' | 'one-to-one'>

interface SeatItem {
  id: number
  name: string
  type: string
  availableSlots: number
}

export interface PathOfferProps {
  type: PaidPath
  href: string
  label: string
  primary: boolean
}

/** The path's items when every one is sold out (its card offers the waitlist), else null. */
export function soldOutItems(items: readonly SeatItem[], type: PaidPath): WaitlistItem[] | null {
  const ofType = items.filter((item) => item.type === INVENTORY_TYPE_OF[type])
  if (ofType.length === 0 || ofType.some((item) => item.availableSlots > 0)) return null
  return ofType.map(({ id, name }) => ({ id, name }))
}

/** SPEC §4's pod label for the seats left across the pods on sale; none for one-to-one or nothing on sale. */
export function seatsLine(items: readonly SeatItem[], type: PaidPath): string {
  const pods = items.filter((item) => item.type === INVENTORY_TYPE_OF[type])
  if (type !== 'brotherhood' || pods.length === 0) return ''
  return podSeatLabel(seatsLeft(pods, ['brotherhood_pod']))
}

export function PathOffer({ type, href, label, primary }: PathOfferProps) {
  // Never in the page data, so the first frame matches the server's; fetched once this island is awake.
  const seats = useQuery(queries.seatsNow()).data
  const waitlist = seats ? soldOutItems(seats, type) : null
  if (waitlist) return <WaitlistForm items={waitlist} />
  return (
    <>
      <a href={href} data-payment-type={type} className={`w-full ${primary ? primaryButton : darkButton}`}>
        {label}
      </a>
      {/* The line's height is kept while it is empty, so the count arriving moves nothing. */}
      <p className="mt-2 h-5 text-center text-sm font-medium text-slate-700">{seats ? seatsLine(seats, type) : ''}</p>
    </>
  )
}

// What the chat assistant knows: the owner's FAQs, the offers as the pages show them, and the business details a
// visitor may be told. Every fact comes from the records the pages read (the items on sale with their prices,
// plans, seats and times; the coaching paths' words and guarantee as edited; the coach's call length; the site's
// own booking), so the chat can never quote a price, a promise or a link the site does not stand behind. Built
// only from public content: no lead, purchase or other visitor ever goes in, and no configuration.
import { asc, eq } from 'drizzle-orm'
import { BOOK_STUDY_OPTIONS } from '../../../shared/book-study.ts'
import type { Answerable } from '../../../shared/rules/best-match.ts'
import { formatPrice } from '../../../shared/rules/inventory.ts'
import { countOf } from '../../../shared/rules/plural.ts'
import { ANCHORS } from '../../../shared/sections/anchors.ts'
import { COACHING_PATHS } from '../../../shared/sections/coaching-paths.ts'
import type { SectionText } from '../../../shared/sections/section.ts'
import type { SiteSettings } from '../../../shared/site.ts'
import type { Database } from '../../platform/db/client.ts'
import { listedForSale } from '../../platform/db/on-sale.ts'
import { faqs, inventoryItems } from '../../platform/db/schema.ts'
import { getBookingRules } from '../bookings/bookings.ts'
import { loadSectionText } from '../content/content.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'

/** The offers by topic, each as the pages state it. */
export interface Offers {
  pods: string
  oneToOne: string
  call: string
  more: string[]
  guarantee: string
}

export interface ChatKnowledge {
  settings: SiteSettings
  faqs: Answerable[]
  /** Every offer in one list, in the order the pages show them. */
  offers: string[]
  topics: Offers
  /** Where the visitor books the free call: the site's own times, or the owner's outside page when he chose one. */
  bookingLink: string
}

/** '$499' for whole dollars, '$499.50' otherwise, as the home page writes prices. */
const dollars = (cents: number) => formatPrice(cents).replace(/\.00$/, '')

interface OnSale {
  name: string
  type: (typeof inventoryItems.$inferSelect)['type']
  price: number
  planPayments: number | null
  planAmount: number | null
  available: number
  day: string | null
  time: string | null
}

function itemLine(item: OnSale): string {
  const when = `${item.day ? `, ${item.day[0]!.toUpperCase()}${item.day.slice(1)}s` : ''}${item.time ? ` at ${item.time}` : ''}`
  const plan =
    item.planPayments && item.planAmount ? `, or ${item.planPayments} payments of ${dollars(item.planAmount)}` : ''
  const seats = item.available > 0 ? `${countOf(item.available, 'seat')} left` : 'full (join the waitlist at checkout)'
  return `${item.name}${when}: ${dollars(item.price)}${plan}; ${seats}.`
}

function pathOffer(title: string, features: string[], items: OnSale[], none: string): string {
  const about = features.filter(Boolean).join('; ')
  const open = items.length > 0 ? items.map(itemLine).join(' ') : none
  return `${title}: ${about}. ${open}`
}

function offersOf(text: SectionText<typeof COACHING_PATHS.fields>, items: OnSale[], callMinutes: number): Offers {
  const ofType = (type: OnSale['type']) => items.filter((item) => item.type === type)
  return {
    pods: pathOffer(
      text['pod-title'],
      [text['pod-feature-1'], text['pod-feature-2'], text['pod-feature-3']],
      ofType('brotherhood_pod'),
      'No pod is open for enrollment right now.',
    ),
    oneToOne: pathOffer(
      text['one-to-one-title'],
      [text['one-to-one-feature-1'], text['one-to-one-feature-2'], text['one-to-one-feature-3']],
      ofType('coaching_slot'),
      'No one-to-one time is open right now.',
    ),
    call: `Free strategy call: a ${callMinutes}-minute call about your marriage, your goals and the next right step, at no cost.`,
    more: [
      ...BOOK_STUDY_OPTIONS.map((option) => `${option.name}: ${option.price} for ${option.term}.`),
      'Free 32-page guide (a $97 value), sent by email.',
    ],
    guarantee: text['pod-guarantee'],
  }
}

const allOffers = (topics: Offers) => [topics.pods, topics.oneToOne, topics.call, ...topics.more, topics.guarantee]

async function itemsOnSale(db: Database): Promise<OnSale[]> {
  return db
    .select({
      name: inventoryItems.name,
      type: inventoryItems.type,
      price: inventoryItems.price,
      planPayments: inventoryItems.planPayments,
      planAmount: inventoryItems.planAmount,
      available: inventoryItems.availableSlots,
      day: inventoryItems.dayOfWeek,
      time: inventoryItems.timeSlot,
    })
    .from(inventoryItems)
    .where(listedForSale)
    .orderBy(asc(inventoryItems.type), asc(inventoryItems.sortOrder), asc(inventoryItems.id))
}

/** `siteOrigin`: the address the visitor is on, so a link the chat gives opens this site. */
export async function loadChatKnowledge(db: Database, siteOrigin: string): Promise<ChatKnowledge> {
  const [settings, faqRows, items, pathsText, rules] = await Promise.all([
    getSiteSettings(db),
    db
      .select({ question: faqs.question, answer: faqs.answer })
      .from(faqs)
      .where(eq(faqs.isActive, true))
      .orderBy(asc(faqs.sortOrder), asc(faqs.id)),
    itemsOnSale(db),
    loadSectionText(db, COACHING_PATHS),
    getBookingRules(db),
  ])
  const bookingLink =
    settings.bookingPage === 'external' ? settings.schedulingUrl : `${siteOrigin}/#${ANCHORS.strategyCall}`
  const topics = offersOf(pathsText, items, rules.strategyCallMinutes)
  return { settings, faqs: faqRows, offers: allOffers(topics), topics, bookingLink }
}

/**
 * The offers as FAQ entries, one per topic and then all of them, so the fallback answers "how much is one-to-one?"
 * with one-to-one's items, "how do I book a call?" with the booking, and "what do you offer?" with everything. The
 * topics come first: on a tie the narrower answer wins.
 */
export function offersAsAnswers(knowledge: ChatKnowledge): Answerable[] {
  const { pods, oneToOne, call, guarantee } = knowledge.topics
  const booking =
    knowledge.settings.bookingPage === 'external'
      ? `${call} Book it at ${knowledge.bookingLink}`
      : `${call} Book it on our home page: send the short form and choose one of the coach's open times, shown in ` +
        `your time zone: ${knowledge.bookingLink}`
  return [
    { question: 'How much do the Brotherhood Pods cost? Pod group price seats', answer: pods },
    { question: 'How much does one-to-one coaching cost? One on one private coaching price', answer: oneToOne },
    { question: 'How do I book a free strategy call? Schedule a call, a time, an appointment', answer: booking },
    { question: 'What is your guarantee? Refund money back', answer: guarantee },
    {
      question: 'How much does it all cost? What are your prices? What do you offer: programs, book study, a guide?',
      answer: knowledge.offers.join(' '),
    },
  ]
}

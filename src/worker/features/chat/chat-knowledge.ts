// What the chat assistant knows: the owner's FAQs, the offers and their prices, and the business details a
// visitor may be told. Built only from public content: no lead, purchase or other visitor ever goes in, and
// no configuration, so there is nothing of the kind for a reply to reveal.
import { asc, eq } from 'drizzle-orm'
import { TYPE_PRICE_CENTS } from '../../../shared/constants.ts'
import type { Answerable } from '../../../shared/rules/best-match.ts'
import type { SiteSettings } from '../../../shared/site.ts'
import type { Database } from '../../platform/db/client.ts'
import { faqs, inventoryItems } from '../../platform/db/schema.ts'
import { getSiteSettings } from '../content/content.ts'
import { listedForSale } from '../../platform/db/on-sale.ts'
import { countOf } from '../../../shared/rules/plural.ts'

export interface ChatKnowledge {
  settings: SiteSettings
  faqs: Answerable[]
  offers: string[]
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`

/** The offers of SPEC §1 with the prices the server charges (SPEC §9). */
function standingOffers(settings: SiteSettings): string[] {
  return [
    `Brotherhood Pods: five married men and a coach, one 90-minute video session a week for twelve ` +
      `weeks, ${dollars(TYPE_PRICE_CENTS.brotherhood)}. Application required; only 12 men at a time.`,
    `One-to-One Coaching: twelve private 60-minute sessions with ${settings.coachName}, ${dollars(TYPE_PRICE_CENTS['one-to-one'])}.`,
    'Free strategy call: a 45-minute call about your marriage, your goals and the next right step, at no cost.',
    'Book study groups: $50 for the 12-week group, $149 for the full study.',
    'Free 32-page guide (valued at $97), sent by email.',
    '30-day action guarantee: attend every call and complete the assigned actions, otherwise a full refund.',
  ]
}

async function openSeats(db: Database): Promise<string[]> {
  const rows = await db
    .select({
      name: inventoryItems.name,
      price: inventoryItems.price,
      available: inventoryItems.availableSlots,
      day: inventoryItems.dayOfWeek,
      time: inventoryItems.timeSlot,
    })
    .from(inventoryItems)
    .where(listedForSale)
    .orderBy(asc(inventoryItems.type), asc(inventoryItems.sortOrder))
  return rows
    .filter((row) => row.available > 0)
    .map(
      (row) =>
        `${row.name}${row.day ? `, ${row.day}s` : ''}${row.time ? ` at ${row.time}` : ''}: ` +
        `${dollars(row.price)}, ${countOf(row.available, 'seat')} left.`,
    )
}

export async function loadChatKnowledge(db: Database): Promise<ChatKnowledge> {
  const [settings, faqRows, seats] = await Promise.all([
    getSiteSettings(db),
    db
      .select({ question: faqs.question, answer: faqs.answer })
      .from(faqs)
      .where(eq(faqs.isActive, true))
      .orderBy(asc(faqs.sortOrder), asc(faqs.id)),
    openSeats(db),
  ])
  return { settings, faqs: faqRows, offers: [...standingOffers(settings), ...seats] }
}

/** The offers as one more FAQ entry, so the fallback can answer "how much does it cost?". */
export function offersAsAnswer(knowledge: ChatKnowledge): Answerable {
  return {
    question:
      'How much does coaching cost? What are the prices of the pods, one-to-one coaching, book study and programs? What do you offer?',
    answer: knowledge.offers.join(' '),
  }
}

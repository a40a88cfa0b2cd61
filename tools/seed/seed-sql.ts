// Turns the demo content into SQL that fills an empty database and changes nothing in one already seeded:
// every insert is guarded by "no site settings yet", and the settings row goes in last.
import * as data from './seed-data.ts'

type Row = Record<string, string | number | null>

function literal(value: string | number | null): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') return String(value)
  return `'${value.replaceAll("'", "''")}'`
}

function guardedInsert(table: string, row: Row): string {
  const columns = Object.keys(row)
  const values = columns.map((column) => literal(row[column] ?? null))
  return `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values.join(', ')} WHERE NOT EXISTS (SELECT 1 FROM site_settings);`
}

export function seedSql(): string {
  const statements = [
    ...data.faqs.map((faq, index) => guardedInsert('faqs', { ...faq, sort_order: index + 1, is_active: 1 })),
    ...data.inventoryItems.map((item) =>
      guardedInsert('inventory_items', {
        starts_on: null,
        sessions_included: null,
        ...item,
        timezone: 'PST',
        is_active: 1,
      }),
    ),
    ...data.events.map((event) => guardedInsert('events', event)),
    ...data.facebookPosts.map((post) => guardedInsert('facebook_posts', post)),
    guardedInsert('tiktok_live', data.tiktokLive),
    guardedInsert('follow_up_sequences', data.followUpSequence),
    ...data.followUpSteps.map((step) => guardedInsert('follow_up_steps', step)),
    ...data.followUpSources.map((source) => guardedInsert('follow_up_sources', source)),
    guardedInsert('booking_rules', data.bookingRules),
    guardedInsert('agreements', data.agreement),
    ...data.intakeQuestions.map((question) => guardedInsert('intake_questions', question)),
    guardedInsert('site_settings', data.siteSettings),
  ]
  return `${statements.join('\n')}\n`
}

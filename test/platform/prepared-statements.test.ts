// Statements built once and bound per call (decision 081) answer as the query builder they replace: in a D1
// batch and awaited alone, each call with its own values, booleans and nulls written as Drizzle writes them.
import { eq } from 'drizzle-orm'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { preparedStatement } from '../../src/worker/platform/db/prepared.ts'
import { contacts, faqs } from '../../src/worker/platform/db/schema.ts'
import { testDb } from '../helpers/db.ts'

const contactByEmail = preparedStatement((db, slot: { email: string }) =>
  db.select().from(contacts).where(eq(contacts.email, slot.email)),
)

const addContact = preparedStatement((db, slot: { email: string; firstName: string | null }) =>
  db.insert(contacts).values({ email: slot.email, firstName: slot.firstName }).returning(),
)

describe('a prepared statement', () => {
  it('binds each call to its own values, awaited alone or inside a batch', async () => {
    const db = testDb()
    const [ann, bob] = [`ann-${crypto.randomUUID()}@example.com`, `bob-${crypto.randomUUID()}@example.com`]
    const [[added], [annAgain], [bobMissing]] = await db.batch([
      addContact(db, { email: ann, firstName: 'Ann' }),
      contactByEmail(db, { email: ann }),
      contactByEmail(db, { email: bob }),
    ])
    expect(added).toMatchObject({ email: ann, firstName: 'Ann' })
    expect(annAgain).toEqual(added)
    expect(bobMissing).toBeUndefined()

    const [bobAdded] = await addContact(db, { email: bob, firstName: null })
    expect(bobAdded).toMatchObject({ email: bob, firstName: null })
    expect(await contactByEmail(db, { email: bob })).toEqual([bobAdded])
    expect(await contactByEmail(db, { email: ann })).toEqual([added])
  })

  it('writes a boolean as the column maps it, and refuses a value it was not given', async () => {
    const db = testDb()
    const addFaq = preparedStatement((db, slot: { question: string; isActive: boolean }) =>
      db.insert(faqs).values({ question: slot.question, answer: 'Yes.', isActive: slot.isActive }).returning(),
    )
    const [hidden] = await addFaq(db, { question: `Hidden ${crypto.randomUUID()}?`, isActive: false })
    expect(hidden).toMatchObject({ isActive: false })
    const raw = await env.DB.prepare('SELECT is_active FROM faqs WHERE id = ?').bind(hidden!.id).first()
    expect(raw).toEqual({ is_active: 0 })

    const missing = { question: 'No answer given?' } as { question: string; isActive: boolean }
    expect(() => addFaq(db, missing)).toThrow('No value for placeholder "isActive" was provided')
  })
})

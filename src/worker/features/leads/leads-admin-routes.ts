// The admin's lead calls: each form's own list (SPEC §7), the Leads tab's one list of every lead, status edits,
// CSV export, one person's journey, and deleting a person's data on request. All personal data, so all on the
// admin router.
import { desc } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import {
  LEAD_KINDS,
  leadExportQuerySchema,
  leadListQuerySchema,
  leadStatusUpdateSchema,
} from '../../../shared/schemas/leads-admin.ts'
import { consultationRequests, emailSignups, strategyCalls } from '../../platform/db/schema.ts'
import { contactJourney } from './contact-journey.ts'
import { deleteContactData } from './data-deletion.ts'
import { latestConsents } from '../opt-outs/opt-outs.ts'
import { leadsCsv, listLeads, setLeadStatus } from './leads-admin.ts'
import type { AppEnv } from '../../env.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { idParam } from '../../platform/id-param.ts'

const LIST_LIMIT = 1000
const leadParam = idParam.extend({ kind: z.enum(LEAD_KINDS, { error: 'Unknown lead kind' }) })

/** Each form's own list (SPEC §7), at the form's path: /email-signups, /consultation-requests, /strategy-calls. */
export const emailSignupsAdmin = new Hono<AppEnv>().get('/', async (c) => {
  const rows = await c
    .get('db')
    .select()
    .from(emailSignups)
    .orderBy(desc(emailSignups.createdAt), desc(emailSignups.id))
    .limit(LIST_LIMIT)
  return c.json(rows)
})

export const consultationRequestsAdmin = new Hono<AppEnv>().get('/', async (c) => {
  const rows = await c
    .get('db')
    .select()
    .from(consultationRequests)
    .orderBy(desc(consultationRequests.createdAt), desc(consultationRequests.id))
    .limit(LIST_LIMIT)
  return c.json(rows)
})

export const strategyCallsAdmin = new Hono<AppEnv>().get('/', async (c) => {
  const rows = await c
    .get('db')
    .select()
    .from(strategyCalls)
    .orderBy(desc(strategyCalls.createdAt), desc(strategyCalls.id))
    .limit(LIST_LIMIT)
  return c.json(rows)
})

/** At /admin/leads: the Leads tab's one list of every lead, and a lead's status. */
export const leadsAdmin = new Hono<AppEnv>()
  .get('/', validate('query', leadListQuerySchema), async (c) =>
    c.json(await listLeads(c.get('db'), c.req.valid('query'))),
  )
  .patch('/:kind/:id', validate('param', leadParam), validate('json', leadStatusUpdateSchema), async (c) => {
    const { kind, id } = c.req.valid('param')
    return c.json(await setLeadStatus(c.get('db'), kind, id, c.req.valid('json').status))
  })

/** At /admin/leads.csv: the same list as a spreadsheet. */
export const leadsCsvAdmin = new Hono<AppEnv>().get('/', validate('query', leadExportQuerySchema), async (c) => {
  const db = c.get('db')
  const [rows, latest] = await Promise.all([listLeads(db, c.req.valid('query')), latestConsents(db)])
  const csv = leadsCsv(rows, latest)
  const day = new Date().toISOString().slice(0, 10)
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
    // Personal data: never kept by a browser or proxy cache.
    'Cache-Control': 'no-store',
  })
})

/** At /admin/contacts: one person's journey, and deleting a person's data on request. */
export const contactsAdmin = new Hono<AppEnv>()
  .get('/:id', validate('param', idParam), async (c) =>
    c.json(await contactJourney(c.get('db'), c.req.valid('param').id)),
  )
  .delete('/:id', validate('param', idParam), async (c) =>
    c.json(await deleteContactData(c.get('db'), c.req.valid('param').id)),
  )

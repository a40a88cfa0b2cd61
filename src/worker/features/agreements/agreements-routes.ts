// The agreement's routes: the version checkout shows now (with the coach's rules its blanks need), and the
// owner's edit, each save a new version that no earlier purchase is moved to.
import { Hono } from 'hono'
import { agreementEditSchema } from '../../../shared/schemas/agreement.ts'
import type { AppEnv } from '../../env.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { getBookingRules } from '../bookings/bookings.ts'
import { agreementVersions, currentAgreement, saveAgreement } from './agreement-versions.ts'

export const agreementPublic = new Hono<AppEnv>().get('/', async (c) => {
  const db = c.get('db')
  const [agreement, rules] = await Promise.all([currentAgreement(db), getBookingRules(db)])
  return c.json({
    version: agreement.version,
    words: agreement.words,
    versionDate: agreement.createdAt,
    policy: { moveNoticeHours: rules.moveNoticeHours, maxMoves: rules.maxMoves },
  })
})

export const agreementAdmin = new Hono<AppEnv>()
  .get('/', async (c) => {
    const db = c.get('db')
    const current = await currentAgreement(db)
    return c.json({ current, versions: await agreementVersions(db) })
  })
  .put('/', validate('json', agreementEditSchema), async (c) => {
    const db = c.get('db')
    const saved = await saveAgreement(db, c.req.valid('json').words)
    return c.json({ current: saved, versions: await agreementVersions(db) })
  })

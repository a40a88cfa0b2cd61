// The Done links' side of the record: the action a token names (one action, the one it was made for), and a new
// link for an action already written (the reminder's: the server keeps no token it could put in a link again).
import { eq } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { actionLinks, actions, purchases } from '../../platform/db/schema.ts'
import { actionDonePath, hashActionToken, newActionToken } from './action-token.ts'

/** The action the token names with its purchase's name, or null for a token that is not one of ours. */
export async function actionByToken(db: Database, token: string) {
  const hash = await hashActionToken(token)
  if (!hash) return null
  const [row] = await db
    .select({ action: actions, description: purchases.description })
    .from(actionLinks)
    .innerJoin(actions, eq(actions.id, actionLinks.actionId))
    .innerJoin(purchases, eq(purchases.id, actions.purchaseId))
    .where(eq(actionLinks.tokenHash, hash))
    .limit(1)
  return row ?? null
}

/** A new link to the action: its path for the email, and the statement that stores it (batched with the email). */
export async function freshActionLink(db: Database, actionId: number) {
  const token = newActionToken()
  const tokenHash = (await hashActionToken(token))!
  return { path: actionDonePath(token), statement: db.insert(actionLinks).values({ tokenHash, actionId }) }
}

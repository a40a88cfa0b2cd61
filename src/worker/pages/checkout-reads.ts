// What both checkout pages (the path's and a waitlist offer's) read through the Worker's own API.
import type { Context } from 'hono'
import type { PurchaseType } from '../../shared/constants.ts'
import type { AppEnv } from '../env.ts'

export type ReadApi = (c: Context<AppEnv>, path: string) => Promise<Response>

/** The inventory type a checkout path sells from. */
export const itemTypeOf = (type: PurchaseType) => (type === 'brotherhood' ? 'brotherhood_pod' : 'coaching_slot')

/** The answer's JSON, or null when the read failed: the page then renders without it. */
export async function readJson<T>(read: () => Promise<Response>): Promise<T | null> {
  const response = await read().catch(() => null)
  return response?.ok ? ((await response.json()) as T) : null
}

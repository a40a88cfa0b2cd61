// The calls of "My coaching": its overview (null while signed out), asking for a code, signing in and out.
import { api, unwrap, unwrapOrNullWhenSignedOut } from '../lib/api.ts'

export const MY_COACHING_KEY = ['my-coaching'] as const

export const readOverview = () => unwrapOrNullWhenSignedOut(api.api['my-coaching'].$get())

export type Overview = NonNullable<Awaited<ReturnType<typeof readOverview>>>
export type OwnPurchase = Overview['purchases'][number]

export const askCode = (email: string) => unwrap(api.api['my-coaching'].code.$post({ json: { email } }))

export const signIn = (proof: { email: string; code: string } | { email: string; link: string }) =>
  unwrap(api.api['my-coaching'].session.$post({ json: proof }))

export const signOut = () => unwrap(api.api['my-coaching'].session.$delete())

export type OwnSession = Overview['sessions'][number]
export type OwnPackage = NonNullable<OwnPurchase['sessions']>

/** The open times of a one-to-one session; `moving`: his session being moved, whose own time stays open to it. */
export const openTimesKey = (moving: string | null) => ['my-coaching', 'open-times', moving ?? 'new'] as const

export const readOpenTimes = (moving: string | null) =>
  unwrap(api.api['my-coaching'].bookings['open-times'].$get({ query: moving ? { moving } : {} }))

export const bookSession = (json: { order: string; start: string; timeZone: string }) =>
  unwrap(api.api['my-coaching'].bookings.$post({ json }))

export const moveSession = (ref: string, start: string) =>
  unwrap(api.api['my-coaching'].bookings[':ref'].move.$post({ param: { ref }, json: { start } }))

export const cancelSession = (ref: string) =>
  unwrap(api.api['my-coaching'].bookings[':ref'].cancel.$post({ param: { ref } }))

/** His actions from his calls: open, done and overdue (decision 096). */
export const ACTIONS_KEY = ['my-coaching', 'actions'] as const

export const readActions = () => unwrap(api.api['my-coaching'].actions.$get())

export type OwnAction = Awaited<ReturnType<typeof readActions>>[number]

export const markDone = (id: number) =>
  unwrap(api.api['my-coaching'].actions[':id'].done.$post({ param: { id: String(id) } }))

export const undoDone = (id: number) =>
  unwrap(api.api['my-coaching'].actions[':id'].undo.$post({ param: { id: String(id) } }))
export type OwnIntake = NonNullable<OwnPurchase['intake']>

export const saveIntakeAnswer = (orderRef: string, questionId: number, answer: string) =>
  unwrap(api.api['my-coaching'].intake[':orderRef'].answers.$put({ param: { orderRef }, json: { questionId, answer } }))

export const finishIntake = (orderRef: string) =>
  unwrap(api.api['my-coaching'].intake[':orderRef'].finish.$post({ param: { orderRef } }))

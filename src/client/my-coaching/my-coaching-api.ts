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

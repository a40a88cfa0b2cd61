// A body larger than its route allows is refused before it is read whole, with the app's one answer for it.
import { bodyLimit } from 'hono/body-limit'
import { HttpError } from '../http-error.ts'

const tooLarge = (): never => {
  throw new HttpError(413, 'Request body is too large')
}

/** Refuses a body over `maxSize` bytes with 413 and `{ message }`, as every other refusal of the app. */
export const limitBody = (maxSize: number) => bodyLimit({ maxSize, onError: tooLarge })

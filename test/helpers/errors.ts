// The one error shape of ARCHITECTURE.md, read back from a response.
import { expect } from 'vitest'

export interface ErrorBody {
  message: string
  fields?: Record<string, string>
}

/** A fetch Response or the typed client's answer (which lacks workerd's own Response fields). */
type Answer = Pick<Response, 'status' | 'headers'> & { json(): Promise<unknown> }

/** Asserts the status and the `{ message }` JSON body, and returns the body for further checks. */
export async function expectError(response: Answer, status: number): Promise<ErrorBody> {
  expect(response.status).toBe(status)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  const body = (await response.json()) as ErrorBody
  expect(typeof body.message).toBe('string')
  expect(body.message.length).toBeGreaterThan(0)
  return body
}

/** A 400 whose per-field messages include `fields` (the form shows each under its input). */
export async function expectFieldErrors(response: Answer, fields: Record<string, string>): Promise<ErrorBody> {
  const body = await expectError(response, 400)
  expect(body.fields).toMatchObject(fields)
  expect(Object.values(fields)).toContain(body.message)
  return body
}

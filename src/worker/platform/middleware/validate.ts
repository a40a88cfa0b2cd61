import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { z } from 'zod'
import { fieldErrors } from '../../../shared/schemas/fields.ts'
import { HttpError } from '../http-error.ts'

/**
 * zValidator with the house error shape: the first message as `message`, one per field in `fields`. Takes any zod
 * schema, classic or mini (decision 060).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.core.$ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return
    const fields = fieldErrors(result.error)
    const message = Object.values(fields)[0] ?? 'Please check the form and try again.'
    throw new HttpError(400, message, { fields })
  })
}

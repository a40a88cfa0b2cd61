// The server's own rules for a purchase (the reserve's schema), loaded by checkout-live.ts when the visitor
// first touches the form rather than with the page: the first screen needs none of it. The schemas are written
// with zod/mini, so this brings zod's core and not its classic API (decision 060).
export { reserveSeatSchema } from '../../shared/schemas/checkout.ts'
export { fieldErrors } from '../../shared/schemas/fields.ts'

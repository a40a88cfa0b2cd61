// The server's own rules for a purchase (the reserve's schema), loaded by checkout-live.ts when the visitor
// first touches the form rather than with the page: most of the checkout's script is this, and the first
// screen needs none of it.
export { reserveSeatSchema } from '../../shared/schemas/checkout.ts'
export { fieldErrors } from '../../shared/schemas/fields.ts'

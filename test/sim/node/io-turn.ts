// A turn of the event loop, where workerd would have let other work run while a call crossed to another isolate
// or to the network (D1, a Durable Object, the Stripe emulator): concurrent actions interleave there.
import { setImmediate } from 'node:timers/promises'

export const ioTurn = (): Promise<void> => setImmediate()

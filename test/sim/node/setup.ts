// The in-process harness's setup: the Worker's module loaded and handed to the bindings (its Durable Object
// classes and its fetch handler), before any test file runs.
import * as worker from '../../../src/worker/index.ts'
import { registerWorker } from './worker-env.ts'

registerWorker(worker as never)

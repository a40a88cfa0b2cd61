// The outbox renders each email from the letters the Worker's entry hands it (decision 126). A test that calls a
// feature directly, with no request through the entry yet, loads the entry first so the outbox has them all.
import '../../src/worker/index.ts'

import type { Database } from './db/client.ts'
import type { Session } from './domain/sessions.ts'

export interface AppEnv {
  Bindings: Env
  Variables: {
    db: Database
    session: Session | null
  }
}

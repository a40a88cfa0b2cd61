import type { Database } from './platform/db/client.ts'
import type { Session } from './features/auth/sessions.ts'

export interface AppEnv {
  Bindings: Env
  Variables: {
    db: Database
    session: Session | null
  }
}

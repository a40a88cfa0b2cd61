// Which sign-in `npm start` gives the Worker. .dev.vars decides; a key it lacks (a file written before
// sign-in existed) takes its value from .dev.vars.example, so an older checkout signs in like a fresh one.
// When the issuer is the local provider's address, `npm start` also runs that provider, on that port.
import { join } from 'node:path'
import { readVars } from '../lib/dev-vars.ts'
import { devIdpIssuer } from './client.ts'

const KEYS = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const
// Exactly the issuer the local provider names itself (client.ts), so discovery's issuer check passes.
const LOCAL_ISSUER = /^http:\/\/127\.0\.0\.1:(\d+)$/

export interface LocalSignIn {
  /** Values to hand the Worker on top of .dev.vars: only what .dev.vars lacks, so its own secrets stay there. */
  vars: Record<string, string>
  /** The port to run the local provider on, or null when the issuer is somewhere else (or not set). */
  devIdpPort: number | null
}

export function localSignIn(root: string, devIdpPortOverride = process.env.DEV_IDP_PORT): LocalSignIn {
  const own = readVars(join(root, '.dev.vars'))
  const example = readVars(join(root, '.dev.vars.example'))
  const vars: Record<string, string> = {}
  for (const key of KEYS) if (!own.has(key) && example.has(key)) vars[key] = example.get(key)!

  const issuer = own.get('OIDC_ISSUER') ?? example.get('OIDC_ISSUER') ?? ''
  const localPort = LOCAL_ISSUER.exec(issuer)?.[1]
  if (!localPort) return { vars, devIdpPort: null }
  if (devIdpPortOverride) vars.OIDC_ISSUER = devIdpIssuer(Number(devIdpPortOverride))
  return { vars, devIdpPort: Number(devIdpPortOverride ?? localPort) }
}

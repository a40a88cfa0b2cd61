// The provider's interaction routes: the sign-in form (GET shows it, POST checks it), cancel, and consent,
// which is granted without asking because the only client is this site itself.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { checkCredentials } from './account.ts'
import { loginPage } from './login-page.ts'

const MAX_FORM_BYTES = 8 * 1024

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of req) {
    body += String(chunk)
    if (body.length > MAX_FORM_BYTES) throw new Error('form too large')
  }
  return new URLSearchParams(body)
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(html)
}

async function grantConsent(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { prompt, params, session, grantId } = await provider.interactionDetails(req, res)
  const grant = grantId
    ? await provider.Grant.find(grantId)
    : new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) })
  if (!grant) throw new Error('the grant of this sign-in is gone')
  const details = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] }
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '))
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims)
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: true },
  )
}

/** Answers /interaction/:uid[/login|/cancel]; returns false for any other path. */
export async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  const match = /^\/interaction\/([\w-]+)(?:\/(login|cancel))?$/.exec(path)
  if (!match) return false
  const action = `${req.method} ${match[2] ?? 'show'}`
  try {
    const details = await provider.interactionDetails(req, res)
    const clientId = String(details.params.client_id)
    if (action === 'GET show' && details.prompt.name === 'consent') {
      await grantConsent(provider, req, res)
    } else if (action === 'GET show') {
      sendHtml(res, 200, loginPage({ uid: details.uid, clientId }))
    } else if (action === 'POST login') {
      const form = await readForm(req)
      const email = form.get('email') ?? ''
      const accountId = checkCredentials(email, form.get('password') ?? '')
      if (!accountId) {
        sendHtml(res, 401, loginPage({ uid: details.uid, clientId, email, error: 'Wrong email or password.' }))
      } else {
        await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false })
      }
    } else if (action === 'GET login') {
      // A reload of the page a failed attempt showed: back to the empty form.
      res.writeHead(303, { Location: `/interaction/${details.uid}` }).end()
    } else if (action === 'POST cancel') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'Sign-in was cancelled' },
        { mergeWithLastSubmission: false },
      )
    } else {
      sendHtml(res, 405, '<!doctype html><title>Not allowed</title><p>Not allowed.</p>')
    }
  } catch (error) {
    // Usually an interaction that expired or whose cookie is gone: the way out is to start again.
    console.warn('dev-idp interaction failed:', error instanceof Error ? error.message : error)
    sendHtml(
      res,
      400,
      '<!doctype html><title>Sign-in expired</title><p>This sign-in has expired. Go back to the site and sign in again.</p>',
    )
  }
  return true
}

// /api/unsubscribe?t=<signed address>: the address of every marketing email's List-Unsubscribe header and of
// its visible unsubscribe link (decision 061).
// - POST is RFC 8058's one click: a mail provider's server posts `List-Unsubscribe=One-Click` with no cookie, no
//   page and no origin of ours; the signed token is the whole authority, so it takes effect at once and answers
//   200 (never a redirect).
// - GET is the link opened in a browser: it unsubscribes too, and the page says so and offers 'Subscribe again'
//   (POST /api/unsubscribe/resubscribe?t=…, a plain form).
// A forged, altered or cut-short token changes nothing: 400, with a page for a browser.
import { type Context, Hono } from 'hono'
import { DEFAULT_SITE_SETTINGS } from '../../../shared/site.ts'
import { createDb } from '../../platform/db/client.ts'
import type { AppEnv } from '../../env.ts'
import { unsubscribePageHtml, type UnsubscribeState } from '../../pages/pages.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import { recordChoice } from './opt-out-records.ts'
import { requestContext } from './consent-records.ts'
import { RESUBSCRIBE_BUTTON_WORDS, UNSUBSCRIBE_LINK_WORDS } from '../../../shared/consent-words.ts'
import { readUnsubscribeToken, unsubscribePath, unsubscribeSecret } from './unsubscribe-token.ts'

const NOT_VALID = 'This unsubscribe link is not valid'

async function addressOf(c: Context<AppEnv>): Promise<{ email: string; token: string } | null> {
  const token = c.req.query('t') ?? ''
  const secret = unsubscribeSecret(c.env)
  const email = secret && token ? await readUnsubscribeToken(secret, token) : null
  return email ? { email, token } : null
}

/** The unsubscribe page is where the choice was made (the link opens it; its button posts from it). */
const onThisPage = (c: Context<AppEnv>) => ({ ...requestContext(c), page: '/api/unsubscribe' })

async function page(c: Context<AppEnv>, state: UnsubscribeState, status: 200 | 400) {
  const settings = await getSiteSettings(createDb(c.env.DB)).catch(() => DEFAULT_SITE_SETTINGS)
  const html = await unsubscribePageHtml(c.env.ASSETS, new URL(c.req.url).origin, state, settings.businessName)
  // One person's page, with his token in the address: never kept by a cache, never indexed.
  return c.html(html, status, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
}

async function invalidPage(c: Context<AppEnv>) {
  const settings = await getSiteSettings(createDb(c.env.DB)).catch(() => DEFAULT_SITE_SETTINGS)
  return page(c, { kind: 'invalid', contactEmail: settings.contactEmail }, 400)
}

export const unsubscribeRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const who = await addressOf(c)
    if (!who) return c.json({ message: NOT_VALID }, 400)
    await recordChoice(createDb(c.env.DB), {
      channel: 'email',
      address: who.email,
      choice: 'out',
      source: 'one-click',
      // His mail app's own button: no words or page of ours, and the client is the provider's server.
      detail: 'List-Unsubscribe=One-Click',
      context: { ...requestContext(c), page: null },
    })
    // No address in the answer: whoever replays a token (from a forwarded email, say) learns nothing by it.
    return c.json({ message: 'Unsubscribed' }, 200, { 'Cache-Control': 'no-store' })
  })
  .get('/', async (c) => {
    const who = await addressOf(c)
    if (!who) return invalidPage(c)
    await recordChoice(createDb(c.env.DB), {
      channel: 'email',
      address: who.email,
      choice: 'out',
      source: 'link-page',
      words: UNSUBSCRIBE_LINK_WORDS,
      context: onThisPage(c),
    })
    return page(c, { kind: 'unsubscribed', email: who.email, resubscribeAction: resubscribePath(who.token) }, 200)
  })
  .post('/resubscribe', async (c) => {
    const who = await addressOf(c)
    if (!who) return invalidPage(c)
    await recordChoice(createDb(c.env.DB), {
      channel: 'email',
      address: who.email,
      choice: 'in',
      source: 'resubscribe',
      words: RESUBSCRIBE_BUTTON_WORDS,
      context: onThisPage(c),
    })
    return page(c, { kind: 'resubscribed', email: who.email, unsubscribeLink: unsubscribePath(who.token) }, 200)
  })

const resubscribePath = (token: string) => `/api/unsubscribe/resubscribe?t=${encodeURIComponent(token)}`

// Section "accessibility": Lighthouse's accessibility score (axe inside Chromium) on every page a visitor or a
// client reaches: the home page, the previous home page, both checkouts and My coaching, signed out (its sign-in
// form) and signed in as a client who has just bought a pod through the real checkout (his page then lists his
// pod, guarantee, intake and actions). One run a page: the score does not depend on the machine's load.
import { loadavg } from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { clientSessionCookie } from '../tools/lib/client-session.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/lib/chromium.ts'
import { buyerEmail, d1, Site } from './checkout.ts'
import type { RunningSite } from './site.ts'

interface Page {
  label: string
  path: string
  cookie?: string
}

/** A client as the checkout makes one: a pod bought with the test card, the payment confirmed. */
async function newClient(site: RunningSite): Promise<string> {
  const shop = new Site(site.origin, site.stripeApiBase)
  const pods = (await (await fetch(`${site.origin}/api/inventory/type/brotherhood_pod`)).json()) as Array<{
    id: number
    availableSlots: number
  }>
  const pod = pods.find((item) => item.availableSlots > 0)
  if (!pod) throw new Error('The demo content has no pod with a seat left')
  const buyer = await shop.newBuyer(pod.id)
  await shop.reserve(buyer)
  await shop.confirmCard(buyer)
  await shop.confirmPayment(buyer)
  return buyerEmail(buyer)
}

/** The cookie must open his page: a score taken on the sign-in form instead would pass for his. */
async function checkSignedIn(origin: string, cookie: string): Promise<void> {
  const response = await fetch(`${origin}/api/my-coaching`, { headers: { Cookie: cookie } })
  const body = (await response.json()) as { purchases?: unknown[] }
  if (!response.ok || !body.purchases?.length) {
    throw new Error(`My coaching answered ${response.status} without the client's purchase: ${JSON.stringify(body)}`)
  }
}

/** Whether the page Lighthouse loaded asked for his coaching with his session since `sinceIso` (its last use moved). */
async function usedSince(persistTo: string, email: string, sinceIso: string): Promise<boolean> {
  const [row] = await d1(persistTo, `SELECT max(last_used_at) AS used FROM client_sessions WHERE email = '${email}'`)
  return typeof row?.used === 'string' && row.used > sinceIso
}

function lostPoints(lhr: Result): string[] {
  return (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => lhr.audits[ref.id]?.title ?? ref.id)
}

export async function accessibilitySection(site: RunningSite): Promise<string> {
  const loadBefore = loadavg()[0]!.toFixed(2)
  const email = await newClient(site)
  const cookie = await clientSessionCookie(email, (sql) => d1(site.persistTo, sql))
  await checkSignedIn(site.origin, cookie)
  const pages: Page[] = [
    { label: 'Home page', path: '/' },
    { label: 'Previous home page', path: '/old' },
    { label: 'Checkout, a pod', path: '/checkout?type=brotherhood' },
    { label: 'Checkout, one-to-one', path: '/checkout?type=one-to-one' },
    { label: 'My coaching, signed out', path: '/my-coaching' },
    { label: 'My coaching, a client who bought a pod', path: '/my-coaching', cookie },
  ]
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  })
  const rows: string[] = []
  let version = ''
  try {
    for (const page of pages) {
      const startedAt = new Date().toISOString()
      const result = await lighthouse(`${site.origin}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
        ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
      })
      const lhr = result?.lhr
      if (!lhr || lhr.runtimeError)
        throw new Error(`Lighthouse on ${page.path}: ${lhr?.runtimeError?.message ?? 'no result'}`)
      version = lhr.lighthouseVersion
      if (page.cookie && !(await usedSince(site.persistTo, email, startedAt))) {
        throw new Error('Lighthouse loaded My coaching without the signed-in client: it measured the sign-in form')
      }
      const score = Math.round((lhr.categories.accessibility?.score ?? 0) * 100)
      const lost = lostPoints(lhr)
      rows.push(
        `| ${page.label} | \`${page.path}\` | ${score} | ${score === 100 ? 'yes' : '**no**'} | ${lost.join('; ') || '—'} |`,
      )
    }
  } finally {
    chrome.kill()
  }
  return [
    '## Accessibility of every page a visitor or a client reaches',
    '',
    `Lighthouse ${version}, accessibility category only (axe in Debian Chromium headless), one run a page. My coaching`,
    'signed in: a client who bought a pod through the checkout with the test card, signed in by a session from the',
    "Worker's own signer (tools/lib/client-session.ts). Target: 100 on every page.",
    `Load average (1 min) before: ${loadBefore}.`,
    '',
    '| page | path | score | 100 | audits that lost points |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

// The public pages from each colo's cache (decision 070): what a shared cache may keep, who bypasses it, and
// that an admin write reaches the next request, in this isolate at once and in any other within its check.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { PAGE_CACHE_STATUS } from '../../src/worker/pages/page-edge-cache.ts'
import { FALLBACK_SHELL } from '../../src/worker/pages/render/page-shell.ts'
import { createDb } from '../../src/worker/platform/db/client.ts'
import { publicPagesVersionNow, VERSION_CHECK_MS } from '../../src/worker/platform/page-version.ts'
import { request } from '../helpers/client.ts'
import { createItem } from '../helpers/checkout.ts'
import { submit, uniqueEmail, validGuideSignup } from '../helpers/leads.ts'
import { adminCookie } from '../helpers/sessions.ts'

const get = (path: string, as: { cookie?: string; headers?: Record<string, string> } = {}) => request(path, {}, as)
const asAdmin = async (path: string, method: string, body?: unknown) =>
  request(path, { method, body }, { cookie: await adminCookie() })
const storedVersion = async () =>
  (await env.DB.prepare('SELECT version FROM public_pages_version').first<{ version: number }>())?.version ?? 0

describe('the public pages from the colo cache', () => {
  beforeEach(async () => {
    // Starts each test on a version of its own: nothing another test stored is reachable.
    expect((await asAdmin('/api/feature-toggles', 'DELETE')).status).toBe(200)
  })

  it('lets shared caches keep an anonymous page briefly and serve it stale while they ask again, no cookie involved', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    const cdn = response.headers.get('CDN-Cache-Control') ?? ''
    expect(cdn).toMatch(/^public, max-age=(\d+), stale-while-revalidate=86400$/)
    expect(Number(cdn.match(/max-age=(\d+)/)![1])).toBeLessThanOrEqual(60)
    // Browsers ask again each visit, so an edit shows on the next load.
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
    expect(response.headers.get('Set-Cookie')).toBeNull()
    expect(response.headers.get('Vary') ?? '').not.toMatch(/cookie/i)
    await response.body?.cancel()
  })

  it('answers the second visit from the copy, whatever its query string, and a browser holding it with a 304', async () => {
    const first = await get('/privacy-policy')
    expect(first.headers.get(PAGE_CACHE_STATUS)).toBe('MISS')
    const html = await first.text()
    const second = await get('/privacy-policy?utm_source=newsletter')
    expect(second.headers.get(PAGE_CACHE_STATUS)).toBe('HIT')
    expect(await second.text()).toBe(html)

    const etag = first.headers.get('ETag')!
    const revisit = await get('/privacy-policy', { headers: { 'If-None-Match': etag } })
    expect(revisit.status).toBe(304)
    expect(await revisit.text()).toBe('')
  })

  it('serves a signed-in visitor a page rendered now, kept by no one, and never stores it for anyone else', async () => {
    const owner = await get('/old', { cookie: await adminCookie() })
    expect(owner.status).toBe(200)
    expect(owner.headers.get(PAGE_CACHE_STATUS)).toBe('BYPASS')
    expect(owner.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(owner.headers.get('CDN-Cache-Control')).toBeNull()
    await owner.body?.cancel()
    // The owner's render was not stored: the first anonymous visit still renders.
    const visitor = await get('/old')
    expect(visitor.headers.get(PAGE_CACHE_STATUS)).toBe('MISS')
    await visitor.body?.cancel()
  })

  it('an admin edit is on the very next anonymous request, the copy before it unreachable', async () => {
    await (await get('/')).body?.cancel()
    const cached = await get('/')
    expect(cached.headers.get(PAGE_CACHE_STATUS)).toBe('HIT')
    await cached.body?.cancel()

    const before = await storedVersion()
    const headline = `Lead With Courage ${crypto.randomUUID().slice(0, 6)}`
    const edit = { featureId: 'hero-section', fieldId: 'main-headline', content: headline }
    expect((await asAdmin('/api/content-edits', 'POST', edit)).status).toBe(200)
    expect(await storedVersion()).toBe(before + 1)

    const next = await get('/')
    expect(next.headers.get(PAGE_CACHE_STATUS)).toBe('MISS')
    expect(await next.text()).toContain(headline)
    await asAdmin('/api/content-edits', 'POST', { ...edit, content: '' })
  })

  it("another isolate's edit shows here once this isolate checks the version, its own reads dropped with it", async () => {
    const question = `Written by another isolate ${crypto.randomUUID().slice(0, 6)}?`
    expect(await (await get('/')).text()).not.toContain(question)
    // What an admin write through another isolate leaves in D1: the row, and the version moved on.
    await env.DB.batch([
      env.DB.prepare('INSERT INTO faqs (question, answer, sort_order, is_active) VALUES (?, ?, 1, 1)').bind(
        question,
        'Yes.',
      ),
      env.DB.prepare('UPDATE public_pages_version SET version = version + 1'),
    ])
    // This isolate's next check of the version (at most VERSION_CHECK_MS after the last).
    await publicPagesVersionNow(createDb(env.DB), Date.now() + VERSION_CHECK_MS)
    const next = await get('/')
    expect(next.headers.get(PAGE_CACHE_STATUS)).toBe('MISS')
    expect(await next.text()).toContain(question)
  })

  it('holds no seat count and no sold-out state: the pay buttons read those after load, past every cache', async () => {
    // Every pod sold out, as sales leave it (no admin write, so no purge).
    const pod = await createItem({ totalSlots: 3, availableSlots: 0 })
    await env.DB.prepare("UPDATE inventory_items SET available_slots = 0 WHERE type = 'brotherhood_pod'").run()
    const html = await (await get('/')).text()
    expect(html).toMatch(/href="\/checkout\?type=brotherhood&amp;[^"]+" data-payment-type="brotherhood"/)
    expect(html).not.toContain('Join the waitlist')
    expect(html).not.toMatch(/seats? (left|available)/)
    expect(html).not.toContain(pod.name)

    const seats = await get('/api/inventory')
    expect(seats.headers.get('Cache-Control')).toBe('no-store')
    expect(await seats.json()).toContainEqual(expect.objectContaining({ id: pod.id, availableSlots: 0 }))
  })

  it('a refused admin write, or one that changes no public read, leaves the pages where they are', async () => {
    const before = await storedVersion()
    expect((await asAdmin('/api/faqs', 'POST', { question: '' })).status).toBe(400)
    // Marking a lead contacted changes nothing a page shows.
    const email = uniqueEmail('edge')
    expect((await submit('/api/email-signups', validGuideSignup({ email }))).status).toBeLessThan(300)
    const lead = await env.DB.prepare('SELECT id FROM email_signups WHERE email = ?')
      .bind(email)
      .first<{ id: number }>()
    const marked = await asAdmin(`/api/admin/leads/email-signup/${lead!.id}`, 'PATCH', { status: 'contacted' })
    expect(marked.status).toBe(200)
    expect(await storedVersion()).toBe(before)
  })
})

describe('the public pages after a deploy', () => {
  // A build's static assets as the Worker reads them: the shell names that build's hashed entry script.
  const assetsOf = (build: string) =>
    ({
      fetch: async () =>
        new Response(
          FALLBACK_SHELL.replace('</head>', `<script type="module" src="/assets/index-${build}.js"></script></head>`),
        ),
    }) as unknown as Fetcher
  const getBuilt = (path: string, assets: Fetcher) => request(path, {}, { env: { ...env, ASSETS: assets } })

  it('never answers with a copy an earlier build made: it names a script the new build does not have', async () => {
    expect((await asAdmin('/api/feature-toggles', 'DELETE')).status).toBe(200)
    const before = assetsOf('before1')
    const first = await getBuilt('/terms-and-conditions', before)
    expect(first.headers.get(PAGE_CACHE_STATUS)).toBe('MISS')
    await first.body?.cancel()
    const cached = await getBuilt('/terms-and-conditions', before)
    expect(cached.headers.get(PAGE_CACHE_STATUS)).toBe('HIT')
    expect(await cached.text()).toContain('/assets/index-before1.js')

    // The same pages' version (no admin write), a new build.
    const after = assetsOf('after22')
    const deployed = await getBuilt('/terms-and-conditions', after)
    expect(deployed.headers.get(PAGE_CACHE_STATUS)).toBe('MISS')
    const html = await deployed.text()
    expect(html).toContain('/assets/index-after22.js')
    expect(html).not.toContain('/assets/index-before1.js')
    const again = await getBuilt('/terms-and-conditions', after)
    expect(again.headers.get(PAGE_CACHE_STATUS)).toBe('HIT')
    await again.body?.cancel()
  })
})

// The public pages rendered by the Worker (SPEC §2): the whole page in the HTML, the owner's toggles and edits
// applied, the copy kept like the public reads and cleared by the admin writes that change it, nothing
// personal in it. The browser side (islands, links before scripts) is e2e/server-rendered-pages.spec.ts.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { freeCallSpotsLine, spotsBefore } from '../../src/client/bookings/free-call-spots.ts'
import { renderPublicPage } from '../../src/worker/pages/render/render-page.tsx'
import { ORIGIN, request } from '../helpers/client.ts'
import { submit, uniqueEmail, validGuideSignup } from '../helpers/leads.ts'
import { ADMIN_EMAIL, adminCookie } from '../helpers/sessions.ts'
import { SPEC_HOME_ANCHORS } from '../helpers/spec-anchors.ts'

async function page(path = '/', cookie?: string): Promise<string> {
  const response = await request(path, {}, { cookie })
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toContain('text/html')
  return response.text()
}

const asAdmin = async (path: string, method: string, body?: unknown) =>
  request(path, { method, body }, { cookie: await adminCookie() })
/** An FAQ of the owner's, through the admin API; its question is unique to the test. */
async function createFaq(label: string): Promise<{ id: number; question: string }> {
  const question = `${label} ${crypto.randomUUID().slice(0, 8)}?`
  const response = await asAdmin('/api/faqs', 'POST', { question, answer: 'An answer.', sortOrder: 1, isActive: true })
  expect(response.status).toBe(201)
  return (await response.json()) as { id: number; question: string }
}

const edit = (featureId: string, fieldId: string, content: string) =>
  asAdmin('/api/content-edits', 'POST', { featureId, fieldId, content })

/** Every heading of the home page's sections with every feature on (SPEC §2). */
const HOME_HEADINGS = [
  'Become the Husband, Father and Leader God Called You to Be',
  'Choose Your Coaching Path',
  'Free Resource Library',
  'What Our Brothers Say',
  'Book Your Free Strategy Call',
  'Frequently Asked Questions',
  'Get Your Free 32-Page Guide',
  'Apply for Coaching',
]

describe('the public pages rendered on the Worker', () => {
  beforeEach(async () => {
    expect((await asAdmin('/api/feature-toggles', 'DELETE')).status).toBe(200)
  })

  it('GET / holds every section, the anchors of SPEC §2, the footer and the pay links before any script runs', async () => {
    const faq = await createFaq('Is there homework')
    const html = await page('/')
    for (const heading of HOME_HEADINGS) expect(html).toContain(heading)
    for (const anchor of [...SPEC_HOME_ANCHORS, 'footer']) expect(html).toContain(`id="${anchor}"`)
    expect(html).toContain('href="#consultation"')
    expect(html).toContain('href="#guide"')
    expect(html).toMatch(/href="\/checkout\?type=brotherhood&amp;description=[^"]+"/)
    expect(html).toMatch(/href="\/checkout\?type=one-to-one&amp;description=[^"]+"/)
    expect(html).toContain('href="/privacy-policy"')
    // The owner's FAQs themselves, not only the heading.
    expect(html).toContain(faq.question)
  })

  it('asks the browser to paint once the whole page is parsed, so it is laid out once and idle when it shows', async () => {
    const html = await page('/')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="expect" href="#root" blocking="render" />')
    // The page's sections and footer are all inside what the browser waits for.
    expect(html.indexOf('<div id="root">')).toBeLessThan(html.indexOf('id="about"'))
    expect(html.match(/id="root"/g)).toHaveLength(1)
  })

  it('a section switched off by the owner is absent from the next page, and back once switched on', async () => {
    await page('/') // a cached copy exists, which the write must clear
    expect((await asAdmin('/api/feature-toggles/faq', 'PUT', { isEnabled: false })).status).toBe(200)
    const off = await page('/')
    expect(off).not.toContain('Frequently Asked Questions')
    expect(off).not.toContain('id="faq"')
    expect(off).toContain('Book Your Free Strategy Call')

    expect((await asAdmin('/api/feature-toggles/faq', 'PUT', { isEnabled: true })).status).toBe(200)
    expect(await page('/')).toContain('Frequently Asked Questions')
  })

  it("the owner's edit shows on the next load, and an emptied edit falls back to the default", async () => {
    await page('/')
    expect((await edit('hero-section', 'main-headline', 'Lead Your Home With Courage')).status).toBe(200)
    const edited = await page('/')
    expect(edited).toContain('Lead Your Home With Courage')
    expect(edited).not.toContain('Become the Husband, Father and Leader God Called You to Be')
    await edit('hero-section', 'main-headline', '')
    expect(await page('/')).toContain('Become the Husband, Father and Leader God Called You to Be')
  })

  it('keeps the rendered page like the public reads: a change behind the API shows only after the admin write that clears it', async () => {
    const faq = await createFaq('How long is a session')
    expect(await page('/')).toContain(faq.question)
    const marker = `Changed behind the API ${crypto.randomUUID()}`
    await env.DB.prepare('UPDATE faqs SET question = ? WHERE id = ?').bind(marker, faq.id).run()
    expect(await page('/')).not.toContain(marker) // still the cached copy
    // The owner's edit of that FAQ's answer clears the read and the pages: the next page is made afresh.
    expect((await asAdmin(`/api/faqs/${faq.id}`, 'PUT', { answer: 'A new answer.' })).status).toBe(200)
    const fresh = await page('/')
    expect(fresh).toContain(marker)
    expect(fresh).toContain('A new answer.')
  })

  it('holds nothing personal: the same page for the signed-in owner as for anyone, no lead in it', async () => {
    const email = uniqueEmail('private')
    expect((await submit('/api/email-signups', validGuideSignup({ email }))).status).toBeLessThan(300)
    // A write clears the cache, so the first render here may be made for the owner's request.
    await asAdmin('/api/feature-toggles/podcast', 'PUT', { isEnabled: true })
    const forOwner = await page('/', await adminCookie())
    const forVisitor = await page('/')
    expect(forOwner).toBe(forVisitor)
    expect(forOwner).not.toContain(ADMIN_EMAIL)
    expect(forOwner).not.toContain(email)
  })

  it('names each page in its title and canonical address, and renders /old and the legal pages', async () => {
    const old = await page('/old')
    expect(old).toContain('Only Five New Clients per Month')
    expect(old).toContain('id="services"')
    const privacy = await page('/privacy-policy')
    expect(privacy).toMatch(/<title>Privacy Policy \| [^<]+<\/title>/)
    expect(privacy).toContain('Effective date: July 31, 2025')
    expect(await page('/terms-and-conditions')).toContain('Last updated:')
    expect(await page('/data-deletion')).toContain('Data Deletion Instructions')
  })

  it("counts no free-call spots nobody counted: the week's open times from the calendar, or no number", async () => {
    const html = await page('/')
    const section = html.slice(html.indexOf('id="strategy-call"'))
    expect(section).toContain('free call spots close in')
    expect(section).not.toMatch(/Only \d+ spots? left/)
    expect(freeCallSpotsLine(null)).toBe('Free, no obligation')
    const sunday = new Date('2026-03-08T23:59:59Z')
    const times = ['2026-03-03T17:00:00Z', '2026-03-08T23:30:00Z', '2026-03-09T16:00:00Z']
    expect(freeCallSpotsLine(spotsBefore(times, sunday))).toBe('2 open times left this week · free, no obligation')
    expect(freeCallSpotsLine(spotsBefore(times.slice(1), sunday))).toBe(
      '1 open time left this week · free, no obligation',
    )
    expect(freeCallSpotsLine(spotsBefore([], sunday))).toBe('No open times left this week · free, no obligation')
  })

  it("links the data-deletion page to the address it was served from, not a stored port's", async () => {
    const html = await page('/data-deletion')
    const origin = new URL(ORIGIN).origin
    expect(html).toContain(`<a href="${origin}/"`)
    expect(html).not.toContain('href="http://127.0.0.1:8787')
  })

  it('answers an address no route knows with the not-found page and 404, its words as the spec gives them', async () => {
    for (const path of ['/no-such-page', '/admin/nothing-here', '/pricing/old']) {
      const response = await request(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('Content-Type')).toContain('text/html')
      const html = await response.text()
      expect(html).toContain('<title>404 Page Not Found</title>')
      expect(html).toContain('404 Page Not Found')
      expect(html).toContain('Did you forget to add the page to the router?')
      // No page data: the client app starts on it as on its own pages (a mangled address is cleaned there).
      expect(html).not.toContain('id="page-data"')
    }
    // The API keeps its own answers: no page for an address under /api.
    const api = await request('/api/no-such-route')
    expect(api.headers.get('Content-Type')).toContain('application/json')
  })
})

describe('rendering from the reads it was given', () => {
  it('shows the six built-in questions when the owner has no FAQ', () => {
    const rendered = renderPublicPage('/', { queries: [[['faqs'], []]] })
    expect(rendered?.body).toContain('Who is this coaching for?')
    expect(rendered?.body).toContain('How do I get started?')
  })

  it('shows the built-in questions when the FAQ read failed: the FAQ is HTML only, nothing asks again', () => {
    const rendered = renderPublicPage('/', { queries: [] })
    expect(rendered?.body).toContain('Who is this coaching for?')
    expect(rendered?.body).not.toContain('data-island="faq"')
  })

  it('writes the FAQ as an exclusive native accordion, each question a summary of its own details', () => {
    const body = renderPublicPage('/', { queries: [[['faqs'], []]] })!.body
    expect(body.match(/<details name="faq"/g)).toHaveLength(6)
    expect(body).toMatch(/<summary[^>]*><h3[^>]*>Who is this coaching for\?<\/h3>/)
  })

  it('puts each island on its own id prefix with its slot filled, and leaves browser-only parts empty', () => {
    const rendered = renderPublicPage('/', { queries: [] })!
    expect(rendered.body).not.toContain('<!--island:')
    expect(rendered.body).toMatch(/data-island="resources" data-id="i\d+-" data-hydrate="visible"/)
    // The chat button is in the HTML from the start: a press before it wakes is held for it (decision 054).
    expect(rendered.body).toMatch(/data-island="live-chat"[^>]*><button[^>]*aria-label="Chat with us"/)
    expect(rendered.body).toMatch(
      /<div class="contents" data-island="install-prompt"[^>]*data-ssr="false"[^>]*><\/div>/,
    )
  })

  it('renders nothing for a path that is not a public page', () => {
    expect(renderPublicPage('/admin', { queries: [] })).toBeNull()
  })
})

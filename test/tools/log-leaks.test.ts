// The leak check the end-to-end run ends with (tools/check-e2e-log.ts): it must be able to fail.
// A token planted in a copy of a real-looking log is found; the request lines the site really writes pass.
import { describe, expect, it } from 'vitest'
import { findLeaks, parseSecrets } from '../../tools/lib/log-leaks.ts'

const refund = '12.1790000000000.q3Vd1lJ0b0o4S3r8yq8mP0V2a6a1Zb9Wc7Xe5Rf3Tg1'
const plan = 'd1b0e3f2-4c5a-4f60-8a7b-9c0d1e2f3a4b'
const offer = '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910'
const secrets = parseSecrets(`refund\t${refund}\nplan\t${plan}\noffer\t${offer}\n`)

// Lines of the shape `wrangler dev` writes for each request.
const clean = [
  '[wrangler:info] Ready on http://127.0.0.1:8892',
  '[wrangler:info] GET /api/site-settings 200 OK (12ms)',
  '[wrangler:info] POST /api/refunds/view 200 OK (40ms)',
  '[wrangler:info] POST /api/refunds/ask 200 OK (90ms)',
  '[wrangler:info] POST /api/plans/view 200 OK (20ms)',
  '[wrangler:info] POST /api/plans/setup-intent 200 OK (20ms)',
  '[wrangler:info] POST /api/plans/card 200 OK (20ms)',
  '[wrangler:info] POST /api/waitlist/offers/view 200 OK (20ms)',
  '[wrangler:info] POST /api/waitlist/offers/decline 200 OK (20ms)',
  '[wrangler:info] POST /api/admin/refunds/3/approve 200 OK (20ms)',
  '[wrangler:info] GET /checkout?type=brotherhood&inventoryId=2 200 OK (20ms)',
].join('\n')

describe('the e2e log check', () => {
  it('passes the request lines the site writes when every token travels in a body or a fragment', () => {
    expect(findLeaks(clean, secrets)).toEqual([])
  })

  it('finds each recorded token planted anywhere in the log, and prints it shortened', () => {
    for (const [kind, token] of [
      ['refund', refund],
      ['plan', plan],
      ['offer', offer],
    ] as const) {
      const log = `${clean}\nUnhandled error in POST /api/x: bad ${token} here\n${clean}`
      const leaks = findLeaks(log, secrets)
      expect(leaks).toEqual([expect.objectContaining({ line: 12, what: `a recorded ${kind} token` })])
      expect(leaks[0]!.excerpt).not.toContain(token)
    }
  })

  it('reads through the colours wrangler prints a request line in', () => {
    const line = `\u001b[32m[wrangler:info]\u001b[39m \u001b[1mGET\u001b[22m /api/plans/${plan}\u001b[32m 404\u001b[39m`
    expect(findLeaks(line, secrets).map(({ what }) => what)).toEqual([
      'a recorded plan token',
      'a token in a plan API path',
    ])
  })

  it('finds a token-shaped address even for a token no spec recorded', () => {
    const shapes = [
      ['GET /api/refunds/12.179.abcdefghijklmnop 404', 'a token in a refund API path'],
      ['POST /api/plans/some-plan-token/card 404', 'a token in a plan API path'],
      ['GET /api/waitlist/offers/some-offer-token 401', 'a token in an offer API path'],
      ['GET /plan?token=some-plan-token 200', 'a token in a query'],
      ['GET /checkout?type=brotherhood&offer=some-offer-token 200', 'a token in a query'],
      ['GET /waitlist/decline?offer=x1 200', 'a token in a query'],
    ]
    for (const [line, what] of shapes) expect(findLeaks(line!, []), line).toEqual([expect.objectContaining({ what })])
  })

  it('ignores secrets too short to be tokens and malformed lines of the secrets file', () => {
    expect(parseSecrets('refund\t\nnonsense\nplan\tabc\n')).toEqual([{ kind: 'plan', value: 'abc' }])
    expect(findLeaks('GET /abc 200', parseSecrets('plan\tabc\n'))).toEqual([])
  })
})

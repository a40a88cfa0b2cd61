// How the emulator answers, shared by its resources: Stripe's JSON, its error shape, its metadata form fields.
export const json = (body: unknown, status = 200) => {
  const text = JSON.stringify(body)
  const response = new Response(text, {
    status,
    headers: { 'Content-Type': 'application/json', 'Request-Id': `req_${random()}` },
  })
  texts.set(response, text)
  return response
}

/** The text of each answer `json` made, so the idempotency record takes it without reading the body's stream. */
const texts = new WeakMap<Response, string>()

/** An answer's body as text: kept by `json`, else read. */
export const textOf = async (response: Response): Promise<string> => texts.get(response) ?? response.text()

export const random = () => crypto.randomUUID().replaceAll('-', '').slice(0, 24)

export function stripeError(status: number, type: string, message: string, extra: Record<string, unknown> = {}) {
  return json({ error: { type, message, ...extra } }, status)
}

export function metadataOf(form: URLSearchParams, current: Record<string, string>): Record<string, string> {
  const result = { ...current }
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key)
    if (match?.[1]) result[match[1]] = value
  }
  return result
}

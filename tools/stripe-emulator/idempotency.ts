// Stripe's idempotency layer, as documented: the first request with a key saves its status and body, and a
// retry with the same key and the same endpoint and parameters gets that saved answer. The same key with
// other parameters is refused (400, idempotency_error), and so is a retry while the first is still running
// (409): neither is saved, so the caller may retry later.
export interface SavedAnswer {
  status: number
  body: string
}

interface Entry {
  fingerprint: string
  answer: SavedAnswer | null
}

export type IdempotencyCheck =
  | { kind: 'run'; save: (answer: SavedAnswer) => void; abandon: () => void }
  | { kind: 'answer'; status: number; body: unknown }

/** The request's endpoint and parameters, in a form where order does not matter. */
export function fingerprintOf(method: string, path: string, form: URLSearchParams): string {
  const params = [...form].filter(([name]) => name !== 'client_secret').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `${method} ${path} ${JSON.stringify(params)}`
}

export function createIdempotencyStore() {
  const entries = new Map<string, Entry>()
  return {
    check(apiKey: string, key: string, fingerprint: string): IdempotencyCheck {
      const scope = `${apiKey} ${key}`
      const entry = entries.get(scope)
      if (!entry) {
        const fresh: Entry = { fingerprint, answer: null }
        entries.set(scope, fresh)
        return {
          kind: 'run',
          save: (answer) => void (fresh.answer = answer),
          abandon: () => void entries.delete(scope),
        }
      }
      if (entry.fingerprint !== fingerprint) {
        return {
          kind: 'answer',
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message:
                `Keys for idempotent requests can only be used with the same parameters they were first used ` +
                `with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
        }
      }
      if (!entry.answer) {
        return {
          kind: 'answer',
          status: 409,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'idempotency_key_in_use',
              message:
                'There is currently another in-progress request using this idempotency key. Please try again later.',
            },
          },
        }
      }
      return { kind: 'answer', status: entry.answer.status, body: JSON.parse(entry.answer.body) }
    },
  }
}

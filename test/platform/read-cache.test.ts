import { describe, expect, it } from 'vitest'
import { cached, invalidate } from '../../src/worker/platform/read-cache.ts'

/** Like a Drizzle query: a thenable that runs again each time it is awaited. */
function countingQuery<T>(result: T): PromiseLike<T> & { runs: number } {
  const query = {
    runs: 0,
    then<A = T, B = never>(
      onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
      onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
    ) {
      query.runs += 1
      return Promise.resolve(result).then(onFulfilled, onRejected)
    },
  }
  return query
}

describe('the public read cache', () => {
  it('runs a query once for any number of reads within its time', async () => {
    const key = `test-${crypto.randomUUID()}`
    const query = countingQuery(['faq'])
    for (let read = 0; read < 5; read += 1) expect(await cached(key, 60, () => query)).toEqual(['faq'])
    expect(query.runs).toBe(1)
  })

  it('runs it again after a write clears the entry', async () => {
    const key = `test-${crypto.randomUUID()}`
    const query = countingQuery(['faq'])
    await cached(key, 60, () => query)
    invalidate(key)
    await cached(key, 60, () => query)
    expect(query.runs).toBe(2)
  })

  it('does not keep a failed load', async () => {
    const key = `test-${crypto.randomUUID()}`
    await expect(cached(key, 60, () => Promise.reject(new Error('D1 down')))).rejects.toThrow('D1 down')
    expect(await cached(key, 60, () => Promise.resolve('recovered'))).toBe('recovered')
  })

  it("never makes a reader wait on another reader's load: a load that never settles holds up no one else", async () => {
    // What a cancelled request leaves behind on Workers: its query's promise never settles.
    const key = `test-${crypto.randomUUID()}`
    void cached(key, 60, () => new Promise<string>(() => {}))
    expect(await cached(key, 60, () => Promise.resolve('fresh'))).toBe('fresh')
    expect(await cached(key, 60, () => Promise.resolve('not asked'))).toBe('fresh')
  })

  it('does not store what a load read before a write cleared the entry', async () => {
    const key = `test-${crypto.randomUUID()}`
    let finishOld: (value: string) => void = () => {}
    const old = cached(key, 60, () => new Promise<string>((resolve) => (finishOld = resolve)))
    invalidate(key)
    finishOld('before the write')
    expect(await old).toBe('before the write')
    expect(await cached(key, 60, () => Promise.resolve('after the write'))).toBe('after the write')
  })
})

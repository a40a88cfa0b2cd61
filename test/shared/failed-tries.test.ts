import { describe, expect, it } from 'vitest'
import { failedTriesWords } from '../../src/shared/rules/failed-tries.ts'

describe("a plan payment's trouble beside it", () => {
  it('counts the failed tries in English before the reason', () => {
    expect(failedTriesWords(1, 'Your card was declined.')).toBe('1 failed try: Your card was declined.')
    expect(failedTriesWords(2, 'Your card was declined.')).toBe('2 failed tries: Your card was declined.')
  })

  it('gives the reason alone when no try failed, never "0 failed tries"', () => {
    expect(failedTriesWords(0, 'Waiting for the buyer to confirm with his bank.')).toBe(
      'Waiting for the buyer to confirm with his bank.',
    )
  })
})

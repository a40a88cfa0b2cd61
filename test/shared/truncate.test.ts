import { describe, expect, it } from 'vitest'
import { EVENT_DESCRIPTION_LIMIT, POST_TEXT_LIMIT, truncateText } from '../../src/shared/rules/truncate.ts'

describe('text truncation (SPEC §9)', () => {
  it('cuts posts at 100 characters and event descriptions at 200', () => {
    expect(POST_TEXT_LIMIT).toBe(100)
    expect(EVENT_DESCRIPTION_LIMIT).toBe(200)
  })

  it('leaves text at the limit alone', () => {
    const text = 'a'.repeat(100)
    expect(truncateText(text, 100)).toBe(text)
  })

  it('keeps the first 100 characters of a longer text and marks the cut', () => {
    const text = `${'a'.repeat(100)}b`
    expect(truncateText(text, 100)).toBe(`${'a'.repeat(100)}...`)
  })

  it('does not leave a space before the mark', () => {
    expect(truncateText('one two three', 4)).toBe('one...')
  })

  it('counts an emoji as one character and never splits it', () => {
    const text = `${'a'.repeat(99)}🙏🙏`
    expect(truncateText(text, 100)).toBe(`${'a'.repeat(99)}🙏...`)
  })

  it('reads a missing text as empty', () => {
    expect(truncateText(null, 100)).toBe('')
    expect(truncateText(undefined, 200)).toBe('')
  })
})

// The book of letters is typed by the payloads (features/outbox/letter-book.ts, decision 126). The marked lines must
// fail the type check: were one to compile, `npm run typecheck` reports its unused @ts-expect-error.
import { describe, expect, it } from 'vitest'
import { LETTERS } from '../../src/worker/features/letters/letters.ts'
import type { LetterBook, LettersFor } from '../../src/worker/features/outbox/outbox.ts'

const said = { subject: 'Hello', paragraphs: ['Hello.'] }

describe('the book of letters', () => {
  it('has one letter per template, each reading its own payload, and nothing else compiles', () => {
    const { 'owner-chat-crisis': _left, ...withoutOne } = LETTERS
    // @ts-expect-error a template without its letter
    const missing: LetterBook = withoutOne
    const own: LettersFor<'owner-chat-crisis'> = {
      'owner-chat-crisis': (payload) => ({ ...said, subject: payload.at }),
    }
    const wrong: LettersFor<'owner-chat-crisis'> = {
      // @ts-expect-error a letter reading a field of another template's payload
      'owner-chat-crisis': (payload) => ({ ...said, subject: payload.text }),
    }
    // @ts-expect-error a letter for a template that does not exist
    const unknown: LettersFor<'owner-chat-crises'> = { 'owner-chat-crises': () => said }
    expect([missing, own, wrong, unknown].every(Boolean)).toBe(true)
  })
})

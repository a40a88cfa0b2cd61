import { describe, expect, it } from 'vitest'
import { bestMatch, keywords } from '../../src/shared/rules/best-match.ts'

const FAQS = [
  { question: 'Does my wife need to take part?', answer: 'No. The work starts with you.' },
  { question: 'How much time will this take each week?', answer: 'One session a week plus about an hour of actions.' },
  { question: 'What if it does not work for me?', answer: 'Our 30-day action guarantee gives a full refund.' },
]

describe('keywords of a message', () => {
  it('drops short and stop words, letter case and plural s', () => {
    expect([...keywords('Does my WIFE need to take part in the sessions?')]).toEqual([
      'wife',
      'need',
      'take',
      'part',
      'session',
    ])
  })

  it("keeps a possessive's word", () => {
    expect([...keywords("my wife's calls")]).toEqual(['wife', 'call'])
  })
})

describe('best FAQ match by word overlap', () => {
  it('finds the entry sharing the most words with the question', () => {
    expect(bestMatch('Will my wife have to take part too?', FAQS)).toBe(FAQS[0])
    expect(bestMatch('how much time each week', FAQS)).toBe(FAQS[1])
  })

  it('counts the answer too, for questions put in other words', () => {
    expect(bestMatch('Is there a refund guarantee?', FAQS)).toBe(FAQS[2])
  })

  it('finds nothing when nothing is shared', () => {
    expect(bestMatch('Do you like pizza?', FAQS)).toBeNull()
    expect(bestMatch('', FAQS)).toBeNull()
  })
})

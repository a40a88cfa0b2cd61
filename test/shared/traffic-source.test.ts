import { describe, expect, it } from 'vitest'
import { classifyTrafficSource } from '../../src/shared/rules/traffic-source.ts'

describe('classifyTrafficSource', () => {
  it.each([[null], [undefined], [''], ['   ']])('no source (%j) is direct', (source) => {
    expect(classifyTrafficSource(source)).toBe('direct')
  })

  it.each([
    ['facebook'],
    ['m.facebook.com'],
    ['l.instagram.com'],
    ['Instagram'],
    ['www.tiktok.com'],
    ['youtube.com'],
    ['t.co'],
    ['twitter'],
    ['x.com'],
    ['www.linkedin.com'],
    ['pinterest.com'],
    ['facebook_ads'],
  ])('%j is social', (source) => {
    expect(classifyTrafficSource(source)).toBe('social')
  })

  it.each([
    ['google'],
    ['www.google.com'],
    ['google.co.uk'],
    ['bing.com'],
    ['duckduckgo.com'],
    ['search.yahoo.com'],
    ['www.ecosia.org'],
    ['search.brave.com'],
    ['GOOGLE'],
  ])('%j is search', (source) => {
    expect(classifyTrafficSource(source)).toBe('search')
  })

  it.each([
    ['newsletter'],
    ['reddit.com'], // contains "t.co" but is not Twitter
    ['microsoft.com'], // likewise
    ['box.com'], // ends with "x.com" but is not X
    ['googleplex-partner'], // a word that merely starts with a search engine's name
    ['chat.openai.com'],
  ])('%j is other', (source) => {
    expect(classifyTrafficSource(source)).toBe('other')
  })
})

import { describe, expect, it } from 'vitest'
import { ABOUT_FEATURE_ID, FEATURE_IDS, isFeatureEnabled, isFeatureId } from '../../src/shared/features.ts'

// SPEC §3's ids; the spec's `about-{name}` is the coach's section, stored under a fixed id.
const SPEC_IDS = [
  'hero-section',
  'story-scroll',
  'pain-possibility',
  'coaching-paths',
  'book-study',
  'events',
  'social-feed',
  'faith-friendly',
  'testimonials',
  ABOUT_FEATURE_ID,
  'strategy-call',
  'faq',
  'navigation',
  'footer',
  'exit-intent',
  'countdown',
  'live-chat',
  'video-sales',
  'video-sales-letter',
  'podcast',
  'resources',
  'analytics',
  'ab-testing',
  'conversion',
  'referral',
  'email',
  'pwa',
  'tiktok-integration',
]

describe('feature ids', () => {
  it('are exactly the ids of SPEC §3, each once', () => {
    expect([...FEATURE_IDS].sort()).toEqual([...SPEC_IDS].sort())
    expect(new Set(FEATURE_IDS).size).toBe(FEATURE_IDS.length)
  })

  it('recognise known ids only', () => {
    expect(isFeatureId('faq')).toBe(true)
    expect(isFeatureId('about-{name}')).toBe(false)
    expect(isFeatureId('FAQ')).toBe(false)
  })
})

describe('isFeatureEnabled (SPEC §4)', () => {
  it('is on when there is no toggle data at all', () => {
    expect(isFeatureEnabled(undefined, 'hero-section')).toBe(true)
  })

  it('is on when the feature has no stored toggle', () => {
    expect(isFeatureEnabled(new Map([['faq', false]]), 'hero-section')).toBe(true)
  })

  it('follows a stored toggle', () => {
    const toggles = new Map([
      ['faq', false],
      ['podcast', true],
    ])
    expect(isFeatureEnabled(toggles, 'faq')).toBe(false)
    expect(isFeatureEnabled(toggles, 'podcast')).toBe(true)
  })

  it('is off for an id the site does not know, even if a toggle names it', () => {
    expect(isFeatureEnabled(undefined, 'no-such-section')).toBe(false)
    expect(isFeatureEnabled(new Map([['no-such-section', true]]), 'no-such-section')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { showsScrollHint, STORY_SLIDE_COUNT, storyProgress, storySlideFor } from '../../src/shared/rules/story.ts'

describe('story slide for a scroll progress (SPEC §2 "Story scroll")', () => {
  it('has seven slides', () => {
    expect(STORY_SLIDE_COUNT).toBe(7)
  })

  it.each([[0], [0.1], [0.2499]])('shows slide 1 below 25%% (%s)', (progress) => {
    expect(storySlideFor(progress)).toBe(1)
  })

  it.each([
    [0.25, 2],
    [0.3, 2],
    [0.36, 3],
    [0.46, 3],
    [0.47, 4],
    [0.58, 5],
    [0.69, 6],
    [0.7999, 6],
  ])('steps through slides 2 to 6 between 25%% and 80%% (%s gives %s)', (progress, slide) => {
    expect(storySlideFor(progress)).toBe(slide)
  })

  it('gives each middle slide an equal share of the 25%-80% span', () => {
    const seen = new Map<number, number>()
    for (let i = 0; i < 5500; i++) {
      const slide = storySlideFor(0.25 + i / 10000)
      seen.set(slide, (seen.get(slide) ?? 0) + 1)
    }
    expect([...seen.keys()]).toEqual([2, 3, 4, 5, 6])
    expect([...seen.values()]).toEqual([1100, 1100, 1100, 1100, 1100])
  })

  it.each([[0.8], [0.9], [1]])('shows slide 7 from 80%% on (%s)', (progress) => {
    expect(storySlideFor(progress)).toBe(7)
  })

  it.each([
    [-0.5, 1],
    [1.7, 7],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('clamps out-of-range progress %s to slide %s', (progress, slide) => {
    expect(storySlideFor(progress)).toBe(slide)
  })
})

describe('scroll progress through the story section', () => {
  const viewport = 800
  const height = 5 * viewport // 500vh

  it('is 0 before the section reaches the top of the viewport', () => {
    expect(storyProgress(300, height, viewport)).toBe(0)
    expect(storyProgress(0, height, viewport)).toBe(0)
  })

  it('grows with the distance scrolled past the top', () => {
    expect(storyProgress(-800, height, viewport)).toBe(0.25)
    expect(storyProgress(-1600, height, viewport)).toBe(0.5)
  })

  it('is 1 once the bottom of the section meets the bottom of the viewport, and stays there', () => {
    expect(storyProgress(-3200, height, viewport)).toBe(1)
    expect(storyProgress(-5000, height, viewport)).toBe(1)
  })

  it('never divides by zero when the section is no taller than the viewport', () => {
    expect(storyProgress(10, viewport, viewport)).toBe(0)
    expect(storyProgress(-10, viewport, viewport)).toBe(1)
  })
})

describe('the keep-scrolling hint', () => {
  it.each([
    [1, true],
    [2, true],
    [3, true],
    [4, false],
    [7, false],
  ])('on slide %s: %s', (slide, shown) => {
    expect(showsScrollHint(slide)).toBe(shown)
  })
})

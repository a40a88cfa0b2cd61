// SPEC §2 "Story scroll": how far the visitor has scrolled through the tall story section decides which of
// the seven slides the sticky view shows. Pure, so the thresholds are tested without a browser.
export const STORY_SLIDE_COUNT = 7

/** Below this much progress the first slide shows. */
export const STORY_FIRST_SLIDE_UNTIL = 0.25
/** From this much progress on the last slide shows; in between, slides 2 to 6 share the span evenly. */
export const STORY_LAST_SLIDE_FROM = 0.8

const MIDDLE_SLIDES = STORY_SLIDE_COUNT - 2

/**
 * The slide (1 to 7) for a progress between 0 and 1; out-of-range or non-finite input is clamped, so a
 * rubber-band overscroll never shows a slide that does not exist.
 */
export function storySlideFor(progress: number): number {
  const p = Number.isFinite(progress) ? Math.min(Math.max(progress, 0), 1) : 0
  if (p < STORY_FIRST_SLIDE_UNTIL) return 1
  if (p >= STORY_LAST_SLIDE_FROM) return STORY_SLIDE_COUNT
  const step = (STORY_LAST_SLIDE_FROM - STORY_FIRST_SLIDE_UNTIL) / MIDDLE_SLIDES
  // The epsilon keeps a boundary such as 0.36 on the later slide despite floating-point division.
  const index = Math.floor((p - STORY_FIRST_SLIDE_UNTIL) / step + 1e-9)
  return 2 + Math.min(index, MIDDLE_SLIDES - 1)
}

/**
 * How far through the section the visitor is, 0 to 1: 0 while its top is at or below the top of the
 * viewport, 1 once its bottom reaches the bottom of the viewport (the sticky view is about to leave).
 */
export function storyProgress(sectionTop: number, sectionHeight: number, viewportHeight: number): number {
  const scrollable = sectionHeight - viewportHeight
  if (scrollable <= 0) return sectionTop <= 0 ? 1 : 0
  return Math.min(Math.max(-sectionTop / scrollable, 0), 1)
}

/** SPEC §2: the hint to keep scrolling shows on the first three slides only. */
export function showsScrollHint(slide: number): boolean {
  return slide <= 3
}

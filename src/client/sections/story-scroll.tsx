// SPEC §2 "Story scroll": a 500vh section whose sticky full-screen view steps through seven slides as the
// visitor scrolls (thresholds in shared/rules/story.ts). Every sentence stays in the document, so a screen
// reader hears the whole story; only the picture and the visible sentence change.
import { type RefObject, useEffect, useRef, useState } from 'react'
import { showsScrollHint, STORY_SLIDE_COUNT, storyProgress, storySlideFor } from '../../shared/rules/story.ts'
import { STORY_SCROLL } from '../../shared/sections/story-scroll.ts'
import { primaryButton } from '../kit/button-styles.ts'
import { BookCallLink } from '../components/book-call-link.tsx'
import { useSectionText } from '../lib/content.ts'

const SLIDE_NUMBERS = Array.from({ length: STORY_SLIDE_COUNT }, (_, i) => i + 1)

function useStorySlide(section: RefObject<HTMLElement | null>): number {
  const [slide, setSlide] = useState(1)
  useEffect(() => {
    // Measured on every scroll event: one layout read, and React skips the render when the slide is unchanged.
    const measure = () => {
      const node = section.current
      if (!node) return
      const { top, height } = node.getBoundingClientRect()
      setSlide(storySlideFor(storyProgress(top, height, window.innerHeight)))
    }
    measure()
    window.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      window.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [section])
  return slide
}

/** The picture behind a slide; a picture that fails to load leaves the dark gradient beneath it showing. */
function SlideImage({ number }: { number: number }) {
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    // The HTML came from the server: a picture may have failed before this code was here to hear it.
    const node = image.current
    if (node?.complete && node.naturalWidth === 0) setFailed(true)
  }, [])
  if (failed) return null
  return (
    <img
      ref={image}
      src={`/story/story-${number}.svg`}
      alt=""
      width={1200}
      height={800}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="absolute inset-0 h-full w-full object-cover opacity-70"
    />
  )
}

export default function StoryScroll() {
  const sentences = useSectionText(STORY_SCROLL)
  const section = useRef<HTMLElement>(null)
  const slide = useStorySlide(section)

  return (
    <section ref={section} aria-labelledby="story-heading" className="relative h-[500vh] bg-ink">
      <div className="sticky top-0 h-svh overflow-hidden bg-gradient-to-br from-slate-900 via-ink to-black text-white">
        <h2 id="story-heading" className="sr-only">
          Our Story
        </h2>
        <ol>
          {SLIDE_NUMBERS.map((number) => (
            <li
              key={number}
              data-active={number === slide}
              className={
                'absolute inset-0 flex items-center justify-center opacity-0 transition-opacity duration-[800ms] ' +
                'motion-reduce:transition-none data-[active=true]:opacity-100'
              }
            >
              <SlideImage number={number} />
              <p className="relative mx-4 max-w-3xl rounded-xl bg-ink/75 px-6 py-5 text-center text-2xl font-bold leading-snug sm:text-4xl">
                {sentences[`story-${number}` as keyof typeof sentences]}
              </p>
            </li>
          ))}
        </ol>

        <p
          className="absolute inset-x-0 top-20 text-center text-sm font-semibold uppercase tracking-widest text-brand-500"
          data-testid="story-label"
        >
          Our Story • Part {slide} of {STORY_SLIDE_COUNT}
        </p>

        <div className="absolute inset-x-0 bottom-8 flex flex-col items-center gap-5 px-4">
          {slide === STORY_SLIDE_COUNT && (
            <BookCallLink className={primaryButton}>Book A Free Zoom Discovery Call</BookCallLink>
          )}
          {showsScrollHint(slide) && (
            <p className="flex items-center gap-2 text-sm text-slate-200">
              Keep scrolling for the story
              <span aria-hidden="true" className="animate-bounce motion-reduce:animate-none">
                ↓
              </span>
            </p>
          )}
          <ol aria-hidden="true" className="flex gap-2">
            {SLIDE_NUMBERS.map((number) => (
              <li
                key={number}
                className={`h-2.5 w-2.5 rounded-full ${number === slide ? 'bg-brand-500' : 'bg-white/40'}`}
              />
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}

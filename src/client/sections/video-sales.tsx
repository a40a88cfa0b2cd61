// SPEC §2 "Video sales letter": play or pause; after 30 seconds of playing the call to action appears and
// the progress bar jumps from 30% to 100%. The message plays as captions over the coach's frame, so it
// works without a video file and without sound.
import { useEffect, useState } from 'react'
import { TIMINGS_MS } from '../../shared/constants.ts'
import { ANCHORS } from '../../shared/sections/anchors.ts'
import { VIDEO_SALES } from '../../shared/sections/video-sales.ts'
import { outlineOnDarkButton, primaryButton } from '../kit/button-styles.ts'
import { SectionLink } from '../components/section-link.tsx'
import { SectionHeading } from '../components/section-heading.tsx'
import { useSectionText } from '../lib/content.ts'

const CAPTIONS = [
  'You love your wife. You love God. And still, something at home feels stuck.',
  'Most men were never shown how to lead a marriage. We were told to provide and figure out the rest.',
  'In a Brotherhood Pod, five men meet every week to tell the truth and take action.',
  'No lectures. No shame. Just clear next steps, and brothers who notice when you skip them.',
  'Men who do the work see change within 30 days. That is our guarantee.',
]

const CALL_TO_ACTION_SECONDS = TIMINGS_MS.vslCallToAction / 1000
const SECONDS_PER_CAPTION = CALL_TO_ACTION_SECONDS / CAPTIONS.length

/**
 * Whole seconds of actual playing. Play and pause stamp the clock in the click handler itself, so the count
 * never depends on when React gets round to an effect (a busy phone can delay that by seconds). Measured on the
 * clock rather than by counting ticks, because a browser slows timers in a background tab; the tick only asks
 * for a fresh render while playing.
 */
function usePlayback(): { playing: boolean; played: number; toggle: () => void } {
  const [clock, setClock] = useState({ beforeMs: 0, since: null as number | null })
  const [nowMs, setNowMs] = useState(0)
  const playing = clock.since !== null
  useEffect(() => {
    if (!playing) return
    const timer = window.setInterval(() => setNowMs(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [playing])
  const toggle = () => {
    const now = Date.now()
    setClock((c) => (c.since === null ? { ...c, since: now } : { beforeMs: c.beforeMs + (now - c.since), since: null }))
  }
  // The last tick's reading: rendering stays pure, and a tick older than the play click counts as none.
  const runningMs = clock.since === null ? 0 : Math.max(nowMs - clock.since, 0)
  return { playing, played: Math.floor((clock.beforeMs + runningMs) / 1000), toggle }
}

function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
      {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
    </svg>
  )
}

export default function VideoSales() {
  const text = useSectionText(VIDEO_SALES)
  const { playing, played, toggle } = usePlayback()
  const finished = played >= CALL_TO_ACTION_SECONDS
  const caption = CAPTIONS[Math.min(Math.floor(played / SECONDS_PER_CAPTION), CAPTIONS.length - 1)]
  const progress = finished ? 100 : 30

  return (
    <section aria-labelledby="vsl-heading" className="bg-slate-900 px-4 py-20 text-white">
      <SectionHeading id="vsl-heading" tone="dark" eyebrow="Watch first" title={text.title} lead={text.subtitle} />
      <div
        className={
          'mx-auto mt-10 max-w-3xl overflow-hidden rounded-2xl bg-gradient-to-br from-slate-800 via-ink ' +
          'to-black shadow-2xl ring-1 ring-white/10'
        }
      >
        <div className="relative flex aspect-video items-center justify-center p-6 text-center">
          {played === 0 && !playing ? (
            <p className="text-lg text-slate-200">A short message from the coach</p>
          ) : (
            <p aria-live="polite" className="max-w-xl text-xl font-semibold leading-snug sm:text-2xl">
              {caption}
            </p>
          )}
        </div>
        <div className="flex items-center gap-4 bg-black/40 px-4 py-3">
          <button
            type="button"
            onClick={toggle}
            aria-label={playing ? 'Pause video' : 'Play video'}
            className={
              'rounded-full bg-brand-500 p-2 text-ink hover:bg-brand-600 focus-visible:outline-2 ' +
              'focus-visible:outline-offset-2 focus-visible:outline-white'
            }
          >
            <PlayIcon playing={playing} />
          </button>
          <div
            role="progressbar"
            aria-label="Video progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 flex-1 overflow-hidden rounded-full bg-white/20"
          >
            <div
              className="h-full rounded-full bg-brand-500 transition-[width] duration-500 motion-reduce:transition-none"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
      </div>
      {finished && (
        <div className="mx-auto mt-8 max-w-3xl text-center">
          <p className="text-2xl font-bold">Ready to lead your marriage with confidence?</p>
          <div className="mt-6 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <SectionLink to={ANCHORS.consultation} className={primaryButton}>
              Apply for Coaching
            </SectionLink>
            <SectionLink to={ANCHORS.strategyCall} className={outlineOnDarkButton}>
              Book a Free Strategy Call
            </SectionLink>
          </div>
        </div>
      )}
    </section>
  )
}

import type { PodcastEpisode } from '../../../shared/feeds.ts'
import { formatDuration } from '../../../shared/rules/durations.ts'

/** SPEC §3 "Podcast episode": its title, length and a player when the feed gives the audio. */
export function PodcastEpisodeItem({ episode, number }: { episode: PodcastEpisode; number: number }) {
  return (
    <li className="rounded-xl border border-white/15 bg-white/5 p-5">
      <div className="flex items-baseline justify-between gap-4">
        <h3 className="font-semibold text-white">{episode.title}</h3>
        <span className="shrink-0 text-sm text-slate-300">
          <span className="sr-only">Length: </span>
          {formatDuration(episode.duration)}
        </span>
      </div>
      {episode.audioUrl ? (
        <audio
          controls
          preload="none"
          src={episode.audioUrl}
          className="mt-3 w-full"
          aria-label={`Play episode ${number}: ${episode.title}`}
        />
      ) : (
        <p className="mt-2 text-sm text-slate-300">Audio coming soon.</p>
      )}
    </li>
  )
}

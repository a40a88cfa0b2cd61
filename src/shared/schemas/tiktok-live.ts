// The TikTok live panel (SPEC §3 TikTok live status, §4 Go Live / Stop Live).
import { z } from 'zod'
import { nullableText } from './text-fields.ts'
import { optionalWebAddress } from './web-address.ts'
import { requiredText } from './fields.ts'

export const tiktokLiveSchema = z
  .strictObject({
    username: requiredText('Username is required', 100),
    isLive: z.boolean({ error: 'isLive must be true or false' }),
    liveTitle: nullableText(200),
    liveUrl: optionalWebAddress('Live URL must be a web address starting with http:// or https://'),
    viewerCount: z
      .number({ error: 'Viewer count must be a number' })
      .int({ error: 'Viewer count must be a whole number' })
      .min(0, { error: 'Viewer count cannot be negative' })
      .max(100_000_000, { error: 'Viewer count is too large' })
      .default(0),
  })
  // SPEC §4 Stop Live: not live means nobody is watching.
  .transform((status) => (status.isLive ? status : { ...status, viewerCount: 0 }))
export type TiktokLiveInput = z.input<typeof tiktokLiveSchema>

/** SPEC §5: the viewer count field is parsed as an integer, falling back to 0. */
export function parseViewerCount(raw: string): number {
  const value = Number.parseInt(raw, 10)
  return Number.isFinite(value) && value >= 0 ? value : 0
}

// The admin's Facebook posts (SPEC §3 admin post, §5 post rules, §7 post calls).
import { z } from 'zod'
import { optionalWebAddress } from './web-address.ts'
import { requiredText } from './fields.ts'

const count = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(1_000_000_000, { error: `${label} is too large` })
    .default(0)

const POST_DATE_MESSAGE = 'Post date must be a date, like 2025-07-31'
const postDate = z
  .union(
    [
      z.literal(''),
      z.null(),
      z.iso.date({ error: POST_DATE_MESSAGE }),
      z.iso.datetime({ offset: true, error: POST_DATE_MESSAGE }),
    ],
    { error: POST_DATE_MESSAGE },
  )
  .optional()
  .transform((value) => (value ? value : null))

export const facebookPostSchema = z.strictObject({
  content: requiredText('Content is required', 5000),
  link: optionalWebAddress('Link must be a web address starting with http:// or https://'),
  imageUrl: optionalWebAddress('Image URL must be a web address starting with http:// or https://'),
  postDate,
  likes: count('Likes'),
  comments: count('Comments'),
  shares: count('Shares'),
})
export type FacebookPostInput = z.input<typeof facebookPostSchema>

export const POST_TITLE_LENGTH = 100

/** SPEC §9: an admin post's title is the first 100 characters of its content. */
export function postTitle(content: string): string {
  return [...content.trim()].slice(0, POST_TITLE_LENGTH).join('')
}

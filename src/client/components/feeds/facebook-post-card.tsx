import type { FacebookPost } from '../../../shared/feeds.ts'
import { POST_TEXT_LIMIT, truncateText } from '../../../shared/rules/truncate.ts'
import { ExternalLink } from '../external-link.tsx'

/** SPEC §2 "social feed": a post's text cut at 100 characters, its picture, and a link to the post. */
export function FacebookPostCard({ post }: { post: FacebookPost }) {
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      {post.full_picture && (
        <img
          src={post.full_picture}
          alt=""
          loading="lazy"
          decoding="async"
          width={400}
          height={225}
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      )}
      <div className="p-4">
        <p className="text-slate-800">{truncateText(post.message, POST_TEXT_LIMIT)}</p>
        {post.permalink_url && (
          <ExternalLink
            href={post.permalink_url}
            className="mt-2 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Read on Facebook
          </ExternalLink>
        )}
      </div>
    </li>
  )
}

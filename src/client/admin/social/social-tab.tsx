// The Social tab (SPEC §2): the Facebook posts manager beside the TikTok live panel.
import { FacebookPostsManager } from './facebook-posts-manager.tsx'
import { TiktokLivePanel } from './tiktok-live-panel.tsx'

export function SocialTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <h2 className="sr-only">Social</h2>
      <FacebookPostsManager />
      <TiktokLivePanel />
    </div>
  )
}

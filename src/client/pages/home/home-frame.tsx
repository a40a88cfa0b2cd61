// What both home pages share around their own sections: navigation, the first screen (hero and trust
// strip), the footer, and the parts that live only in the browser: the exit-intent popup, the live-chat
// button, the install prompt and the notifications region.
import { HERO_SECTION } from '../../../shared/sections/hero-section.ts'
import { LIVE_CHAT } from '../../../shared/sections/live-chat.ts'
import { EXIT_INTENT, FOOTER, INSTALL_PROMPT, NAVIGATION } from '../../../shared/sections/registry.ts'
import { ExitIntentPopup } from '../../forms/exit-intent-popup.tsx'
import { Island } from '../../kit/island.tsx'
import { Feature } from '../../lib/feature-toggles.tsx'
import Footer from '../../sections/footer.tsx'
import { HeroSection } from '../../sections/hero-section.tsx'
import { Navigation, type NavigationTargets } from '../../sections/navigation.tsx'
import { TrustStrip } from '../../sections/trust-strip.tsx'
import { ChatButton } from '../../components/chat/chat-button.tsx'
import { InstallPrompt } from '../../components/install-prompt/install-prompt.tsx'
import { type PageSection, PageSections } from './page-sections.tsx'
import { Toaster } from '../../components/toaster.tsx'

const FOOTER_SECTIONS: readonly PageSection[] = [{ section: FOOTER, content: <Footer /> }]

export function HomeFrame({
  navigation,
  sections,
}: {
  navigation: NavigationTargets
  sections: readonly PageSection[]
}) {
  return (
    <>
      <Feature id={NAVIGATION.featureId}>
        <Navigation targets={navigation} />
      </Feature>
      <main id="top">
        <Feature id={HERO_SECTION.featureId}>
          <HeroSection />
          <TrustStrip />
        </Feature>
        <PageSections sections={sections} />
      </main>
      <PageSections sections={FOOTER_SECTIONS} />
      <Feature id={EXIT_INTENT.featureId}>
        <Island name="exit-intent" component={ExitIntentPopup} hydrate="interaction" ssr={false} />
      </Feature>
      <Feature id={LIVE_CHAT.featureId}>
        {/* In the HTML from the start: a press before it woke is held and given to it (decision 054). */}
        <Island name="live-chat" component={ChatButton} hydrate="interaction" />
      </Feature>
      <Feature id={INSTALL_PROMPT.featureId}>
        <Island name="install-prompt" component={InstallPrompt} hydrate="install" ssr={false} />
      </Feature>
      <Island name="toaster" component={Toaster} hydrate="interaction" />
    </>
  )
}

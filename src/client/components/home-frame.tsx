// What both home pages share around their own sections: navigation, the first screen (hero and trust
// strip, in the page's own chunk because they are what the visitor sees first), the footer, the
// exit-intent popup, the live-chat button and the install prompt.
import { useEffect, useLayoutEffect } from 'react'
import { ExitIntentPopup } from '../forms/exit-intent-popup.tsx'
import { Feature } from '../lib/feature-toggles.tsx'
import { HeroSection } from '../sections/hero-section.tsx'
import { Navigation, type NavigationTargets } from '../sections/navigation.tsx'
import { Footer } from '../sections/section-chunks.ts'
import { TrustStrip } from '../sections/trust-strip.tsx'
import { ChatButton } from './chat/chat-button.tsx'
import { InstallPrompt } from './install-prompt/install-prompt.tsx'
import { type PageSection, PageSections } from './page-sections.tsx'
import { scrollToHashOnArrival } from './scroll-to.ts'

const FOOTER: readonly PageSection[] = [{ feature: 'footer', anchor: 'footer', ...Footer }]

/** index.html carries the first screen as plain HTML (../first-screen.tsx) until the page takes its place. */
function useReplacePrerenderedFirstScreen(): void {
  useLayoutEffect(() => {
    document.getElementById('first-screen')?.remove()
  }, [])
}

export function HomeFrame({ navigation, sections }: { navigation: NavigationTargets; sections: readonly PageSection[] }) {
  useReplacePrerenderedFirstScreen()
  useEffect(scrollToHashOnArrival, [])
  return (
    <>
      <Feature id="navigation">
        <Navigation targets={navigation} />
      </Feature>
      <main id="top">
        <Feature id="hero-section">
          <HeroSection />
          <TrustStrip />
        </Feature>
        <PageSections sections={sections} />
      </main>
      <PageSections sections={FOOTER} />
      <Feature id="exit-intent">
        <ExitIntentPopup />
      </Feature>
      <Feature id="live-chat">
        <ChatButton />
      </Feature>
      <Feature id="pwa">
        <InstallPrompt />
      </Feature>
    </>
  )
}

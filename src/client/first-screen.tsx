// The home pages' first screen as static HTML, rendered at build time (tools/vite-first-screen.ts) into
// index.html, so a visitor sees the headline before any JavaScript has arrived. It renders the very
// components the pages use, with no server data: the built-in defaults, every feature on.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { Feature, FeatureToggleProvider } from './lib/feature-toggles.tsx'
import { HeroSection } from './sections/hero-section.tsx'
import { HOME_NAVIGATION, Navigation } from './sections/navigation.tsx'
import { TrustStrip } from './sections/trust-strip.tsx'

/** What HomeFrame shows above its lazy sections: the same components, laid out the same way. */
function FirstScreen() {
  return (
    <>
      <Feature id="navigation">
        <Navigation targets={HOME_NAVIGATION} />
      </Feature>
      <main>
        <Feature id="hero-section">
          <HeroSection />
          <TrustStrip />
        </Feature>
      </main>
    </>
  )
}

export function renderFirstScreen(): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <FeatureToggleProvider>
        <FirstScreen />
      </FeatureToggleProvider>
    </QueryClientProvider>,
  )
}

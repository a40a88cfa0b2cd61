// SPEC §2 "Navigation": buttons that scroll to About, Services, Testimonials and Apply Now; on small screens a
// menu with the same links, the last one labelled Book Consultation. The menu's Headless UI code is only
// fetched when a visitor reaches for the menu button, so the first screen does not pay for it.
import { lazy, Suspense, useState } from 'react'
import { scrollToAnchor } from '../components/scroll-to.ts'
import { useSiteSettings } from '../lib/use-site-settings.ts'
import { MenuIcon, type NavLink } from './navigation-links.tsx'

const loadMobileMenu = () => import('./navigation-mobile-menu.tsx')
const MobileMenu = lazy(loadMobileMenu)

/** Where About and Services lead differs between the two home pages; the other two are the same. */
export interface NavigationTargets {
  about: string
  services: string
}

/** The home page's: its about section is the coach's, its services are the coaching paths. */
export const HOME_NAVIGATION: NavigationTargets = { about: 'about-coach', services: 'coaching-paths' }

function navLinks({ about, services }: NavigationTargets): { desktop: NavLink[]; mobile: NavLink[] } {
  const shared: NavLink[] = [
    { label: 'About', anchor: about },
    { label: 'Services', anchor: services },
    { label: 'Testimonials', anchor: 'testimonials' },
  ]
  return {
    desktop: [...shared, { label: 'Apply Now', anchor: 'consultation' }],
    mobile: [...shared, { label: 'Book Consultation', anchor: 'consultation' }],
  }
}

const menuButtonClass =
  'rounded-md p-2 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white md:hidden'

/** Until the menu's code is here, a look-alike button: hovering or focusing it starts the download. */
function MobileMenuSlot({ links }: { links: NavLink[] }) {
  const [opened, setOpened] = useState(false)
  const placeholder = (
    <button
      type="button"
      aria-expanded="false"
      className={menuButtonClass}
      onPointerEnter={loadMobileMenu}
      onTouchStart={loadMobileMenu}
      onFocus={loadMobileMenu}
      onClick={() => setOpened(true)}
    >
      <span className="sr-only">Menu</span>
      <MenuIcon open={false} />
    </button>
  )
  if (!opened) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <MobileMenu links={links} buttonClassName={menuButtonClass} />
    </Suspense>
  )
}

export function Navigation({ targets }: { targets: NavigationTargets }) {
  const { businessName } = useSiteSettings()
  const { desktop, mobile } = navLinks(targets)
  return (
    <header className="sticky top-0 z-40 bg-ink/95 text-white shadow-md backdrop-blur">
      <nav aria-label="Main" className="relative mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <a href="/" className="rounded text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white">
          {businessName}
        </a>
        <ul className="hidden items-center gap-1 md:flex">
          {desktop.map((link, index) => (
            <li key={link.label}>
              <button
                type="button"
                onClick={() => scrollToAnchor(link.anchor)}
                className={
                  index === desktop.length - 1
                    ? 'ml-2 rounded-lg bg-brand-500 px-4 py-2 font-semibold text-ink hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
                    : 'rounded-md px-3 py-2 text-slate-100 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
                }
              >
                {link.label}
              </button>
            </li>
          ))}
        </ul>
        <MobileMenuSlot links={mobile} />
      </nav>
    </header>
  )
}

// SPEC §2 "Navigation": links to About, Services, Testimonials and Apply Now; on small screens a menu with the
// same links, the last one labelled Book Consultation. Plain HTML: it works before any script has run.
import { ANCHORS, type Anchor } from '../../shared/sections/anchors.ts'
import { useSiteSettings } from '../lib/use-site-settings.ts'
import { MenuIcon, type NavLink } from './navigation-links.tsx'

/** Where About and Services lead differs between the two home pages; the other two are the same. */
export interface NavigationTargets {
  about: Anchor
  services: Anchor
}

/** The home page's: its about section is the coach's, its services are the coaching paths. */
export const HOME_NAVIGATION: NavigationTargets = { about: ANCHORS.aboutCoach, services: ANCHORS.coachingPaths }

function navLinks({ about, services }: NavigationTargets): { desktop: NavLink[]; mobile: NavLink[] } {
  const shared: NavLink[] = [
    { label: 'About', anchor: about },
    { label: 'Services', anchor: services },
    { label: 'Testimonials', anchor: ANCHORS.testimonials },
  ]
  return {
    desktop: [...shared, { label: 'Apply Now', anchor: ANCHORS.consultation }],
    mobile: [...shared, { label: 'Book Consultation', anchor: ANCHORS.consultation }],
  }
}

const menuButtonClass =
  'block cursor-pointer list-none rounded-md p-2 text-white hover:bg-white/10 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ' +
  '[&::-webkit-details-marker]:hidden'

/**
 * The small-screen menu is a native disclosure, so the first tap opens it even before any script has run
 * (or with none). lib/section-links.ts adds what a script can: aria-expanded kept in step, closing after a
 * choice and on Escape.
 */
function MobileMenu({ links }: { links: NavLink[] }) {
  return (
    <details data-menu className="group md:hidden">
      {/* role=button: assistive technology and tests name it as the button it is. */}
      <summary role="button" className={menuButtonClass}>
        <span className="sr-only">Menu</span>
        <span className="group-open:hidden">
          <MenuIcon open={false} />
        </span>
        <span className="hidden group-open:inline">
          <MenuIcon open />
        </span>
      </summary>
      <div className="absolute inset-x-0 top-full border-t border-white/10 bg-ink px-4 pb-4 shadow-lg">
        <ul className="flex flex-col gap-1 pt-2">
          {links.map((link, index) => (
            <li key={link.label}>
              <a
                href={`#${link.anchor}`}
                className={
                  index === links.length - 1
                    ? 'mt-2 block w-full rounded-lg bg-brand-500 px-4 py-3 text-left font-semibold text-ink ' +
                      'hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
                      'focus-visible:outline-white'
                    : 'block w-full rounded-md px-4 py-3 text-left text-slate-100 hover:bg-white/10 ' +
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
                }
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  )
}

export function Navigation({ targets }: { targets: NavigationTargets }) {
  const { businessName } = useSiteSettings()
  const { desktop, mobile } = navLinks(targets)
  return (
    <header className="sticky top-0 z-40 bg-ink/95 text-white shadow-md backdrop-blur">
      <nav aria-label="Main" className="relative mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <a
          href="/"
          className={
            'rounded text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4 ' +
            'focus-visible:outline-white'
          }
        >
          {businessName}
        </a>
        <ul className="hidden items-center gap-1 md:flex">
          {desktop.map((link, index) => (
            <li key={link.label}>
              <a
                href={`#${link.anchor}`}
                className={
                  index === desktop.length - 1
                    ? 'ml-2 inline-block rounded-lg bg-brand-500 px-4 py-2 font-semibold text-ink hover:bg-brand-600 ' +
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
                    : 'inline-block rounded-md px-3 py-2 text-slate-100 hover:bg-white/10 hover:text-white ' +
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
                }
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <MobileMenu links={mobile} />
      </nav>
    </header>
  )
}

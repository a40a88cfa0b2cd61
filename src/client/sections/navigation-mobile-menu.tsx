// The small-screen menu: a Headless UI disclosure, opened by the click that loaded it, closed after a choice
// or with Escape. Closing hands focus to the chosen section rather than back to the menu button.
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react'
import type { KeyboardEvent } from 'react'
import { scrollToAnchor } from '../components/scroll-to.ts'
import { MenuIcon, type NavLink } from './navigation-links.tsx'

export default function NavigationMobileMenu({ links, buttonClassName }: { links: NavLink[]; buttonClassName: string }) {
  return (
    <Disclosure defaultOpen>
      {({ open, close }) => (
        <>
          {/* autoFocus: this button replaces the look-alike the visitor just pressed, so focus stays put. */}
          <DisclosureButton autoFocus className={buttonClassName}>
            <span className="sr-only">Menu</span>
            <MenuIcon open={open} />
          </DisclosureButton>
          <DisclosurePanel
            className="absolute inset-x-0 top-full border-t border-white/10 bg-ink px-4 pb-4 shadow-lg md:hidden"
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key === 'Escape') close()
            }}
          >
            <ul className="flex flex-col gap-1 pt-2">
              {links.map((link, index) => (
                <li key={link.label}>
                  <button
                    type="button"
                    onClick={() => {
                      close()
                      scrollToAnchor(link.anchor)
                    }}
                    className={
                      index === links.length - 1
                        ? 'mt-2 w-full rounded-lg bg-brand-500 px-4 py-3 text-left font-semibold text-ink hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
                        : 'w-full rounded-md px-4 py-3 text-left text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
                    }
                  >
                    {link.label}
                  </button>
                </li>
              ))}
            </ul>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  )
}

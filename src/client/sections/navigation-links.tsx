// What the desktop bar and the mobile menu share: a link's shape and the menu button's icon.
import type { Anchor } from '../../shared/sections/anchors.ts'

export interface NavLink {
  label: string
  anchor: Anchor
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  )
}

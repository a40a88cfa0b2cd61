// SPEC §2 Settings quick links, each opening in a new tab: the live site and the two lead endpoints.
import { ExternalLink } from '../../components/external-link.tsx'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { adminCard } from '../shared/admin-styles.ts'

const LINKS = [
  { href: '/', label: 'View live site' },
  { href: '/api/strategy-calls', label: 'Strategy calls (JSON)' },
  { href: '/api/email-signups', label: 'Email signups (JSON)' },
] as const

export function QuickLinks() {
  return (
    <section aria-labelledby="quick-links-heading" className={adminCard}>
      <h3 id="quick-links-heading" className="text-lg font-bold text-slate-900">
        Quick links
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {LINKS.map((link) => (
          <li key={link.href}>
            <ExternalLink href={link.href} className={adminButton.secondary}>
              {link.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

// SPEC §2 Settings "Configure buttons showing hints only": each service the site talks to, and where its
// settings live. They are secrets of the deployment, so the dashboard says where to set them, not what they are.
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { adminCard } from '../shared/admin-styles.ts'

const SERVICES: readonly { name: string; hint: string }[] = [
  {
    name: 'Email delivery',
    hint: 'Set RESEND_API_KEY and EMAIL_FROM in the Worker’s secrets. Until then, emails wait in the outbox below.',
  },
  {
    name: 'Text messages',
    hint: 'Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER. Sale alerts go to the contact phone below.',
  },
  {
    name: 'Card payments',
    hint: 'Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET from the Stripe dashboard.',
  },
  {
    name: 'Admin sign-in',
    hint: 'Set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, and list the owners’ emails in ADMIN_EMAILS.',
  },
  {
    name: 'Social feeds',
    hint: 'Set the Facebook page id and token, the YouTube key and channel, and the podcast RSS address to show live feeds.',
  },
]

export function ConfigureHints() {
  return (
    <section aria-labelledby="configure-heading" className={adminCard}>
      <h3 id="configure-heading" className="text-lg font-bold text-slate-900">
        Integrations
      </h3>
      <ul className="mt-3 divide-y divide-slate-200">
        {SERVICES.map((service) => (
          <li key={service.name} className="py-3">
            <Disclosure>
              <div className="flex items-center justify-between gap-3">
                <span className="font-semibold text-slate-800">{service.name}</span>
                <DisclosureButton className={adminButton.secondary}>
                  Configure<span className="sr-only"> {service.name}</span>
                </DisclosureButton>
              </div>
              <DisclosurePanel className="mt-2 text-sm text-slate-700">{service.hint}</DisclosurePanel>
            </Disclosure>
          </li>
        ))}
      </ul>
    </section>
  )
}

import { LegalLayout, MailLink } from '../components/legal-layout.tsx'
import { useSiteSettings } from '../lib/use-site-settings.ts'

export default function PrivacyPolicyPage() {
  const { businessName, contactEmail } = useSiteSettings()
  return (
    <LegalLayout title="Privacy Policy" dateLine="Effective date: July 31, 2025">
      <section>
        <h2>Who we are</h2>
        <p>
          {businessName} provides faith-based coaching for married men. This policy explains what we collect through
          this website, why, and what you can ask us to do with it.
        </p>
      </section>
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>Free guide and resource requests: your first name and email address.</li>
          <li>
            Consultation applications and strategy-call bookings: your name, email, phone number and what you tell us.
          </li>
          <li>
            Purchases: your name, email, phone number, what you bought and the amount. Card details go straight to our
            payment provider, Stripe; we never see or store your card number.
          </li>
          <li>
            Site usage: pages viewed and which forms were used, recorded without your name, email or phone number.
          </li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <ul>
          <li>to send you what you asked for (the guide, a resource, a receipt);</li>
          <li>to contact you about your application, call or program;</li>
          <li>to send emails or text messages only where you opted in, and you can opt out at any time;</li>
          <li>to understand which parts of the site help people, in totals only.</li>
        </ul>
        <p>We do not sell your personal data.</p>
      </section>
      <section>
        <h2>Who we share it with</h2>
        <p>
          Only the services that help us deliver: our payment provider (Stripe), our email and text-message providers,
          and, where enabled, advertising measurement tags (Meta and Google), which receive no names, emails or phone
          numbers from us.
        </p>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>
          The site stores a cookie to remember a chat conversation for 30 days, and a sign-in cookie for the site owner
          only. Installing the site as an app stores your choice in your browser.
        </p>
      </section>
      <section>
        <h2>How long we keep it</h2>
        <p>
          We keep your details while we work together and as long as the law requires for payment records, and delete
          them on request otherwise.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>
          You can ask to see, correct or delete the data we hold about you. See our{' '}
          <a href="/data-deletion" className="font-medium text-brand-700 underline">
            data deletion instructions
          </a>
          . We answer every request within 7 business days.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          Email <MailLink email={contactEmail} /> with any question about your privacy, or go back to the{' '}
          <a href="/" className="font-medium text-brand-700 underline">
            homepage
          </a>
          .
        </p>
      </section>
    </LegalLayout>
  )
}

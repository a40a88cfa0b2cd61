import { LegalLayout, MailLink } from '../components/legal-layout.tsx'
import { useSiteOrigin } from '../lib/site-origin.ts'
import { useSiteSettings } from '../lib/use-site-settings.ts'

export default function DataDeletionPage() {
  const { businessName, contactEmail } = useSiteSettings()
  // The address this page was served from: a stored website address may name another port or host.
  const home = `${useSiteOrigin()}/`
  return (
    <LegalLayout title="Data Deletion Instructions" dateLine="How to ask us to delete your data">
      <section>
        <h2>Social media data</h2>
        <p>
          {businessName} does not collect or store personal data from social-media users. The site only shows public
          posts and events from our own business page.
        </p>
        <p>What is displayed:</p>
        <ul>
          <li>public posts, photos and videos published by our business page;</li>
          <li>public event details (title, date, location, description) and attendance counts;</li>
          <li>whether our account is live right now.</li>
        </ul>
        <p>What is not collected:</p>
        <ul>
          <li>your name, profile, photos, friends or messages;</li>
          <li>your likes, comments or reactions as personal data;</li>
          <li>any login or account information from social-media platforms.</li>
        </ul>
      </section>
      <section>
        <h2>Data you gave us on this site</h2>
        <p>
          If you signed up for the guide, applied for coaching, booked a call or bought a program, we hold the details
          you entered. You can ask us to delete them at any time, as described below.
        </p>
      </section>
      <section>
        <h2>How to request deletion</h2>
        <ol>
          <li>
            Email <MailLink email={contactEmail} subject="Data Deletion Request" /> with &lsquo;Data Deletion
            Request&rsquo; in the subject.
          </li>
          <li>Describe the data you would like deleted.</li>
          <li>Give the username or email address it is linked to, so we can verify it is yours.</li>
          <li>Wait for our reply confirming the deletion.</li>
        </ol>
        <p>We answer every request within 7 business days.</p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          Email: <MailLink email={contactEmail} />
        </p>
        <p>
          Website:{' '}
          <a href={home} className="font-medium text-brand-700 underline">
            {home}
          </a>
        </p>
      </section>
    </LegalLayout>
  )
}

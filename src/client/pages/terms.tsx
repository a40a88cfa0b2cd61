import { LegalLayout, MailLink } from '../components/legal-layout.tsx'
import { useSiteSettings } from '../lib/use-site-settings.ts'

const today = () => new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })

export default function TermsPage() {
  const { businessName, contactEmail } = useSiteSettings()
  return (
    <LegalLayout title="Terms and Conditions" dateLine={`Last updated: ${today()}`}>
      <section>
        <h2>1. Acceptance of Terms</h2>
        <p>
          By using this website or buying any of the services of {businessName}, you agree to these terms. If you do not
          agree, please do not use the site or our services.
        </p>
      </section>
      <section>
        <h2>2. Services</h2>
        <p>{businessName} offers faith-based coaching for married men:</p>
        <ul>
          <li>Brotherhood Pods: small groups of five men meeting for a 90-minute video session over twelve weeks.</li>
          <li>One-on-One Coaching: twelve 60-minute private sessions with the coach.</li>
          <li>Strategy Calls: a free call to find out whether coaching is right for you.</li>
          <li>Educational resources: guides, assessments and trainings offered free of charge.</li>
        </ul>
        <p>Coaching is not therapy, counseling or medical advice, and is no substitute for them.</p>
      </section>
      <section>
        <h2>3. Payment Terms</h2>
        <p>
          Payments are taken by card through our payment provider, Stripe. We never see or store your full card number.
          Prices are shown in US dollars. All sales are final unless covered by the guarantee below.
        </p>
      </section>
      <section>
        <h2>4. 30-Day Action Guarantee</h2>
        <p>
          30-day action guarantee: attend every call and complete your assigned actions, or get a full refund. Ask for
          it within 30 days of your purchase with the refund link in your receipt, and we refund everything you paid.
        </p>
        <p>
          The record of your first 30 days decides it: every call held in that time attended (a call we canceled or
          moved is not missed) and every action your coach assigned done by its due time. The guarantee does not apply
          if a call was missed or an action was not completed. My coaching shows where you stand, day by day, and quotes
          the agreement you accepted at purchase: each purchase keeps the version it was sold with.
        </p>
      </section>
      <section>
        <h2>5. Prohibited Uses</h2>
        <p>You agree not to:</p>
        <ul>
          <li>share what other members say in a pod or session outside it;</li>
          <li>record sessions without the consent of everyone present;</li>
          <li>use the site for anything unlawful, or to harass, abuse or harm anyone;</li>
          <li>try to gain unauthorized access to the site, its data or other people's accounts;</li>
          <li>copy or resell our materials without written permission.</li>
        </ul>
      </section>
      <section>
        <h2>6. Limitation of Liability</h2>
        <p>
          Coaching results depend on your own effort and circumstances, and no particular outcome is promised. To the
          fullest extent the law allows, {businessName} is not liable for indirect or consequential losses, and our
          total liability for any claim is limited to the amount you paid for the service concerned.
        </p>
      </section>
      <section>
        <h2>7. Contact</h2>
        <p>
          Questions about these terms? Email us at <MailLink email={contactEmail} />.
        </p>
      </section>
    </LegalLayout>
  )
}

// Contact (SPEC §2, anchor contact): the owner's email and phone, and the free strategy call (the site's own times, or the
// scheduling page).
import { outlineButton } from '../kit/button-styles.ts'
import { BookCallLink } from '../components/book-call-link.tsx'
import { SectionHeading } from '../components/section-heading.tsx'
import { useSiteSettings } from '../lib/use-site-settings.ts'

export default function Contact() {
  const { contactEmail, contactPhone } = useSiteSettings()
  return (
    <section aria-labelledby="contact-heading" className="bg-white px-4 py-16">
      <SectionHeading
        id="contact-heading"
        eyebrow="Contact"
        title="Questions First? Let's Talk"
        lead="We answer every message within 24 hours."
      />
      <ul className="mx-auto mt-10 flex max-w-3xl flex-col items-center justify-center gap-4 sm:flex-row">
        <li>
          <a href={`mailto:${contactEmail}`} className={outlineButton}>
            Email {contactEmail}
          </a>
        </li>
        <li>
          <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`} className={outlineButton}>
            Call {contactPhone}
          </a>
        </li>
        <li>
          <BookCallLink className={outlineButton}>Book a free strategy call</BookCallLink>
        </li>
      </ul>
    </section>
  )
}

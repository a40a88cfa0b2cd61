// SPEC §2 footer: contact details, the free strategy call (the site's own times, or the scheduling page in a new tab),
// and the legal pages.
import { BookCallLink } from '../components/book-call-link.tsx'
import { useSiteSettings } from '../lib/use-site-settings.ts'

const linkClass =
  'rounded text-slate-200 underline-offset-4 hover:text-white hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

export default function Footer() {
  const { businessName, contactEmail, contactPhone } = useSiteSettings()
  const year = new Date().getFullYear()
  return (
    // Room below the last line for the chat button (bottom-4, h-14), so at the end of the page it covers no words.
    <footer className="bg-ink px-4 pb-28 pt-14 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-3">
        <div>
          <p className="text-xl font-bold text-white">{businessName}</p>
          <p className="mt-3 text-sm">
            Faith-based coaching for married men who want to lead their marriage and their home well.
          </p>
        </div>
        <div>
          <h2 className="font-semibold text-white">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${contactEmail}`} className={linkClass}>
                {contactEmail}
              </a>
            </li>
            <li>
              <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                {contactPhone}
              </a>
            </li>
            <li>
              <BookCallLink className={linkClass}>Book a free strategy call</BookCallLink>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">Legal</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href="/privacy-policy" className={linkClass}>
                Privacy Policy
              </a>
            </li>
            <li>
              <a href="/terms-and-conditions" className={linkClass}>
                Terms and Conditions
              </a>
            </li>
            <li>
              <a href="/data-deletion" className={linkClass}>
                Data Deletion
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="mx-auto mt-12 max-w-6xl border-t border-white/10 pt-6 text-center text-sm text-slate-300">
        © {year} {businessName}. All rights reserved.
      </p>
    </footer>
  )
}

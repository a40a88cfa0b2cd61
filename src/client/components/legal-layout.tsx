import type { ReactNode } from 'react'

/** The frame the three legal pages share: title, date line, body, and the way home. */
export function LegalLayout({ title, dateLine, children }: { title: string; dateLine: string; children: ReactNode }) {
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-12">
      <article className="prose-legal mx-auto max-w-3xl rounded-xl bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{dateLine}</p>
        <div
          className={
            'mt-8 space-y-8 text-slate-700 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 ' +
            '[&_li]:ml-6 [&_li]:list-disc [&_p]:mt-3 [&_ul]:mt-3 [&_ol_li]:list-decimal'
          }
        >
          {children}
        </div>
        <nav className="mt-10 flex flex-wrap gap-6 border-t border-slate-200 pt-6 text-sm">
          <a href="/" className="font-semibold text-brand-700 underline">
            Return to Homepage
          </a>
          <a href="/privacy-policy" className="text-slate-700 underline">
            Privacy Policy
          </a>
          <a href="/terms-and-conditions" className="text-slate-700 underline">
            Terms and Conditions
          </a>
          <a href="/data-deletion" className="text-slate-700 underline">
            Data Deletion
          </a>
        </nav>
      </article>
    </main>
  )
}

export function MailLink({ email, subject }: { email: string; subject?: string }) {
  const href = subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
  return (
    <a href={href} className="font-medium text-brand-700 underline">
      {email}
    </a>
  )
}

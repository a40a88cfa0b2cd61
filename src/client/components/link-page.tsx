// What the pages opened from a link with its token in the fragment share (refund, plan, waitlist decline; decision
// 063): the Worker renders them whole without the token, which only the browser sees, and a small script reads it
// and fills them in. Their waiting line shows from the first paint; with scripts off a note takes its place and
// says what the script is needed for, and how to reach the business meanwhile.
import type { ReactNode } from 'react'
import type { SiteSettings } from '../../shared/site.ts'

export type LinkPageContact = Pick<SiteSettings, 'contactEmail' | 'contactPhone'>

/** The line a page shows while its script reads the link and asks the server; hidden when scripts are off. */
export function Waiting({ children }: { children: ReactNode }) {
  return (
    <p data-wait role="status" className="mt-4 flex items-center justify-center gap-3 text-slate-700">
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
        aria-hidden="true"
      />
      <span data-slot="waiting">{children}</span>
    </p>
  )
}

/** `needs`: what the visitor came to do, as the sentence's subject ('Seeing your purchase…'). */
export function NeedsScript({ needs, contact }: { needs: string; contact: LinkPageContact }) {
  return (
    <noscript>
      <style>{'[data-wait]{display:none}'}</style>
      <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-left text-sm text-amber-900">
        {`${needs} needs JavaScript, which is off in this browser: the code in your link is read here, in your ` +
          'browser, and never sent to our server. Please turn JavaScript on, or contact us at '}
        <a className="underline" href={`mailto:${contact.contactEmail}`}>
          {contact.contactEmail}
        </a>
        {` or ${contact.contactPhone}.`}
      </p>
    </noscript>
  )
}

// The small pieces every feature's letters are written with: a link in the site's colour, the greeting and its
// name, a subject's quote of what a visitor typed, lines one under another, and the lines client emails share.
import { Fragment, type ReactNode } from 'react'
import { LIGHT } from './email-palette.ts'

const LINK_STYLE = { color: LIGHT.link, textDecoration: 'underline' } as const

/**
 * A link of a letter; alone in its paragraph, the layout shows it as a button. The colour is inline for the clients
 * that drop <style>, the class for the dark palette of those that keep it (email-layout.tsx).
 */
export function Link({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="em-link" style={LINK_STYLE}>
      {children}
    </a>
  )
}

/** One word of letters (inner hyphens and apostrophes allowed), as first names are. */
const PLAIN_NAME = /^\p{L}+(?:['’-]\p{L}+)*$/u
const PLAIN_NAME_MAX = 20

/**
 * The name in a greeting: the first word of what the visitor typed when it is a plain name, else 'friend'. A
 * link, an address or a sentence typed as a name never reaches a stranger's inbox in our email.
 */
export function greetingName(typed: unknown): string {
  const [first = ''] = String(typed ?? '')
    .trim()
    .split(/\s+/)
  return first.length <= PLAIN_NAME_MAX && PLAIN_NAME.test(first) ? first : 'friend'
}

/** 'Hi Sam,': the first paragraph of a letter to a man by his first name. */
export const hi = (firstName: unknown) => <>Hi {greetingName(firstName)},</>

const SUBJECT_QUOTE_MAX = 60

/**
 * What a visitor typed, as a subject quotes it: one line (no line breaks or other control characters that could
 * end the header or hide text), at most 60 characters. The subject is plain text, so nothing else needs escaping.
 */
export function subjectQuote(typed: unknown): string {
  const line = String(typed ?? '')
    .replace(/[\p{C}\s]+/gu, ' ')
    .trim()
  return line.length > SUBJECT_QUOTE_MAX ? `${line.slice(0, SUBJECT_QUOTE_MAX - 1)}…` : line
}

/** 'Questions? Reply to this email or call …': how a client reaches the coach. */
export const questionsLine = (phone: string) => <>Questions? Reply to this email or call {phone}.</>

/** Lines one under another, each after a <br>: a plan's payments, a lead's answers, the first open times. */
export function Lines({ lines }: { lines: readonly ReactNode[] }) {
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ))
}

/** The way to his own page that ends every email to a client about what he bought or waits for (decision 074). */
export const myCoachingParagraph = (siteUrl: string) => (
  <>
    <Link href={`${siteUrl}/my-coaching`}>Open My coaching</Link> to see all you have with us in one place (we email you
    a code to sign in).
  </>
)

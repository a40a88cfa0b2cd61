// The words of a follow-up email as the owner writes them in the Sequences tab, and what they become: a blank
// line starts a new paragraph, [words](/a-page) is a link (a page of this site, made absolute on the site's
// address when the email is written, or an https address), and {firstName} is the man's first name. One rule
// for the admin's form, the worker's check and the email itself, so what the form accepts is what is sent.

const PLACEHOLDER = /\{([^{}\n]*)\}/g
const LINK = /\[([^\]\n]*)\]\(([^)\s]*)\)/g
const FIRST_NAME = '{firstName}'

/** A piece of a paragraph: plain words, or a link with its absolute address. */
export type FollowUpPart = { text: string } | { text: string; href: string }

/** A page of this site (`/…`, never `//host`) or an https address. */
function linkProblem(target: string): string | null {
  if (target.startsWith('/') && !target.startsWith('//')) return null
  if (target.startsWith('https://') && URL.canParse(target)) return null
  return `The link to "${target}" must start with / (a page of this site) or https://`
}

/** What is wrong with a subject or body as written, in the owner's words, or null. */
export function followUpTextProblem(text: string): string | null {
  for (const [, name] of text.matchAll(PLACEHOLDER))
    if (`{${name}}` !== FIRST_NAME) return `Unknown placeholder {${name}}: the one you can use is ${FIRST_NAME}`
  for (const [, label, target] of text.matchAll(LINK)) {
    if (!label!.trim()) return `A link needs words between its brackets, as in [Book your free call](/#strategy-call)`
    const problem = linkProblem(target!)
    if (problem) return problem
  }
  return null
}

/** The subject line with the man's name in place. */
export const followUpSubject = (subject: string, firstName: string) => subject.replaceAll(FIRST_NAME, firstName)

/**
 * The body's paragraphs, each a list of parts; lines inside a paragraph run together as one (like Markdown), so
 * the HTML and the plain-text part read the same.
 */
export function followUpParagraphs(body: string, firstName: string, siteUrl: string): FollowUpPart[][] {
  return body
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((paragraph) => {
      const parts: FollowUpPart[] = []
      let at = 0
      for (const match of paragraph.matchAll(LINK)) {
        const [whole, label, target] = match
        if (match.index > at) parts.push({ text: paragraph.slice(at, match.index) })
        const href = target!.startsWith('/') ? `${siteUrl}${target}` : target!
        parts.push(linkProblem(target!) ? { text: whole } : { text: label!, href })
        at = match.index + whole.length
      }
      if (at < paragraph.length) parts.push({ text: paragraph.slice(at) })
      return parts.map((part) => ({ ...part, text: part.text.replaceAll(FIRST_NAME, firstName) }))
    })
}

// What a letter is, and the book of them the outbox renders from. Each feature writes its own emails as JSX in its
// own folder; the book gathering them sits above the features (features/letters), since those features queue
// their emails through this one and this folder cannot import them back. The Worker's entry hands the book in
// once (provideLetters), before any request, cron run or alarm can deliver a message (decision 126).
import type { ReactNode } from 'react'
import type { SiteSettings } from '../../../shared/site.ts'
import type { EmailPayloads, EmailTemplate } from './message-payloads.ts'

export interface LetterContext {
  settings: SiteSettings
  /** The site's origin: every link of a letter starts with it. */
  siteUrl: string
}

/**
 * A letter as its template writes it: the subject (plain text) and the paragraphs, each a piece of JSX (words,
 * links, <strong>, <br>). React escapes whatever a visitor typed. A paragraph that is one Link alone is shown as a
 * button by the layout (email-layout.tsx).
 */
export interface LetterText {
  subject: string
  paragraphs: ReactNode[]
}

/** One template's letter: its payload in, its words out; a letter given another template's payload does not compile. */
export type LetterOf<T extends EmailTemplate> = (payload: EmailPayloads[T], context: LetterContext) => LetterText

/** A feature's letters, one for each of the templates it names. */
export type LettersFor<T extends EmailTemplate> = { readonly [K in T]: LetterOf<K> }

/** Every template's letter: a template without one does not compile. */
export type LetterBook = LettersFor<EmailTemplate>

let book: LetterBook | null = null

/** Called by the Worker's entry (and the tests' setup) with features/letters' book. */
export function provideLetters(letters: LetterBook): void {
  book = letters
}

export function lettersInUse(): LetterBook {
  if (!book) throw new Error('No letters to render emails with: the Worker entry calls provideLetters(LETTERS) first')
  return book
}

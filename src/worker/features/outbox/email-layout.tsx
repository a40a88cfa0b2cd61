// One layout for every email (decision 064): the business's name on the site's ink band, the letter on a white
// card, a footer with the business's name and, on marketing email, the unsubscribe line and postal address. The
// HTML part and the plain-text part are both made here from the same paragraphs. The HTML is what the common
// clients render alike: tables, inline styles, 600 px wide at most, no script, no image, no web font; colours set
// on every element that has text, a background on every element with light text, and a dark palette for the
// clients that ask for one (`color-scheme`), so a client that inverts colours keeps them readable.
import type { CSSProperties, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { SiteSettings } from '../../../shared/site.ts'
import { UNSUBSCRIBE_LINK_WORDS } from '../../../shared/consent-words.ts'
import type { Email } from '../../platform/adapters/email.ts'
import type { UnsubscribeFooter } from '../opt-outs/opt-outs.ts'
import { DARK, LIGHT } from './email-palette.ts'
import { decodeEntities, LONE_LINK, preheaderOf, toPlainText } from './email-text.ts'

/** A letter to send: its paragraphs are JSX (letter-book.ts), so whatever a visitor typed is escaped by React. */
export interface Letter {
  to: string
  subject: string
  paragraphs: readonly ReactNode[]
  settings: SiteSettings
}

/** A paragraph and its markup alone, which the button, the preheader and the plain-text part are read from. */
interface Written {
  node: ReactNode
  html: string
}

export interface LayoutContext {
  /** The site's https origin (http on loopback in local runs): every link of the layout starts with it. */
  siteUrl: string
  /** Marketing email only (features/opt-outs decides): the unsubscribe line and the postal address. */
  unsubscribe?: UnsubscribeFooter | null
}

// Unquoted (a valid family name), so the style attributes carry no escaped quotes.
const FONT = '-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif'

// Class names only for the dark palette below; every look is inline, for the clients that drop <style>.
const DARK_MODE_CSS =
  ':root{color-scheme:light dark;supported-color-schemes:light dark}' +
  '@media (prefers-color-scheme:dark){' +
  `.em-page{background-color:${DARK.page}!important}` +
  `.em-card{background-color:${DARK.card}!important}` +
  `.em-text{color:${DARK.text}!important}` +
  `.em-muted{color:${DARK.muted}!important}` +
  `.em-link{color:${DARK.link}!important}}`

/** Twice what a preheader shows, so an inbox takes none of the body's words after it. */
const PREHEADER_FILL = '\u034f\u00a0'.repeat(90)

const text = (size: number, color: string): CSSProperties => ({
  margin: '0 0 16px',
  fontFamily: FONT,
  fontSize: size,
  lineHeight: 1.6,
  color,
})

const box = (background: string) =>
  ({ role: 'presentation', width: '100%', cellPadding: 0, cellSpacing: 0, border: 0, bgcolor: background }) as const

function Button({ href, label }: { href: string; label: string }) {
  // The colour and the padding are the cell's, which every client draws (Outlook ignores a link's padding).
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      bgcolor={LIGHT.button}
      style={{ margin: '8px 0 24px', borderRadius: 8, backgroundColor: LIGHT.button }}
    >
      <tbody>
        <tr>
          <td style={{ padding: '12px 24px', borderRadius: 8, backgroundColor: LIGHT.button }}>
            <a
              href={href}
              style={{
                display: 'inline-block',
                backgroundColor: LIGHT.button,
                color: LIGHT.buttonText,
                fontFamily: FONT,
                fontSize: 16,
                fontWeight: 700,
                lineHeight: 1.4,
                textDecoration: 'none',
              }}
            >
              {label}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  )
}

function Paragraph({ node, html }: Written) {
  const lone = LONE_LINK.exec(html)
  // Read back from the markup, where React escaped them, so they go back to what they say before it escapes them again.
  if (lone) return <Button href={decodeEntities(lone[1]!)} label={decodeEntities(lone[2]!)} />
  return (
    <p className="em-text" style={text(16, LIGHT.text)}>
      {node}
    </p>
  )
}

function Footer({ settings, siteUrl, unsubscribe }: { settings: SiteSettings } & LayoutContext) {
  const small = { ...text(13, LIGHT.muted), margin: '0 0 8px' }
  const link: CSSProperties = { color: LIGHT.muted, textDecoration: 'underline' }
  return (
    <>
      {unsubscribe && (
        <p className="em-muted" style={small}>
          {unsubscribe.reason}{' '}
          <a className="em-muted" href={unsubscribe.url} style={link}>
            {UNSUBSCRIBE_LINK_WORDS}
          </a>{' '}
          from these emails in one click.
        </p>
      )}
      <p className="em-muted" style={small}>
        <strong>{settings.businessName}</strong>
        {unsubscribe ? `, ${unsubscribe.postalAddress}` : ''} ·{' '}
        <a className="em-muted" href={`${siteUrl}/`} style={link}>
          {new URL(siteUrl).host}
        </a>
      </p>
    </>
  )
}

function Row({ children }: { children: ReactNode }) {
  return (
    <tr>
      <td>{children}</td>
    </tr>
  )
}

function EmailDocument({ letter, written, context }: { letter: Letter; written: Written[]; context: LayoutContext }) {
  const { settings } = letter
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{letter.subject}</title>
        <style dangerouslySetInnerHTML={{ __html: DARK_MODE_CSS }} />
      </head>
      <body className="em-page" style={{ margin: 0, padding: 0, backgroundColor: LIGHT.page }}>
        <div
          style={
            {
              display: 'none',
              maxHeight: 0,
              maxWidth: 0,
              overflow: 'hidden',
              opacity: 0,
              msoHide: 'all',
            } as CSSProperties
          }
        >
          {preheaderOf(written.map(({ html }) => html))}
          {PREHEADER_FILL}
        </div>
        <table {...box(LIGHT.page)} className="em-page" style={{ backgroundColor: LIGHT.page }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width={600}
                  cellPadding={0}
                  cellSpacing={0}
                  border={0}
                  style={{ width: '100%', maxWidth: 600 }}
                >
                  <tbody>
                    <Row>
                      <table {...box(LIGHT.band)} style={{ backgroundColor: LIGHT.band, borderRadius: '8px 8px 0 0' }}>
                        <tbody>
                          <tr>
                            <td style={{ padding: '20px 32px', borderBottom: `4px solid ${LIGHT.accent}` }}>
                              <a
                                href={`${context.siteUrl}/`}
                                style={{
                                  color: LIGHT.bandText,
                                  fontFamily: FONT,
                                  fontSize: 20,
                                  fontWeight: 700,
                                  textDecoration: 'none',
                                }}
                              >
                                {settings.businessName}
                              </a>
                            </td>
                          </tr>
                        </tbody>
                      </table>
                    </Row>
                    <Row>
                      <table
                        {...box(LIGHT.card)}
                        className="em-card"
                        style={{ backgroundColor: LIGHT.card, borderRadius: '0 0 8px 8px' }}
                      >
                        <tbody>
                          <tr>
                            <td style={{ padding: '32px 32px 16px' }}>
                              {written.map((paragraph, index) => (
                                <Paragraph key={index} {...paragraph} />
                              ))}
                              <p className="em-text" style={text(16, LIGHT.text)}>
                                {signature(settings)}
                              </p>
                            </td>
                          </tr>
                        </tbody>
                      </table>
                    </Row>
                    <Row>
                      <div style={{ padding: '24px 32px 0' }}>
                        <Footer settings={settings} {...context} />
                      </div>
                    </Row>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  )
}

const signature = (settings: SiteSettings) => `— ${settings.coachName}, ${settings.businessName}`

/** The plain-text part: the same paragraphs, the signature, then the footer's lines after the usual '--'. */
function plainText(letter: Letter, written: Written[], { siteUrl, unsubscribe }: LayoutContext): string {
  const { settings } = letter
  const site = `${siteUrl}/`
  const footer = unsubscribe
    ? `${unsubscribe.reason}\nUnsubscribe: ${unsubscribe.url}\n\n${settings.businessName}, ${unsubscribe.postalAddress} · ${site}`
    : `${settings.businessName} · ${site}`
  return `${[...written.map(({ html }) => toPlainText(html)), signature(settings)].join('\n\n')}\n\n--\n${footer}`
}

export function renderLetter(letter: Letter, context: LayoutContext): Email {
  const written = letter.paragraphs.map((node) => ({ node, html: renderToStaticMarkup(<>{node}</>) }))
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<EmailDocument letter={letter} written={written} context={context} />)}`
  return { to: letter.to, subject: letter.subject, html, text: plainText(letter, written, context) }
}

// The sink's messages as a page a person can read in a browser (newest first): each email with its subject and
// recipient, its HTML part as a mail app shows it and its plain-text part a click away; each text message with its
// number. Scripts asking for JSON get the list.
import type { SunkMessage } from './sink.ts'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
/** Escaped text with its web addresses as links, so a link in an email (a download, a receipt) can be followed. */
const withLinks = (text: string) => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

/** Each file an email carried, as a link that downloads it from the sink. */
function attachmentList(message: SunkMessage, index: number): string {
  if (!message.attachments?.length) return ''
  const links = message.attachments
    .map(
      (file, n) =>
        `<li><a href="/__sink/messages/${index}/attachments/${n}" ` +
        `download="${escape(file.filename)}">${escape(file.filename)}</a> <span ` +
        `class="meta">(${escape(file.contentType)})</span></li>`,
    )
    .join('')
  return `<h3>Attachments</h3><ul class="files">${links}</ul>`
}

/**
 * A marketing email's List-Unsubscribe headers, and a button that posts what Gmail's 'Unsubscribe' button posts
 * (RFC 8058) to the address they name.
 */
function unsubscribeHeaders(message: SunkMessage): string {
  const headers = message.headers ?? {}
  const lines = Object.entries(headers).map(([name, value]) => `${escape(name)}: ${escape(value)}`)
  if (!lines.length) return ''
  const url = /^<(https?:\/\/[^>]+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1]
  const oneClick =
    url && headers['List-Unsubscribe-Post'] === 'List-Unsubscribe=One-Click'
      ? `<form method="post" action="${escape(url)}" enctype="application/x-www-form-urlencoded">` +
        `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
        `<button type="submit">Unsubscribe in one click, as a mail app's button does</button></form>`
      : ''
  return `<h3>Headers</h3><pre class="meta">${lines.join('\n')}</pre>${oneClick}`
}

/** A text a person sent to the site (played from the form below), with what the site answered. */
function inboundItem(message: SunkMessage): string {
  return `<li><article aria-label="Text from ${escape(message.from ?? '')}">
  <h2>Text from ${escape(message.from ?? '')} to the site</h2>
  <p class="meta">Played by the sink as Twilio would deliver it, ${escape(message.receivedAt)}</p>
  <pre>${escape(message.body)}</pre>
  <h3>The site answered</h3><pre class="meta">${escape(message.reply ?? '')}</pre>
</article></li>`
}

/** Plays a text from a person to the site's number: STOP, START, HELP or anything else. */
const INBOUND_FORM = `<form method="post" action="/__sink/inbound" aria-label="Send a text to the site">
<h2>Text the site, as a person would</h2>
<p class="meta">The sink signs it as Twilio does and posts it to the site's <code>/api/sms/inbound</code>. Try STOP,
then a reminder or a sale's text to that number is withheld; START undoes it; HELP gets the contact line.</p>
<label>From <input name="from" value="+15415550142" required></label>
<label>Message <input name="body" value="STOP" required></label>
<button type="submit">Send text</button></form>`

/** The HTML part opens its links in this tab, as a mail app opens them outside the message. */
const linksToTop = (html: string) =>
  /<head(?:\s[^>]*)?>/i.test(html)
    ? html.replace(/<head(?:\s[^>]*)?>/i, (head) => `${head}<base target="_top">`)
    : `<base target="_top">${html}`

/**
 * An email as its recipient sees it: the HTML part in a frame that runs no script and reaches nothing of this page
 * (a sandbox without allow-scripts or allow-same-origin), where a clicked link may still open; then the plain-text
 * part behind a toggle. An email sent without HTML shows its text.
 */
function emailBody(message: SunkMessage): string {
  const text = `<pre>${withLinks(message.body)}</pre>`
  if (!message.html) return text
  return `<iframe class="email" title="The email to ${escape(message.to)} as a mail app shows it" \
sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" \
referrerpolicy="no-referrer" srcdoc="${escape(linksToTop(message.html))}"></iframe>
  <details><summary>Plain-text part</summary>${text}</details>`
}

function messageItem(message: SunkMessage, index: number): string {
  if (message.direction === 'in') return inboundItem(message)
  const kind = message.channel === 'email' ? 'Email' : 'Text message'
  const title =
    message.channel === 'email' ? escape(message.subject ?? '(no subject)') : `Text to ${escape(message.to)}`
  return `<li><article aria-label="${kind} to ${escape(message.to)}">
  <h2>${title}</h2>
  <p class="meta">${kind} to <strong>${escape(message.to)}</strong>, ${escape(message.receivedAt)}</p>
  ${message.channel === 'email' ? emailBody(message) : `<pre>${withLinks(message.body)}</pre>`}
  ${unsubscribeHeaders(message)}
  ${attachmentList(message, index)}
</article></li>`
}

export function messagesPage(messages: readonly SunkMessage[]): string {
  const items = messages.map(messageItem).reverse().join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Message sink: ${messages.length} message(s)</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
ul{list-style:none;padding:0}li{border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0}h3{font-size:1rem;margin:.5rem 0 0}ul.files li{border:0;padding:0;margin:.25rem 0}
.meta{color:#475569;font-size:.9rem}form{margin:.5rem 0}label{margin-right:1rem}pre{white-space:pre-wrap;font:inherit}
iframe.email{display:block;width:100%;height:40rem;margin:.75rem 0;border:1px solid #cbd5e1;border-radius:4px;resize:vertical}
summary{cursor:pointer;color:#475569}</style></head>
<body><h1>Emails and texts the local site sent</h1>
<p>Everything the site sent to its email and SMS providers while they point here, newest first. Reload to see new
ones; a script that does not ask for HTML gets the same list as JSON.</p>
${INBOUND_FORM}
${messages.length ? `<ul>${items}</ul>` : '<p>No messages yet.</p>'}
</body></html>`
}

// The sink's messages as a page a person can read in a browser (newest first): each email with its
// subject, recipient and text, each text message with its number. Scripts asking for JSON get the list.
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

function messageItem(message: SunkMessage, index: number): string {
  const kind = message.channel === 'email' ? 'Email' : 'Text message'
  const title =
    message.channel === 'email' ? escape(message.subject ?? '(no subject)') : `Text to ${escape(message.to)}`
  return `<li><article aria-label="${kind} to ${escape(message.to)}">
  <h2>${title}</h2>
  <p class="meta">${kind} to <strong>${escape(message.to)}</strong>, ${escape(message.receivedAt)}</p>
  <pre>${withLinks(message.body)}</pre>
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
.meta{color:#475569;font-size:.9rem}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Emails and texts the local site sent</h1>
<p>Everything the site sent to its email and SMS providers while they point here, newest first. Reload to see new
ones; a script that does not ask for HTML gets the same list as JSON.</p>
${messages.length ? `<ul>${items}</ul>` : '<p>No messages yet.</p>'}
</body></html>`
}

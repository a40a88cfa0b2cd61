// The address a local run's emails link to. .dev.vars holds this machine's address with the default port;
// a run on another port (PORT=8790 npm start) must link to that port, or every email's link points at a
// site that is not there. An address of the owner's own (an https tunnel to the local site) is kept.
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** PUBLIC_SITE_URL for a local run on `port`, or null to keep .dev.vars's value. */
export function localPublicSiteUrl(port: number, own: string | undefined): string | null {
  if (!own) return `http://127.0.0.1:${port}`
  let url: URL
  try {
    url = new URL(own)
  } catch {
    return null // the Worker reports an unreadable address itself
  }
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname)) return null
  url.port = String(port)
  return url.origin
}

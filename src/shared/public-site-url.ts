// The site's public address, which every email links back to. A deployed site must use https: an address on
// this machine (127.0.0.1, localhost) is only for a local run, where nothing leaves the machine.
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * What is wrong with a PUBLIC_SITE_URL value, or null. The Worker accepts a loopback http address (local runs);
 * the deploy check does not, since a deployed site would email links to the reader's own computer.
 */
export function publicSiteUrlProblem(
  value: string | undefined,
  { allowLoopback }: { allowLoopback: boolean },
): string | null {
  if (!value) return 'PUBLIC_SITE_URL is not set'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `PUBLIC_SITE_URL is not a web address: ${value}`
  }
  if (url.protocol === 'https:') return null
  if (allowLoopback && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null
  return `PUBLIC_SITE_URL must be the site's https address, not ${value}`
}

/** The routes the Worker renders as whole HTML (SPEC §2's public pages); wrangler.toml runs it first for them. */
export const PUBLIC_PAGE_PATHS = ['/', '/old', '/privacy-policy', '/terms-and-conditions', '/data-deletion'] as const

export function isPublicPagePath(path: string): boolean {
  return (PUBLIC_PAGE_PATHS as readonly string[]).includes(path)
}

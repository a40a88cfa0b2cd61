// The owner's pages: leads' names, emails and phones are on screen there, so no third-party tag runs beside
// them (src/client/lib/pixels.ts) and their CSP allows none (src/shared/security-headers.ts).

/** As `_headers` URL patterns. */
export const ADMIN_PAGE_PATTERNS: readonly string[] = ['/admin', '/admin/*', '/debug-sms']

export function isAdminPage(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname === '/debug-sms'
}

// SPEC §2: a path mangled by a chat app or a copy-paste (stray quotes, encoded spaces) is cleaned on start.
export function cleanPath(pathname: string): string {
  const cleaned = pathname.replace(/%22|%27|%20|["' ]/gi, '')
  return cleaned === '' ? '/' : cleaned
}

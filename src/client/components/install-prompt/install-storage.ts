// The local storage keys of SPEC §9. Storage can be unavailable (private modes, blocked cookies): then the
// prompt simply behaves as on a first visit.
export const DISMISSED_KEY = 'pwa-install-dismissed'
export const INSTALLED_KEY = 'pwa-installed'

export function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true'
  } catch {
    return false
  }
}

export function setFlag(key: string): void {
  try {
    window.localStorage.setItem(key, 'true')
  } catch {
    // Nothing to remember it in; the prompt may ask again next visit.
  }
}

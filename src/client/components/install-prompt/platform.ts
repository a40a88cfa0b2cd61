// What the install prompt needs to know about the device it runs on.

/** Already running as an installed app (SPEC §2: then the prompt stays hidden). */
export function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

/** iPhone, iPod or iPad (which reports itself as a Mac with a touch screen): Safari has no install event. */
export function isIos(): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  )
}

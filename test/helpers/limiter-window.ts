// The rate limiters (Cloudflare's simple ones, and miniflare's here) count in windows aligned to the clock's
// minute, so a burst that counts to a limit exactly would see the count start again if the minute turned during
// it. Such a test starts its burst in a window with room for it: at once, or at the next minute.
const WINDOW_MS = 60_000

/** Waits for the next window when fewer than `burstMs` are left in this one (at most `burstMs`). */
export async function inOneLimiterWindow(burstMs = 10_000): Promise<void> {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS)
  if (left < burstMs) await new Promise((resolve) => setTimeout(resolve, left + 100))
}

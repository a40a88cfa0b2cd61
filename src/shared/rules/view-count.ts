// SPEC §3 "Video": view counts read with K and M (1.2K views, 3.4M views), the way video sites show them.

/** One decimal at most, and none when it would be ".0": 1500 → "1.5K", 2000 → "2K". */
function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, '')
}

export function formatViewCount(views: number): string {
  if (!Number.isFinite(views) || views < 0) return '0'
  const whole = Math.floor(views)
  // 999,950 rounds to 1000.0K; it reads as 1M, as the next step up.
  if (whole >= 999_950) return `${oneDecimal(whole / 1_000_000)}M`
  if (whole >= 1000) return `${oneDecimal(whole / 1000)}K`
  return String(whole)
}

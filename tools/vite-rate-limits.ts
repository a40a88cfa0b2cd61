// Rate limits are deployment configuration. A build for the end-to-end suite, where every simulated
// visitor shares 127.0.0.1, raises them with RATE_LIMIT_MULTIPLIER; the limits themselves are tested in
// the Worker tests at their real values.
interface RateLimitConfig {
  simple: { limit: number; period: number }
}

export function scaleRateLimits(multiplier: string | undefined) {
  const factor = Number(multiplier)
  return (config: { ratelimits?: RateLimitConfig[] }) => {
    if (!Number.isFinite(factor) || factor <= 1 || !config.ratelimits) return
    for (const limit of config.ratelimits) limit.simple.limit = Math.round(limit.simple.limit * factor)
  }
}

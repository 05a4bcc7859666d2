/**
 * Fixed-window counters. In one process a Map is enough; with N API processes the same interface
 * is implemented on Redis (`rate-limit-redis.ts`, ADR 0052), so it is asynchronous.
 */
export interface RateLimiter {
  /** Counts one hit; says whether it is still within `limit` for the window. */
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>
  /** Reads without counting. */
  peek(key: string, limit: number): Promise<RateDecision>
  reset(key: string): Promise<void>
}

export interface RateDecision {
  allowed: boolean
  retryAfterMs: number
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()
  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number) {
    const now = this.now()
    let w = this.windows.get(key)
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs }
      this.windows.set(key, w)
      if (this.windows.size > 100_000) this.sweep(now)
    }
    w.count += 1
    return { allowed: w.count <= limit, retryAfterMs: Math.max(0, w.resetAt - now) }
  }

  async peek(key: string, limit: number) {
    const now = this.now()
    const w = this.windows.get(key)
    if (!w || w.resetAt <= now) return { allowed: true, retryAfterMs: 0 }
    return { allowed: w.count < limit, retryAfterMs: Math.max(0, w.resetAt - now) }
  }

  async reset(key: string) {
    this.windows.delete(key)
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k)
  }
}

import type { Redis } from 'ioredis'
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import type { FastifyBaseLogger } from 'fastify'
import type { HealthState } from './health.ts'
import { MemoryRateLimiter, type RateDecision, type RateLimiter } from './rate-limit.ts'

export interface RedisRateLimiterOptions {
  redis: Redis
  /** Every key starts with it (tests and deployments sharing one Redis keep apart). */
  keyPrefix: string
  log: FastifyBaseLogger
  health: HealthState
  now: () => number
}

/**
 * The counters of every API process in one Redis (ADR 0052): rate-limiter-flexible's atomic Lua
 * script (SET NX with the window's expiry, then INCRBY), one limiter per limit and window, all on
 * the same keys. When Redis fails or is slow, each process counts on its own in memory until it
 * is back (neither open nor closed: N processes give at most N times the allowance), and
 * `/api/health` says so.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, RateLimiterRedis>()
  private readonly fallback: MemoryRateLimiter
  /** Reads and deletes: any limiter on the same prefix reaches the same keys. */
  private readonly reader: RateLimiterRedis

  constructor(private readonly options: RedisRateLimiterOptions) {
    this.fallback = new MemoryRateLimiter(options.now)
    this.reader = this.limiter(1, 1_000)
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    try {
      const res = await this.limiter(limit, windowMs).consume(key)
      this.recovered()
      return { allowed: true, retryAfterMs: res.msBeforeNext }
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        this.recovered()
        return { allowed: false, retryAfterMs: err.msBeforeNext }
      }
      this.failed(err)
      return this.fallback.hit(key, limit, windowMs)
    }
  }

  async peek(key: string, limit: number): Promise<RateDecision> {
    try {
      const res = await this.reader.get(key)
      this.recovered()
      if (!res) return { allowed: true, retryAfterMs: 0 }
      return { allowed: res.consumedPoints < limit, retryAfterMs: Math.max(0, res.msBeforeNext) }
    } catch (err) {
      this.failed(err)
      return this.fallback.peek(key, limit)
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key)
    try {
      await this.reader.delete(key)
      this.recovered()
    } catch (err) {
      this.failed(err)
    }
  }

  private limiter(limit: number, windowMs: number): RateLimiterRedis {
    const id = `${limit}/${windowMs}`
    let limiter = this.limiters.get(id)
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.options.redis,
        keyPrefix: this.options.keyPrefix,
        points: limit,
        // Whole seconds: the script sets the window with EX.
        duration: Math.max(1, Math.ceil(windowMs / 1000)),
        rejectIfRedisNotReady: true,
      })
      this.limiters.set(id, limiter)
    }
    return limiter
  }

  private failed(err: unknown) {
    const { health, log, now } = this.options
    if (health.degraded().some((p) => p.part === 'rate-limits')) return
    log.warn({ err: { message: String(err) } }, 'rate limits counted in this process only')
    health.degrade('rate-limits', 'shared counters unreachable (redis)', new Date(now()))
  }

  private recovered() {
    this.options.health.recover('rate-limits')
  }
}

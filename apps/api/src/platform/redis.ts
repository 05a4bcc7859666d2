import { Redis } from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'

/** How long one Redis command may take before the caller falls back (ADR 0052). */
const COMMAND_TIMEOUT_MS = 500
/** How long start-up waits for the first connection before going on without it. */
const FIRST_CONNECT_MS = 3_000

/**
 * One Redis connection per process (ADR 0052). Commands never queue while Redis is away: they
 * fail at once, and the caller decides what a failure means. Reconnects in the background.
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: FIRST_CONNECT_MS,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  })
  let down = false
  redis.on('error', (err: Error) => {
    if (down) return
    down = true
    log.warn({ err: { message: err.message } }, 'redis unreachable')
  })
  redis.on('ready', () => {
    if (down) log.info('redis reachable again')
    down = false
  })
  try {
    await redis.connect()
  } catch (err) {
    log.warn({ err: { message: String(err) } }, 'redis not reachable at start')
  }
  return redis
}

import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'

/** The Redis the shared-limit tests use (TEST_REDIS_URL, else the local default). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/**
 * Whether the test Redis answers. Without it the tests skip, loudly, on a developer's machine;
 * under CI (which starts Redis) its absence fails the run instead of hiding the tests.
 */
export async function redisAvailable(): Promise<boolean> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  })
  redis.on('error', () => {})
  try {
    await redis.connect()
    await redis.ping()
    return true
  } catch (err) {
    if (process.env.CI)
      throw new Error(`Redis at ${TEST_REDIS_URL} is required under CI`, { cause: err })
    console.warn(
      `\n!!! SKIPPING the shared rate limit tests: no Redis at ${TEST_REDIS_URL} (${err}) !!!\n`,
    )
    return false
  } finally {
    redis.disconnect()
  }
}

/** A key prefix of its own, so runs and files never see each other's counters. */
export const testKeyPrefix = () => `galera-test-${randomBytes(6).toString('hex')}`

/** Deletes every key under a prefix (end of a test file). */
export async function dropKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 })
  try {
    const keys = await redis.keys(`${prefix}:*`)
    if (keys.length) await redis.del(...keys)
  } finally {
    redis.disconnect()
  }
}

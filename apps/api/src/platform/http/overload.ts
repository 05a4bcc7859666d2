import { getHeapStatistics } from 'node:v8'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure'
import type { Env } from '../../config/env.ts'
import { errorBody } from './error-handler.ts'

/** Seconds a shed client is told to wait before trying again. */
export const OVERLOAD_RETRY_AFTER_S = 2

export interface OverloadOptions {
  /** Mean event-loop delay (ms) over a sample above which new requests are shed. 0: off. */
  maxEventLoopDelayMs: number
  /** Event-loop utilization (0–1) above which new requests are shed. 0: off. */
  maxEventLoopUtilization: number
  /** Heap in use (bytes) above which new requests are shed. 0: off. */
  maxHeapUsedBytes: number
  /** `/api` requests being worked on at once above which a new one is shed. 0: off. */
  maxInFlight: number
  /** How often under-pressure samples the loop and the heap (ms). */
  sampleIntervalMs?: number
  /**
   * An extra check under-pressure runs every `healthCheckIntervalMs`: false sheds new requests
   * until it reports true again (tests use it to force pressure).
   */
  healthCheck?: () => Promise<boolean>
  healthCheckIntervalMs?: number
}

/** The thresholds from the environment; the heap one defaults to 90% of V8's heap limit. */
export function overloadOptions(env: Env): OverloadOptions {
  return {
    // The embedded PGlite runs every query on this event loop: a single busy page lags it past
    // 100 ms on a small machine, so its default limit is looser (ADR 0051).
    maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS ?? (env.DATABASE_URL ? 100 : 500),
    maxEventLoopUtilization: env.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
    maxHeapUsedBytes:
      env.OVERLOAD_MAX_HEAP_MB !== undefined
        ? env.OVERLOAD_MAX_HEAP_MB * 1_048_576
        : Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    maxInFlight: env.OVERLOAD_MAX_IN_FLIGHT,
  }
}

/**
 * Paths that keep answering under pressure: the health probe (a load balancer must see the
 * process alive) and the live streams (long-lived, cost nothing per event once open).
 */
const NEVER_SHED = [
  /^\/api\/health$/,
  /^\/api\/notifications\/stream$/,
  /^\/api\/ad-auctions\/[^/]+\/live$/,
]

function exempt(url: string): boolean {
  const path = url.split('?')[0]
  return !path.startsWith('/api/') || NEVER_SHED.some((re) => re.test(path))
}

function shed(req: FastifyRequest, reply: FastifyReply) {
  void reply
    .code(503)
    .header('Retry-After', String(OVERLOAD_RETRY_AFTER_S))
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
  return errorBody(req, 'SERVICE_UNAVAILABLE')
}

type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>
/**
 * Exempt paths go on (nullish); others get the envelope, which the plugin sends for any other
 * return value (its README: "any other return value than a promise or nullish will be sent"). Its
 * type declaration only allows void, hence the cast.
 */
const pressureHandler = ((req: FastifyRequest, reply: FastifyReply) =>
  exempt(req.url) ? undefined : shed(req, reply)) as unknown as PressureHandler

/**
 * Overload is shed, not queued (ADR 0051): before any work starts, a request answers
 * 503 with `Retry-After` and the translated envelope when the event loop lags or is saturated,
 * the heap is near its limit (`@fastify/under-pressure`), or too many requests are already in
 * flight (waiting on the database pool, which the loop measures do not see). Register it after
 * the i18n plugin so the message is in the caller's language.
 */
export async function registerOverload(app: FastifyInstance, options: OverloadOptions) {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxEventLoopUtilization: options.maxEventLoopUtilization,
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    sampleInterval: options.sampleIntervalMs ?? 500,
    retryAfter: OVERLOAD_RETRY_AFTER_S,
    pressureHandler,
    ...(options.healthCheck
      ? {
          healthCheck: options.healthCheck,
          healthCheckInterval: options.healthCheckIntervalMs ?? 1_000,
        }
      : {}),
  })

  let inFlight = 0
  const counted = new WeakSet<FastifyRequest>()
  app.addHook('onRequest', async (req, reply) => {
    if (exempt(req.url)) return
    if (options.maxInFlight > 0 && inFlight >= options.maxInFlight) {
      return reply.send(shed(req, reply))
    }
    inFlight++
    counted.add(req)
  })
  const release = async (req: FastifyRequest) => {
    if (counted.delete(req)) inFlight--
  }
  app.addHook('onResponse', release)
  app.addHook('onRequestAbort', release)
}

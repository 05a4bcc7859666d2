import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import etag from '@fastify/etag'
import { LRUCache } from 'lru-cache'
import { OffsetClock } from '../clock.ts'
import type { AppContext } from '../context.ts'
import { liveHub } from '../live/live-hub.ts'
import { tokenOf } from './auth.ts'
import { MEMORY_TTL_MS, PUBLIC_READS, publicCacheControl } from './public-reads.ts'

/** The LISTEN/NOTIFY channel migration 0018's triggers send on (one payload per write statement). */
export const PUBLIC_READS_CHANNEL = 'public_reads'

interface Entry {
  payload: string
  etag: string
  contentType: string
  /** The app clock when stored: a jump of the test clock makes the entry stale. */
  appNow: number
}

interface Pending {
  key: string
  /** The cache generation when the read started: a write since then means it may be stale. */
  generation: number
  hit: boolean
}

declare module 'fastify' {
  interface FastifyRequest {
    publicRead?: Pending
  }
}

/**
 * Public reads kept in this process, dropped whole on any change to the tables they answer from.
 * Changes arrive as PostgreSQL notifications (`public_reads`, written by triggers, so writes of
 * any process and of the ticker count) and, for this process's own writes, right when a write
 * request answers (the notification may land a few ms after the writer's next read).
 */
export class PublicReadCache {
  private generation = 0
  private listening = false
  private readonly entries = new LRUCache<string, Entry>({
    max: 5_000,
    maxSize: 64 * 1_048_576,
    sizeCalculation: (e) => e.payload.length + 64,
    ttl: MEMORY_TTL_MS,
  })

  constructor(private readonly now: () => number) {}

  /** Serves nothing until the change feed listens: a write it did not hear could be missed. */
  setListening(listening: boolean): void {
    this.listening = listening
    this.invalidate()
  }

  invalidate(): void {
    this.generation++
    this.entries.clear()
  }

  get currentGeneration(): number {
    return this.generation
  }

  get(key: string): Entry | undefined {
    if (!this.listening) return undefined
    const entry = this.entries.get(key)
    if (!entry) return undefined
    const age = this.now() - entry.appNow
    return age >= 0 && age < MEMORY_TTL_MS ? entry : undefined
  }

  set(key: string, generation: number, entry: Omit<Entry, 'appNow'>): void {
    if (!this.listening || generation !== this.generation) return
    this.entries.set(key, { ...entry, appNow: this.now() })
  }
}

function publicReadOf(req: FastifyRequest) {
  if (req.method !== 'GET') return undefined
  const rule = PUBLIC_READS[req.routeOptions.url ?? '']
  if (!rule) return undefined
  if (rule.personalWhenSignedIn && tokenOf(req)) return undefined
  return rule
}

/**
 * HTTP caching (ADR 0051): every string answer gets an ETag and a 304 on a matching
 * `If-None-Match` (`@fastify/etag`; the HTML pages keep `no-cache`, so browsers revalidate); the
 * public reads (`public-reads.ts`) say `Cache-Control: public …` and are answered from this
 * process's cache when fresh; everything else under `/api` stays `no-store`. Register after the
 * app-key check: a cached answer still needs the app headers.
 */
export async function registerCaching(
  app: FastifyInstance,
  ctx: AppContext,
  options: { memory: boolean },
): Promise<PublicReadCache> {
  // Weak: the tag is computed on the body before compression, so the Brotli, gzip and plain
  // forms of one answer share it (RFC 9110 §8.8.1: equivalent, not byte-identical).
  await app.register(etag, { weak: true })
  const cache = new PublicReadCache(() => ctx.clock.now().getTime())
  // Under the test clock time jumps days in one request: browsers must always revalidate.
  const cacheControl =
    ctx.clock instanceof OffsetClock ? 'no-cache' : publicCacheControl(ctx.env.PUBLIC_MAX_AGE_S)

  if (options.memory) {
    const hub = liveHub(ctx.database, PUBLIC_READS_CHANNEL, ctx.log, (listening) =>
      cache.setListening(listening),
    )
    hub.subscribe(() => cache.invalidate())
    app.addHook('onReady', async () => hub.start())
    app.addHook('onClose', async () => hub.stop())
  }

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const rule = publicReadOf(req)
    if (!rule) return
    const key = `${req.locale}\n${req.url}`
    const pending: Pending = { key, generation: cache.currentGeneration, hit: false }
    req.publicRead = pending
    const entry = options.memory ? cache.get(key) : undefined
    if (!entry) return
    pending.hit = true
    return reply.header('etag', entry.etag).type(entry.contentType).send(entry.payload)
  })

  app.addHook('onSend', async (req, reply, payload) => {
    const pending = req.publicRead
    if (!pending) {
      // This process's own write: its next read must not come from before it.
      if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400)
        cache.invalidate()
      return payload
    }
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return payload
    void reply.header('Cache-Control', cacheControl)
    void reply.header(
      'Vary',
      PUBLIC_READS[req.routeOptions.url ?? '']?.personalWhenSignedIn
        ? 'locale, Authorization, Cookie'
        : 'locale',
    )
    const tag = reply.getHeader('etag')
    if (options.memory && !pending.hit && reply.statusCode === 200 && typeof payload === 'string')
      cache.set(pending.key, pending.generation, {
        payload,
        etag: String(tag),
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      })
    return payload
  })
  return cache
}

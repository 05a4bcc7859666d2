import pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/database.ts'

type Listener = (payload: string) => void

/**
 * One LISTEN connection per API process (ARCHITECTURE.md "Live updates"): every process hears every
 * pg_notify on the channel and hands the payload to the streams it holds, so a notification written
 * by one process reaches a browser connected to another. PGlite (one process, in-memory) supports
 * LISTEN/NOTIFY itself; on PostgreSQL a dedicated pg.Client listens and reconnects if dropped.
 */
export interface LiveHub {
  start(): Promise<void>
  stop(): Promise<void>
  /** Calls `listener` with each payload sent on the channel until the returned function is called. */
  subscribe(listener: Listener): () => void
}

/**
 * `onState` hears whether the process is listening: false when the connection drops (payloads sent
 * meanwhile are lost), true once LISTEN is back, so a cache fed by the channel can distrust itself.
 */
export function liveHub(
  database: Database,
  channel: string,
  log: FastifyBaseLogger,
  onState: (listening: boolean) => void = () => {},
): LiveHub {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`)
  const listeners = new Set<Listener>()
  let stopped = false
  let stopListening: (() => Promise<void>) | null = null
  let retry: NodeJS.Timeout | null = null

  const dispatch = (payload: string) => {
    for (const listener of listeners) {
      try {
        listener(payload)
      } catch (err) {
        log.error({ err }, 'live listener failed')
      }
    }
  }

  // The driver's own client: PGlite instance or pg.Pool (drizzle keeps it as $client).
  const client = (database.db as unknown as { $client: unknown }).$client

  async function listenPglite() {
    const pglite = client as {
      listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>
    }
    const unlisten = await pglite.listen(channel, dispatch)
    stopListening = unlisten
    onState(true)
  }

  async function listenPostgres() {
    const pool = client as pg.Pool & { options: pg.PoolConfig }
    const conn = new pg.Client({ ...pool.options })
    const reconnect = () => {
      if (stopped || retry) return
      onState(false)
      stopListening = null
      retry = setTimeout(() => {
        retry = null
        listenPostgres().catch((err) => {
          log.warn({ err }, 'live listener reconnect failed')
          reconnect()
        })
      }, 1_000)
      retry.unref()
    }
    conn.on('error', (err) => {
      log.warn({ err }, 'live listener connection error')
      reconnect()
    })
    conn.on('end', reconnect)
    conn.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) dispatch(msg.payload)
    })
    await conn.connect()
    await conn.query(`LISTEN ${channel}`)
    onState(true)
    stopListening = async () => {
      conn.removeAllListeners('end')
      conn.removeAllListeners('error')
      conn.on('error', () => {})
      await conn.end().catch(() => {})
    }
  }

  return {
    async start() {
      stopped = false
      if (database.kind === 'pglite') await listenPglite()
      else await listenPostgres()
    },
    async stop() {
      stopped = true
      onState(false)
      if (retry) clearTimeout(retry)
      retry = null
      const stop = stopListening
      stopListening = null
      listeners.clear()
      if (stop) await stop().catch((err) => log.warn({ err }, 'live listener stop failed'))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

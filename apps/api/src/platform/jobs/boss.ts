import { createHash } from 'node:crypto'
import { PgBoss, fromPglite, type ConstructorOptions, type Queue } from 'pg-boss'
import type { PGlite } from '@electric-sql/pglite'

/** What of a `Database` the queue needs (structural: platform/db calls the installer below). */
interface QueueDatabase {
  kind: 'pglite' | 'postgres'
  db: unknown
  url?: string
}

/**
 * ADR 0066: the durable job queue is pg-boss, in its own schema (`pgboss`) of the same database.
 * On PGlite it runs through the library's own adapter (one in-process connection, LISTEN/NOTIFY
 * in-process); on a server it keeps a small pool of its own (it LISTENs on one connection).
 */
export const MAIL_QUEUE = 'mail'
/**
 * ADR 0071: one job per ticker slot. `stately` lets at most one job of the queue be active across
 * every process (and at most one waiting), which is the guarantee ADR 0065's leadership lock gave.
 */
export const TICKER_QUEUE = 'ticker'

/** A UUID that is a pure function of `name` (a job id that refuses a second job for one event). */
export function uuidFor(name: string): string {
  const h = createHash('sha256').update(name).digest('hex')
  const v = `5${h.slice(13, 16)}`
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16) + h.slice(17, 20)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${v}-${variant}-${h.slice(20, 32)}`
}

export interface BossOptions {
  /** Expire the leases of dead workers and run pg-boss's upkeep (on in a serving process). */
  supervise: boolean
  superviseIntervalSeconds?: number
}

export function createBoss(database: QueueDatabase, options: BossOptions): PgBoss {
  const common: ConstructorOptions = {
    schedule: false,
    supervise: options.supervise,
    // Workers on a queue created with `notify` are woken by the insert's NOTIFY (delivered at the
    // commit of the transaction that queued the job) and otherwise only poll as a slow backstop.
    useListenNotify: true,
    migrate: true,
    // The expiry of dead workers' leases runs in pg-boss's monitor step, at most once per
    // monitorIntervalSeconds across all processes (a stamp in its queue table).
    ...(options.superviseIntervalSeconds
      ? {
          superviseIntervalSeconds: options.superviseIntervalSeconds,
          monitorIntervalSeconds: options.superviseIntervalSeconds,
        }
      : {}),
  }
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client
    return new PgBoss({ ...common, db: fromPglite(client), backend: 'pglite' })
  }
  if (!database.url) throw new Error('a PostgreSQL database without its URL cannot run the queue')
  return new PgBoss({ ...common, connectionString: database.url, max: 3 })
}

/**
 * Installs (or upgrades) pg-boss's schema, the mail queue and the ticker's queue. The migrator
 * calls it after the SQL files, so a test template and a fresh server hold them before any
 * process serves.
 */
export async function installJobQueue(database: QueueDatabase): Promise<void> {
  const boss = createBoss(database, { supervise: false })
  boss.on('error', () => {})
  await boss.start()
  try {
    const ensure = async (name: string, options: Omit<Queue, 'name'>) => {
      const queue = await boss.getQueue(name)
      if (!queue) {
        await boss.createQueue(name, options).catch(async (err: unknown) => {
          // Another process created it between the look and the create.
          if (!(await boss.getQueue(name))) throw err
        })
      } else if (!queue.notify) {
        // A queue created before its inserts sent NOTIFY.
        await boss.updateQueue(name, { notify: true })
      }
    }
    await ensure(MAIL_QUEUE, { notify: true })
    await ensure(TICKER_QUEUE, { notify: true, policy: 'stately' })
  } finally {
    await boss.stop({ graceful: false, close: true })
  }
}

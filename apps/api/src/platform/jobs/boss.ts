import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss'
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
 * Installs (or upgrades) pg-boss's schema and the mail queue. The migrator calls it after the SQL
 * files, so a test template and a fresh server hold it before any process serves.
 */
export async function installJobQueue(database: QueueDatabase): Promise<void> {
  const boss = createBoss(database, { supervise: false })
  boss.on('error', () => {})
  await boss.start()
  try {
    const queue = await boss.getQueue(MAIL_QUEUE)
    if (!queue) {
      await boss.createQueue(MAIL_QUEUE, { notify: true }).catch(async (err: unknown) => {
        // Another process created it between the look and the create.
        if (!(await boss.getQueue(MAIL_QUEUE))) throw err
      })
    } else if (!queue.notify) {
      // A queue created before its inserts sent NOTIFY.
      await boss.updateQueue(MAIL_QUEUE, { notify: true })
    }
  } finally {
    await boss.stop({ graceful: false, close: true })
  }
}

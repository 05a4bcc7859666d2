import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import {
  fromDrizzle,
  type DrizzleTransactionLike,
  type Job,
  type JobResult,
  type PgBoss,
} from 'pg-boss'
import type { Database, DbOrTx } from '../db/database.ts'
import { queryRows } from '../db/database.ts'
import { mailEvents } from '../../db/schema/index.ts'
import { MAIL_QUEUE, createBoss, uuidFor } from '../jobs/boss.ts'
import type { Mail, Mailer } from './mailer.ts'

/**
 * ADR 0066 — the transactional outbox for mails. `queue` writes the mail as a pg-boss job in the
 * caller's transaction (it commits or rolls back with the change that causes it); a worker in
 * every process claims it after commit (SKIP LOCKED), hands it to the transport, and retries a
 * failure with exponential backoff; after `retryLimit` retries it stays `failed` for an admin.
 */
export interface MailQueueSettings {
  retryLimit: number
  retryDelaySeconds: number
  /** How long a claimed job is a worker's: a worker that died is replaced after this. */
  leaseSeconds: number
}

export interface FailedMail {
  id: string
  to: string
  subject: string
  attempts: number
  error: string | null
  failedAt: string
}

export interface MailQueue {
  /**
   * Queues `mail` once for the event `key` (e.g. `welcome:<userId>`): a second call with the same
   * key queues nothing and answers false. Pass the transaction of the change that causes the mail.
   */
  queue(tx: DbOrTx, mail: Mail, key: string): Promise<boolean>
  /** The same for a fan-out: per 500 mails one insert of keys and one of jobs; how many queued. */
  queueMany(tx: DbOrTx, items: readonly { mail: Mail; key: string }[]): Promise<number>
  /**
   * Starts this process's worker: woken by the NOTIFY of the insert once its transaction commits;
   * it polls every 5 s as a backstop (a retry coming due, a dead worker's job handed back), every
   * second when LISTEN is unavailable.
   */
  startWorker(options?: { pollSeconds?: number; backstopPollSeconds?: number }): Promise<void>
  /**
   * Runs every job due now in this process, oldest first; how many ran. `expireLeases` first
   * hands back the jobs of workers whose lease ran out (what the supervisor does on its timer).
   */
  drain(options?: { expireLeases?: boolean }): Promise<number>
  failed(limit?: number): Promise<FailedMail[]>
  /**
   * Puts a failed mail back in the queue with one more attempt, in `tx` (with its audit row);
   * answers the mail as it failed, or null when no failed mail has that id.
   */
  retry(id: string, tx: DbOrTx): Promise<FailedMail | null>
  close(): Promise<void>
  /** This process's pg-boss instance: the ticker's queue runs on it too (ADR 0071). */
  readonly boss: PgBoss
}

const BATCH = 500
/** Mails a worker takes per fetch (sent one after another; each settles on its own). */
const WORK_BATCH = 10

/** A UUID that is a pure function of the key: the job's own primary key refuses a duplicate too. */
export function jobIdFor(key: string): string {
  return uuidFor(`mail:${key}`)
}

export async function createMailQueue(deps: {
  database: Database
  mailer: Mailer
  settings: MailQueueSettings
  log: FastifyBaseLogger
  /** Expire dead workers' leases on a timer (a serving process); tests call drain instead. */
  supervise: boolean
}): Promise<MailQueue> {
  const { database, mailer, settings, log } = deps
  const db = database.db
  const boss: PgBoss = createBoss(database, {
    supervise: deps.supervise,
    superviseIntervalSeconds: Math.max(1, Math.min(60, Math.floor(settings.leaseSeconds / 2))),
  })
  boss.on('error', (err) => log.error({ err }, 'job queue error'))
  await boss.start()

  async function deliver(job: Job<Mail>): Promise<void> {
    const [event] = await db
      .select({ sentAt: mailEvents.sentAt })
      .from(mailEvents)
      .where(eq(mailEvents.jobId, job.id))
    // The transport took it already: the worker died before it could acknowledge the job.
    if (event?.sentAt) return
    await mailer.send(job.data, { jobId: job.id })
    await db
      .update(mailEvents)
      .set({ sentAt: sql`now()` })
      .where(and(eq(mailEvents.jobId, job.id), isNull(mailEvents.sentAt)))
  }

  const queueMany: MailQueue['queueMany'] = async (tx, items) => {
    if (items.length === 0) return 0
    const jobs = new Map(items.map(({ mail, key }) => [key, { id: jobIdFor(key), mail }]))
    return tx.transaction(async (inner) => {
      let queued = 0
      const keys = [...jobs.keys()]
      for (let i = 0; i < keys.length; i += BATCH) {
        const batch = keys.slice(i, i + BATCH)
        const inserted = await inner
          .insert(mailEvents)
          .values(
            batch.map((key) => {
              const { id, mail } = jobs.get(key)!
              return { key, jobId: id, recipient: mail.to, subject: mail.subject }
            }),
          )
          .onConflictDoNothing({ target: mailEvents.key })
          .returning({ key: mailEvents.key })
        if (inserted.length === 0) continue
        await boss.insert(
          MAIL_QUEUE,
          inserted.map(({ key }) => {
            const { id, mail } = jobs.get(key)!
            return {
              id,
              data: mail,
              retryLimit: settings.retryLimit,
              retryDelay: settings.retryDelaySeconds,
              retryBackoff: true,
              retryDelayMax: 3_600,
              expireInSeconds: settings.leaseSeconds,
            }
          }),
          { db: fromDrizzle(inner as unknown as DrizzleTransactionLike, sql) },
        )
        queued += inserted.length
      }
      return queued
    })
  }

  return {
    async queue(tx, mail, key) {
      return (await queueMany(tx, [{ mail, key }])) === 1
    },

    queueMany,

    async startWorker({ pollSeconds = 1, backstopPollSeconds = 5 } = {}) {
      await boss.work<Mail>(
        MAIL_QUEUE,
        {
          pollingIntervalSeconds: pollSeconds,
          notifyPollingIntervalSeconds: backstopPollSeconds,
          // Every mail due at the wake-up, not one: a NOTIFY wakes the worker once for a whole
          // fan-out, and one job per fetch left the rest a backstop poll apart each. While a
          // fetch comes back full the worker fetches again at once.
          batchSize: WORK_BATCH,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        async (jobs) => {
          const results: JobResult[] = []
          for (const job of jobs) {
            try {
              await deliver(job)
              results.push({ id: job.id, status: 'completed' })
            } catch (err) {
              results.push({
                id: job.id,
                status: 'failed',
                output: { message: (err as Error).message },
              })
            }
          }
          return results
        },
      )
    },

    async drain(options = {}) {
      if (options.expireLeases) await boss.supervise(MAIL_QUEUE)
      let ran = 0
      for (;;) {
        const jobs = await boss.fetch<Mail>(MAIL_QUEUE, { batchSize: 10 })
        if (jobs.length === 0) return ran
        for (const job of jobs) {
          ran++
          try {
            await deliver(job)
            await boss.complete(MAIL_QUEUE, job.id)
          } catch (err) {
            await boss.fail(MAIL_QUEUE, job.id, { message: (err as Error).message })
          }
        }
      }
    },

    failed: (limit = 100) => failed(db, limit),

    async retry(id, tx) {
      const [mail] = await failed(tx, 1, id)
      if (!mail) return null
      // Only a job still `failed` moves (pg-boss's retry statement): two admins, one retry.
      const result = (await boss.retry(MAIL_QUEUE, id, {
        db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
      })) as { affected?: number }
      return (result.affected ?? 0) > 0 ? mail : null
    },

    boss,

    async close() {
      await boss.stop({ graceful: true, timeout: 2_000, close: true })
    },
  }
}

/** Failed-for-good mails, newest first (pg-boss's job table, read-only here). */
async function failed(db: DbOrTx, limit: number, id?: string): Promise<FailedMail[]> {
  const rows = await queryRows<{
    id: string
    to: string | null
    subject: string | null
    attempts: number
    error: string | null
    failed_at: Date | string
  }>(
    db,
    sql`select id::text as id, data->>'to' as "to", data->>'subject' as subject,
                   retry_count + 1 as attempts, output->>'message' as error,
                   coalesce(completed_on, created_on) as failed_at
              from pgboss.job where name = ${MAIL_QUEUE} and state = 'failed'
               ${id ? sql`and id = ${id}::uuid` : sql``}
             order by coalesce(completed_on, created_on) desc, id limit ${limit}`,
  )
  return rows.map((r) => ({
    id: r.id,
    to: r.to ?? '',
    subject: r.subject ?? '',
    attempts: Number(r.attempts),
    error: r.error,
    failedAt: new Date(r.failed_at).toISOString(),
  }))
}

/**
 * The key of a mail whose cause is this one transaction (a suspension, a status change): the
 * transaction commits once, so a fresh id per call is one event; the key keeps its job from ever
 * sending twice. Use a natural key instead when the same event can be queued again (a row's id).
 */
export function oneOffKey(kind: string): string {
  return `${kind}:${randomUUID()}`
}

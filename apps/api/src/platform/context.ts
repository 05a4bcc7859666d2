import type { FastifyBaseLogger } from 'fastify'
import type { Env } from '../config/env.ts'
import type { Clock } from './clock.ts'
import type { Database, Db } from './db/database.ts'
import type { HealthState } from './health.ts'
import type { Mailer } from './mail/mailer.ts'
import type { MailQueue } from './mail/mail-queue.ts'
import type { RateLimiter } from './rate-limit.ts'

/** What every module gets when it registers its routes: no globals, so tests swap any part. */
export interface AppContext {
  env: Env
  database: Database
  db: Db
  clock: Clock
  /** The transport: only the mail queue's worker uses it. */
  mailer: Mailer
  /** Every mail goes through here, in the transaction of its cause (ADR 0066). */
  mails: MailQueue
  rateLimiter: RateLimiter
  log: FastifyBaseLogger
  /** Parts that work but cannot do everything now; `/api/health` reports them (ADR 0030). */
  health: HealthState
}

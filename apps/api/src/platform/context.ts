import type { FastifyBaseLogger } from 'fastify'
import type { Env } from '../config/env.ts'
import type { Clock } from './clock.ts'
import type { Database, Db } from './db/database.ts'
import type { HealthState } from './health.ts'
import type { Mailer } from './mail/mailer.ts'
import type { RateLimiter } from './rate-limit.ts'

/** What every module gets when it registers its routes: no globals, so tests swap any part. */
export interface AppContext {
  env: Env
  database: Database
  db: Db
  clock: Clock
  mailer: Mailer
  rateLimiter: RateLimiter
  log: FastifyBaseLogger
  /** Parts that work but cannot do everything now; `/api/health` reports them (ADR 0030). */
  health: HealthState
}

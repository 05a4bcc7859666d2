import type { AppContext } from './platform/context.ts'
import type { FastifyBaseLogger } from 'fastify'
import type { PgBoss } from 'pg-boss'
import {
  createTicker,
  type Ticker,
  type TickerJob,
  type TickerRole,
} from './platform/ticker/ticker.ts'
import { createTickerQueue, type TickerQueue } from './platform/ticker/ticker-queue.ts'
import { accountsTickerJobs } from './modules/accounts/accounts.jobs.ts'
import { jobsTickerJobs } from './modules/jobs/jobs.ticker.ts'
import { paymentsTickerJobs } from './modules/payments/payments.ticker.ts'
import { adPaymentsTickerJobs } from './modules/payments/ad-payments.ticker.ts'
import { budgetsTickerJobs } from './modules/budgets/budgets.ticker.ts'
import { reverseAuctionsTickerJobs } from './modules/reverse-auctions/reverse-auctions.ticker.ts'
import { cacheRatesTickerJob } from './modules/fees/cache-rates.ts'
import { adAuctionsTickerJobs } from './modules/promotions/ad-auctions.ticker.ts'
import { notificationDigestJobs } from './modules/notifications/mail-digest.ticker.ts'
import { conversationsTickerJobs } from './modules/conversations/conversations.ticker.ts'

/** Every time-based transition, in the order the ticker runs them (one run per slot, ADR 0071). */
export function tickerJobs(ctx: AppContext): TickerJob[] {
  return [
    ...accountsTickerJobs,
    // Before the jobs' own: an unpaid job is cancelled before it could be completed.
    ...paymentsTickerJobs(ctx),
    ...jobsTickerJobs(ctx),
    cacheRatesTickerJob,
    ...budgetsTickerJobs(ctx),
    ...reverseAuctionsTickerJobs(ctx),
    ...adAuctionsTickerJobs(ctx),
    // After the closes: an offer made now is not due yet; an expired one passes the slot on.
    ...adPaymentsTickerJobs(ctx),
    ...conversationsTickerJobs(ctx),
    // Last: it gathers the mails the jobs above may have deferred (ADR 0024).
    ...notificationDigestJobs(ctx),
  ]
}

/**
 * The app's ticker (ADR 0071): its run is `tickerJobs`, each slot's run a job of the ticker queue
 * on the process's pg-boss instance (the one mails use).
 */
export function createAppTicker(
  ctx: AppContext,
  deps: { boss: PgBoss; log: FastifyBaseLogger; onRole: (role: TickerRole) => void },
): { ticker: Ticker; tickerQueue: TickerQueue } {
  const { env } = ctx
  const tickerQueue = createTickerQueue({
    boss: deps.boss,
    run: () => ticker.runOnce(),
    db: ctx.db,
    log: deps.log,
    settings: {
      retryLimit: env.TICKER_RETRY_LIMIT,
      retryDelaySeconds: env.TICKER_RETRY_DELAY_SECONDS,
      leaseSeconds: env.TICKER_LEASE_SECONDS,
      maxRunSeconds: 3_600,
    },
  })
  const ticker = createTicker({
    db: ctx.db,
    clock: ctx.clock,
    log: deps.log,
    slots: tickerQueue,
    onRole: deps.onRole,
    jobs: tickerJobs(ctx),
  })
  return { ticker, tickerQueue }
}

import type { AppContext } from './platform/context.ts'
import type { TickerJob } from './platform/ticker/ticker.ts'
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

/** Every time-based transition, in the order the ticker runs them (ADR 0065: in the leading process). */
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

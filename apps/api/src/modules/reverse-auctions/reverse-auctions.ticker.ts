import type { Locale } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { TickerJob } from '../../platform/ticker/ticker.ts'
import { notify } from '../notifications/notifications.service.ts'
import { reverseAuctionsRepository } from './reverse-auctions.repository.ts'
import { clientBudgetLink } from './reverse-auctions.service.ts'

/** Rows per run: a backlog drains over a few minutes, never in one long lock. */
export const REVERSE_AUCTIONS_TICKER_BATCH = 500

/**
 * Reverse auctions past `proposals_until` that nobody answered become expired and the client is
 * told (ADR 0021). The UPDATE is guarded by status and "no proposal", so a second (or concurrent)
 * run changes nothing twice. Auctions with proposals wait for the client's choice.
 */
export function reverseAuctionsTickerJobs(ctx: AppContext): TickerJob[] {
  return [
    {
      name: 'reverseAuctions.expire',
      async run(tx, now) {
        const r = reverseAuctionsRepository(tx)
        let n = 0
        for (const due of await r.dueToExpire(now, REVERSE_AUCTIONS_TICKER_BATCH)) {
          const expired = await r.expire(due.id, now)
          if (!expired) continue
          const locale: Locale = await r.userLocale(expired.clientId)
          const category = await r.category(expired.categoryId)
          await notify(
            tx,
            {
              userId: expired.clientId,
              code: 'budget_expired',
              link: clientBudgetLink(expired.id),
              params: {
                number: Number(expired.number),
                supplier: category ? (locale === 'en' ? category.nameEn : category.namePt) : '',
              },
            },
            { email: ctx },
          )
          n++
        }
        return n
      },
    },
  ]
}

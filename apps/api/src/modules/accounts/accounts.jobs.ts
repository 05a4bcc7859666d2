import type { TickerJob } from '../../platform/ticker/ticker.ts'
import { accountsRepository } from './accounts.repository.ts'
import { SESSION_IDLE_MS } from './sessions.ts'

/** Housekeeping every minute: dead sessions and used or long-expired reset codes go away. */
export const accountsTickerJobs: TickerJob[] = [
  {
    name: 'purge-dead-sessions',
    run: (tx, now) =>
      accountsRepository(tx).deleteDeadSessions(now, new Date(now.getTime() - SESSION_IDLE_MS)),
  },
  {
    name: 'purge-dead-reset-codes',
    run: (tx, now) => accountsRepository(tx).deleteDeadResets(now),
  },
]

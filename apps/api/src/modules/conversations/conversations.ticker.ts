import type { AppContext } from '../../platform/context.ts'
import type { TickerJob } from '../../platform/ticker/ticker.ts'
import { mailUnreadMessages } from './conversations.service.ts'

/** Conversations mailed per run; a backlog drains over a few runs. */
export const UNREAD_MAIL_BATCH = 200

/** Unread messages become a bell notification and an e-mail (digest) once (ADR 0056). */
export function conversationsTickerJobs(ctx: AppContext): TickerJob[] {
  return [
    {
      name: 'conversations.unreadMails',
      run: (tx, now) => mailUnreadMessages(ctx, tx, now, UNREAD_MAIL_BATCH),
    },
  ]
}

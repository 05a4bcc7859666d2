import type { FailedMailList, FailedTickerRunList, MailRetried } from '@galera/shared'
import { failedTickerRuns } from '../../platform/ticker/ticker-queue.ts'
import type { AppContext } from '../../platform/context.ts'
import { audit } from '../../platform/audit.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'

/**
 * ADR 0066: the admin master sees the mails the queue gave up on after every retry, and sends one
 * again: one more attempt, through the same worker and backoff; audited in the retry's transaction.
 */
export function mailQueueService(ctx: AppContext) {
  return {
    async failed(): Promise<FailedMailList> {
      return { data: await ctx.mails.failed(100) }
    },

    /** ADR 0071: the ticker's runs failed for good; the next slots run regardless. */
    async failedTickerRuns(): Promise<FailedTickerRunList> {
      return { data: await failedTickerRuns(ctx.db, 100) }
    },

    async retry(actor: AuthUser, id: string, ip: string): Promise<MailRetried> {
      await ctx.db.transaction(async (tx) => {
        const mail = await ctx.mails.retry(id, tx)
        if (!mail) throw new AppError('FAILED_MAIL_NOT_FOUND')
        await audit(tx, {
          actorId: actor.id,
          action: 'mail.retry',
          targetType: 'mail',
          targetId: id,
          before: { attempts: mail.attempts, error: mail.error },
          after: { name: mail.to, subject: mail.subject },
          ip,
        })
      })
      return { id, queued: true }
    },
  }
}

import type { Locale } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { TickerJob } from '../../platform/ticker/ticker.ts'
import { digestMail, notificationMail } from './notification-mails.ts'
import { notificationsRepository } from './notifications.repository.ts'
import { MAIL_DIGEST_WINDOW_MS } from './notifications.service.ts'

/** Recipients per run: a backlog drains over a few minutes, never in one long lock. */
export const DIGEST_TICKER_BATCH = 200

/**
 * ADR 0024: for each recipient whose window has ended with e-mails waiting, one mail (the single
 * notification's own mail, or a digest of them all), and the window opens again so a flood that
 * goes on still yields at most one mail per window. The rows are unmarked in the ticker's
 * transaction and the mail is queued in it too (ADR 0066), so a digest is sent once.
 */
export function notificationDigestJobs(ctx: AppContext): TickerJob[] {
  return [
    {
      name: 'notifications.mailDigests',
      async run(tx, now) {
        const repo = notificationsRepository(tx)
        const due = await repo.dueDigests(now, DIGEST_TICKER_BATCH)
        let sent = 0
        for (const userId of due) {
          const rows = await repo.takePendingMails(userId)
          await repo.reopenMailWindow(userId, new Date(now.getTime() + MAIL_DIGEST_WINDOW_MS))
          const [user] = await repo.recipients([userId])
          if (!user?.email || rows.length === 0) continue
          rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
          const locale = user.locale as Locale
          const mail =
            rows.length === 1
              ? notificationMail(locale, user.email, user.name, rows[0]!, ctx.env.PUBLIC_URL)
              : digestMail(locale, user.email, user.name, rows, ctx.env.PUBLIC_URL)
          // One digest per recipient per run (the run's time names it).
          await ctx.mails.queue(tx, mail, `notification-digest:${userId}:${now.toISOString()}`)
          sent++
        }
        return sent
      },
    },
  ]
}

import { and, eq, sql } from 'drizzle-orm'
import type { Locale } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { queryRows } from '../../platform/db/database.ts'
import type { TickerJob } from '../../platform/ticker/ticker.ts'
import { notificationMailWindows, notifications, users } from '../../db/schema/index.ts'
import { digestMail, MAIL_DIGEST_WINDOW_MS, notificationMail } from './notify.ts'

/** Recipients per run: a backlog drains over a few minutes, never in one long lock. */
export const DIGEST_TICKER_BATCH = 200

/**
 * ADR 0024: for each recipient whose window has ended with e-mails waiting, one mail (the single
 * notification's own mail, or a digest of them all), and the window opens again so a flood that
 * goes on still yields at most one mail per window. The rows are unmarked in the ticker's
 * transaction, so a digest is sent once; the mail is handed to the mailer without waiting.
 */
export function notificationDigestJobs(ctx: AppContext): TickerJob[] {
  return [
    {
      name: 'notifications.mailDigests',
      async run(tx, now) {
        const due = await queryRows<{ user_id: string }>(
          tx,
          sql`select w.user_id from notification_mail_windows w
              where w.window_until <= ${now.toISOString()}::timestamptz
                and exists (select 1 from notifications n where n.user_id = w.user_id and n.mail_pending)
              order by w.window_until
              limit ${DIGEST_TICKER_BATCH}
              for update of w skip locked`,
        )
        let sent = 0
        for (const { user_id: userId } of due) {
          const rows = await tx
            .update(notifications)
            .set({ mailPending: false })
            .where(and(eq(notifications.userId, userId), eq(notifications.mailPending, true)))
            .returning({
              code: notifications.code,
              link: notifications.link,
              params: notifications.params,
              createdAt: notifications.createdAt,
            })
          await tx
            .update(notificationMailWindows)
            .set({ windowUntil: new Date(now.getTime() + MAIL_DIGEST_WINDOW_MS) })
            .where(eq(notificationMailWindows.userId, userId))
          const [user] = await tx
            .select({ email: users.email, name: users.name, locale: users.locale })
            .from(users)
            .where(eq(users.id, userId))
          if (!user?.email || rows.length === 0) continue
          rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
          const locale = user.locale as Locale
          const mail =
            rows.length === 1
              ? notificationMail(locale, user.email, user.name, rows[0]!, ctx.env.PUBLIC_URL)
              : digestMail(locale, user.email, user.name, rows, ctx.env.PUBLIC_URL)
          ctx.mailer
            .send(mail)
            .catch((err) => ctx.log.error({ err }, 'notification digest mail failed'))
          sent++
        }
        return sent
      },
    },
  ]
}

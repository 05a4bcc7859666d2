import {
  EMAILED_NOTIFICATION_CODES,
  NOTIFICATIONS_PER_PAGE,
  type Locale,
  type NOTIFICATION_CODE_LIST,
  type NotificationDto,
  type NotificationPage,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import type { Clock } from '../../platform/clock.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { MailQueue } from '../../platform/mail/mail-queue.ts'
import { notificationMail } from './notification-mails.ts'
import {
  notificationsRepository,
  type NotificationRow,
  type Recipient,
  type WrittenNotification,
} from './notifications.repository.ts'

export type NotificationCode = (typeof NOTIFICATION_CODE_LIST)[number]

export interface NotificationInput {
  userId: string
  code: NotificationCode
  /** In-app path, e.g. `/profile`. */
  link: string
  params?: Record<string, string | number>
}

/** What notify needs to also send the e-mail of an important code: pass the AppContext. */
export interface NotifyOptions {
  email?: {
    mails: MailQueue
    env: { PUBLIC_URL: string }
    /** Opens and reads the recipient's digest window (ADR 0024); the system clock without it. */
    clock?: Clock
  }
}
type Email = NonNullable<NotifyOptions['email']>
type Mail = ReturnType<typeof notificationMail>

/**
 * ADR 0024: per recipient, the first notification e-mail goes at once and opens a window this long;
 * e-mailed notifications arriving inside it wait and go as one digest when it ends (the ticker).
 */
export const MAIL_DIGEST_WINDOW_MS = 15 * 60_000

/** Recipients a fan-out writes with one INSERT and one pg_notify statement. */
const NOTIFY_BATCH = 1_000

export function isEmailedCode(code: string): boolean {
  return (EMAILED_NOTIFICATION_CODES as readonly string[]).includes(code)
}

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    code: row.code,
    link: row.link,
    params: row.params,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * Of the important rows just written, the ones to mail now (ADR 0024): the recipient's window is
 * over, so it opens again; the others are marked to wait for the digest.
 */
async function mailableNow(
  db: DbOrTx,
  rows: WrittenNotification[],
  email: Email,
): Promise<WrittenNotification[]> {
  const repo = notificationsRepository(db)
  const now = email.clock?.now() ?? new Date()
  const until = new Date(now.getTime() + MAIL_DIGEST_WINDOW_MS)
  const open = await repo.openMailWindows([...new Set(rows.map((r) => r.userId))], now, until)
  const waiting: string[] = []
  const ready = rows.filter((r) => {
    if (open.delete(r.userId)) return true
    waiting.push(r.id)
    return false
  })
  await repo.deferMails(waiting)
  return ready
}

const mailOf = (user: Recipient | undefined, row: WrittenNotification, email: Email) =>
  user?.email
    ? notificationMail(user.locale as Locale, user.email, user.name, row, email.env.PUBLIC_URL)
    : null

/**
 * The one way any module tells a user something (spec §3 codes). Call it inside the caller's
 * transaction: the row and the pg_notify commit together, so a rolled-back action notifies no one.
 * With `{ email: ctx }` the important codes (EMAILED_NOTIFICATION_CODES) also go by e-mail in the
 * recipient's language; the mail is queued in the same transaction (ADR 0066), so it goes out once
 * after commit and never for a rolled-back action.
 */
export async function notify(db: DbOrTx, input: NotificationInput, options: NotifyOptions = {}) {
  const repo = notificationsRepository(db)
  const row = await repo.insertOne({
    userId: input.userId,
    code: input.code,
    link: input.link,
    params: input.params ?? {},
  })
  await repo.announce([row])
  const { email } = options
  if (email && isEmailedCode(input.code) && (await mailableNow(db, [row], email)).length > 0) {
    const [user] = await repo.recipients([input.userId])
    const mail = mailOf(user, row, email)
    if (mail) await email.mails.queue(db, mail, `notification:${row.id}`)
  }
  return row
}

/**
 * The same as `notify` for many recipients at once (a terms version to every user, a fee schedule
 * to every provider, a reverse auction to a category's suppliers): per 1,000 recipients one INSERT,
 * one pg_notify statement and, for the important codes, one query for the addresses — instead of
 * three round trips each. The mails are queued in the same transaction, a batch at a time (ADR
 * 0066). Returns the rows it wrote.
 */
export async function notifyMany(
  db: DbOrTx,
  inputs: readonly NotificationInput[],
  options: NotifyOptions = {},
): Promise<{ id: string; userId: string }[]> {
  const repo = notificationsRepository(db)
  const { email } = options
  const written: { id: string; userId: string }[] = []
  const mails: { mail: Mail; key: string }[] = []
  for (let i = 0; i < inputs.length; i += NOTIFY_BATCH) {
    const rows = await repo.insertMany(
      inputs.slice(i, i + NOTIFY_BATCH).map((n) => ({
        userId: n.userId,
        code: n.code,
        link: n.link,
        params: n.params ?? {},
      })),
    )
    written.push(...rows.map((r) => ({ userId: r.userId, id: r.id })))
    await repo.announce(rows)
    if (!email) continue
    const important = rows.filter((r) => isEmailedCode(r.code))
    if (important.length === 0) continue
    const emailed = await mailableNow(db, important, email)
    if (emailed.length === 0) continue
    const people = await repo.recipients([...new Set(emailed.map((r) => r.userId))])
    const byId = new Map(people.map((p) => [p.id, p]))
    for (const row of emailed) {
      const mail = mailOf(byId.get(row.userId), row, email)
      if (mail) mails.push({ mail, key: `notification:${row.id}` })
    }
  }
  if (email && mails.length > 0) await email.mails.queueMany(db, mails)
  return written
}

/** Notifies every active admin (e.g. "new supplier"). */
export async function notifyAdmins(
  db: DbOrTx,
  input: Omit<NotificationInput, 'userId'>,
  options: NotifyOptions = {},
) {
  const admins = await notificationsRepository(db).activeAdminIds()
  return notifyMany(
    db,
    admins.map((userId) => ({ ...input, userId })),
    options,
  )
}

/** The signed-in user's bell: the list, the unread count, marking read, a pushed row. */
export function notificationsService(ctx: AppContext) {
  const repo = notificationsRepository(ctx.db)
  return {
    async page(userId: string, page: number): Promise<NotificationPage> {
      const { rows, total, unread } = await repo.page(
        userId,
        NOTIFICATIONS_PER_PAGE,
        (page - 1) * NOTIFICATIONS_PER_PAGE,
      )
      return {
        data: rows.map(toNotificationDto),
        last_page: Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE)),
        unread,
      }
    },

    unread: (userId: string) => repo.unread(userId),

    /** Marks one of the user's notifications read; someone else's is not found. */
    async markRead(userId: string, id: string): Promise<{ unread: number }> {
      const found = await repo.findOwn(userId, id)
      if (!found) throw new AppError('NOT_FOUND')
      if (!found.readAt) await repo.markRead(userId, id, ctx.clock.now())
      return { unread: await repo.unread(userId) }
    },

    async markAllRead(userId: string): Promise<{ unread: 0 }> {
      await repo.markAllRead(userId, ctx.clock.now())
      return { unread: 0 }
    },

    /** What the live stream sends for a new row of the user's, or null when it is not theirs. */
    async pushed(
      userId: string,
      id: string,
    ): Promise<{ notification: NotificationDto; unread: number } | null> {
      const [row, unread] = await Promise.all([repo.findOwn(userId, id), repo.unread(userId)])
      return row ? { notification: toNotificationDto(row), unread } : null
    },
  }
}

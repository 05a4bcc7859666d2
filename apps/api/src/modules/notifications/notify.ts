import { eq, inArray, and, sql } from 'drizzle-orm'
import {
  EMAILED_NOTIFICATION_CODES,
  notificationParams,
  translate,
  type Locale,
} from '@galera/shared'
import type { Clock } from '../../platform/clock.ts'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { layout } from '../../platform/mail/templates.ts'
import { notifications, users, type NOTIFICATION_CODES } from '../../db/schema/index.ts'

export type NotificationCode = (typeof NOTIFICATION_CODES)[number]

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
    mailer: Mailer
    env: { PUBLIC_URL: string }
    log?: { error(obj: unknown, msg?: string): void }
    /** Opens and reads the recipient's digest window (ADR 0024); the system clock without it. */
    clock?: Clock
  }
}

/**
 * ADR 0024: per recipient, the first notification e-mail goes at once and opens a window this long;
 * e-mailed notifications arriving inside it wait and go as one digest when it ends (the ticker).
 */
export const MAIL_DIGEST_WINDOW_MS = 15 * 60_000

/**
 * Which of `userIds` may be mailed now: their window is over (or never opened), so it opens again
 * from `now`. The others are inside their window: their mails wait for the digest. One statement;
 * the window row stays locked to the end of the caller's transaction, so concurrent notifies to one
 * recipient queue up and only one of them mails at once.
 */
async function openMailWindows(db: DbOrTx, userIds: string[], now: Date): Promise<Set<string>> {
  if (userIds.length === 0) return new Set()
  const until = new Date(now.getTime() + MAIL_DIGEST_WINDOW_MS).toISOString()
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`insert into notification_mail_windows (user_id, window_until)
        select u::uuid, ${until}::timestamptz from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) u
        on conflict (user_id) do update set window_until = excluded.window_until
          where notification_mail_windows.window_until <= ${now.toISOString()}::timestamptz
        returning user_id`,
  )
  return new Set(rows.map((r) => r.user_id))
}

/** Marks rows whose e-mail waits for the recipient's digest. */
async function deferMails(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return
  await db.execute(
    sql`update notifications set mail_pending = true
        where id in (select n::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) n)`,
  )
}

/** The LISTEN/NOTIFY channel every API process listens on to push notifications over SSE. */
export const NOTIFICATIONS_CHANNEL = 'galera_notifications'

export function isEmailedCode(code: string): boolean {
  return (EMAILED_NOTIFICATION_CODES as readonly string[]).includes(code)
}

/**
 * The one way any module tells a user something (spec §3 codes). Call it inside the caller's
 * transaction: the row and the pg_notify commit together, so a rolled-back action notifies no one.
 * With `{ email: ctx }` the important codes (EMAILED_NOTIFICATION_CODES) also go by e-mail in the
 * recipient's language; the mail is handed to the mailer without waiting (call notify last in the
 * transaction, since a mail cannot be taken back).
 */
export async function notify(db: DbOrTx, input: NotificationInput, options: NotifyOptions = {}) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      code: input.code,
      link: input.link,
      params: input.params ?? {},
    })
    .returning()
  await db.execute(
    sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify({ userId: row.userId, id: row.id })})`,
  )
  if (options.email && isEmailedCode(input.code)) {
    const now = options.email.clock?.now() ?? new Date()
    const mailNow = await openMailWindows(db, [input.userId], now)
    if (!mailNow.has(input.userId)) {
      await deferMails(db, [row.id])
      return row
    }
    const [user] = await db
      .select({ email: users.email, name: users.name, locale: users.locale })
      .from(users)
      .where(eq(users.id, input.userId))
    if (user?.email) {
      const { mailer, env, log } = options.email
      mailer
        .send(notificationMail(user.locale as Locale, user.email, user.name, row, env.PUBLIC_URL))
        .catch((err) => log?.error({ err }, 'notification mail failed'))
    }
  }
  return row
}

/** The mail of one notification in the recipient's language, numbers and dates included. */
export function notificationMail(
  locale: Locale,
  to: string,
  name: string,
  row: { code: string; link: string; params: Record<string, string | number> },
  publicUrl: string,
) {
  const params = notificationParams(row.code, row.params, locale)
  const title = translate(locale, `media.notifications.${row.code}.title`, params)
  const mail = layout(locale, to, 'media.mail.subject', name, [
    translate(locale, `media.notifications.${row.code}.mail`, params),
    translate(locale, 'media.mail.open', { url: new URL(row.link, publicUrl).toString() }),
  ])
  return { ...mail, subject: translate(locale, 'media.mail.subject', { title }) }
}

/** Titles listed in a digest; the rest are counted. */
export const DIGEST_MAX_ITEMS = 20

/** Several notifications gathered into one mail (ADR 0024), oldest first. */
export function digestMail(
  locale: Locale,
  to: string,
  name: string,
  rows: { code: string; link: string; params: Record<string, string | number> }[],
  publicUrl: string,
) {
  const lines = rows.slice(0, DIGEST_MAX_ITEMS).map((row) => {
    const title = translate(
      locale,
      `media.notifications.${row.code}.title`,
      notificationParams(row.code, row.params, locale),
    )
    return `• ${title} — ${new URL(row.link, publicUrl).toString()}`
  })
  const more = rows.length - lines.length
  const mail = layout(locale, to, 'media.mail.digestSubject', name, [
    translate(locale, 'media.mail.digestIntro', { count: rows.length }),
    lines.join('\n'),
    ...(more > 0 ? [translate(locale, 'media.mail.digestMore', { count: more })] : []),
    translate(locale, 'media.mail.open', { url: publicUrl }),
  ])
  return { ...mail, subject: translate(locale, 'media.mail.digestSubject', { count: rows.length }) }
}

/** Recipients a fan-out writes with one INSERT and one pg_notify statement. */
const NOTIFY_BATCH = 1_000
/** Mails of a fan-out in flight at once. */
const MAIL_CONCURRENCY = 4

/**
 * The same as `notify` for many recipients at once (a terms version to every user, a fee schedule
 * to every provider, a reverse auction to a category's suppliers): per 1,000 recipients one INSERT,
 * one pg_notify statement and, for the important codes, one query for the addresses — instead of
 * three round trips each. The mails go out a few at a time without holding the caller. Call it last
 * in the transaction, like `notify`. Returns the rows it wrote.
 */
export async function notifyMany(
  db: DbOrTx,
  inputs: readonly NotificationInput[],
  options: NotifyOptions = {},
): Promise<{ id: string; userId: string }[]> {
  const written: { id: string; userId: string }[] = []
  const mails: ReturnType<typeof notificationMail>[] = []
  for (let i = 0; i < inputs.length; i += NOTIFY_BATCH) {
    const rows = await db
      .insert(notifications)
      .values(
        inputs.slice(i, i + NOTIFY_BATCH).map((n) => ({
          userId: n.userId,
          code: n.code,
          link: n.link,
          params: n.params ?? {},
        })),
      )
      .returning({
        id: notifications.id,
        userId: notifications.userId,
        code: notifications.code,
        link: notifications.link,
        params: notifications.params,
      })
    const pushed = rows.map((r) => ({ userId: r.userId, id: r.id }))
    written.push(...pushed)
    await db.execute(
      sql`select count(pg_notify(${NOTIFICATIONS_CHANNEL}, n::text)) from jsonb_array_elements(${JSON.stringify(pushed)}::jsonb) n`,
    )
    let emailed = options.email ? rows.filter((r) => isEmailedCode(r.code)) : []
    if (emailed.length === 0) continue
    // ADR 0024: one mail now per recipient whose window is over; the rest wait for the digest.
    const now = options.email!.clock?.now() ?? new Date()
    const open = await openMailWindows(db, [...new Set(emailed.map((r) => r.userId))], now)
    const waiting: string[] = []
    emailed = emailed.filter((r) => {
      if (open.delete(r.userId)) return true
      waiting.push(r.id)
      return false
    })
    await deferMails(db, waiting)
    if (emailed.length === 0) continue
    const people = await db
      .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
      .from(users)
      .where(inArray(users.id, [...new Set(emailed.map((r) => r.userId))]))
    const byId = new Map(people.map((p) => [p.id, p]))
    for (const row of emailed) {
      const user = byId.get(row.userId)
      if (user?.email)
        mails.push(
          notificationMail(
            user.locale as Locale,
            user.email,
            user.name,
            row,
            options.email!.env.PUBLIC_URL,
          ),
        )
    }
  }
  if (options.email && mails.length > 0) void sendAll(mails, options.email)
  return written
}

async function sendAll(
  mails: ReturnType<typeof notificationMail>[],
  { mailer, log }: NonNullable<NotifyOptions['email']>,
) {
  let next = 0
  const worker = async () => {
    while (next < mails.length) {
      const mail = mails[next++]
      await mailer.send(mail).catch((err) => log?.error({ err }, 'notification mail failed'))
    }
  }
  await Promise.all(Array.from({ length: Math.min(MAIL_CONCURRENCY, mails.length) }, worker))
}

/** Notifies every active admin (e.g. "new supplier"). */
export async function notifyAdmins(
  db: DbOrTx,
  input: Omit<NotificationInput, 'userId'>,
  options: NotifyOptions = {},
) {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ['admin_master', 'admin_basic']), eq(users.status, 'active')))
  return notifyMany(
    db,
    admins.map((a) => ({ ...input, userId: a.id })),
    options,
  )
}

import { notificationParams, translate, type Locale } from '@galera/shared'
import { layout } from '../../platform/mail/templates.ts'

/** What a notification mail reads of a row. */
export interface MailedNotification {
  code: string
  link: string
  params: Record<string, string | number>
}

/** The mail of one notification in the recipient's language, numbers and dates included. */
export function notificationMail(
  locale: Locale,
  to: string,
  name: string,
  row: MailedNotification,
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
  rows: MailedNotification[],
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

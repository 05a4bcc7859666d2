import { translate, type Locale } from '@galera/shared'
import type { Mail } from './mailer.ts'
import { escapeHtml } from '../html.ts'

/** One layout for every mail: the paragraphs as text and as simple, escaped HTML. */
export function layout(
  locale: Locale,
  to: string,
  subjectKey: string,
  name: string,
  paragraphs: string[],
): Mail {
  const greeting = translate(locale, 'mail.greeting', { name })
  const signature = translate(locale, 'mail.signature')
  const all = [greeting, ...paragraphs, signature]
  return {
    to,
    subject: translate(locale, subjectKey),
    text: all.join('\n\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1f2937">${all
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}</body></html>`,
  }
}

export function resetCodeMail(
  locale: Locale,
  to: string,
  name: string,
  code: string,
  minutes: number,
): Mail {
  return layout(locale, to, 'mail.resetCode.subject', name, [
    translate(locale, 'mail.resetCode.intro'),
    translate(locale, 'mail.resetCode.code', { code }),
    translate(locale, 'mail.resetCode.expiry', { minutes }),
    translate(locale, 'mail.resetCode.ignore'),
  ])
}

export function passwordChangedMail(locale: Locale, to: string, name: string): Mail {
  return layout(locale, to, 'mail.passwordChanged.subject', name, [
    translate(locale, 'mail.passwordChanged.body'),
  ])
}

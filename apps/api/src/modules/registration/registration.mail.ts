import { translate, type Locale, type RegistrationKind } from '@galera/shared'
import { layout } from '../../platform/mail/templates.ts'
import type { Mail } from '../../platform/mail/mailer.ts'

/** Welcome e-mail after a sign-up, in the language the person signed up in. */
export function welcomeMail(
  locale: Locale,
  to: string,
  name: string,
  kind: RegistrationKind,
): Mail {
  return layout(locale, to, 'signup.mail.subject', name, [
    translate(locale, 'signup.mail.intro'),
    translate(locale, `signup.mail.next.${kind}`),
    translate(locale, 'signup.mail.security'),
  ])
}

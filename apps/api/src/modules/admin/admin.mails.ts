import { translate, type Locale } from '@galera/shared'
import type { Mail } from '../../platform/mail/mailer.ts'
import { layout } from '../../platform/mail/templates.ts'

export function accountSuspendedMail(
  locale: Locale,
  to: string,
  name: string,
  reason: string,
): Mail {
  return layout(locale, to, 'admin.mail.suspended.subject', name, [
    translate(locale, 'admin.mail.suspended.body'),
    translate(locale, 'admin.mail.suspended.reason', { reason }),
    translate(locale, 'admin.mail.suspended.contact'),
  ])
}

export function certificationRequiredMail(
  locale: Locale,
  to: string,
  name: string,
  reason: string,
): Mail {
  return layout(locale, to, 'admin.mail.certificationRequired.subject', name, [
    translate(locale, 'admin.mail.certificationRequired.body'),
    translate(locale, 'admin.mail.certificationRequired.reason', { reason }),
    translate(locale, 'admin.mail.certificationRequired.steps'),
  ])
}

export function accountReactivatedMail(locale: Locale, to: string, name: string): Mail {
  return layout(locale, to, 'admin.mail.reactivated.subject', name, [
    translate(locale, 'admin.mail.reactivated.body'),
  ])
}

export function adminInviteMail(locale: Locale, to: string, name: string, role: string): Mail {
  return layout(locale, to, 'admin.mail.invite.subject', name, [
    translate(locale, 'admin.mail.invite.body', {
      role: translate(locale, `admin.roles.${role}`),
    }),
    translate(locale, 'admin.mail.invite.steps'),
  ])
}

/** ADR 0033: the OLD address hears that an admin changed the sign-in e-mail. */
export function adminEmailChangedMail(
  locale: Locale,
  to: string,
  name: string,
  newEmail: string,
): Mail {
  return layout(locale, to, 'adminUserEdit.mail.emailChanged.subject', name, [
    translate(locale, 'adminUserEdit.mail.emailChanged.body', { email: newEmail }),
    translate(locale, 'adminUserEdit.mail.emailChanged.notYou'),
  ])
}

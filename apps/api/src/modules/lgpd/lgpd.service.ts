import { randomBytes } from 'node:crypto'
import {
  REVOCABLE_CONSENT_KINDS,
  translate,
  type CloseAccountInput,
  type Consent,
  type ConsentKind,
  type Locale,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { layout } from '../../platform/mail/templates.ts'
import { fileStoreFor } from '../../platform/files/file-store.ts'
import { hashPassword } from '../accounts/passwords.ts'
import { assertCurrentPassword } from '../profile/reauth.ts'
import { EXPORT_SECTIONS } from './export-sections.repository.ts'
import { lgpdRepository } from './lgpd.repository.ts'
import { forgetMessageAuthor } from '../conversations/moderation.service.ts'

/** The version a consent given from the profile refers to: the privacy policy in force. */
export function currentLegalVersion(): string {
  return translate('pt-BR', 'legal.version')
}

function isRevocable(kind: ConsentKind): boolean {
  return (REVOCABLE_CONSENT_KINDS as readonly string[]).includes(kind)
}

export function lgpdService(ctx: AppContext) {
  return {
    async listConsents(user: AuthUser): Promise<Consent[]> {
      const rows = await lgpdRepository(ctx.db).listConsents(user.id)
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind as ConsentKind,
        version: r.version,
        grantedAt: r.grantedAt.toISOString(),
        revokedAt: r.revokedAt ? r.revokedAt.toISOString() : null,
      }))
    },

    async grant(user: AuthUser, kind: ConsentKind, ip: string) {
      if (!isRevocable(kind)) throw new AppError('CONSENT_NOT_REVOCABLE')
      const now = ctx.clock.now()
      const version = currentLegalVersion()
      await ctx.db.transaction(async (tx) => {
        const repo = lgpdRepository(tx)
        if (await repo.findLiveConsent(user.id, kind, version)) return
        await repo.insertConsent({ userId: user.id, kind, version, grantedAt: now, ip })
      })
      return this.listConsents(user)
    },

    async revoke(user: AuthUser, kind: ConsentKind) {
      // Terms and privacy are the contract itself: ending them is closing the account.
      if (!isRevocable(kind)) throw new AppError('CONSENT_NOT_REVOCABLE')
      const now = ctx.clock.now()
      await ctx.db.transaction(async (tx) => {
        const repo = lgpdRepository(tx)
        await repo.revokeConsents(user.id, now, kind)
        // The privacy policy promises it: without the consent, the sensitive data goes too.
        if (kind === 'sensitive_data') await repo.clearSensitive(user.id, now)
      })
      return this.listConsents(user)
    },

    /** Everything about the user, read in one transaction so the parts agree with each other. */
    async exportData(user: AuthUser) {
      const now = ctx.clock.now()
      const sections = await ctx.db.transaction(async (tx) => {
        const out: Record<string, unknown> = {}
        for (const section of EXPORT_SECTIONS) out[section.name] = await section.read(tx, user.id)
        return out
      })
      return { generatedAt: now.toISOString(), format: 'galera-eventos-export/1', ...sections }
    },

    /** LGPD art. 18 VI: personal data anonymised in one transaction, business records kept. */
    async close(user: AuthUser, input: CloseAccountInput, locale: Locale) {
      const repo = lgpdRepository(ctx.db)
      const row = await repo.findUser(user.id)
      if (!row) throw new AppError('USER_NOT_FOUND')
      await assertCurrentPassword(
        ctx,
        row,
        input.password,
        'password',
        'profile.validation.passwordWrong',
      )
      const now = ctx.clock.now()
      // A hash of 32 random bytes nobody knows: the account can never log in again.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'))
      const { removedImages, removedPdfs } = await ctx.db.transaction(async (tx) => {
        const txRepo = lgpdRepository(tx)
        await txRepo.anonymiseUser(user.id, { passwordHash, now })
        await txRepo.deletePersonalRows(user.id)
        const imgs = await txRepo.softDeleteImages(user.id, now)
        // ADR 0058: the messages keep their text, lose their author and the contacts typed in them.
        const pdfs = await forgetMessageAuthor(tx, user.id)
        await txRepo.revokeConsents(user.id, now)
        await txRepo.revokeAllSessions(user.id, now)
        // The last mail to the old address, so a closing the person did not make does not go
        // unseen; queued in the closing's transaction (ADR 0066).
        await ctx.mails.queue(
          tx,
          layout(locale, row.email, 'profile.mail.closed.subject', row.name, [
            translate(locale, 'profile.mail.closed.body'),
          ]),
          `account.closed:${user.id}`,
        )
        return { removedImages: imgs, removedPdfs: pdfs }
      })
      // Files go after the commit (a rolled-back close must not lose them); a failure is logged
      // and leaves an orphan file of a soft-deleted image, never a broken account.
      const store = fileStoreFor(ctx.env)
      for (const image of removedImages) {
        for (const key of Object.values(image.variants)) {
          await store
            .delete(key)
            .catch((err) => ctx.log.error({ err, imageId: image.id }, 'file delete failed'))
        }
      }
      for (const key of removedPdfs)
        await store.delete(key).catch((err) => ctx.log.error({ err }, 'file delete failed'))
      ctx.log.info({ userId: user.id, images: removedImages.length }, 'account closed')
      return { ok: true as const }
    },
  }
}

import { randomBytes } from 'node:crypto'
import type {
  AdminUsersQuery,
  AuditQuery,
  CertificationsQuery,
  CreateAdminInput,
  Locale,
  MyCertification,
  UpdateAdminInput,
} from '@galera/shared'
import {
  ADMIN_ROLES,
  CERTIFICATION_REQUIRABLE_ROLES,
  type CertificationStatus,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { oneOffKey } from '../../platform/mail/mail-queue.ts'
import { audit } from '../../platform/audit.ts'
import { emit } from '../../platform/events.ts'
import { accountsRepository } from '../accounts/accounts.repository.ts'
import { passwordResetService } from '../accounts/password-reset.service.ts'
import { hashPassword } from '../accounts/passwords.ts'
import { notify } from '../notifications/notifications.service.ts'
import {
  accountReactivatedMail,
  accountSuspendedMail,
  adminInviteMail,
  certificationRequiredMail,
} from './admin.mails.ts'
import { adminRepository, toAdminUserRow, type CertificationRow } from './admin.repository.ts'
import { uniqueViolation } from '../../platform/db/pg-errors.ts'
import { auditTrailRepository } from './audit-trail.repository.ts'
import { webPath } from '@galera/shared/web-paths.ts'

const isAdminRole = (role: string) => (ADMIN_ROLES as readonly string[]).includes(role)

function myCertification(row: CertificationRow): MyCertification {
  return {
    id: row.id,
    status: row.status as CertificationStatus,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  }
}

/** "Admin accounts and moderation": rules; every admin write is audited in its transaction. */
export function adminService(ctx: AppContext) {
  const repo = adminRepository(ctx.db)

  return {
    listUsers(query: AdminUsersQuery) {
      return repo.searchUsers(query)
    },

    async suspend(actor: AuthUser, userId: string, reason: string, ip: string) {
      if (userId === actor.id) throw new AppError('MODERATION_SELF')
      const user = await ctx.db.transaction(async (tx) => {
        const r = adminRepository(tx)
        const before = await r.lockUser(userId)
        if (!before) throw new AppError('USER_NOT_FOUND')
        if (isAdminRole(before.role) && actor.role !== 'admin_master')
          throw new AppError('FORBIDDEN')
        if (before.status === 'suspended' || before.status === 'closed')
          throw new AppError('CONFLICT')
        const now = ctx.clock.now()
        const after = await r.updateUser(userId, {
          status: 'suspended',
          suspendedAt: now,
          suspensionReason: reason,
          updatedAt: now,
        })
        await accountsRepository(tx).revokeAllSessions(userId, now)
        await emit(tx, { type: 'account.suspended', userId })
        await notify(tx, { userId, code: 'account_suspended', link: '/', params: { reason } })
        await audit(tx, {
          actorId: actor.id,
          action: 'user.suspend',
          targetType: 'user',
          targetId: userId,
          before: { status: before.status },
          after: { status: after.status, reason },
          ip,
        })
        await ctx.mails.queue(
          tx,
          accountSuspendedMail(after.locale as Locale, after.email, after.name, reason),
          oneOffKey('user.suspend'),
        )
        return after
      })
      return toAdminUserRow(user)
    },

    async reactivate(actor: AuthUser, userId: string, ip: string) {
      const user = await ctx.db.transaction(async (tx) => {
        const r = adminRepository(tx)
        const before = await r.lockUser(userId)
        if (!before) throw new AppError('USER_NOT_FOUND')
        if (isAdminRole(before.role) && actor.role !== 'admin_master')
          throw new AppError('FORBIDDEN')
        if (before.status !== 'suspended') throw new AppError('CONFLICT')
        const now = ctx.clock.now()
        const after = await r.updateUser(userId, {
          status: 'active',
          suspendedAt: null,
          suspensionReason: null,
          updatedAt: now,
        })
        await emit(tx, { type: 'account.reactivated', userId })
        await notify(tx, { userId, code: 'account_reactivated', link: '/' })
        await audit(tx, {
          actorId: actor.id,
          action: 'user.reactivate',
          targetType: 'user',
          targetId: userId,
          before: { status: before.status, reason: before.suspensionReason },
          after: { status: after.status },
          ip,
        })
        await ctx.mails.queue(
          tx,
          accountReactivatedMail(after.locale as Locale, after.email, after.name),
          oneOffKey('user.reactivate'),
        )
        return after
      })
      return toAdminUserRow(user)
    },

    /** The supplier gets the forgot-password code by e-mail; the admin never sees a password. */
    async resetSupplierPassword(actor: AuthUser, userId: string, ip: string) {
      const user = await repo.findUser(userId)
      if (!user || user.role !== 'supplier') throw new AppError('USER_NOT_FOUND')
      await ctx.db.transaction((tx) =>
        audit(tx, {
          actorId: actor.id,
          action: 'supplier.reset_password',
          targetType: 'user',
          targetId: userId,
          ip,
        }),
      )
      await passwordResetService(ctx).requestCode(user.email, user.locale as Locale, ip)
      return { sent: true as const }
    },

    listAdmins() {
      return repo.listAdmins()
    },

    async createAdmin(actor: AuthUser, input: CreateAdminInput, locale: Locale, ip: string) {
      // Nobody knows this password: the new admin sets one with the e-mailed reset code.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'))
      let created
      try {
        created = await ctx.db.transaction(async (tx) => {
          const r = adminRepository(tx)
          const row = await r.insertAdmin({ ...input, passwordHash, locale, now: ctx.clock.now() })
          await audit(tx, {
            actorId: actor.id,
            action: 'admin.create',
            targetType: 'user',
            targetId: row.id,
            after: { name: row.name, email: row.email, role: row.role },
            ip,
          })
          await ctx.mails.queue(
            tx,
            adminInviteMail(locale, row.email, row.name, row.role),
            `admin.invite:${row.id}`,
          )
          return row
        })
      } catch (err) {
        const index = uniqueViolation(err)
        if (index === 'users_email_key')
          throw new AppError('EMAIL_ALREADY_REGISTERED', undefined, [
            { field: 'email', message: 'errors.EMAIL_ALREADY_REGISTERED' },
          ])
        if (index === 'users_cpf_key') throw fieldError('cpf', 'admin.admins.cpfTaken')
        throw err
      }
      await passwordResetService(ctx).requestCode(created.email, locale, ip)
      return repo.toAccount(created)
    },

    async updateAdmin(actor: AuthUser, id: string, input: UpdateAdminInput, ip: string) {
      return ctx.db.transaction(async (tx) => {
        const r = adminRepository(tx)
        const before = await r.lockUser(id)
        if (!before || !isAdminRole(before.role)) throw new AppError('USER_NOT_FOUND')
        const role = input.role ?? before.role
        const status = input.status ?? before.status
        const demotes = before.role === 'admin_master' && role !== 'admin_master'
        const deactivates = before.status === 'active' && status !== 'active'
        if (id === actor.id && (demotes || deactivates)) throw new AppError('ADMIN_SELF_CHANGE')
        if (before.status === 'suspended' || before.status === 'closed')
          throw new AppError('CONFLICT')
        if (
          before.role === 'admin_master' &&
          before.status === 'active' &&
          (demotes || deactivates)
        ) {
          // Serialise concurrent demotions: lock every active master before counting.
          await r.lockActiveMasters()
          if ((await r.countActiveMasters()) <= 1) throw new AppError('LAST_ADMIN_MASTER')
        }
        const now = ctx.clock.now()
        const after = await r.updateUser(id, { role, status, updatedAt: now })
        if (status !== 'active') await accountsRepository(tx).revokeAllSessions(id, now)
        if (role !== before.role) await accountsRepository(tx).revokeAllSessions(id, now)
        await audit(tx, {
          actorId: actor.id,
          action: 'admin.update',
          targetType: 'user',
          targetId: id,
          before: { role: before.role, status: before.status },
          after: { role: after.role, status: after.status },
          ip,
        })
        return r.toAccount(after)
      })
    },

    /** ADR 0037: the trail with names joined and changes field by field. */
    listAudit(query: AuditQuery, locale: Locale) {
      return auditTrailRepository(ctx.db).list(query, locale)
    },

    // ---- 'Certificado' ----

    async requestCertification(user: AuthUser, ids: string[]) {
      const own = await repo.ownDocumentImages(user.id, ids)
      if (own.length !== ids.length)
        throw fieldError('documentImageIds', 'admin.certification.documentsInvalid')
      try {
        const row = await repo.insertCertification({
          userId: user.id,
          documentImageIds: ids,
          now: ctx.clock.now(),
        })
        return myCertification(row)
      } catch (err) {
        if (uniqueViolation(err) === 'certifications_one_pending')
          throw new AppError('CERTIFICATION_PENDING')
        throw err
      }
    },

    async myCertification(user: AuthUser) {
      const row = await repo.latestCertification(user.id)
      const me = await repo.findUser(user.id)
      const required =
        me?.certificationRequiredAt && !me.isCertified
          ? {
              at: me.certificationRequiredAt.toISOString(),
              reason: me.certificationRequiredReason ?? '',
            }
          : null
      return {
        isCertified: me?.isCertified ?? false,
        request: row ? myCertification(row) : null,
        required,
      }
    },

    /**
     * ADR 0026: an admin requires a promoter or supplier to become 'Certificado'. Until an admin
     * approves a request, the gate refuses accepting jobs, answering budgets and bidding.
     */
    async requireCertification(actor: AuthUser, userId: string, reason: string, ip: string) {
      const user = await ctx.db.transaction(async (tx) => {
        const r = adminRepository(tx)
        const before = await r.lockUser(userId)
        if (!before) throw new AppError('USER_NOT_FOUND')
        if (!(CERTIFICATION_REQUIRABLE_ROLES as readonly string[]).includes(before.role))
          throw new AppError('CERTIFICATION_NOT_APPLICABLE')
        if (before.isCertified) throw new AppError('ALREADY_CERTIFIED')
        if (before.status === 'closed') throw new AppError('CONFLICT')
        const now = ctx.clock.now()
        const after = await r.updateUser(userId, {
          certificationRequiredAt: before.certificationRequiredAt ?? now,
          certificationRequiredReason: reason,
          updatedAt: now,
        })
        await audit(tx, {
          actorId: actor.id,
          action: 'user.require_certification',
          targetType: 'user',
          targetId: userId,
          before: { certificationRequiredReason: before.certificationRequiredReason },
          after: { certificationRequiredReason: reason },
          ip,
        })
        await ctx.mails.queue(
          tx,
          certificationRequiredMail(after.locale as Locale, after.email, after.name, reason),
          oneOffKey('user.require-certification'),
        )
        return after
      })
      return toAdminUserRow(user)
    },

    /** An admin withdraws the requirement (a mistake, or documents checked another way). */
    async liftCertificationRequirement(actor: AuthUser, userId: string, ip: string) {
      const user = await ctx.db.transaction(async (tx) => {
        const r = adminRepository(tx)
        const before = await r.lockUser(userId)
        if (!before) throw new AppError('USER_NOT_FOUND')
        if (!before.certificationRequiredAt) throw new AppError('CONFLICT')
        const after = await r.updateUser(userId, {
          certificationRequiredAt: null,
          certificationRequiredReason: null,
          updatedAt: ctx.clock.now(),
        })
        await audit(tx, {
          actorId: actor.id,
          action: 'user.lift_certification',
          targetType: 'user',
          targetId: userId,
          before: { certificationRequiredReason: before.certificationRequiredReason },
          after: { certificationRequiredReason: null },
          ip,
        })
        return after
      })
      return toAdminUserRow(user)
    },

    listCertifications(query: CertificationsQuery) {
      return repo.listCertifications(query)
    },

    async decideCertification(
      actor: AuthUser,
      id: string,
      decision: { status: 'approved' | 'refused'; reason: string | null },
      ip: string,
    ) {
      return ctx.db.transaction(async (tx) => {
        const r = adminRepository(tx)
        const before = await r.lockCertification(id)
        if (!before) throw new AppError('NOT_FOUND')
        if (before.status !== 'pending') throw new AppError('CERTIFICATION_DECIDED')
        const now = ctx.clock.now()
        const after = await r.decideCertification(id, { ...decision, by: actor.id, now })
        if (!after) throw new AppError('CERTIFICATION_DECIDED')
        if (decision.status === 'approved') {
          // An admin's requirement (ADR 0026) is met by the approval.
          await r.updateUser(before.userId, {
            isCertified: true,
            certificationRequiredAt: null,
            certificationRequiredReason: null,
            updatedAt: now,
          })
          await notify(tx, {
            userId: before.userId,
            code: 'certification_approved',
            link: webPath('profile'),
          })
        } else {
          await notify(tx, {
            userId: before.userId,
            code: 'certification_refused',
            link: webPath('profile'),
            params: { reason: decision.reason ?? '' },
          })
        }
        await audit(tx, {
          actorId: actor.id,
          action: decision.status === 'approved' ? 'certification.approve' : 'certification.refuse',
          targetType: 'certification',
          targetId: id,
          before: { status: before.status, userId: before.userId },
          after: { status: after.status, reason: after.reason },
          ip,
        })
        return myCertification(after)
      })
    },
  }
}

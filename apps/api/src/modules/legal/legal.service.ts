import {
  TERMS_NOTICE_MS,
  TERMS_OBJECTION_MS,
  translate,
  type CurrentTerms,
  type DpoContact,
  type Locale,
  type PublishTermsVersionInput,
  type TermsVersionRow,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { audit } from '../../platform/audit.ts'
import { notifyMany } from '../notifications/notifications.service.ts'
import { uniqueViolation } from '../../platform/db/pg-errors.ts'
import { legalRepository, type TermsVersion } from './legal.repository.ts'

const deadlineOf = (v: TermsVersion) => new Date(v.publishedAt.getTime() + TERMS_OBJECTION_MS)

function toRow(v: TermsVersion, objections: number): TermsVersionRow {
  return {
    id: v.id,
    version: v.version,
    summaryPt: v.summaryPt,
    summaryEn: v.summaryEn,
    publishedAt: v.publishedAt.toISOString(),
    effectiveAt: v.effectiveAt.toISOString(),
    objectionDeadline: deadlineOf(v).toISOString(),
    objections,
  }
}

/**
 * Terms versions (PRODUCT.md "Resolved readings", SECURITY.md): a new version takes effect at
 * least 10 days after publication; users may object within the first 5 days.
 */
export function legalService(ctx: AppContext) {
  const repo = legalRepository(ctx.db)

  return {
    /** The DPO named on the site (ADR 0032): configuration, never stored. */
    dpo(): DpoContact {
      return { name: ctx.env.DPO_NAME, email: ctx.env.DPO_EMAIL }
    },

    async listVersions() {
      const rows = await repo.listVersions()
      return rows.map((r) => toRow(r.v, r.objections))
    },

    async publish(actor: AuthUser, input: PublishTermsVersionInput, ip: string) {
      const publishedAt = ctx.clock.now()
      const earliest = publishedAt.getTime() + TERMS_NOTICE_MS
      const given = input.effectiveAt ? new Date(input.effectiveAt).getTime() : 0
      const effectiveAt = new Date(Math.max(given, earliest))
      try {
        return await ctx.db.transaction(async (tx) => {
          const r = legalRepository(tx)
          const row = await r.insertVersion({
            version: input.version,
            summaryPt: input.summaryPt,
            summaryEn: input.summaryEn,
            publishedAt,
            effectiveAt,
            publishedBy: actor.id,
          })
          const params = { version: row.version, date: effectiveAt.toISOString() }
          const userIds = await r.activeUserIds()
          await notifyMany(
            tx,
            userIds.map((userId) => ({
              userId,
              code: 'terms_updated' as const,
              link: '/',
              params,
            })),
          )
          await audit(tx, {
            actorId: actor.id,
            action: 'terms.publish',
            targetType: 'terms_version',
            targetId: row.id,
            after: toRow(row, 0),
            ip,
          })
          return toRow(row, 0)
        })
      } catch (err) {
        if (uniqueViolation(err) === 'terms_versions_version_key')
          throw new AppError('TERMS_VERSION_EXISTS', undefined, [
            { field: 'version', message: 'errors.TERMS_VERSION_EXISTS' },
          ])
        throw err
      }
    },

    async current(locale: Locale, user: AuthUser | null): Promise<CurrentTerms> {
      const now = ctx.clock.now()
      const [inForce, upcoming] = await Promise.all([repo.inForce(now), repo.upcoming(now)])
      return {
        inForce: inForce
          ? { version: inForce.version, effectiveAt: inForce.effectiveAt.toISOString() }
          : { version: translate(locale, 'legal.version'), effectiveAt: null },
        upcoming: upcoming
          ? {
              id: upcoming.id,
              version: upcoming.version,
              summary: locale === 'en' ? upcoming.summaryEn : upcoming.summaryPt,
              effectiveAt: upcoming.effectiveAt.toISOString(),
              objectionDeadline: deadlineOf(upcoming).toISOString(),
              objected: user ? await repo.hasObjected(user.id, upcoming.id) : false,
            }
          : null,
      }
    },

    async object(
      user: AuthUser,
      termsVersionId: string,
      reason: string | undefined,
      locale: Locale,
    ) {
      const version = await repo.findVersion(termsVersionId)
      if (!version) throw new AppError('NOT_FOUND')
      const now = ctx.clock.now()
      if (now.getTime() > deadlineOf(version).getTime())
        throw new AppError('TERMS_OBJECTION_CLOSED')
      try {
        const row = await repo.insertObjection({
          userId: user.id,
          termsVersionId,
          reason: reason ?? null,
          createdAt: now,
        })
        return {
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          canCloseAccountWithoutPenalty: true,
          message: translate(locale, 'admin.terms.objectionRecorded'),
        }
      } catch (err) {
        if (uniqueViolation(err) === 'terms_objections_once')
          throw new AppError('TERMS_OBJECTION_EXISTS')
        throw err
      }
    },
  }
}

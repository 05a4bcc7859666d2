import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { ADMIN_PAGE_SIZE, auditChanges, type AuditEntry, type AuditQuery } from '@galera/shared'
import type { Locale } from '@galera/shared/constants.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  adAuctions,
  auditLog,
  banners,
  categories,
  certifications,
  colors,
  jobs,
  ledgerEntries,
  materials,
  productRatings,
  products,
  termsVersions,
  userRatings,
  users,
} from '../../db/schema/index.ts'

type Names = Promise<{ id: string; name: string | null }[]>
type NameOf = (db: DbOrTx, ids: string[], locale: Locale) => Names

/**
 * ADR 0037: how each target type is named on the trail. A new target type is one entry here
 * (a type without one shows the name the entry recorded, or a generic phrase).
 */
const TARGET_NAMES: Record<string, NameOf> = {
  user: (db, ids) =>
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)),
  supplier: (db, ids, locale) => TARGET_NAMES.user(db, ids, locale),
  promoter: (db, ids, locale) => TARGET_NAMES.user(db, ids, locale),
  certification: (db, ids) =>
    db
      .select({ id: certifications.id, name: users.name })
      .from(certifications)
      .innerJoin(users, eq(users.id, certifications.userId))
      .where(inArray(certifications.id, ids)),
  category: (db, ids, locale) =>
    db
      .select({ id: categories.id, name: locale === 'en' ? categories.nameEn : categories.namePt })
      .from(categories)
      .where(inArray(categories.id, ids)),
  material: (db, ids, locale) =>
    db
      .select({ id: materials.id, name: locale === 'en' ? materials.nameEn : materials.namePt })
      .from(materials)
      .where(inArray(materials.id, ids)),
  color: (db, ids, locale) =>
    db
      .select({ id: colors.id, name: locale === 'en' ? colors.nameEn : colors.namePt })
      .from(colors)
      .where(inArray(colors.id, ids)),
  product: (db, ids) =>
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(products.id, ids)),
  /** A product's rating reads by its product. */
  product_rating: (db, ids) =>
    db
      .select({ id: productRatings.id, name: products.name })
      .from(productRatings)
      .innerJoin(products, eq(products.id, productRatings.productId))
      .where(inArray(productRatings.id, ids)),
  /** A rating between users reads by who received it. */
  user_rating: (db, ids) =>
    db
      .select({ id: userRatings.id, name: users.name })
      .from(userRatings)
      .innerJoin(users, eq(users.id, userRatings.ratedUserId))
      .where(inArray(userRatings.id, ids)),
  /** A payout reads by the promoter it pays. */
  ledger_entry: (db, ids) =>
    db
      .select({ id: ledgerEntries.id, name: users.name })
      .from(ledgerEntries)
      .innerJoin(jobs, eq(jobs.id, ledgerEntries.jobId))
      .innerJoin(users, eq(users.id, jobs.promoterId))
      .where(inArray(ledgerEntries.id, ids)),
  terms_version: (db, ids) =>
    db
      .select({ id: termsVersions.id, name: termsVersions.version })
      .from(termsVersions)
      .where(inArray(termsVersions.id, ids)),
  ad_auction: (db, ids) =>
    db
      .select({ id: adAuctions.id, name: adAuctions.name })
      .from(adAuctions)
      .where(inArray(adAuctions.id, ids)),
  banner: (db, ids) =>
    db
      .select({ id: banners.id, name: banners.title })
      .from(banners)
      .where(inArray(banners.id, ids)),
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The name an entry itself recorded (a deleted colour keeps its name in `before`). */
function recordedName(entry: { before: unknown; after: unknown }, locale: Locale): string | null {
  for (const side of [entry.after, entry.before]) {
    if (typeof side !== 'object' || side === null) continue
    const s = side as Record<string, unknown>
    const name = (locale === 'en' ? s.nameEn : s.namePt) ?? s.name ?? s.title ?? s.version
    if (typeof name === 'string' && name) return name
  }
  return null
}

function escapeLike(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** SQL only (STYLE.md): the audit trail with the actor's and the target's names. */
export function auditTrailRepository(db: DbOrTx) {
  async function targetNames(
    rows: { targetType: string; targetId: string }[],
    locale: Locale,
  ): Promise<Map<string, string>> {
    const byType = new Map<string, Set<string>>()
    for (const r of rows) {
      // Only uuids reach the lookups: some targets are not rows (`home`), and a text id cast to
      // uuid would fail the query.
      if (!TARGET_NAMES[r.targetType] || !UUID.test(r.targetId)) continue
      byType.set(r.targetType, (byType.get(r.targetType) ?? new Set()).add(r.targetId))
    }
    const names = new Map<string, string>()
    await Promise.all(
      [...byType].map(async ([type, ids]) => {
        for (const row of await TARGET_NAMES[type](db, [...ids], locale))
          if (row.name) names.set(`${type}:${row.id}`, row.name)
      }),
    )
    return names
  }

  return {
    async list(filter: AuditQuery, locale: Locale) {
      const where: SQL[] = []
      if (filter.actorId) where.push(eq(auditLog.actorId, filter.actorId))
      if (filter.actor) {
        const like = escapeLike(filter.actor)
        where.push(
          inArray(
            auditLog.actorId,
            db
              .select({ id: users.id })
              .from(users)
              .where(
                sql`(unaccent(${users.name}) ilike unaccent(${like}) or ${users.email}::text ilike ${like})`,
              ),
          ),
        )
      }
      if (filter.action) where.push(eq(auditLog.action, filter.action))
      if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId))
      // Days are São Paulo days, both ends included.
      if (filter.from)
        where.push(
          gte(
            auditLog.createdAt,
            sql`(${filter.from}::date::timestamp at time zone 'America/Sao_Paulo')`,
          ),
        )
      if (filter.to)
        where.push(
          lt(
            auditLog.createdAt,
            sql`((${filter.to}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`,
          ),
        )
      const cond = where.length ? and(...where) : undefined
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ entry: auditLog, actorName: users.name })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(cond)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset((filter.page - 1) * ADMIN_PAGE_SIZE),
        db.select({ total: count() }).from(auditLog).where(cond),
      ])
      const names = await targetNames(
        rows.map((r) => r.entry),
        locale,
      )
      const data: AuditEntry[] = rows.map(({ entry, actorName }) => ({
        id: entry.id,
        actorId: entry.actorId,
        actorName,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        targetName:
          names.get(`${entry.targetType}:${entry.targetId}`) ?? recordedName(entry, locale),
        changes: auditChanges(entry.before, entry.after),
        before: entry.before,
        after: entry.after,
        ip: entry.ip,
        createdAt: entry.createdAt.toISOString(),
      }))
      return { data, last_page: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), total }
    },
  }
}

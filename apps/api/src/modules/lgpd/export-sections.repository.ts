import { asc, desc, eq, or } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  addresses,
  auditLog,
  budgetProposals,
  budgets,
  certifications,
  companies,
  consents,
  images,
  jobs,
  notifications,
  passwordResets,
  productRatingVotes,
  productRatings,
  promoterBlockedDates,
  promoterGallery,
  promoters,
  sessions,
  supplierRatings,
  suppliers,
  termsObjections,
  termsVersions,
  userRatings,
  users,
} from '../../db/schema/index.ts'
import { adBidsRepository } from '../promotions/ad-bids.repository.ts'
import { conversationsExport } from '../conversations/conversation-export.repository.ts'

/**
 * One part of "download my data" (LGPD art. 18 II/V): a name and a function that reads the rows
 * of one user. Later issues add their tables (jobs, budgets, ratings, …) by appending a section
 * here; nothing else changes. Secrets never leave: no password hash, token hash or code hash.
 */
export interface ExportSection {
  name: string
  read(db: DbOrTx, userId: string): Promise<unknown>
}

const fileUrl = (key: string | undefined) => (key ? `/files/${key}` : null)

export const EXPORT_SECTIONS: ExportSection[] = [
  {
    name: 'account',
    async read(db, userId) {
      const row = await db.query.users.findFirst({
        where: eq(users.id, userId),
        columns: { passwordHash: false },
      })
      return row ?? null
    },
  },
  {
    name: 'address',
    read: async (db, userId) =>
      (await db.query.addresses.findFirst({ where: eq(addresses.userId, userId) })) ?? null,
  },
  {
    name: 'promoter',
    read: async (db, userId) =>
      (await db.query.promoters.findFirst({ where: eq(promoters.userId, userId) })) ?? null,
  },
  {
    name: 'supplier',
    read: async (db, userId) =>
      (await db.query.suppliers.findFirst({ where: eq(suppliers.userId, userId) })) ?? null,
  },
  {
    name: 'company',
    read: async (db, userId) =>
      (await db.query.companies.findFirst({ where: eq(companies.userId, userId) })) ?? null,
  },
  {
    name: 'consents',
    read: (db, userId) =>
      db.query.consents.findMany({
        where: eq(consents.userId, userId),
        orderBy: desc(consents.grantedAt),
      }),
  },
  {
    name: 'sessions',
    read: (db, userId) =>
      db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt)),
  },
  {
    name: 'passwordResets',
    read: (db, userId) =>
      db
        .select({
          createdAt: passwordResets.createdAt,
          expiresAt: passwordResets.expiresAt,
          verifiedAt: passwordResets.verifiedAt,
          usedAt: passwordResets.usedAt,
        })
        .from(passwordResets)
        .where(eq(passwordResets.userId, userId))
        .orderBy(desc(passwordResets.createdAt)),
  },
  {
    name: 'notifications',
    read: (db, userId) =>
      db.query.notifications.findMany({
        where: eq(notifications.userId, userId),
        orderBy: desc(notifications.createdAt),
      }),
  },
  {
    name: 'images',
    async read(db, userId) {
      const rows = await db.query.images.findMany({
        where: eq(images.ownerId, userId),
        orderBy: desc(images.createdAt),
      })
      return rows.map((r) => ({
        ...r,
        urls: Object.fromEntries(Object.entries(r.variants).map(([k, v]) => [k, fileUrl(v)])),
      }))
    },
  },
  {
    name: 'certifications',
    read: (db, userId) =>
      db
        .select({
          id: certifications.id,
          documentImageIds: certifications.documentImageIds,
          status: certifications.status,
          reason: certifications.reason,
          reviewedAt: certifications.reviewedAt,
          createdAt: certifications.createdAt,
        })
        .from(certifications)
        .where(eq(certifications.userId, userId))
        .orderBy(desc(certifications.createdAt)),
  },
  {
    name: 'termsObjections',
    read: (db, userId) =>
      db
        .select({
          id: termsObjections.id,
          version: termsVersions.version,
          reason: termsObjections.reason,
          createdAt: termsObjections.createdAt,
        })
        .from(termsObjections)
        .innerJoin(termsVersions, eq(termsVersions.id, termsObjections.termsVersionId))
        .where(eq(termsObjections.userId, userId)),
  },
  {
    // What admins did to this account (not who did it: the admin's identity is theirs).
    name: 'auditEntries',
    read: (db, userId) =>
      db
        .select({
          action: auditLog.action,
          targetType: auditLog.targetType,
          before: auditLog.before,
          after: auditLog.after,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .where(eq(auditLog.targetId, userId))
        .orderBy(desc(auditLog.createdAt)),
  },
  {
    // Promoter panel (ADR 0014): gallery items in order (pictures point at the images section).
    name: 'promoterGallery',
    async read(db, userId) {
      const rows = await db
        .select({
          id: promoterGallery.id,
          kind: promoterGallery.kind,
          imageId: promoterGallery.imageId,
          videoUrl: promoterGallery.videoUrl,
          position: promoterGallery.position,
          isCover: promoterGallery.isCover,
          createdAt: promoterGallery.createdAt,
          variants: images.variants,
        })
        .from(promoterGallery)
        .leftJoin(images, eq(images.id, promoterGallery.imageId))
        .where(eq(promoterGallery.promoterId, userId))
        .orderBy(asc(promoterGallery.position), asc(promoterGallery.createdAt))
      return rows.map(({ variants, ...r }) => ({ ...r, imageUrl: fileUrl(variants?.large) }))
    },
  },
  {
    name: 'promoterSchedule',
    async read(db, userId) {
      const row = await db.query.promoters.findFirst({
        where: eq(promoters.userId, userId),
        columns: { weeklyAvailability: true },
      })
      if (!row) return null
      const days = await db
        .select({ day: promoterBlockedDates.day })
        .from(promoterBlockedDates)
        .where(eq(promoterBlockedDates.promoterId, userId))
        .orderBy(asc(promoterBlockedDates.day))
      return { weeklyMask: row.weeklyAvailability, blockedDates: days.map((d) => d.day) }
    },
  },
  {
    // The hires the user made or received (internal request hashes stay out).
    name: 'jobs',
    async read(db, userId) {
      const rows = await db
        .select()
        .from(jobs)
        .where(or(eq(jobs.promoterId, userId), eq(jobs.hirerId, userId)))
        .orderBy(desc(jobs.requestedAt))
      return rows.map(({ requestHash: _h, idempotencyKey: _k, ...r }) => r)
    },
  },
  {
    name: 'ratings',
    read: (db, userId) =>
      db
        .select()
        .from(userRatings)
        .where(or(eq(userRatings.raterUserId, userId), eq(userRatings.ratedUserId, userId)))
        .orderBy(desc(userRatings.createdAt)),
  },
  {
    // The budgets and reverse auctions the user asked for as a client (internal request
    // hashes stay out).
    name: 'budgets',
    async read(db, userId) {
      const rows = await db
        .select()
        .from(budgets)
        .where(eq(budgets.clientId, userId))
        .orderBy(desc(budgets.createdAt))
      return rows.map(({ requestHash: _h, idempotencyKey: _k, ...r }) => r)
    },
  },
  {
    // The proposals the user sent or received as a supplier.
    name: 'budgetProposals',
    read: (db, userId) =>
      db
        .select()
        .from(budgetProposals)
        .where(eq(budgetProposals.supplierId, userId))
        .orderBy(desc(budgetProposals.createdAt)),
  },
  {
    name: 'productRatings',
    read: (db, userId) =>
      db
        .select()
        .from(productRatings)
        .where(eq(productRatings.clientId, userId))
        .orderBy(desc(productRatings.createdAt)),
  },
  {
    name: 'supplierRatingsGiven',
    read: (db, userId) =>
      db
        .select()
        .from(supplierRatings)
        .where(eq(supplierRatings.clientId, userId))
        .orderBy(desc(supplierRatings.createdAt)),
  },
  {
    // Ratings of the user's company; who gave them is that client's data, not theirs.
    name: 'supplierRatingsReceived',
    read: (db, userId) =>
      db
        .select({
          id: supplierRatings.id,
          proposalId: supplierRatings.proposalId,
          costBenefit: supplierRatings.costBenefit,
          onTime: supplierRatings.onTime,
          support: supplierRatings.support,
          quality: supplierRatings.quality,
          createdAt: supplierRatings.createdAt,
        })
        .from(supplierRatings)
        .where(eq(supplierRatings.supplierId, userId))
        .orderBy(desc(supplierRatings.createdAt)),
  },
  {
    name: 'ratingVotes',
    read: (db, userId) =>
      db
        .select({
          ratingId: productRatingVotes.ratingId,
          helpful: productRatingVotes.helpful,
          createdAt: productRatingVotes.createdAt,
        })
        .from(productRatingVotes)
        .where(eq(productRatingVotes.userId, userId))
        .orderBy(desc(productRatingVotes.createdAt)),
  },
  {
    // The supplier's bids on ad auctions, the ones it won and its cancelled ads.
    name: 'adBids',
    read: (db, userId) => adBidsRepository(db).bidsOfSupplier(userId),
  },
  {
    // Conversations and their messages as the person may read them (ADR 0058).
    name: 'conversations',
    read: (db, userId) => conversationsExport(db, userId),
  },
]

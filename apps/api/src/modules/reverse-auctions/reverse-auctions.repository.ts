import { and, asc, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  addresses,
  budgetProposals,
  budgets,
  categories,
  colors,
  images,
  productImages,
  productSubcategories,
  products,
  suppliers,
  users,
} from '../../db/schema/index.ts'

export type BudgetRow = typeof budgets.$inferSelect

/** The categories where a supplier has an active product (the auctions it may see). */
const supplierCategories = (db: DbOrTx, supplierId: string) =>
  db
    .selectDistinct({ id: products.categoryId })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), eq(products.status, 'active')))

/** SQL only: reverse auctions, their proposals, and the /choose suggestions. */
/** An inactive supplier (admin's choice) takes part in no reverse auction. */
const supplierListed = sql`exists (select 1 from ${suppliers} s where s.user_id = ${products.supplierId} and s.status = 'active')`

export function reverseAuctionsRepository(db: DbOrTx) {
  return {
    findByIdempotencyKey(clientId: string, key: string) {
      return db.query.budgets.findFirst({
        where: and(eq(budgets.clientId, clientId), eq(budgets.idempotencyKey, key)),
      })
    },

    /** An active top-level product category. */
    async topProductCategory(id: string) {
      const [row] = await db
        .select()
        .from(categories)
        .where(
          and(
            eq(categories.id, id),
            eq(categories.kind, 'product'),
            isNull(categories.parentId),
            eq(categories.isActive, true),
          ),
        )
      return row ?? null
    },

    async category(id: string) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id))
      return row ?? null
    },

    /** An active product of an active supplier. */
    async activeProduct(id: string) {
      const [row] = await db
        .select({
          id: products.id,
          name: products.name,
          supplierId: products.supplierId,
          categoryId: products.categoryId,
        })
        .from(products)
        .innerJoin(users, eq(users.id, products.supplierId))
        .where(and(eq(products.id, id), eq(products.status, 'active'), eq(users.status, 'active')))
      return row ?? null
    },

    async color(id: string) {
      const [row] = await db.select().from(colors).where(eq(colors.id, id))
      return row ?? null
    },

    async ownLiveImage(id: string, ownerId: string) {
      const [row] = await db
        .select()
        .from(images)
        .where(and(eq(images.id, id), eq(images.ownerId, ownerId), isNull(images.deletedAt)))
      return row ?? null
    },

    async insert(values: typeof budgets.$inferInsert) {
      const [row] = await db.insert(budgets).values(values).returning()
      return row
    },

    /** Active suppliers with an active product in the category, with their language. */
    suppliersOfCategory(categoryId: string) {
      return db
        .selectDistinct({ id: users.id, locale: users.locale })
        .from(products)
        .innerJoin(users, eq(users.id, products.supplierId))
        .where(
          and(
            eq(products.categoryId, categoryId),
            eq(products.status, 'active'),
            eq(users.status, 'active'),
            supplierListed,
          ),
        )
    },

    /** Open auctions still taking proposals in the supplier's categories. */
    openFor(supplierId: string, now: Date) {
      return db
        .select()
        .from(budgets)
        .where(
          and(
            eq(budgets.kind, 'reverse_auction'),
            eq(budgets.status, 'open'),
            gt(budgets.proposalsUntil, now),
            inArray(budgets.categoryId, supplierCategories(db, supplierId)),
          ),
        )
        .orderBy(asc(budgets.proposalsUntil), asc(budgets.number))
        .limit(200)
    },

    /** A reverse auction of one of the supplier's categories, whatever its state. */
    async auctionFor(id: string, supplierId: string) {
      const [row] = await db
        .select()
        .from(budgets)
        .where(
          and(
            eq(budgets.id, id),
            eq(budgets.kind, 'reverse_auction'),
            inArray(budgets.categoryId, supplierCategories(db, supplierId)),
          ),
        )
      return row ?? null
    },

    async lockBudget(id: string) {
      const [row] = await db.select().from(budgets).where(eq(budgets.id, id)).for('update')
      return row ?? null
    },

    /** The supplier's proposals on these budgets (budgetId → proposalId). */
    async myProposals(supplierId: string, budgetIds: string[]) {
      if (budgetIds.length === 0) return new Map<string, string>()
      const rows = await db
        .select({ id: budgetProposals.id, budgetId: budgetProposals.budgetId })
        .from(budgetProposals)
        .where(
          and(
            eq(budgetProposals.supplierId, supplierId),
            inArray(budgetProposals.budgetId, budgetIds),
          ),
        )
      return new Map(rows.map((r) => [r.budgetId, r.id]))
    },

    /** Colours, custom images and client cities of a page of auctions, in three queries. */
    async refs(rows: BudgetRow[]) {
      const colorIds = [...new Set(rows.map((r) => r.colorId).filter((v): v is string => !!v))]
      const imageIds = [
        ...new Set(rows.map((r) => r.customImageId).filter((v): v is string => !!v)),
      ]
      const clientIds = [...new Set(rows.map((r) => r.clientId))]
      const categoryIds = [...new Set(rows.map((r) => r.categoryId))]
      const [c, i, a, k] = await Promise.all([
        colorIds.length ? db.select().from(colors).where(inArray(colors.id, colorIds)) : [],
        imageIds.length ? db.select().from(images).where(inArray(images.id, imageIds)) : [],
        clientIds.length
          ? db
              .select({ userId: addresses.userId, city: addresses.city, uf: addresses.uf })
              .from(addresses)
              .where(inArray(addresses.userId, clientIds))
          : [],
        categoryIds.length
          ? db.select().from(categories).where(inArray(categories.id, categoryIds))
          : [],
      ])
      return {
        colors: new Map(c.map((r) => [r.id, r])),
        images: new Map(i.map((r) => [r.id, r])),
        cities: new Map(a.map((r) => [r.userId, `${r.city}/${r.uf}`])),
        categories: new Map(k.map((r) => [r.id, r])),
      }
    },

    /** The supplier's own active product in a category. */
    async ownProductInCategory(productId: string, supplierId: string, categoryId: string) {
      const [row] = await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(
          and(
            eq(products.id, productId),
            eq(products.supplierId, supplierId),
            eq(products.categoryId, categoryId),
            eq(products.status, 'active'),
            supplierListed,
          ),
        )
      return row ?? null
    },

    async insertProposal(values: typeof budgetProposals.$inferInsert) {
      const [row] = await db.insert(budgetProposals).values(values).returning()
      return row
    },

    async supplierName(supplierId: string) {
      const [row] = await db
        .select({ tradeName: suppliers.establishmentTitle })
        .from(suppliers)
        .where(eq(suppliers.userId, supplierId))
      return row?.tradeName ?? ''
    },

    async userLocale(userId: string) {
      const [row] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.id, userId))
      return (row?.locale ?? 'pt-BR') as 'pt-BR' | 'en'
    },

    /** Open auctions past their deadline without any proposal (the ticker's batch). */
    dueToExpire(now: Date, limit: number) {
      return db
        .select({ id: budgets.id })
        .from(budgets)
        .where(
          and(
            eq(budgets.kind, 'reverse_auction'),
            eq(budgets.status, 'open'),
            lte(budgets.proposalsUntil, now),
            notExists(
              db
                .select({ one: sql`1` })
                .from(budgetProposals)
                .where(eq(budgetProposals.budgetId, budgets.id)),
            ),
          ),
        )
        .orderBy(asc(budgets.proposalsUntil))
        .limit(limit)
    },

    /** open → expired, only while still open and without proposals. */
    async expire(id: string, now: Date) {
      const [row] = await db
        .update(budgets)
        .set({ status: 'expired', expiredAt: now, updatedAt: now })
        .where(
          and(
            eq(budgets.id, id),
            eq(budgets.status, 'open'),
            notExists(
              db
                .select({ one: sql`1` })
                .from(budgetProposals)
                .where(eq(budgetProposals.budgetId, budgets.id)),
            ),
          ),
        )
        .returning()
      return row ?? null
    },

    /**
     * /choose suggestions: active products of active suppliers whose name or description holds
     * the words (unaccented, case-insensitive), optionally in a category (top-level or
     * subcategory); more words matched first, a name match before a description match.
     */
    async suggestions(words: string[], categoryId: string | null, limit: number) {
      const doc = sql`galera_unaccent(${products.name} || ' ' || ${products.description})`
      const nameDoc = sql`galera_unaccent(${products.name})`
      const like = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      const hits = words.length
        ? sql.join(
            words.map((w) => sql`(case when ${doc} like ${like(w)} then 1 else 0 end)`),
            sql` + `,
          )
        : sql`0`
      const nameHits = words.length
        ? sql.join(
            words.map((w) => sql`(case when ${nameDoc} like ${like(w)} then 1 else 0 end)`),
            sql` + `,
          )
        : sql`0`
      const cover = sql<
        string | null
      >`(select pi.image_id from ${productImages} pi where pi.product_id = ${products.id} order by pi.position, pi.image_id limit 1)`
      const inCategory = categoryId
        ? sql`(${products.categoryId} = ${categoryId} or exists (select 1 from ${productSubcategories} ps where ps.product_id = ${products.id} and ps.category_id = ${categoryId}))`
        : sql`true`
      const score = sql<number>`(${hits})`
      return (
        db
          .select({
            id: products.id,
            name: products.name,
            categoryId: products.categoryId,
            supplierId: products.supplierId,
            tradeName: suppliers.establishmentTitle,
            coverImageId: cover,
          })
          .from(products)
          .innerJoin(users, eq(users.id, products.supplierId))
          .innerJoin(suppliers, eq(suppliers.userId, products.supplierId))
          .where(
            and(
              eq(products.status, 'active'),
              eq(users.status, 'active'),
              supplierListed,
              inCategory,
              words.length ? sql`${score} > 0` : undefined,
            ),
          )
          // Without words (a category chosen, nothing typed yet) there is no score to sort by: an
          // `order by 0` would name an output column position and fail (ADR 0029).
          .orderBy(
            ...(words.length ? [sql`${score} desc`, sql`(${nameHits}) desc`] : []),
            asc(products.name),
            asc(products.id),
          )
          .limit(limit)
      )
    },

    async imagesByIds(ids: string[]) {
      if (ids.length === 0) return new Map<string, typeof images.$inferSelect>()
      const rows = await db.select().from(images).where(inArray(images.id, ids))
      return new Map(rows.map((r) => [r.id, r]))
    },

    async categoriesByIds(ids: string[]) {
      if (ids.length === 0) return new Map<string, typeof categories.$inferSelect>()
      const rows = await db.select().from(categories).where(inArray(categories.id, ids))
      return new Map(rows.map((r) => [r.id, r]))
    },
  }
}

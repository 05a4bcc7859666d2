import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  addresses,
  budgetProposals,
  budgets,
  productRatingVotes,
  productRatings,
  products,
  supplierRatings,
  suppliers,
  users,
} from '../../db/schema/index.ts'

export type ProductRatingRow = typeof productRatings.$inferSelect

/** A product rating with what the public list shows: author, state and the helpful counts. */
export interface RatingListRow {
  rating: ProductRatingRow
  authorName: string
  authorUf: string | null
  yes: number
  no: number
  myVote: boolean | null
}

/** SQL only: product and supplier ratings, helpful votes (ADR 0021). */
export function ratingsRepository(db: DbOrTx) {
  /** The columns of a rating as the lists show it, with the viewer's vote (or null). */
  function listSelect(viewerId: string | null) {
    return {
      rating: productRatings,
      authorName: users.name,
      authorUf: addresses.uf,
      yes: sql<number>`(select count(*)::int from ${productRatingVotes} v where v.rating_id = ${productRatings.id} and v.helpful)`,
      no: sql<number>`(select count(*)::int from ${productRatingVotes} v where v.rating_id = ${productRatings.id} and not v.helpful)`,
      myVote: viewerId
        ? sql<
            boolean | null
          >`(select v.helpful from ${productRatingVotes} v where v.rating_id = ${productRatings.id} and v.user_id = ${viewerId})`
        : sql<boolean | null>`null::boolean`,
    }
  }

  return {
    /** A proposal with its budget's client and number, and the product the deal was about. */
    async proposalForRating(proposalId: string) {
      const [row] = await db
        .select({
          id: budgetProposals.id,
          status: budgetProposals.status,
          supplierId: budgetProposals.supplierId,
          productId: budgetProposals.productId,
          clientId: budgets.clientId,
          number: budgets.number,
        })
        .from(budgetProposals)
        .innerJoin(budgets, eq(budgets.id, budgetProposals.budgetId))
        .where(eq(budgetProposals.id, proposalId))
      return row ?? null
    },

    async product(productId: string) {
      const [row] = await db
        .select({
          id: products.id,
          name: products.name,
          supplierId: products.supplierId,
          allowRatings: products.allowRatings,
          status: products.status,
        })
        .from(products)
        .where(eq(products.id, productId))
      return row ?? null
    },

    /** A product the public may see: active, of an active supplier. */
    async publicProduct(productId: string) {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .innerJoin(users, eq(users.id, products.supplierId))
        .where(
          and(
            eq(products.id, productId),
            eq(products.status, 'active'),
            eq(users.status, 'active'),
          ),
        )
      return row ?? null
    },

    async liveRating(id: string) {
      const [row] = await db
        .select()
        .from(productRatings)
        .where(and(eq(productRatings.id, id), isNull(productRatings.deletedAt)))
      return row ?? null
    },

    async lockLiveRating(id: string) {
      const [row] = await db
        .select()
        .from(productRatings)
        .where(and(eq(productRatings.id, id), isNull(productRatings.deletedAt)))
        .for('update')
      return row ?? null
    },

    /** Whether the proposal already has its product rating (removed ones count: one per deal). */
    async productRatedFor(proposalId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: productRatings.id })
        .from(productRatings)
        .where(eq(productRatings.proposalId, proposalId))
      return !!row
    },

    async insertProductRating(values: typeof productRatings.$inferInsert) {
      const [row] = await db.insert(productRatings).values(values).returning()
      return row
    },

    async updateProductRating(
      id: string,
      values: Pick<
        ProductRatingRow,
        'material' | 'finishing' | 'customization' | 'title' | 'comment' | 'updatedAt'
      >,
    ) {
      const [row] = await db
        .update(productRatings)
        .set(values)
        .where(and(eq(productRatings.id, id), isNull(productRatings.deletedAt)))
        .returning()
      return row ?? null
    },

    async softDelete(id: string, actorId: string, now: Date) {
      const [row] = await db
        .update(productRatings)
        .set({ deletedAt: now, deletedBy: actorId, updatedAt: now })
        .where(and(eq(productRatings.id, id), isNull(productRatings.deletedAt)))
        .returning()
      return row ?? null
    },

    /** Whether the proposal already has its supplier rating. */
    async supplierRatedFor(proposalId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: supplierRatings.id })
        .from(supplierRatings)
        .where(eq(supplierRatings.proposalId, proposalId))
      return !!row
    },

    async insertSupplierRating(values: typeof supplierRatings.$inferInsert) {
      const [row] = await db.insert(supplierRatings).values(values).returning()
      return row
    },

    async insertVote(ratingId: string, userId: string, helpful: boolean, now: Date) {
      await db.insert(productRatingVotes).values({ ratingId, userId, helpful, createdAt: now })
    },

    /** One rating with author, counts and the viewer's vote. */
    async ratingRow(id: string, viewerId: string | null): Promise<RatingListRow | null> {
      const [row] = await db
        .select(listSelect(viewerId))
        .from(productRatings)
        .innerJoin(users, eq(users.id, productRatings.clientId))
        .leftJoin(addresses, eq(addresses.userId, productRatings.clientId))
        .where(and(eq(productRatings.id, id), isNull(productRatings.deletedAt)))
      return row ?? null
    },

    /** Visible ratings of a product, newest first. */
    async page(productId: string, viewerId: string | null, page: number, size: number) {
      const where = and(eq(productRatings.productId, productId), isNull(productRatings.deletedAt))
      const [rows, [{ n }]] = await Promise.all([
        db
          .select(listSelect(viewerId))
          .from(productRatings)
          .innerJoin(users, eq(users.id, productRatings.clientId))
          .leftJoin(addresses, eq(addresses.userId, productRatings.clientId))
          .where(where)
          .orderBy(desc(productRatings.createdAt), desc(productRatings.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(productRatings).where(where),
      ])
      return { rows: rows as RatingListRow[], total: Number(n) }
    },

    async supplierName(supplierId: string) {
      const [row] = await db
        .select({ tradeName: suppliers.establishmentTitle })
        .from(suppliers)
        .where(eq(suppliers.userId, supplierId))
      return row?.tradeName ?? ''
    },
  }
}

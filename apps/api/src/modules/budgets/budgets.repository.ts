import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { BudgetStatus, PeriodFilter, ProposalStatus } from '@galera/shared'
import { BUDGETS_PAGE_SIZE, LIVE_PROPOSAL_STATUSES } from '@galera/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { instantWithin } from '../../platform/db/list-filters.ts'
import {
  addresses,
  budgetProposals,
  budgets,
  categories,
  colors,
  images,
  productColors,
  productImages,
  productRatings,
  products,
  supplierRatings,
  suppliers,
  users,
} from '../../db/schema/index.ts'

export type BudgetRow = typeof budgets.$inferSelect
export type BudgetInsert = typeof budgets.$inferInsert
export type ProposalRow = typeof budgetProposals.$inferSelect
export type ProposalInsert = typeof budgetProposals.$inferInsert
export type ProductRow = typeof products.$inferSelect

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`

/** An admin may inactivate a supplier's company; it then receives no new requests. */
const activeCompany = sql`exists (select 1 from suppliers s where s.user_id = ${products.supplierId} and s.status = 'active')`

/** The lists' filters (ADR 0036): a period of creation days and the quantity asked. */
export interface ListFilter extends PeriodFilter {
  quantity?: number
}

/** A proposal whose budget asked exactly `quantity` units. */
export const askedQuantity = (quantity: number) =>
  sql`exists (select 1 from budgets bq where bq.id = ${budgetProposals.budgetId} and bq.quantity = ${quantity})`

/** Queries only; the rules are in the services. */
/**
 * A page's total, from the per-status counts the tabs need anyway (one query fewer per list):
 * the counts of the statuses the page lists.
 */
function totalOf(perStatus: { status: string; n: number }[], statuses: readonly string[]): number {
  return perStatus.reduce((sum, s) => (statuses.includes(s.status) ? sum + Number(s.n) : sum), 0)
}

export function budgetsRepository(db: DbOrTx) {
  /** Proposals in `status` whose `deadline` has passed (the ticker's batches). */
  function dueBy(
    status: ProposalStatus,
    deadline: typeof budgetProposals.answerDeadline | typeof budgetProposals.contactDeadline,
    now: Date,
    limit: number,
  ): Promise<ProposalRow[]> {
    return db
      .select()
      .from(budgetProposals)
      .where(and(eq(budgetProposals.status, status), sql`${deadline} <= ${ts(now)}`))
      .orderBy(asc(deadline), asc(budgetProposals.id))
      .limit(limit)
      .for('update', { skipLocked: true })
  }

  return {
    async find(id: string): Promise<BudgetRow | undefined> {
      const [row] = await db.select().from(budgets).where(eq(budgets.id, id))
      return row
    },

    /** The budget row locked for the transaction: moves of one budget never interleave. */
    async lock(id: string): Promise<BudgetRow | undefined> {
      const [row] = await db.select().from(budgets).where(eq(budgets.id, id)).for('update')
      return row
    },

    async findByIdempotencyKey(clientId: string, key: string): Promise<BudgetRow | undefined> {
      const [row] = await db
        .select()
        .from(budgets)
        .where(and(eq(budgets.clientId, clientId), eq(budgets.idempotencyKey, key)))
      return row
    },

    async findProposal(id: string): Promise<ProposalRow | undefined> {
      const [row] = await db.select().from(budgetProposals).where(eq(budgetProposals.id, id))
      return row
    },

    async proposalsOf(budgetIds: readonly string[]): Promise<ProposalRow[]> {
      if (budgetIds.length === 0) return []
      return db
        .select()
        .from(budgetProposals)
        .where(inArray(budgetProposals.budgetId, [...budgetIds]))
        .orderBy(asc(budgetProposals.createdAt), asc(budgetProposals.id))
    },

    async insertBudget(values: BudgetInsert): Promise<BudgetRow> {
      const [row] = await db.insert(budgets).values(values).returning()
      return row
    },

    async insertProposals(values: ProposalInsert[]): Promise<ProposalRow[]> {
      if (values.length === 0) return []
      return db.insert(budgetProposals).values(values).returning()
    },

    /** A move guarded by the statuses it leaves: a concurrent change makes it a no-op. */
    async moveProposal(
      id: string,
      from: readonly ProposalStatus[],
      set: Partial<ProposalInsert> & { status: ProposalStatus },
    ): Promise<ProposalRow | undefined> {
      const [row] = await db
        .update(budgetProposals)
        .set(set)
        .where(and(eq(budgetProposals.id, id), inArray(budgetProposals.status, [...from])))
        .returning()
      return row
    },

    /** Moves every proposal of a budget in `from` (except `exceptId`). */
    async moveProposalsOf(
      budgetId: string,
      from: readonly ProposalStatus[],
      set: Partial<ProposalInsert> & { status: ProposalStatus },
      exceptId?: string,
    ): Promise<ProposalRow[]> {
      return db
        .update(budgetProposals)
        .set(set)
        .where(
          and(
            eq(budgetProposals.budgetId, budgetId),
            inArray(budgetProposals.status, [...from]),
            exceptId ? sql`${budgetProposals.id} <> ${exceptId}` : undefined,
          ),
        )
        .returning()
    },

    async moveBudget(
      id: string,
      from: readonly BudgetStatus[],
      set: Partial<BudgetInsert> & { status?: BudgetStatus },
    ): Promise<BudgetRow | undefined> {
      const [row] = await db
        .update(budgets)
        .set(set)
        .where(and(eq(budgets.id, id), inArray(budgets.status, [...from])))
        .returning()
      return row
    },

    async countLive(budgetId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(budgetProposals)
        .where(
          and(
            eq(budgetProposals.budgetId, budgetId),
            inArray(budgetProposals.status, [...LIVE_PROPOSAL_STATUSES]),
          ),
        )
      return Number(row?.n ?? 0)
    },

    // ---- Request --------------------------------------------------------------------------

    /** The product with its supplier's account status and its colour ids. */
    async productForRequest(id: string) {
      const [row] = await db
        .select({
          product: products,
          supplierStatus: users.status,
          supplierListed: sql<boolean>`exists (select 1 from suppliers s where s.user_id = ${products.supplierId} and s.status = 'active')`,
        })
        .from(products)
        .innerJoin(users, eq(users.id, products.supplierId))
        .where(eq(products.id, id))
      if (!row) return undefined
      const cs = await db
        .select({ colorId: productColors.colorId })
        .from(productColors)
        .where(eq(productColors.productId, id))
      return { ...row, colorIds: cs.map((c) => c.colorId) }
    },

    /**
     * ADR 0021 "suppliers offering that product": the product's supplier (with the product) and
     * every active supplier with an active product of the same importer code (case-insensitive),
     * each with its own matching product.
     */
    async offering(product: ProductRow): Promise<Map<string, string>> {
      const out = new Map<string, string>([[product.supplierId, product.id]])
      if (!product.importerCode) return out
      const rows = await db
        .select({ supplierId: products.supplierId, productId: products.id })
        .from(products)
        .innerJoin(users, eq(users.id, products.supplierId))
        .where(
          and(
            eq(products.status, 'active'),
            eq(users.status, 'active'),
            activeCompany,
            sql`lower(${products.importerCode}) = lower(${product.importerCode})`,
          ),
        )
        .orderBy(asc(products.createdAt), asc(products.id))
      for (const r of rows) if (!out.has(r.supplierId)) out.set(r.supplierId, r.productId)
      return out
    },

    async colorIdsOf(productId: string): Promise<string[]> {
      const rows = await db
        .select({ colorId: productColors.colorId })
        .from(productColors)
        .where(eq(productColors.productId, productId))
      return rows.map((r) => r.colorId)
    },

    async ownLiveImage(ownerId: string, imageId: string) {
      const [row] = await db
        .select({ id: images.id })
        .from(images)
        .where(and(eq(images.id, imageId), eq(images.ownerId, ownerId), isNull(images.deletedAt)))
      return row
    },

    // ---- Lists ----------------------------------------------------------------------------

    /** The filters (ADR 0036) narrow the page and the tab counts alike. */
    async clientPage(
      clientId: string,
      statuses: readonly BudgetStatus[],
      page: number,
      filter: ListFilter = {},
    ) {
      const mine = and(
        eq(budgets.clientId, clientId),
        isNull(budgets.deletedAt),
        ...instantWithin(budgets.createdAt, filter),
        filter.quantity === undefined ? undefined : eq(budgets.quantity, filter.quantity),
      )
      const where = and(mine, inArray(budgets.status, [...statuses]))
      const [rows, perStatus] = await Promise.all([
        db
          .select()
          .from(budgets)
          .where(where)
          .orderBy(desc(budgets.createdAt), desc(budgets.id))
          .limit(BUDGETS_PAGE_SIZE)
          .offset((page - 1) * BUDGETS_PAGE_SIZE),
        db
          .select({ status: budgets.status, n: sql<number>`count(*)::int` })
          .from(budgets)
          .where(mine)
          .groupBy(budgets.status),
      ])
      return { rows, total: totalOf(perStatus, statuses), perStatus }
    },

    /** Received between two days; the quantity is the one the client asked (ADR 0036). */
    async supplierPage(
      supplierId: string,
      statuses: readonly ProposalStatus[],
      page: number,
      filter: ListFilter = {},
    ) {
      const mine = and(
        eq(budgetProposals.supplierId, supplierId),
        ...instantWithin(budgetProposals.createdAt, filter),
        filter.quantity === undefined ? undefined : askedQuantity(filter.quantity),
      )
      const where = and(mine, inArray(budgetProposals.status, [...statuses]))
      const [rows, perStatus] = await Promise.all([
        db
          .select()
          .from(budgetProposals)
          .where(where)
          .orderBy(desc(budgetProposals.createdAt), desc(budgetProposals.id))
          .limit(BUDGETS_PAGE_SIZE)
          .offset((page - 1) * BUDGETS_PAGE_SIZE),
        db
          .select({ status: budgetProposals.status, n: sql<number>`count(*)::int` })
          .from(budgetProposals)
          .where(mine)
          .groupBy(budgetProposals.status),
      ])
      return { rows, total: totalOf(perStatus, statuses), perStatus }
    },

    // ---- Views ----------------------------------------------------------------------------

    async budgetsByIds(ids: readonly string[]): Promise<BudgetRow[]> {
      if (ids.length === 0) return []
      return db
        .select()
        .from(budgets)
        .where(inArray(budgets.id, [...ids]))
    },

    async productsByIds(ids: readonly string[]) {
      if (ids.length === 0) return []
      return db
        .select({ id: products.id, name: products.name, code: products.code })
        .from(products)
        .where(inArray(products.id, [...ids]))
    },

    /** The first image (lowest position) of each product, with its image row. */
    async coversOf(productIds: readonly string[]) {
      if (productIds.length === 0) return []
      return db
        .selectDistinctOn([productImages.productId], {
          productId: productImages.productId,
          image: images,
        })
        .from(productImages)
        .innerJoin(images, eq(images.id, productImages.imageId))
        .where(and(inArray(productImages.productId, [...productIds]), isNull(images.deletedAt)))
        .orderBy(productImages.productId, asc(productImages.position))
    },

    async categoriesByIds(ids: readonly string[]) {
      if (ids.length === 0) return []
      return db
        .select({ id: categories.id, namePt: categories.namePt, nameEn: categories.nameEn })
        .from(categories)
        .where(inArray(categories.id, [...ids]))
    },

    async colorsByIds(ids: readonly string[]) {
      if (ids.length === 0) return []
      return db
        .select()
        .from(colors)
        .where(inArray(colors.id, [...ids]))
    },

    async imagesByIds(ids: readonly string[]) {
      if (ids.length === 0) return []
      return db
        .select()
        .from(images)
        .where(inArray(images.id, [...ids]))
    },

    async supplierNames(ids: readonly string[]) {
      if (ids.length === 0) return []
      return db
        .select({ id: suppliers.userId, tradeName: suppliers.establishmentTitle })
        .from(suppliers)
        .where(inArray(suppliers.userId, [...ids]))
    },

    async usersByIds(ids: readonly string[]) {
      if (ids.length === 0) return []
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          cpf: users.cpf,
          cnpj: users.cnpj,
          locale: users.locale,
          role: users.role,
        })
        .from(users)
        .where(inArray(users.id, [...ids]))
    },

    async addressesOf(userIds: readonly string[]) {
      if (userIds.length === 0) return []
      return db
        .select({ userId: addresses.userId, city: addresses.city, uf: addresses.uf })
        .from(addresses)
        .where(inArray(addresses.userId, [...userIds]))
    },

    /** Which completed proposals already have a product / supplier rating. */
    async ratedProposals(proposalIds: readonly string[]) {
      if (proposalIds.length === 0)
        return { product: new Set<string>(), supplier: new Set<string>() }
      const [p, s] = await Promise.all([
        db
          .select({ id: productRatings.proposalId })
          .from(productRatings)
          .where(inArray(productRatings.proposalId, [...proposalIds])),
        db
          .select({ id: supplierRatings.proposalId })
          .from(supplierRatings)
          .where(inArray(supplierRatings.proposalId, [...proposalIds])),
      ])
      return { product: new Set(p.map((r) => r.id)), supplier: new Set(s.map((r) => r.id)) }
    },

    // ---- Reassignment ---------------------------------------------------------------------

    /**
     * Active suppliers not yet on the budget with an active product in the category: one row per
     * (supplier, product), `sameCode` when the product has the given importer code.
     */
    async reassignmentCandidates(
      budgetId: string,
      categoryId: string,
      importerCode: string | null,
    ) {
      return db
        .select({
          supplierId: products.supplierId,
          productId: products.id,
          sameCode: importerCode
            ? sql<boolean>`coalesce(lower(${products.importerCode}) = lower(${importerCode}), false)`
            : sql<boolean>`false`,
        })
        .from(products)
        .innerJoin(users, eq(users.id, products.supplierId))
        .where(
          and(
            eq(products.status, 'active'),
            eq(users.status, 'active'),
            activeCompany,
            eq(products.categoryId, categoryId),
            sql`not exists (select 1 from budget_proposals bp where bp.budget_id = ${budgetId} and bp.supplier_id = ${products.supplierId})`,
          ),
        )
        .orderBy(asc(products.createdAt), asc(products.id))
    },

    /** Live proposals per supplier (the reassignment prefers the less busy). */
    async liveCounts(supplierIds: readonly string[]): Promise<Map<string, number>> {
      const out = new Map<string, number>()
      if (supplierIds.length === 0) return out
      const rows = await db
        .select({ id: budgetProposals.supplierId, n: sql<number>`count(*)::int` })
        .from(budgetProposals)
        .where(
          and(
            inArray(budgetProposals.supplierId, [...supplierIds]),
            inArray(budgetProposals.status, [...LIVE_PROPOSAL_STATUSES]),
          ),
        )
        .groupBy(budgetProposals.supplierId)
      for (const r of rows) out.set(r.id, Number(r.n))
      return out
    },

    // ---- Ticker ---------------------------------------------------------------------------

    /** New proposals past their answer deadline, oldest first, locked for this run. */
    dueToExpire(now: Date, limit: number): Promise<ProposalRow[]> {
      return dueBy('new', budgetProposals.answerDeadline, now, limit)
    },

    /** Deals past their contact deadline, oldest first, locked for this run. */
    dueToContactExpire(now: Date, limit: number): Promise<ProposalRow[]> {
      return dueBy('chosen', budgetProposals.contactDeadline, now, limit)
    },

    /**
     * Open budgets with no live proposal left (a reverse auction only once `proposals_until`
     * passed and if it got proposals; one without any is the reverse auctions' ticker's).
     */
    async deadOpenBudgets(now: Date, limit: number): Promise<BudgetRow[]> {
      return db
        .select()
        .from(budgets)
        .where(
          and(
            eq(budgets.status, 'open'),
            sql`not exists (select 1 from budget_proposals bp where bp.budget_id = ${budgets.id} and bp.status in ('new','answered','counter'))`,
            sql`(${budgets.kind} = 'budget' or (${budgets.proposalsUntil} <= ${ts(now)} and exists (select 1 from budget_proposals bp where bp.budget_id = ${budgets.id})))`,
          ),
        )
        .orderBy(asc(budgets.createdAt), asc(budgets.id))
        .limit(limit)
        .for('update', { skipLocked: true })
    },
  }
}

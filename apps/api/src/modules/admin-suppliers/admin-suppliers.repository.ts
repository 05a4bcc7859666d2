import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { SupplierStatus } from '@galera/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { instantWithin } from '../../platform/db/list-filters.ts'
import { askedQuantity, type ListFilter } from '../budgets/budget-lists.repository.ts'
import {
  adAuctions,
  adBids,
  addresses,
  budgetProposals,
  budgets,
  categories,
  productRatings,
  products,
  supplierRatings,
  suppliers,
  users,
} from '../../db/schema/index.ts'

/** `%` and `_` typed by an admin are literal characters, not wildcards. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Company name, establishment title or e-mail (accents and case ignored), or CNPJ digits. */
function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const p = likePattern(q)
  const parts: SQL[] = [
    sql`galera_unaccent(${suppliers.companyName}) ilike galera_unaccent(${p})`,
    sql`galera_unaccent(${suppliers.establishmentTitle}) ilike galera_unaccent(${p})`,
    sql`${users.email}::text ilike ${p}`,
  ]
  // A CNPJ is typed with or without its dots, slash and dash (and may be alphanumeric).
  const doc = q.replace(/[.\-/\s]/g, '')
  if (/^[0-9A-Za-z]{2,14}$/.test(doc)) parts.push(sql`${users.cnpj} ilike ${likePattern(doc)}`)
  return sql`(${sql.join(parts, sql` or `)})`
}

const activeProducts = sql<number>`(select count(*)::int from ${products} p
  where p.supplier_id = ${suppliers.userId} and p.status = 'active')`

const rowColumns = {
  id: suppliers.userId,
  companyName: suppliers.companyName,
  establishmentTitle: suppliers.establishmentTitle,
  cnpj: users.cnpj,
  email: users.email,
  city: addresses.city,
  uf: addresses.uf,
  status: suppliers.status,
  accountStatus: users.status,
  activeProducts,
  createdAt: users.createdAt,
}

export type SupplierListRow = {
  id: string
  companyName: string
  establishmentTitle: string
  cnpj: string | null
  email: string
  city: string | null
  uf: string | null
  status: string
  accountStatus: string
  activeProducts: number
  createdAt: Date
}

export function adminSuppliersRepository(db: DbOrTx) {
  return {
    /** A page of suppliers, by establishment title; search and status filter. */
    async list(filter: { q?: string; status?: SupplierStatus }, page: number, size: number) {
      const where = and(
        searchWhere(filter.q),
        filter.status ? eq(suppliers.status, filter.status) : undefined,
      )
      const [{ total }] = await db
        .select({ total: count() })
        .from(suppliers)
        .innerJoin(users, eq(users.id, suppliers.userId))
        .where(where)
      const rows: SupplierListRow[] = await db
        .select(rowColumns)
        .from(suppliers)
        .innerJoin(users, eq(users.id, suppliers.userId))
        .leftJoin(addresses, eq(addresses.userId, suppliers.userId))
        .where(where)
        .orderBy(asc(sql`galera_unaccent(${suppliers.establishmentTitle})`), asc(suppliers.userId))
        .limit(size)
        .offset((page - 1) * size)
      return { total, rows }
    },

    /** Everything the registration tab shows, or undefined (not a supplier). */
    async find(id: string) {
      const [row] = await db
        .select({
          ...rowColumns,
          legalNature: suppliers.legalNature,
          openingDate: suppliers.openingDate,
          mainActivity: suppliers.mainActivity,
          secondaryActivities: suppliers.secondaryActivities,
          commercialEmail: suppliers.commercialEmail,
          commercialPhone: suppliers.commercialPhone,
          contactName: suppliers.contactName,
          contactPhone: suppliers.contactPhone,
          site: suppliers.site,
          phone: users.phone,
          locale: users.locale,
          name: users.name,
          certified: users.isCertified,
          address: {
            cep: addresses.cep,
            street: addresses.street,
            number: addresses.number,
            complement: addresses.complement,
            neighborhood: addresses.neighborhood,
            city: addresses.city,
            uf: addresses.uf,
          },
        })
        .from(suppliers)
        .innerJoin(users, eq(users.id, suppliers.userId))
        .leftJoin(addresses, eq(addresses.userId, suppliers.userId))
        .where(eq(suppliers.userId, id))
      return row
    },

    async exists(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: suppliers.userId })
        .from(suppliers)
        .where(eq(suppliers.userId, id))
      return rows.length > 0
    },

    /** The supplier row locked until the transaction ends (two status changes never interleave). */
    async lock(id: string) {
      const [row] = await db
        .select({ status: suppliers.status })
        .from(suppliers)
        .where(eq(suppliers.userId, id))
        .for('update')
      return row
    },

    async setStatus(id: string, status: SupplierStatus, now: Date) {
      await db.update(suppliers).set({ status, updatedAt: now }).where(eq(suppliers.userId, id))
    },

    /** Its side of every budget and reverse auction, newest first. */
    async proposals(id: string, page: number, size: number, filter: ListFilter = {}) {
      const client = alias(users, 'client')
      const asked = alias(products, 'asked')
      const own = alias(products, 'own')
      // ADR 0036: received between two days, the quantity the client asked.
      const where = and(
        eq(budgetProposals.supplierId, id),
        ...instantWithin(budgetProposals.createdAt, filter),
        filter.quantity === undefined ? undefined : askedQuantity(filter.quantity),
      )
      const [{ total }] = await db.select({ total: count() }).from(budgetProposals).where(where)
      const rows = await db
        .select({
          proposalId: budgetProposals.id,
          budgetId: budgets.id,
          kind: budgets.kind,
          ownName: own.name,
          askedName: asked.name,
          categoryPt: categories.namePt,
          categoryEn: categories.nameEn,
          clientName: client.name,
          quantity: budgets.quantity,
          status: budgetProposals.status,
          totalCents: budgetProposals.totalCents,
          createdAt: budgetProposals.createdAt,
        })
        .from(budgetProposals)
        .innerJoin(budgets, eq(budgets.id, budgetProposals.budgetId))
        .innerJoin(client, eq(client.id, budgets.clientId))
        .innerJoin(categories, eq(categories.id, budgets.categoryId))
        .leftJoin(asked, eq(asked.id, budgets.productId))
        .leftJoin(own, eq(own.id, budgetProposals.productId))
        .where(where)
        .orderBy(desc(budgetProposals.createdAt), desc(budgetProposals.id))
        .limit(size)
        .offset((page - 1) * size)
      return { total, rows }
    },

    /** Its products (any status), newest first. */
    async products(id: string, page: number, size: number) {
      const where = eq(products.supplierId, id)
      const [{ total }] = await db.select({ total: count() }).from(products).where(where)
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          code: products.code,
          categoryPt: categories.namePt,
          categoryEn: categories.nameEn,
          status: products.status,
          ratingAvg: products.ratingAvg,
          createdAt: products.createdAt,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(size)
        .offset((page - 1) * size)
      return { total, rows }
    },

    /** Auctions it bid on: its highest live bid and whether it won, latest close first. */
    async promotions(id: string) {
      return db
        .select({
          auctionId: adAuctions.id,
          name: adAuctions.name,
          kind: adAuctions.kind,
          status: adAuctions.status,
          bidsOpenAt: adAuctions.bidsOpenAt,
          bidsCloseAt: adAuctions.bidsCloseAt,
          startsOn: adAuctions.startsOn,
          endsOn: adAuctions.endsOn,
          adCancelledAt: adAuctions.adCancelledAt,
          myHighest: sql<
            number | null
          >`max(${adBids.amountCents}) filter (where ${adBids.withdrawnAt} is null)`,
          won: sql<boolean>`bool_or(${adBids.won})`,
        })
        .from(adBids)
        .innerJoin(adAuctions, eq(adAuctions.id, adBids.auctionId))
        .where(eq(adBids.supplierId, id))
        .groupBy(adAuctions.id)
        .orderBy(desc(adAuctions.bidsCloseAt), desc(adAuctions.id))
    },

    /** Ratings of the supplier (deals) and of its products (not deleted), newest first. */
    async feedbacks(id: string, page: number, size: number) {
      const sAuthor = alias(users, 's_author')
      const pAuthor = alias(users, 'p_author')
      const sProduct = alias(products, 's_product')
      const visibleProductRating = and(
        eq(products.supplierId, id),
        isNull(productRatings.deletedAt),
      )
      const supplierSide = db
        .select({
          id: supplierRatings.id,
          kind: sql<'supplier' | 'product'>`'supplier'`.as('kind'),
          subject: sql<
            string | null
          >`coalesce(${sProduct.name}, ${suppliers.establishmentTitle})`.as('subject'),
          authorName: sql<string>`${sAuthor.name}`.as('author_name'),
          stars:
            sql<string>`round((${supplierRatings.costBenefit} + ${supplierRatings.onTime} + ${supplierRatings.support} + ${supplierRatings.quality}) / 4.0, 2)`.as(
              'stars',
            ),
          comment: sql<string | null>`null::text`.as('comment'),
          createdAt: sql<Date>`${supplierRatings.createdAt}`.as('created_at'),
        })
        .from(supplierRatings)
        .innerJoin(suppliers, eq(suppliers.userId, supplierRatings.supplierId))
        .innerJoin(sAuthor, eq(sAuthor.id, supplierRatings.clientId))
        .innerJoin(budgetProposals, eq(budgetProposals.id, supplierRatings.proposalId))
        .leftJoin(sProduct, eq(sProduct.id, budgetProposals.productId))
        .where(eq(supplierRatings.supplierId, id))
      const productSide = db
        .select({
          id: productRatings.id,
          kind: sql<'supplier' | 'product'>`'product'`.as('kind'),
          subject: sql<string | null>`${products.name}`.as('subject'),
          authorName: sql<string>`${pAuthor.name}`.as('author_name'),
          stars:
            sql<string>`round((${productRatings.material} + ${productRatings.finishing} + ${productRatings.customization}) / 3.0, 2)`.as(
              'stars',
            ),
          comment: sql<
            string | null
          >`${productRatings.title} || ' — ' || ${productRatings.comment}`.as('comment'),
          createdAt: sql<Date>`${productRatings.createdAt}`.as('created_at'),
        })
        .from(productRatings)
        .innerJoin(products, eq(products.id, productRatings.productId))
        .innerJoin(pAuthor, eq(pAuthor.id, productRatings.clientId))
        .where(visibleProductRating)
      const [[s], [p]] = await Promise.all([
        db.select({ n: count() }).from(supplierRatings).where(eq(supplierRatings.supplierId, id)),
        db
          .select({ n: count() })
          .from(productRatings)
          .innerJoin(products, eq(products.id, productRatings.productId))
          .where(visibleProductRating),
      ])
      const rows = await supplierSide
        .unionAll(productSide)
        .orderBy(desc(sql`created_at`), desc(sql`id`))
        .limit(size)
        .offset((page - 1) * size)
      return { total: s.n + p.n, rows }
    },
  }
}

import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { BudgetStatus, PeriodFilter, ProposalStatus } from '@galera/shared'
import { BUDGETS_PAGE_SIZE, DEAL_PROPOSAL_STATUSES } from '@galera/shared'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import { rowsFromJson } from '../../platform/db/json-rows.ts'
import { instantWithin } from '../../platform/db/list-filters.ts'
import {
  addresses,
  budgetProposals,
  budgets,
  categories,
  colors,
  images,
  productImages,
  products,
  suppliers,
  users,
} from '../../db/schema/index.ts'
import type { ColorRow, ImageRow } from './budget-dto.ts'

/** The lists' filters (ADR 0036): a period of creation days and the quantity asked. */
export interface ListFilter extends PeriodFilter {
  quantity?: number
}

/** A proposal whose budget asked exactly `quantity` units. */
export const askedQuantity = (quantity: number) =>
  sql`exists (select 1 from budgets bq where bq.id = ${budgetProposals.budgetId} and bq.quantity = ${quantity})`

/**
 * A page's total, from the per-status counts the tabs need anyway (one query fewer per list):
 * the counts of the statuses the page lists.
 */
function totalOf(perStatus: { status: string; n: number }[], statuses: readonly string[]): number {
  return perStatus.reduce((sum, s) => (statuses.includes(s.status) ? sum + Number(s.n) : sum), 0)
}

/** What a list page shows beside its rows (budget-views.ts builds the DTOs from it). */
export interface ListRefs {
  products: { id: string; name: string; code: string }[]
  covers: { productId: string; image: ImageRow }[]
  categories: { id: string; namePt: string; nameEn: string }[]
  colors: ColorRow[]
  images: ImageRow[]
  supplierNames: { id: string; tradeName: string | null }[]
}

interface RawPage {
  rows: Record<string, unknown>[]
  per_status: { status: string; n: number }[]
  proposals: Record<string, unknown>[]
  budgets: Record<string, unknown>[]
  products: ListRefs['products']
  covers: { productId: string; image: Record<string, unknown> }[]
  categories: ListRefs['categories']
  colors: Record<string, unknown>[]
  images: Record<string, unknown>[]
  supplier_names: ListRefs['supplierNames']
  places: { userId: string; city: string; uf: string }[]
  contacts: {
    id: string
    name: string
    email: string
    phone: string | null
    cpf: string | null
    cnpj: string | null
  }[]
}

/**
 * The references of a page, as columns of the page's one statement: `pb` is the page's budgets
 * and `pp` their proposals (CTEs of the caller). Products and their first live image, the
 * budgets' categories, the colours asked or countered, the clients' own images and the
 * proposing suppliers' names.
 */
const refColumns = sql`
  (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'code', p.code)), '[]'::json)
     from ${products} p where p.id in (select product_id from pb union select product_id from pp))
    as products,
  (select coalesce(json_agg(json_build_object('productId', c.product_id, 'image', c.image)), '[]'::json)
     from (select distinct on (pi.product_id) pi.product_id, row_to_json(i) as image
             from ${productImages} pi join ${images} i on i.id = pi.image_id
            where pi.product_id in (select product_id from pb union select product_id from pp)
              and i.deleted_at is null
            order by pi.product_id, pi.position) c) as covers,
  (select coalesce(json_agg(json_build_object('id', c.id, 'namePt', c.name_pt, 'nameEn', c.name_en)), '[]'::json)
     from ${categories} c where c.id in (select category_id from pb)) as categories,
  (select coalesce(json_agg(row_to_json(co)), '[]'::json) from ${colors} co
    where co.id in (select color_id from pb union select counter_color_id from pp)) as colors,
  (select coalesce(json_agg(row_to_json(im)), '[]'::json) from ${images} im
    where im.id in (select custom_image_id from pb)) as images,
  (select coalesce(json_agg(json_build_object('id', s.user_id, 'tradeName', s.establishment_title)), '[]'::json)
     from ${suppliers} s where s.user_id in (select supplier_id from pp)) as supplier_names`

/** The statuses counted per tab (`per_status`), as the list's `mine` condition selects them. */
const perStatusOf = (table: typeof budgets | typeof budgetProposals, mine: SQL | undefined) =>
  sql`(select coalesce(json_agg(json_build_object('status', s.status, 'n', s.n)), '[]'::json)
         from (select status, count(*)::int as n from ${table} where ${mine ?? sql`true`}
                group by status) s) as per_status`

function refsOf(raw: RawPage): ListRefs {
  return {
    products: raw.products,
    covers: raw.covers.map((c) => ({
      productId: c.productId,
      image: rowsFromJson(images, [c.image])[0]!,
    })),
    categories: raw.categories,
    colors: rowsFromJson(colors, raw.colors),
    images: rowsFromJson(images, raw.images),
    supplierNames: raw.supplier_names,
  }
}

/**
 * The client's budgets and the supplier's proposals, a page at a time with the tabs' counts and
 * everything the page shows, each in one statement (ADR 0068): the page's rows, the counts per
 * status, the proposals (or budgets) of the page and their references as JSON columns.
 */
export function budgetListsRepository(db: DbOrTx) {
  return {
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
      const [raw] = await queryRows<RawPage>(
        db,
        sql`with pb as (
              select * from ${budgets} where ${where}
               order by created_at desc, id desc
               limit ${BUDGETS_PAGE_SIZE} offset ${(page - 1) * BUDGETS_PAGE_SIZE}),
            pp as (select * from ${budgetProposals} where budget_id in (select id from pb))
          select
            (select coalesce(json_agg(row_to_json(pb) order by pb.created_at desc, pb.id desc), '[]'::json)
               from pb) as rows,
            ${perStatusOf(budgets, mine)},
            (select coalesce(json_agg(row_to_json(pp) order by pp.created_at, pp.id), '[]'::json)
               from pp) as proposals,
            ${refColumns}`,
      )
      const perStatus = raw!.per_status
      return {
        rows: rowsFromJson(budgets, raw!.rows),
        total: totalOf(perStatus, statuses),
        perStatus,
        proposals: rowsFromJson(budgetProposals, raw!.proposals),
        refs: refsOf(raw!),
      }
    },

    /**
     * Received between two days; the quantity is the one the client asked (ADR 0036). Besides
     * the references: the clients' city and, for deals, their contact.
     */
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
      const [raw] = await queryRows<RawPage>(
        db,
        sql`with pp as (
              select * from ${budgetProposals} where ${where}
               order by created_at desc, id desc
               limit ${BUDGETS_PAGE_SIZE} offset ${(page - 1) * BUDGETS_PAGE_SIZE}),
            pb as (select * from ${budgets} where id in (select budget_id from pp))
          select
            (select coalesce(json_agg(row_to_json(pp) order by pp.created_at desc, pp.id desc), '[]'::json)
               from pp) as rows,
            ${perStatusOf(budgetProposals, mine)},
            (select coalesce(json_agg(row_to_json(pb)), '[]'::json) from pb) as budgets,
            (select coalesce(json_agg(json_build_object('userId', a.user_id, 'city', a.city, 'uf', a.uf)), '[]'::json)
               from ${addresses} a where a.user_id in (select client_id from pb)) as places,
            (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email,
                      'phone', u.phone, 'cpf', u.cpf, 'cnpj', u.cnpj)), '[]'::json)
               from ${users} u where u.id in (select pb.client_id from pp join pb on pb.id = pp.budget_id
                                              where pp.status in (${sql.join(
                                                DEAL_PROPOSAL_STATUSES.map((st) => sql`${st}`),
                                                sql`, `,
                                              )}))) as contacts,
            ${refColumns}`,
      )
      const perStatus = raw!.per_status
      return {
        rows: rowsFromJson(budgetProposals, raw!.rows),
        total: totalOf(perStatus, statuses),
        perStatus,
        budgets: rowsFromJson(budgets, raw!.budgets),
        places: raw!.places,
        contacts: raw!.contacts,
        refs: refsOf(raw!),
      }
    },
  }
}

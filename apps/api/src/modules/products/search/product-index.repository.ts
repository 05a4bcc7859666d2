import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../../platform/db/database.ts'
import type { ChangeLog } from '../../../platform/db/change-feed.ts'

/** An active product as the in-memory index loads it (ADR 0078). */
export interface ProductIndexRow {
  id: string
  supplier_id: string
  /** The stored accent-free, lower-case `search_doc` (name, code, importer code; migration 0010). */
  search_doc: string
  /** `galera_unaccent(name)`: the relevance tier compares the words with it (ADR 0072). */
  name_folded: string
  category_id: string
  rating: number | null
  /** `created_at` in microseconds since the epoch (PostgreSQL's own precision). */
  created_at: number
  subs: string[]
  colors: string[]
  materials: string[]
}

/** What a change-log row names: a product (`p:` id) or a supplier's visibility (`s:` id, as
 * `changesAfter` spells them). */
export const PRODUCT_KEY = 'p:'
export const SUPPLIER_KEY = 's:'

function ids(list: string[]): SQL {
  return sql`(${sql.join(
    list.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`
}

function rowsSql(only?: string[]): SQL {
  return sql`select p.id, p.supplier_id, p.search_doc, galera_unaccent(p.name) as name_folded,
      p.category_id, p.rating_avg::float8 as rating,
      floor(extract(epoch from p.created_at) * 1000000)::float8 as created_at,
      coalesce((select array_agg(ps.category_id::text) from product_subcategories ps
                 where ps.product_id = p.id), '{}') as subs,
      coalesce((select array_agg(pc.color_id::text) from product_colors pc
                 where pc.product_id = p.id), '{}') as colors,
      coalesce((select array_agg(pm.material_id::text) from product_materials pm
                 where pm.product_id = p.id), '{}') as materials
    from products p
   where p.status = 'active' ${only ? sql`and p.id in ${ids(only)}` : sql``}`
}

/**
 * What the in-memory product index (ADR 0078) reads: the active products, which suppliers are
 * visible (an active company of an active account), the folding of query words, and the change
 * log migration 0028's triggers write.
 */
export function productIndexRepository(db: DbOrTx) {
  return {
    /** Every active product, or those of `only` that are active. */
    documents: (only?: string[]) => queryRows<ProductIndexRow>(db, rowsSql(only)),

    /** The visible suppliers, or those of `only` that are visible. */
    async visibleSuppliers(only?: string[]): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select vs.user_id as id from suppliers vs join users vu on vu.id = vs.user_id
             where vs.status = 'active' and vu.status = 'active'
             ${only ? sql`and vs.user_id in ${ids(only)}` : sql``}`,
      )
      return rows.map((r) => r.id)
    },

    /** `galera_unaccent` of each word, as the SQL search folds them. */
    async fold(words: string[]): Promise<string[]> {
      const rows = await queryRows<{ w: string }>(
        db,
        sql`select galera_unaccent(t.w) as w
              from unnest(array[${sql.join(
                words.map((w) => sql`${w}::text`),
                sql`, `,
              )}]) with ordinality as t(w, n)
             order by t.n`,
      )
      return rows.map((r) => r.w)
    },

    /** The change log, as the index's feed reads it. */
    changeLog(): ChangeLog {
      return {
        changesAfter: (seq) =>
          queryRows<{ seq: string | number; key: string }>(
            db,
            sql`select seq, case when product_id is not null
                  then 'p:' || product_id::text else 's:' || supplier_id::text end as key
                  from product_search_changes where seq > ${seq} order by seq`,
          ),
        async lastChange() {
          const [top] = await queryRows<{ seq: string | number | null }>(
            db,
            sql`select max(seq) as seq from product_search_changes`,
          )
          return Number(top?.seq ?? 0)
        },
        async pruneChanges() {
          await queryRows(
            db,
            sql`delete from product_search_changes where at < now() - interval '1 hour'`,
          )
        },
      }
    },
  }
}

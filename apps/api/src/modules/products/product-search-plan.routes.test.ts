import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { PRODUCTS_COUNT_CAP, PRODUCTS_PAGE_SIZE } from '@galera/shared/catalogue/product.schemas.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import * as schema from '../../db/schema/index.ts'
import type { Db } from '../../platform/db/database.ts'
import { productCatalogueRepository } from './product-catalogue.repository.ts'

/**
 * ADR 0062: the public product search stays index-friendly. PostgreSQL only (PGlite skips it,
 * like the other server-only plan tests): with whole-table scans out of reach, the count and the
 * page's ids of a text search come from the trigram index `products_search_doc_trgm`, and
 * `users` is only ever read by primary key (never scanned: it is the largest table). A function
 * around `search_doc`, or a join of every match to its account, fails here. The figures at
 * 100,000 products are in the ADR (`npm run bench`).
 */
let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe.skipIf(!process.env.TEST_DATABASE_URL)('EXPLAIN on PostgreSQL', () => {
  it('answers a text search from the trigram index and reads accounts by primary key', async () => {
    const cat = await createProductCategory(t.db, { namePt: 'Canetas', nameEn: 'Pens' })
    const { user } = await createSupplier(t.db)
    for (const name of ['Caneta metálica', 'Caneta ecológica', 'Squeeze térmico'])
      await createProduct(t.db, { supplierId: user.id, categoryId: cat.id, name })
    // Real statistics: 2,000 other products, so the planner chooses on selectivity.
    await t.db.execute(
      sql`INSERT INTO products (supplier_id, category_id, code, name, description, customizations)
          SELECT ${user.id}, ${cat.id}, 'F-' || g, 'Mochila ' || md5(g::text), 'Filler', '{text}'
            FROM generate_series(1, 2000) g`,
    )
    await t.db.execute(sql`ANALYZE products, suppliers, users`)
    const pool = (t.db as unknown as { $client: pg.Pool }).$client
    const logged: { query: string; params: unknown[] }[] = []
    const logging = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => void logged.push({ query, params }) },
    }) as unknown as Db
    const found = await productCatalogueRepository(logging).listPublic(
      { q: 'caneta METALICA', sort: 'relevance' },
      1,
      PRODUCTS_PAGE_SIZE,
    )
    // Same answer as the route gives: one match, joined to its supplier's name.
    expect(found.total).toBe(1)
    expect(found.totalCapped).toBe(false)
    expect(found.rows.map((r) => [r.product.name, r.tradeName])).toEqual([
      ['Caneta metálica', user.name],
    ])
    expect(logged).toHaveLength(2)

    // Sequential and plain index scans priced out (a planner walks a btree in full instead,
    // cheaper than the trigram index on a small table) and, in a transaction rolled back, the
    // other non-unique indexes of products dropped: what remains for a keyed (bitmap) scan of
    // products is the trigram index, if the SQL can use it at all.
    const client = await pool.connect()
    try {
      await client.query('begin')
      const { rows: others } = await client.query<{ name: string }>(
        `select i.relname as name from pg_index x join pg_class i on i.oid = x.indexrelid
          where x.indrelid = 'products'::regclass and not x.indisprimary and not x.indisunique
            and i.relname <> 'products_search_doc_trgm'`,
      )
      for (const { name } of others) await client.query(`drop index "${name}"`)
      await client.query('set local enable_seqscan = off')
      await client.query('set local enable_indexscan = off')
      const plans: string[] = []
      for (const s of logged) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `explain ${s.query}`,
          s.params,
        )
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n')
        expect(plan, plan).toContain('products_search_doc_trgm')
        expect(plan).not.toMatch(/Seq Scan on (products|users)\b/)
        plans.push(plan)
      }
      // ADR 0068: the count stops at the cap (a Limit under the Aggregate), never counting
      // every match of a broad search.
      expect(plans[0], plans[0]).toMatch(/Aggregate[\s\S]*Limit/)
      expect(logged[0]!.params).toContain(PRODUCTS_COUNT_CAP + 1)
    } finally {
      await client.query('rollback')
      client.release()
    }
  })

  it('plans every list with its values and prepares the product page row', async () => {
    const category = await createProductCategory(t.db, { namePt: 'Garrafas', nameEn: 'Bottles' })
    const { user } = await createSupplier(t.db)
    const product = await createProduct(t.db, { supplierId: user.id, categoryId: category.id })
    // A connection of its own (a pool of one: the list counts while it reads its page, ADR
    // 0074), with no statement prepared on it yet.
    const pool = (t.db as unknown as { $client: pg.Pool }).$client
    const client = new pg.Pool({ ...pool.options, max: 1 })
    const prepared = async () =>
      (
        await client.query<{ name: string; statement: string }>(
          `select name, statement from pg_prepared_statements where name like 'g\\_%'`,
        )
      ).rows
    try {
      const db = drizzle(client, { schema }) as unknown as Db
      const repo = productCatalogueRepository(db)
      // ADR 0072, 0074: a generic plan cannot tell a broad word, category or colour from a
      // narrow one (at 100,000 products it read ten times the rows), so no list is a named
      // statement: each run is planned with its values.
      for (const q of ['caneta', 'mochila', 'caneta', 'caneta', 'caneta', 'caneta', 'caneta']) {
        await repo.listPublic({ q, sort: 'relevance' }, 1, PRODUCTS_PAGE_SIZE)
        await repo.listPublic({ q, sort: 'rating' }, 1, PRODUCTS_PAGE_SIZE)
        await repo.listPublic(
          { category: { id: category.id, parentId: null }, sort: 'relevance' },
          1,
          PRODUCTS_PAGE_SIZE,
        )
      }
      expect(await prepared()).toEqual([])
      // The product page's row, read by primary key, is planned once on this connection.
      for (let i = 0; i < 3; i++) expect((await repo.findPublic(product.id))?.id).toBe(product.id)
      const rows = await prepared()
      expect(rows).toHaveLength(1)
      expect(rows[0]!.statement).toMatch(/"products"\."id" = \$1/)
    } finally {
      await client.end()
    }
  })
})

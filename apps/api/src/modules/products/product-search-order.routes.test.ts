import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import {
  PRODUCTS_COUNT_CAP,
  PRODUCTS_PAGE_SIZE,
  type ProductListDto,
} from '@galera/shared/catalogue/product.schemas.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createProductCategory, createSupplier } from '../../../test/factories/products.ts'
import { queryRows } from '../../platform/db/database.ts'

/**
 * ADR 0068: the public search counts its matches only up to a cap, and its pages keep the
 * catalogue's order. Every page must show what a brute-force order of all matches shows there:
 * every match read, sorted in JavaScript (by relevance, ADR 0072: every word in the name first,
 * then rating, newest, id). The data has many ties (few names, ratings and days), so the
 * tie-breaks count.
 */
let t: TestApp
let supplierId = ''
let categoryId = ''

beforeAll(async () => {
  t = await createTestApp()
  supplierId = (await createSupplier(t.db)).user.id
  categoryId = (await createProductCategory(t.db, { namePt: 'Canetas', nameEn: 'Pens' })).id
  // 200 products: pens of four kinds and three lines (accents included), squeezes that no pen
  // search matches, ratings in three values and creation on three days; one in seven has an
  // importer code with "metal" (a match by code only for the eco pens).
  await t.db.execute(
    sql`INSERT INTO products (supplier_id, category_id, code, name, description, customizations,
                              rating_avg, created_at, importer_code)
        SELECT ${supplierId}, ${categoryId}, 'C-' || g,
               CASE WHEN g % 10 = 0 THEN 'Squeeze ' || g
                    ELSE 'Caneta ' || (ARRAY['metálica', 'metalizada', 'ecológica', 'touch metal'])[g % 4 + 1]
                         || ' ' || (ARRAY['slim', 'premium', 'Linha Bahia'])[g % 3 + 1] END,
               'Brinde', '{text}',
               (ARRAY[NULL, 4.5, 3.0])[g % 3 + 1]::numeric,
                    timestamptz '2026-11-01 12:00:00+00' - (g % 3) * interval '1 day',
               CASE WHEN g % 7 = 0 THEN 'METAL-' || g END
          FROM generate_series(1, 200) g`,
  )
})
afterAll(() => t.close())

interface Scored {
  id: string
  name: string
  /** Every word in the name (the first relevance tier). */
  named: boolean
  rating: number | null
  created: string
}

/** Every visible match of `q`'s words, scored, in the order the catalogue promises. */
async function bruteForce(q: string, sort: 'relevance' | 'rating'): Promise<Scored[]> {
  const words = q.split(/\s+/).filter(Boolean)
  const rows = await queryRows<Scored>(
    t.db,
    sql`select id, name, ${sql.join(
      words.map((w) => sql`galera_unaccent(name) like '%' || galera_unaccent(${w}) || '%'`),
      sql` and `,
    )} as named,
               rating_avg::float8 as rating, to_char(created_at, 'YYYY-MM-DD HH24:MI:SS.US') as created
          from products
         where status = 'active' and supplier_id = ${supplierId}
           and ${sql.join(
             words.map((w) => sql`search_doc like '%' || galera_unaccent(${w}) || '%'`),
             sql` and `,
           )}`,
  )
  const byRating = (a: Scored, b: Scored) =>
    a.rating === b.rating ? 0 : a.rating === null ? 1 : b.rating === null ? -1 : b.rating - a.rating
  return rows.sort(
    (a, b) =>
      (sort === 'relevance' ? Number(b.named) - Number(a.named) : 0) ||
      byRating(a, b) ||
      (a.created < b.created ? 1 : a.created > b.created ? -1 : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
}

async function listPage(query: Record<string, string>): Promise<ProductListDto> {
  const res = await t.request({
    method: 'GET',
    url: `/api/public/products?${new URLSearchParams(query).toString()}`,
  })
  expect(res.statusCode).toBe(200)
  return res.body.data as ProductListDto
}

/** Walks every page of `q` and checks each against the brute-force order's slice. */
async function expectEveryPage(q: string, sort: 'relevance' | 'rating'): Promise<Scored[]> {
  const reference = await bruteForce(q, sort)
  expect(reference.length).toBeGreaterThan(PRODUCTS_PAGE_SIZE)
  const pages = Math.ceil(reference.length / PRODUCTS_PAGE_SIZE)
  const shown: string[] = []
  for (let page = 1; page <= pages; page++) {
    const body = await listPage({ q, sort, page: String(page) })
    expect(body.total).toBe(reference.length)
    expect(body.totalCapped).toBe(false)
    expect(body.last_page).toBe(pages)
    const expected = reference.slice((page - 1) * PRODUCTS_PAGE_SIZE, page * PRODUCTS_PAGE_SIZE)
    expect(body.data.map((c) => c.name)).toEqual(expected.map((r) => r.name))
    expect(body.data.map((c) => c.id)).toEqual(expected.map((r) => r.id))
    shown.push(...body.data.map((c) => c.id))
  }
  expect(new Set(shown).size).toBe(reference.length)
  return reference
}

describe('public product search order (ADR 0068, ADR 0072)', () => {
  it.each([
    ['caneta metal', 'relevance'],
    ['CANETA METALICA', 'relevance'],
    ['caneta', 'relevance'],
    ['caneta', 'rating'],
    ['bahia metal', 'relevance'],
    ['metal', 'relevance'],
  ] as const)('%s by %s: every page is the brute-force order', async (q, sort) => {
    const reference = await expectEveryPage(q, sort)
    // Ties in tier and rating exist, so the later keys decide somewhere.
    expect(new Set(reference.map((r) => `${r.named} ${r.rating}`)).size).toBeLessThan(
      reference.length,
    )
  })

  it('puts name matches before code matches even when the code matches are better rated', async () => {
    // 110 best-rated key rings match "chaveiro ouro" through their importer code only; 10
    // unrated ones have both words in the name. The first rows in rating order are all code
    // matches, so the page cannot be taken from them (ADR 0072: the whole search is ordered).
    await t.db.execute(
      sql`INSERT INTO products (supplier_id, category_id, code, name, description, customizations,
                                rating_avg, importer_code)
          SELECT ${supplierId}, ${categoryId}, 'K-' || g,
                 CASE WHEN g <= 10 THEN 'Chaveiro de ouro ' || g ELSE 'Chaveiro ' || g END,
                 'Brinde', '{text}',
                 CASE WHEN g <= 10 THEN NULL ELSE 5 END,
                 CASE WHEN g <= 10 THEN NULL ELSE 'OURO-' || g END
            FROM generate_series(1, 120) g`,
    )
    const reference = await expectEveryPage('chaveiro ouro', 'relevance')
    expect(reference.slice(0, 10).every((r) => r.named && r.rating === null)).toBe(true)
    expect(reference.slice(10).every((r) => !r.named)).toBe(true)
  })

  it(`counts up to ${PRODUCTS_COUNT_CAP} matches, then says "more than" and offers one page more`, async () => {
    const more = PRODUCTS_COUNT_CAP + 10
    await t.db.execute(
      sql`INSERT INTO products (supplier_id, category_id, code, name, description, customizations)
          SELECT ${supplierId}, ${categoryId}, 'M-' || g, 'Mochila ' || g, 'Brinde', '{text}'
            FROM generate_series(1, ${more}) g`,
    )
    const first = await listPage({ q: 'mochila' })
    expect(first.total).toBe(PRODUCTS_COUNT_CAP)
    expect(first.totalCapped).toBe(true)
    const counted = Math.ceil(PRODUCTS_COUNT_CAP / PRODUCTS_PAGE_SIZE)
    expect(first.last_page).toBe(counted + 1)
    expect(first.data).toHaveLength(PRODUCTS_PAGE_SIZE)
    // The page past the counted ones counts at least up to itself: here every match.
    const past = await listPage({ q: 'mochila', page: String(counted + 1) })
    expect(past.total).toBe(more)
    expect(past.totalCapped).toBe(false)
    expect(past.last_page).toBe(Math.ceil(more / PRODUCTS_PAGE_SIZE))
    expect(past.data).toHaveLength(more - counted * PRODUCTS_PAGE_SIZE)
    // A narrow search is counted exactly.
    const narrow = await listPage({ q: 'mochila 1000' })
    expect(narrow).toMatchObject({ total: 1, totalCapped: false, last_page: 1 })
  })
})

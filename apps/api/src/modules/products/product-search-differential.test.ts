import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { PRODUCTS_PAGE_SIZE } from '@galera/shared/catalogue/product.schemas.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import {
  createColor,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import { materials, suppliers } from '../../db/schema/index.ts'
import { createRng } from '../../db/seed/promoter-generator.ts'
import { productCatalogueRepository } from './product-catalogue.repository.ts'
import { cappedTotal, countCap, searchWords } from './product-search.repository.ts'
import { ProductSearchIndex } from './search/product-index.ts'
import { eq } from 'drizzle-orm'

/*
 * The in-memory product index (ADR 0078) against its oracle, the SQL path (`listPublic`): random
 * searches — words (accents, case, codes, short and missing ones), category or subcategory,
 * colour, material, supplier, the three sorts the index answers, deep pages — over 1,300 products
 * with many ties, some of hidden suppliers; half way, a few hundred changes arrive one by one. Same ids in the same order, same total and "more
 * than". The seed is printed with every failure: `PRODUCT_DIFF_SEED=<seed> npx vitest run
 * --project api product-search-differential` replays it.
 */
const SEED = Number(process.env.PRODUCT_DIFF_SEED) || Math.floor(Math.random() * 2 ** 31)
const SEARCHES = 150

let t: TestApp
let index: ProductSearchIndex
const top: string[] = []
const subs: { id: string; parentId: string }[] = []
const colorIds: string[] = []
const materialIds: string[] = []
const supplierIds: string[] = []

beforeAll(async () => {
  t = await createTestApp()
  index = new ProductSearchIndex(t.db)
  for (let i = 0; i < 3; i++) {
    const cat = await createProductCategory(t.db)
    top.push(cat.id)
    const sub = await createProductCategory(t.db, { parentId: cat.id })
    subs.push({ id: sub.id, parentId: cat.id })
  }
  for (const hex of ['#111111', '#EEEEEE', '#1E40AF'])
    colorIds.push((await createColor(t.db, { hex })).id)
  for (const name of ['Metal', 'Bambu']) {
    const [m] = await t.db.insert(materials).values({ namePt: name, nameEn: name }).returning()
    materialIds.push(m!.id)
  }
  // Four visible suppliers, one whose company an admin inactivated, one suspended.
  for (let i = 0; i < 6; i++) {
    const { user } = await createSupplier(t.db, { status: i === 5 ? 'suspended' : 'active' })
    supplierIds.push(user.id)
  }
  await t.db
    .update(suppliers)
    .set({ status: 'inactive' })
    .where(eq(suppliers.userId, supplierIds[4]!))
  const ids = (list: string[]) => sql.raw(`array[${list.map((id) => `'${id}'::uuid`).join(',')}]`)
  await t.db.execute(sql`
    insert into products (supplier_id, category_id, code, name, description, customizations,
                          rating_avg, created_at, importer_code, status, deactivated_at)
    select (${ids(supplierIds)})[g % 6 + 1], (${ids(top)})[g % 3 + 1], 'BX-' || g,
           (array['Caneta metálica', 'Caneta ecológica', 'Garrafa térmica', 'Squeeze Açaí',
                  'Caderno Coração', 'Mochila Ártico'])[(g / 7) % 6 + 1]
             || ' ' || (array['slim', 'premium', 'Linha Bahia', 'TÉRMICA'])[g % 4 + 1],
           'Brinde', '{text}',
           (array[null, 4.5, 3.0, 4.25])[g % 4 + 1]::numeric,
           timestamptz '2026-11-01 12:00:00+00' - (g % 5) * interval '1 day',
           case when g % 9 = 0 then 'METAL-' || (g % 40) end,
           case when g % 17 = 0 then 'inactive' else 'active' end,
           case when g % 17 = 0 then now() end
      from generate_series(1, 1300) g`)
  await t.db.execute(sql`
    insert into product_subcategories (product_id, category_id)
    select p.id, s.id from products p join categories s on s.parent_id = p.category_id
     where abs(hashtext(p.code)) % 3 = 0`)
  await t.db.execute(sql`
    insert into product_colors (product_id, color_id)
    select p.id, c from products p, unnest(${ids(colorIds)}) c
     where abs(hashtext(p.code || c::text)) % 2 = 0`)
  await t.db.execute(sql`
    insert into product_materials (product_id, material_id)
    select p.id, m from products p, unnest(${ids(materialIds)}) m
     where abs(hashtext(p.code || m::text)) % 3 = 0`)
})
afterAll(() => t.close())

async function mutate() {
  await t.db.execute(sql`
    update products set name = name || ' Caneta térmica',
           rating_avg = case when rating_avg is null then 4.5 else null end
     where abs(hashtext(code || 'm')) % 20 = 0`)
  await t.db.execute(sql`
    update products set status = 'inactive', deactivated_at = now()
     where status = 'active' and abs(hashtext(code || 'i')) % 30 = 0`)
  await t.db.execute(sql`
    delete from product_colors where abs(hashtext(product_id::text || 'c')) % 25 = 0`)
}

const WORDS = [
  'caneta',
  'CANETA',
  'metálica',
  'metalica',
  'térmica',
  'termica',
  'acai',
  'Açaí',
  'coração',
  'artico',
  'Ártico',
  'bx-1',
  'bx-12',
  'metal',
  'METAL-3',
  'linha',
  'bahia',
  'slim',
  'sl',
  'a',
  'xyzzy',
  'premium',
  '100%',
  'e_c',
]

describe('in-memory product index vs the SQL path, on random searches', () => {
  it(`answers the same page, total and "more than" (seed ${SEED})`, async () => {
    const rng = createRng(SEED)
    const repo = productCatalogueRepository(t.db)
    for (let n = 0; n < SEARCHES; n++) {
      // Half way, changes the index takes one by one (renames, ratings, status, colours).
      if (n === SEARCHES / 2) await mutate()
      const q = rng.chance(0.7)
        ? Array.from({ length: rng.int(1, 3) }, () => rng.pick(WORDS)).join(' ')
        : undefined
      const category = rng.chance(0.3)
        ? rng.chance(0.5)
          ? { id: rng.pick(top), parentId: null }
          : rng.pick(subs)
        : null
      const filter = {
        q,
        category,
        colorId: rng.chance(0.25) ? rng.pick(colorIds) : undefined,
        materialId: rng.chance(0.15) ? rng.pick(materialIds) : undefined,
        supplierId: rng.chance(0.15) ? rng.pick(supplierIds) : undefined,
        sort: rng.pick(['relevance', 'rating', 'newest'] as const),
      }
      const page = rng.chance(0.2) ? rng.int(2, 45) : 1
      const size = PRODUCTS_PAGE_SIZE
      const sqlPage = await repo.listPublic(filter, page, size)
      const cap = countCap(page, size)
      const found = await index.search(
        { ...filter, words: q ? searchWords(q) : [] },
        { offset: (page - 1) * size, size, cap },
      )
      const label = `seed ${SEED}, search ${n}: ${JSON.stringify({ ...filter, page })}`
      expect({ ids: found.ids, ...cappedTotal(found.counted, cap) }, label).toEqual({
        ids: sqlPage.rows.map((r) => r.product.id),
        total: sqlPage.total,
        totalCapped: sqlPage.totalCapped,
      })
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import {
  createColor,
  createProduct,
  createProductCategory,
  createSupplier,
  setUserStatus,
} from '../../../test/factories/products.ts'
import {
  materials,
  productColors,
  productMaterials,
  productSubcategories,
  products,
  suppliers,
} from '../../db/schema/index.ts'
import { ProductSearchIndex, type ProductIndexFilter } from './search/product-index.ts'

/*
 * The in-memory product index (ADR 0078) answers what is committed: every change that can move a
 * product in the public search reaches it through the change log migration 0028's triggers write,
 * before the next search — in the index that made the change's process and in any other.
 */
let t: TestApp
let index: ProductSearchIndex
let other: ProductSearchIndex
beforeAll(async () => {
  t = await createTestApp()
  index = new ProductSearchIndex(t.db)
  // A second index over the same database: another process's memory.
  other = new ProductSearchIndex(t.db)
})
afterAll(() => t.close())

const page = { offset: 0, size: 24, cap: 1000 }
const search = (filter: Partial<ProductIndexFilter>, on = index) =>
  on.search({ words: [], sort: 'relevance', ...filter }, page).then((r) => r.ids)

describe('ProductSearchIndex', () => {
  it('follows every change that moves a product in search, in this index and another', async () => {
    const { user: supplier } = await createSupplier(t.db)
    const top = await createProductCategory(t.db)
    const sub = await createProductCategory(t.db, { parentId: top.id })
    const blue = await createColor(t.db)
    const [cork] = await t.db
      .insert(materials)
      .values({ namePt: 'Cortiça', nameEn: 'Cork' })
      .returning()
    const words = ['jabuticaba']
    expect(await search({ words })).toEqual([])
    expect(await search({ words }, other)).toEqual([])

    const p = await createProduct(t.db, {
      supplierId: supplier.id,
      categoryId: top.id,
      name: 'Caneta Jabuticaba',
    })
    expect(await search({ words })).toEqual([p.id])
    expect(await search({ words: ['JABUTICABA'.toLowerCase()] }, other)).toEqual([p.id])

    // Renamed: the old word no longer finds it, the new one (accents folded) does.
    await t.db.update(products).set({ name: 'Caneta Pitanga' }).where(eq(products.id, p.id))
    expect(await search({ words })).toEqual([])
    expect(await search({ words: ['pitanga'] }, other)).toEqual([p.id])

    // Subcategory, colour and material: added, then removed.
    for (const [filter, add, remove] of [
      [
        { category: { id: sub.id, parentId: top.id } },
        () => t.db.insert(productSubcategories).values({ productId: p.id, categoryId: sub.id }),
        () => t.db.delete(productSubcategories).where(eq(productSubcategories.productId, p.id)),
      ],
      [
        { colorId: blue.id },
        () => t.db.insert(productColors).values({ productId: p.id, colorId: blue.id }),
        () => t.db.delete(productColors).where(eq(productColors.productId, p.id)),
      ],
      [
        { materialId: cork!.id },
        () => t.db.insert(productMaterials).values({ productId: p.id, materialId: cork!.id }),
        () => t.db.delete(productMaterials).where(eq(productMaterials.productId, p.id)),
      ],
    ] as const) {
      expect(await search(filter)).toEqual([])
      await add()
      expect(await search(filter)).toEqual([p.id])
      expect(await search(filter, other)).toEqual([p.id])
      await remove()
      expect(await search(filter, other)).toEqual([])
    }

    // The product inactivated, then active again.
    const visibleTo = async (on: ProductSearchIndex) =>
      (await search({ supplierId: supplier.id }, on)).includes(p.id)
    await t.db
      .update(products)
      .set({ status: 'inactive', deactivatedAt: new Date() })
      .where(eq(products.id, p.id))
    expect([await visibleTo(index), await visibleTo(other)]).toEqual([false, false])
    await t.db
      .update(products)
      .set({ status: 'active', deactivatedAt: null })
      .where(eq(products.id, p.id))
    expect([await visibleTo(index), await visibleTo(other)]).toEqual([true, true])

    // The supplier's company inactivated by an admin, then its account suspended.
    await t.db
      .update(suppliers)
      .set({ status: 'inactive' })
      .where(eq(suppliers.userId, supplier.id))
    expect([await visibleTo(index), await visibleTo(other)]).toEqual([false, false])
    await t.db.update(suppliers).set({ status: 'active' }).where(eq(suppliers.userId, supplier.id))
    expect(await visibleTo(other)).toBe(true)
    await setUserStatus(t.db, supplier.id, 'suspended')
    expect([await visibleTo(index), await visibleTo(other)]).toEqual([false, false])
    await setUserStatus(t.db, supplier.id, 'active')
    expect([await visibleTo(index), await visibleTo(other)]).toEqual([true, true])
  })

  it('a new average rating moves a product in the rating order at once', async () => {
    const { user: supplier } = await createSupplier(t.db)
    const cat = await createProductCategory(t.db)
    const first = await createProduct(t.db, { supplierId: supplier.id, categoryId: cat.id })
    const second = await createProduct(t.db, { supplierId: supplier.id, categoryId: cat.id })
    const byRating = () => search({ category: { id: cat.id, parentId: null }, sort: 'rating' })
    // Unrated: newest first.
    expect(await byRating()).toEqual([second.id, first.id])
    // What the ratings trigger (migration 0010) writes when a visible rating arrives.
    await t.db.update(products).set({ ratingAvg: 4.67 }).where(eq(products.id, first.id))
    expect(await byRating()).toEqual([first.id, second.id])
    expect(
      await search({ category: { id: cat.id, parentId: null }, sort: 'newest' }, other),
    ).toEqual([second.id, first.id])
  })

  it('a rolled-back write leaves a hole the index steps over; later changes still arrive', async () => {
    const { user: supplier } = await createSupplier(t.db)
    const cat = await createProductCategory(t.db)
    await expect(
      t.db.transaction(async (tx) => {
        await createProduct(tx, { supplierId: supplier.id, categoryId: cat.id, name: 'Umbu' })
        throw new Error('rollback')
      }),
    ).rejects.toThrow('rollback')
    expect(await search({ words: ['umbu'] })).toEqual([])
    const p = await createProduct(t.db, {
      supplierId: supplier.id,
      categoryId: cat.id,
      name: 'Umbu',
    })
    expect(await search({ words: ['umbu'] })).toEqual([p.id])
  })

  it('the API: while the index cannot sync, the list answers from SQL and /api/health says degraded', async () => {
    const { user: supplier } = await createSupplier(t.db)
    const cat = await createProductCategory(t.db)
    const p = await createProduct(t.db, {
      supplierId: supplier.id,
      categoryId: cat.id,
      name: 'Moringa Cajá',
    })
    const list = async () => {
      const res = await t.request({ method: 'GET', url: '/api/public/products?q=caja' })
      expect(res.statusCode).toBe(200)
      return res.body.data.data.map((c: { id: string }) => c.id)
    }
    const health = async () =>
      (await t.request({ method: 'GET', url: '/api/health', noAppKey: true })).body.data as {
        status: string
        degraded?: { part: string; reason: string }[]
      }
    expect(await list()).toEqual([p.id])
    await t.db.execute(sql`ALTER TABLE product_search_changes RENAME TO product_search_away`)
    try {
      expect(await list()).toEqual([p.id])
      const h = await health()
      expect(h.status).toBe('degraded')
      expect(h.degraded?.map((d) => d.part)).toEqual(['product-index'])
      expect(h.degraded?.[0]?.reason).toContain('42P01')
    } finally {
      await t.db.execute(sql`ALTER TABLE product_search_away RENAME TO product_search_changes`)
    }
    // Back: a change made now is in the next answer, and health is ok again.
    await t.db.update(products).set({ name: 'Moringa Umbu' }).where(eq(products.id, p.id))
    expect(await list()).toEqual([])
    expect((await health()).status).toBe('ok')
  })
})

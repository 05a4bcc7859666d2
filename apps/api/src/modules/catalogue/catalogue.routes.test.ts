import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createColor, createProductCategory } from '../../../test/factories/products.ts'
import { categories } from '../../db/schema/index.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('public catalogue reads for product filters', () => {
  it('lists the active subcategories of a category, in the request language', async () => {
    const top = await createProductCategory(t.db, { namePt: 'Canetas', nameEn: 'Pens' })
    const metal = await createProductCategory(t.db, {
      parentId: top.id,
      namePt: 'Metálicas',
      nameEn: 'Metal',
    })
    const gone = await createProductCategory(t.db, { parentId: top.id, namePt: 'Antigas' })
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, gone.id))

    const pt = await t.request({
      method: 'GET',
      url: `/api/public/categories/${top.id}/subcategories`,
    })
    expect(pt.statusCode).toBe(200)
    expect(pt.body.data).toEqual([{ id: metal.id, slug: metal.slug, name: 'Metálicas' }])
    const en = await t.request({
      method: 'GET',
      url: `/api/public/categories/${top.id}/subcategories`,
      locale: 'en',
    })
    expect(en.body.data[0].name).toBe('Metal')
  })

  it('404 for an unknown or inactive category', async () => {
    const top = await createProductCategory(t.db)
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, top.id))
    const res = await t.request({
      method: 'GET',
      url: `/api/public/categories/${top.id}/subcategories`,
    })
    expect(res.statusCode).toBe(404)
  })

  it('lists the colours to anyone', async () => {
    const color = await createColor(t.db, { namePt: 'Verde-limão', nameEn: 'Lime', hex: '#32CD32' })
    const res = await t.request({ method: 'GET', url: '/api/public/colors', locale: 'en' })
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toContainEqual(
      expect.objectContaining({ id: color.id, name: 'Lime', hex: '#32CD32' }),
    )
  })
})

import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createCategory, createUser } from '../../../test/factories/accounts.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
  setUserStatus,
} from '../../../test/factories/products.ts'
import { auditLog, categories, homeFeatures, products } from '../../db/schema/index.ts'

/** Admin Settings → Home (ADR 0023). */
let t: TestApp
let admin: string
let adminId: string
const ADMIN_LOGIN = '/api/auth/login/admin'
const URL = '/api/admin/settings/home'
const NO_ID = '00000000-0000-4000-8000-000000000000'
let cats: { id: string }[]
let prods: { id: string; name: string }[]
let supplierId: string

beforeAll(async () => {
  t = await createTestApp()
  const a = await createUser(t.db, { role: 'admin_basic' })
  adminId = a.user.id
  admin = await t.login(a.user.email, undefined, ADMIN_LOGIN)
  cats = []
  for (const n of ['Canetas', 'Squeezes', 'Bonés'])
    cats.push(await createProductCategory(t.db, { namePt: n, nameEn: `${n} EN` }))
  const { user } = await createSupplier(t.db, { name: 'Casa do Brinde' })
  supplierId = user.id
  prods = []
  for (const name of ['Caneta Azul', 'Squeeze Verde', 'Boné Preto'])
    prods.push(await createProduct(t.db, { supplierId, categoryId: cats[0].id, name }))
})
afterAll(() => t.close())

const save = (body: unknown, locale: 'pt' | 'en' = 'pt', token = admin) =>
  t.request({ method: 'PUT', url: URL, body, token, locale })
const publicHome = (locale: 'pt' | 'en' = 'pt') =>
  t.request({ method: 'GET', url: '/api/public/home-features', locale })

describe('Settings → Home', () => {
  it('starts empty, on the admin screen and on the home page', async () => {
    const view = await t.request({ method: 'GET', url: URL, token: admin })
    expect(view.statusCode).toBe(200)
    expect(view.body.data).toEqual({ categories: [], products: [], updatedAt: null })
    expect((await publicHome()).body.data).toEqual({ categories: [], products: [] })
  })

  it('saves both lists in the given order, audited, and the home page shows them so', async () => {
    const res = await save({
      categoryIds: [cats[1].id, cats[0].id],
      productIds: [prods[2].id, prods[0].id, prods[1].id],
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.categories.map((c: { name: string }) => c.name)).toEqual([
      'Squeezes',
      'Canetas',
    ])
    expect(res.body.data.products.map((p: { name: string }) => p.name)).toEqual([
      'Boné Preto',
      'Caneta Azul',
      'Squeeze Verde',
    ])
    expect(res.body.data.products[0]).toMatchObject({ supplier: 'Casa do Brinde', visible: true })
    expect(res.body.data.updatedAt).toEqual(expect.any(String))

    const home = await publicHome('en')
    expect(home.body.data.categories).toEqual([
      { id: cats[1].id, name: 'Squeezes EN' },
      { id: cats[0].id, name: 'Canetas EN' },
    ])
    expect(home.body.data.products.map((p: { id: string }) => p.id)).toEqual([
      prods[2].id,
      prods[0].id,
      prods[1].id,
    ])
    expect(home.body.data.products[0]).toMatchObject({
      name: 'Boné Preto',
      supplier: { id: supplierId, tradeName: 'Casa do Brinde' },
      category: { id: cats[0].id, name: 'Canetas EN' },
    })

    const [trail] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'home_features.save'), eq(auditLog.actorId, adminId)))
    expect(trail.after).toEqual({
      categoryIds: [cats[1].id, cats[0].id],
      productIds: [prods[2].id, prods[0].id, prods[1].id],
    })
  })

  it('hides an inactive product or category from the home page and flags it for the admin', async () => {
    await t.db
      .update(products)
      .set({ status: 'inactive', deactivatedAt: new Date() })
      .where(eq(products.id, prods[0].id))
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, cats[1].id))
    const home = (await publicHome()).body.data
    expect(home.categories.map((c: { id: string }) => c.id)).toEqual([cats[0].id])
    expect(home.products.map((p: { id: string }) => p.id)).toEqual([prods[2].id, prods[1].id])
    const view = (await t.request({ method: 'GET', url: URL, token: admin })).body.data
    expect(view.categories.map((c: { visible: boolean }) => c.visible)).toEqual([false, true])
    expect(view.products.map((p: { visible: boolean }) => p.visible)).toEqual([true, false, true])
    // A suspended supplier's products leave the home page too.
    await setUserStatus(t.db, supplierId, 'suspended')
    expect((await publicHome()).body.data.products).toEqual([])
    await setUserStatus(t.db, supplierId, 'active')
    await t.db
      .update(products)
      .set({ status: 'active', deactivatedAt: null })
      .where(eq(products.id, prods[0].id))
    await t.db.update(categories).set({ isActive: true }).where(eq(categories.id, cats[1].id))
  })

  it('refuses what a visitor could not open, in the caller language, and changes nothing', async () => {
    const before = await t.db.select().from(homeFeatures)
    const sub = await createProductCategory(t.db, { parentId: cats[0].id })
    const promoterCategory = await createCategory(t.db, {
      slug: 'home-test-promoter',
      namePt: 'Recepção',
      nameEn: 'Reception',
      kind: 'promoter',
    })
    for (const categoryId of [sub.id, promoterCategory.id, NO_ID]) {
      const res = await save({ categoryIds: [categoryId], productIds: [] }, 'en')
      expect(res.statusCode).toBe(422)
      expect(res.body.errors).toEqual([
        { field: 'categoryIds', message: 'Choose active top-level product categories' },
      ])
    }
    const off = await createProduct(t.db, {
      supplierId,
      categoryId: cats[0].id,
      status: 'inactive',
    })
    for (const productId of [off.id, NO_ID]) {
      const res = await save({ categoryIds: [], productIds: [productId] })
      expect(res.statusCode).toBe(422)
      expect(res.body.errors).toEqual([
        { field: 'productIds', message: 'Escolha produtos ativos de fornecedores ativos' },
      ])
    }
    expect(await t.db.select().from(homeFeatures)).toEqual(before)
  })

  it('takes at most 8 of each, each once (the shared schema; the database holds the limit too)', async () => {
    const nine = Array.from({ length: 9 }, () => cats[0].id)
    const tooMany = await save({ categoryIds: nine, productIds: [] })
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.body.errors).toContainEqual({
      field: 'categoryIds',
      message: 'Selecione no máximo 8',
    })
    const twice = await save({ categoryIds: [], productIds: [prods[1].id, prods[1].id] }, 'en')
    expect(twice.statusCode).toBe(422)
    expect(twice.body.errors).toEqual([
      { field: 'productIds', message: 'Each item may appear only once' },
    ])
    await expect(
      t.db.insert(homeFeatures).values({ kind: 'product', position: 9, productId: prods[1].id }),
    ).rejects.toThrow()
    await expect(
      t.db.insert(homeFeatures).values({ kind: 'product', position: 8, categoryId: cats[2].id }),
    ).rejects.toThrow()
  })

  it('an empty save clears the home page', async () => {
    const res = await save({ categoryIds: [], productIds: [] })
    expect(res.statusCode).toBe(200)
    expect((await publicHome()).body.data).toEqual({ categories: [], products: [] })
  })

  it('two saves at once leave one whole list, never a mix', async () => {
    const a = { categoryIds: [cats[0].id], productIds: [prods[0].id, prods[1].id] }
    const b = { categoryIds: [cats[2].id, cats[1].id], productIds: [prods[2].id] }
    const results = await Promise.all([save(a), save(b), save(a), save(b)])
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200])
    const home = (await publicHome()).body.data
    const got = {
      categoryIds: home.categories.map((c: { id: string }) => c.id),
      productIds: home.products.map((p: { id: string }) => p.id),
    }
    expect([a, b]).toContainEqual(got)
  })
})

import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { isCnpj } from '@galera/shared/validation/documents.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { images, productImages, products, supplierPages, users } from '../schema/index.ts'
import { seedDemo } from './demo.ts'
import { DEMO_CATALOGUE_PRODUCTS } from './catalogue-demo.ts'
import { DEMO_CATALOGUE_SUPPLIERS, DEMO_HOME_PRODUCTS } from './data/catalogue.ts'
import { demoStoreFor } from './art.ts'
import { withCnpjDigits } from './cnpj.ts'

let t: TestApp
let dataDir: string
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'galera-catalogue-demo-'))
  // seedDemo stores the pictures where the API serves them from: DATA_DIR.
  vi.stubEnv('DATA_DIR', dataDir)
  t = await createTestApp({ env: { DATA_DIR: dataDir } })
  expect(await seedDemo(t.db, 'test')).toBe(true)
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('demo catalogue', () => {
  it('features gift categories and products on the home page, all of them visible', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/home-features', locale: 'en' })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.categories.map((c: { name: string }) => c.name)).toEqual([
      'Pens',
      'Bottles and squeezes',
      'Bags and backpacks',
      'Tech gadgets',
    ])
    expect(res.body.data.products.map((p: { name: string }) => p.name)).toEqual(DEMO_HOME_PRODUCTS)
    for (const p of res.body.data.products) expect(p.cover).not.toBeNull()
  })

  it('computes valid CNPJ check digits', () => {
    expect(withCnpjDigits('112223330001')).toBe('11222333000181')
    for (const s of DEMO_CATALOGUE_SUPPLIERS) expect(isCnpj(s.cnpj), s.cnpj).toBe(true)
  })

  it('stores the pictures beside a PGlite folder (`${DATA_DIR}/pglite` → `${DATA_DIR}/uploads`)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'galera-demo-store-'))
    const key = 'images/00000000-0000-4000-8000-000000000001/thumb.webp'
    await demoStoreFor({ $client: { dataDir: path.join(dir, 'pglite') } }).put(
      key,
      Buffer.from('x'),
      'image/webp',
    )
    expect(existsSync(path.join(dir, 'uploads', key))).toBe(true)
    rmSync(dir, { recursive: true, force: true })
  })

  it('seeds at least 30 active products, all public', async () => {
    expect(DEMO_CATALOGUE_PRODUCTS).toBeGreaterThanOrEqual(30)
    const res = await t.request({ method: 'GET', url: '/api/public/products' })
    expect(res.body.data.total).toBe(DEMO_CATALOGUE_PRODUCTS)
    const pens = await t.request({ method: 'GET', url: '/api/public/products?category=canetas' })
    expect(pens.body.data.total).toBeGreaterThanOrEqual(7)
    const metal = await t.request({
      method: 'GET',
      url: '/api/public/products?category=canetas-metalicas',
    })
    expect(metal.body.data.total).toBe(4)
  })

  it('Caneta metálica Touch (XBZ-1020) is offered by four suppliers; Litoral sells another pen', async () => {
    const family = await t.db
      .select({ id: products.id, email: users.email, name: products.name })
      .from(products)
      .innerJoin(users, eq(users.id, products.supplierId))
      .where(eq(products.importerCode, 'XBZ-1020'))
    expect(family.map((f) => f.email).sort()).toEqual([
      'bahiapromo@galera.dev',
      'fornecedor@galera.dev',
      'nordestebrindes@galera.dev',
      'reconcavo@galera.dev',
    ])
    const salvador = family.find((f) => f.email === 'fornecedor@galera.dev')!
    const detail = await t.request({ method: 'GET', url: `/api/public/products/${salvador.id}` })
    expect(detail.statusCode).toBe(200)
    const d = detail.body.data
    expect(d.name).toBe('Caneta metálica Touch')
    expect(d.colors.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Azul', 'Preto']),
    )
    expect(d.customizations).toEqual(expect.arrayContaining(['text', 'logo']))
    expect(d.alsoOfferedBy.map((s: { tradeName: string }) => s.tradeName)).toEqual([
      'Bahia Promo',
      'Nordeste Brindes',
      'Recôncavo Personalizados',
    ])
    expect(d.alsoOfferedBy[0].logoUrl).toMatch(/^\/files\/images\//)
    // One picture per colour on Brindes Salvador's pen.
    expect(d.images.length).toBe(d.colors.length)
    expect(new Set(d.images.map((i: { colorId: string }) => i.colorId)).size).toBe(d.colors.length)

    const litoralPens = await t.db
      .select({ importerCode: products.importerCode })
      .from(products)
      .innerJoin(users, eq(users.id, products.supplierId))
      .where(and(eq(users.email, 'litoralbrindes@galera.dev'), eq(products.status, 'active')))
    expect(litoralPens.some((p) => p.importerCode && p.importerCode !== 'XBZ-1020')).toBe(true)
    const squeeze = await t.db
      .select({ n: sql<number>`count(distinct ${products.supplierId})::int` })
      .from(products)
      .where(
        and(eq(products.importerCode, 'XBZ-2040'), eq(products.name, 'Squeeze Fitness 500 ml')),
      )
    expect(squeeze[0].n).toBeGreaterThanOrEqual(3)
  })

  it('every picture is a real file served by /files', async () => {
    const rows = await t.db
      .select({ variants: images.variants })
      .from(productImages)
      .innerJoin(images, eq(images.id, productImages.imageId))
    expect(rows.length).toBeGreaterThanOrEqual(DEMO_CATALOGUE_PRODUCTS)
    for (const r of rows)
      for (const key of Object.values(r.variants))
        expect(existsSync(path.join(dataDir, 'uploads', key)), key).toBe(true)
    const served = await t.app.inject({ method: 'GET', url: `/files/${rows[0].variants.thumb}` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
  })

  it('the four suppliers log in and have a public company page', async () => {
    for (const s of DEMO_CATALOGUE_SUPPLIERS) {
      const token = await t.login(s.email)
      const own = await t.request({ method: 'GET', url: '/api/supplier/products', token })
      expect(own.body.data.total).toBeGreaterThan(0)
    }
    const pages = await t.db.select().from(supplierPages)
    expect(pages.length).toBeGreaterThanOrEqual(4)
    for (const p of pages) expect(p.aboutText.length).toBeGreaterThanOrEqual(500)
  })
})

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { categories, products, users } from '../schema/index.ts'
import { seedDemo } from './demo.ts'
import { DEMO_PRODUCT_RATINGS, portraitSvg } from './showcase-demo.ts'

/** ADR 0032: what a visitor of a fresh `npm start` sees first. */
let t: TestApp
let dataDir: string
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'galera-showcase-demo-'))
  vi.stubEnv('DATA_DIR', dataDir)
  t = await createTestApp({ env: { DATA_DIR: dataDir } })
  expect(await seedDemo(t.db, 'test')).toBe(true)
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id

describe('demo first impression', () => {
  it('draws a portrait per promoter, the same one for the same person', () => {
    const a = portraitSvg({ id: 'x', gender: 'female', hair: 'red', skin: 'black' }).toString()
    expect(a).toBe(
      portraitSvg({ id: 'x', gender: 'female', hair: 'red', skin: 'black' }).toString(),
    )
    expect(a).toContain('#A4451F')
    expect(a).toContain('#7B4A2C')
    expect(a).not.toBe(
      portraitSvg({ id: 'y', gender: 'male', hair: 'red', skin: 'black' }).toString(),
    )
  })

  it('gives every demo promoter a picture: search cards and the profile, served as images', async () => {
    const search = await t.request({ method: 'GET', url: '/api/public/promoters?q=recepcionista' })
    expect(search.statusCode).toBe(200)
    expect(search.body.data.items.length).toBeGreaterThan(5)
    for (const card of search.body.data.items)
      expect(card.pictureUrl, card.name).toMatch(/^\/files\//)
    const paula = await t.request({
      method: 'GET',
      url: `/api/public/promoters/${await idOf('promotora@galera.dev')}`,
    })
    expect(paula.body.data.avatarUrl).toMatch(/^\/files\//)
    const file = await t.request({ method: 'GET', url: paula.body.data.avatarUrl })
    expect(file.statusCode).toBe(200)
    expect(String(file.headers['content-type'])).toContain('image/webp')
  })

  it('makes sugestao-cache answer for receptionists in Salvador and São Paulo, from the city', async () => {
    const [recep] = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'recepcionista'))
    for (const [uf, city] of [
      ['BA', 'Salvador'],
      ['SP', 'São Paulo'],
    ]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/public/cache-suggestion?categoryId=${recep!.id}&uf=${uf}&city=${encodeURIComponent(city!)}&hours=8`,
      })
      expect(res.statusCode).toBe(200)
      expect(res.body.data.scope, city).toBe('city')
      expect(res.body.data.basedOn).toBeGreaterThanOrEqual(res.body.data.minJobs)
      expect(res.body.data.hourly.medianCents).toBeGreaterThan(0)
      expect(res.body.data.total.medianCents).toBe(res.body.data.hourly.medianCents * 8)
    }
  })

  it('gives the main demo supplier (fornecedor@galera.dev) a company page with a logo', async () => {
    const id = await idOf('fornecedor@galera.dev')
    const list = await t.request({ method: 'GET', url: '/api/public/suppliers?q=salvador' })
    const card = list.body.data.data.find((c: { id: string }) => c.id === id)
    expect(card).toMatchObject({ tradeName: 'Brindes Salvador', hasPage: true })
    expect(card.logo).not.toBeNull()
    const page = await t.request({ method: 'GET', url: `/api/public/suppliers/${id}` })
    expect(page.statusCode).toBe(200)
    expect(JSON.stringify(page.body.data)).toContain('desde 2012')
  })

  it('rates several products, each after a completed deal', async () => {
    expect(DEMO_PRODUCT_RATINGS.length).toBeGreaterThanOrEqual(5)
    for (const r of DEMO_PRODUCT_RATINGS) {
      const [product] = await t.db
        .select({ id: products.id })
        .from(products)
        .innerJoin(users, eq(users.id, products.supplierId))
        .where(and(eq(products.name, r.product), eq(users.email, r.supplier)))
      const res = await t.request({
        method: 'GET',
        url: `/api/public/products/${product!.id}/ratings`,
      })
      expect(res.statusCode).toBe(200)
      expect(res.body.data.total, r.product).toBeGreaterThanOrEqual(1)
      expect(JSON.stringify(res.body.data.data)).toContain(r.title)
    }
  })
})

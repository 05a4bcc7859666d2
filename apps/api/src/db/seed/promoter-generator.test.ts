import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq, like } from 'drizzle-orm'
import { OPTION_SETS } from '@galera/shared/options/option-sets.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { promoters, users } from '../schema/index.ts'
import { seedDemo, DEMO_SEARCH_PROMOTERS } from './demo.ts'
import { createRng, generatePromoters } from './promoter-generator.ts'
import { CITIES } from './data/promoters.ts'

const now = new Date('2026-11-22T12:00:00Z')
const options = {
  seed: 7,
  categories: [
    { id: 'a', weight: 3 },
    { id: 'b', weight: 1 },
  ],
  emailDomain: 'x.dev',
  now,
}

describe('promoter generator', () => {
  it('is deterministic: same seed, same people; another seed, other people', () => {
    const a = [...generatePromoters(50, options)]
    const b = [...generatePromoters(50, options)]
    expect(a).toEqual(b)
    const c = [...generatePromoters(50, { ...options, seed: 8 })]
    expect(c.map((p) => p.name)).not.toEqual(a.map((p) => p.name))
    expect(createRng(1).next()).toBe(createRng(1).next())
  })

  it('makes plausible promoters that the database checks accept', () => {
    const people = [...generatePromoters(2000, options)]
    const cities = new Set<string>(CITIES.map((c) => c[0]))
    const today = now.toISOString().slice(0, 10)
    for (const p of people) {
      expect(p.email).toMatch(/^promotor\.\d+@x\.dev$/)
      expect(p.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(cities.has(p.address.city)).toBe(true)
      expect(p.address.cep).toMatch(/^\d{8}$/)
      expect(p.promoter.heightCm).toBeGreaterThanOrEqual(100)
      expect(p.promoter.heightCm).toBeLessThanOrEqual(250)
      expect(p.promoter.weightKg).toBeGreaterThanOrEqual(30)
      expect(p.promoter.shoeSize).toBeGreaterThanOrEqual(15)
      expect(p.promoter.shoeSize).toBeLessThanOrEqual(55)
      expect(p.promoter.birthDate < today).toBe(true)
      expect(OPTION_SETS.gender).toContain(p.promoter.gender)
      for (const l of p.promoter.languages) expect(OPTION_SETS.languages).toContain(l)
      expect(p.promoter.description.length).toBeLessThanOrEqual(3000)
      expect(p.ratings.length).toBeLessThanOrEqual(10)
    }
    // São Paulo (largest) appears far more often than Vitória (smallest of the list).
    const sp = people.filter((p) => p.address.city === 'São Paulo').length
    const vix = people.filter((p) => p.address.city === 'Vitória').length
    expect(sp).toBeGreaterThan(vix * 5)
    const ratings = people.flatMap((p) => p.ratings)
    const positive = ratings.filter((r) => r.value === 'positive').length
    expect(positive / ratings.length).toBeGreaterThan(0.7)
    expect(people.filter((p) => p.promoter.categoryId === 'a').length).toBeGreaterThan(
      people.filter((p) => p.promoter.categoryId === 'b').length,
    )
  })
})

describe('demo seed: promoters for search', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await seedDemo(t.db, 'development')
  })
  afterAll(() => t.close())

  it(`adds ${DEMO_SEARCH_PROMOTERS} searchable promoters, keeping the demo promoter as is`, async () => {
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(users)
      .where(like(users.email, 'promotor.%@demo.galera.dev'))
    expect(n).toBe(DEMO_SEARCH_PROMOTERS)
    const paula = await t.db.query.users.findFirst({
      where: eq(users.email, 'promotora@galera.dev'),
    })
    const row = await t.db.query.promoters.findFirst({ where: eq(promoters.userId, paula!.id) })
    expect(row?.city).toBe('Salvador')
    const res = await t.request({ method: 'GET', url: '/api/public/promoters' })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.total).toBeGreaterThan(40)
    const rated = res.body.data.items.filter(
      (c: { ratings: { positive: number } }) => c.ratings.positive > 0,
    )
    expect(rated.length).toBeGreaterThan(0)
  })
})

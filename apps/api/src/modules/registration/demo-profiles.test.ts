import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { seedDemo } from '../../db/seed/demo.ts'
import { DEMO_CATALOGUE_SUPPLIERS } from '../../db/seed/data/catalogue.ts'
import { addresses, promoters, suppliers, users } from '../../db/schema/index.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('the demo promoter and supplier have profiles and the demo accounts addresses', async () => {
  expect(await seedDemo(t.db, 'test')).toBe(true)
  const [promoter] = await t.db
    .select({ p: promoters, email: users.email })
    .from(promoters)
    .innerJoin(users, eq(users.id, promoters.userId))
    .where(eq(users.email, 'promotora@galera.dev'))
  expect(promoter.p).toMatchObject({ heightCm: 168, hair: 'brown', skin: null })
  const [supplier] = await t.db
    .select({ s: suppliers, email: users.email })
    .from(suppliers)
    .innerJoin(users, eq(users.id, suppliers.userId))
  expect(supplier.email).toBe('fornecedor@galera.dev')
  // The 4 demo people with an address plus the 60 generated promoters for search.
  expect(await t.db.select().from(addresses)).toHaveLength(64 + DEMO_CATALOGUE_SUPPLIERS.length)
  // The seeded promoter logs in and is a promoter (profile 5).
  const token = await t.login('promotora@galera.dev')
  const me = await t.request({ method: 'GET', url: '/api/auth/me', token })
  expect(me.body.data.profile).toBe(5)
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import { createBudget } from '../../../test/factories/budgets.ts'
import { budgetProposals, budgets, notifications } from '../../db/schema/index.ts'

/**
 * SECURITY.md "Races": the client closes the deal with every answered supplier of one budget at
 * once → exactly one deal (one 200, the others 409), the budget pointing at the winner. On PGlite
 * and, with TEST_DATABASE_URL, on a PostgreSQL server (pooled connections side by side).
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('concurrent deals', () => {
  for (const n of [2, 3]) {
    it(`choosing ${n} answered proposals at once → exactly one deal`, async () => {
      const { user: client } = await createUser(t.db, { role: 'client' })
      const token = await t.login(client.email)
      const category = await createProductCategory(t.db)
      const code = `RACE-${n}`
      const sellers: Array<{ id: string; productId: string }> = []
      for (let i = 0; i < n; i++) {
        const { user } = await createSupplier(t.db)
        const product = await createProduct(t.db, {
          supplierId: user.id,
          categoryId: category.id,
          importerCode: code,
        })
        sellers.push({ id: user.id, productId: product.id })
      }
      const { budget, proposals } = await createBudget(t.db, {
        clientId: client.id,
        productId: sellers[0]!.productId,
        proposals: sellers.map((s, i) => ({
          supplierId: s.id,
          productId: s.productId,
          status: i % 2 ? ('counter' as const) : ('answered' as const),
        })),
      })
      const results = await Promise.all(
        proposals.map((p) =>
          t.request({
            method: 'POST',
            url: `/api/client/budgets/${budget.id}/proposals/${p.id}/choose`,
            token,
            body: {},
          }),
        ),
      )
      const codes = results.map((r) => r.statusCode)
      expect(codes.filter((c) => c === 200)).toHaveLength(1)
      expect(codes.filter((c) => c === 409)).toHaveLength(n - 1)
      expect(new Set(results.filter((r) => r.statusCode === 409).map((r) => r.body.code))).toEqual(
        new Set(['BUDGET_INVALID_TRANSITION']),
      )
      const winner = proposals[results.findIndex((r) => r.statusCode === 200)]!.id

      const [row] = await t.db.select().from(budgets).where(eq(budgets.id, budget.id))
      expect(row!.status).toBe('deal')
      expect(row!.chosenProposalId).toBe(winner)
      const rows = await t.db
        .select({ id: budgetProposals.id, status: budgetProposals.status })
        .from(budgetProposals)
        .where(eq(budgetProposals.budgetId, budget.id))
      expect(rows.filter((r) => r.status === 'chosen').map((r) => r.id)).toEqual([winner])
      expect(rows.filter((r) => r.status === 'not_chosen')).toHaveLength(n - 1)
      // Exactly one supplier was told it won.
      const approved = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.code, 'budget_approved'))
      expect(
        approved.filter((a) => sellers.some((s) => s.id === a.userId)).map((a) => a.userId),
      ).toHaveLength(1)
    })
  }

  it('the unique index is the backstop: a second deal on one budget answers 409', async () => {
    const { user: client } = await createUser(t.db, { role: 'client' })
    const token = await t.login(client.email)
    const category = await createProductCategory(t.db)
    const a = (await createSupplier(t.db)).user
    const b = (await createSupplier(t.db)).user
    const product = await createProduct(t.db, { supplierId: a.id, categoryId: category.id })
    const { budget, proposals } = await createBudget(t.db, {
      clientId: client.id,
      productId: product.id,
      proposals: [
        { supplierId: a.id, status: 'chosen' },
        { supplierId: b.id, status: 'answered' },
      ],
    })
    // As if a concurrent transaction had chosen A without moving the budget yet.
    await t.db
      .update(budgets)
      .set({ status: 'open', chosenProposalId: null })
      .where(eq(budgets.id, budget.id))
    const res = await t.request({
      method: 'POST',
      url: `/api/client/budgets/${budget.id}/proposals/${proposals[1]!.id}/choose`,
      token,
      body: {},
    })
    expect(res.statusCode).toBe(409)
    expect(res.body.code).toBe('BUDGET_INVALID_TRANSITION')
    const [p] = await t.db
      .select({ status: budgetProposals.status })
      .from(budgetProposals)
      .where(eq(budgetProposals.id, proposals[1]!.id))
    expect(p!.status).toBe('answered')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import { createBudget } from '../../../test/factories/budgets.ts'
import { budgetProposals, budgets, notifications } from '../../db/schema/index.ts'

/** Suspending an account ends its live offers (ADR 0012 domain event, ADR 0021). */
let t: TestApp
let adminToken: string
beforeAll(async () => {
  t = await createTestApp()
  const { user } = await createUser(t.db, { role: 'admin_master' })
  adminToken = await t.login(user.email, undefined, '/api/auth/login/admin')
})
afterAll(() => t.close())

const suspend = (id: string) =>
  t.request({
    method: 'POST',
    url: `/api/admin/users/${id}/suspend`,
    token: adminToken,
    body: { reason: 'Fraude confirmada' },
  })

async function world() {
  const category = await createProductCategory(t.db)
  const a = await createSupplier(t.db)
  const b = await createSupplier(t.db)
  const pa = await createProduct(t.db, { supplierId: a.user.id, categoryId: category.id })
  const pb = await createProduct(t.db, { supplierId: b.user.id, categoryId: category.id })
  const { user: client } = await createUser(t.db, { role: 'client' })
  return { category, a, b, pa, pb, client }
}

describe('account.suspended and budgets', () => {
  it('a suspended supplier gives up its live proposals; a budget left without any expires', async () => {
    const w = await world()
    const shared = await createBudget(t.db, {
      clientId: w.client.id,
      productId: w.pa.id,
      proposals: [
        { supplierId: w.a.user.id, productId: w.pa.id, status: 'answered' },
        { supplierId: w.b.user.id, productId: w.pb.id, status: 'new' },
      ],
    })
    const alone = await createBudget(t.db, {
      clientId: w.client.id,
      productId: w.pa.id,
      proposals: [{ supplierId: w.a.user.id, productId: w.pa.id, status: 'new' }],
    })
    const res = await suspend(w.a.user.id)
    expect(res.statusCode).toBe(200)

    const mine = await t.db
      .select()
      .from(budgetProposals)
      .where(eq(budgetProposals.supplierId, w.a.user.id))
    expect(mine.map((p) => p.status)).toEqual(['gave_up', 'gave_up'])
    expect(mine.every((p) => p.declineReason === 'account_suspended')).toBe(true)
    const [other] = await t.db
      .select()
      .from(budgetProposals)
      .where(eq(budgetProposals.id, shared.proposals[1].id))
    expect(other.status).toBe('new')

    const rows = await t.db
      .select({ id: budgets.id, status: budgets.status })
      .from(budgets)
      .where(inArray(budgets.id, [shared.budget.id, alone.budget.id]))
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]))
    expect(status[shared.budget.id]).toBe('open')
    expect(status[alone.budget.id]).toBe('expired')

    const told = await t.db
      .select({ code: notifications.code })
      .from(notifications)
      .where(eq(notifications.userId, w.client.id))
    expect(told.map((n) => n.code).sort()).toEqual([
      'budget_expired',
      'budget_gave_up',
      'budget_gave_up',
    ])
  })

  it("a suspended client's open budgets and deals are cancelled and their suppliers told", async () => {
    const w = await world()
    const open = await createBudget(t.db, {
      clientId: w.client.id,
      productId: w.pa.id,
      proposals: [{ supplierId: w.a.user.id, productId: w.pa.id, status: 'answered' }],
    })
    const deal = await createBudget(t.db, {
      clientId: w.client.id,
      productId: w.pb.id,
      proposals: [{ supplierId: w.b.user.id, productId: w.pb.id, status: 'chosen' }],
    })
    expect(deal.budget.status).toBe('deal')
    expect((await suspend(w.client.id)).statusCode).toBe(200)

    const rows = await t.db
      .select()
      .from(budgets)
      .where(inArray(budgets.id, [open.budget.id, deal.budget.id]))
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled'])
    expect(rows.every((r) => r.chosenProposalId === null)).toBe(true)
    const proposals = await t.db
      .select({ status: budgetProposals.status })
      .from(budgetProposals)
      .where(inArray(budgetProposals.budgetId, [open.budget.id, deal.budget.id]))
    expect(proposals.map((p) => p.status)).toEqual(['cancelled', 'cancelled'])
    const told = await t.db
      .select({ userId: notifications.userId, code: notifications.code })
      .from(notifications)
      .where(inArray(notifications.userId, [w.a.user.id, w.b.user.id]))
    expect(told.filter((n) => n.code === 'budget_cancelled')).toHaveLength(2)
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import { createBudget } from '../../../test/factories/budgets.ts'

/**
 * The period and quantity filters of the budget lists (spec §5, ADR 0036): my budgets, the
 * supplier's requests and the admin's budgets tab of a supplier. A day is a São Paulo day.
 */
let t: TestApp
let client: { id: string; token: string }
let supplier: { id: string; token: string }
let adminToken: string
const ids: Record<'nov01' | 'nov15' | 'nov30', string> = { nov01: '', nov15: '', nov30: '' }
const proposalIds: Record<keyof typeof ids, string> = { nov01: '', nov15: '', nov30: '' }

beforeAll(async () => {
  t = await createTestApp()
  const c = await createUser(t.db, { role: 'client', name: 'Carla Filtro' })
  client = { id: c.user.id, token: await t.login(c.user.email) }
  const s = await createSupplier(t.db, { name: 'Brindes Filtro' })
  supplier = { id: s.user.id, token: await t.login(s.user.email) }
  const a = await createUser(t.db, { role: 'admin_basic' })
  adminToken = await t.login(a.user.email, undefined, '/api/auth/login/admin')
  const category = await createProductCategory(t.db)
  const product = await createProduct(t.db, { supplierId: s.user.id, categoryId: category.id })
  // 01/11 at 23:30 in São Paulo is already 02/11 in UTC: it still counts as 1 November.
  const made = [
    ['nov01', '2026-11-02T02:30:00Z', 500],
    ['nov15', '2026-11-15T15:00:00Z', 1000],
    ['nov30', '2026-11-30T12:00:00Z', 500],
  ] as const
  for (const [key, at, quantity] of made) {
    const { budget, proposals } = await createBudget(t.db, {
      clientId: client.id,
      productId: product.id,
      quantity,
      now: new Date(at),
      proposals: [{ supplierId: supplier.id }],
    })
    ids[key] = budget.id
    proposalIds[key] = proposals[0].id
  }
})
afterAll(() => t.close())
beforeEach(() => t.clock.set('2026-11-22T12:00:00.000Z'))

const get = (url: string, token: string, locale?: 'pt' | 'en') =>
  t.request({ method: 'GET', url, token, locale })
const budgetIds = (body: { data: { data: { id: string }[] } }) =>
  body.data.data.map((b) => b.id).sort()
const fieldMessage = (
  res: { body: { errors?: { field: string; message: string }[] } },
  f: string,
) => res.body.errors?.find((e) => e.field === f)?.message

describe('GET /client/budgets with filters', () => {
  it('narrows by creation day (both ends included, São Paulo days) and the counts follow', async () => {
    const all = await get('/api/client/budgets?tab=all', client.token)
    expect(all.body.data.data).toHaveLength(3)

    const nov = await get('/api/client/budgets?tab=all&from=2026-11-01&to=2026-11-15', client.token)
    expect(nov.statusCode).toBe(200)
    expect(budgetIds(nov.body)).toEqual([ids.nov01, ids.nov15].sort())
    expect(nov.body.data.counts.all).toBe(2)

    const late = await get('/api/client/budgets?tab=all&from=2026-11-02', client.token)
    expect(budgetIds(late.body)).toEqual([ids.nov15, ids.nov30].sort())
    const early = await get('/api/client/budgets?tab=all&to=2026-11-01', client.token)
    expect(budgetIds(early.body)).toEqual([ids.nov01])
  })

  it('narrows by the quantity asked; empty values are no filter', async () => {
    const q = await get('/api/client/budgets?tab=all&quantity=500', client.token)
    expect(budgetIds(q.body)).toEqual([ids.nov01, ids.nov30].sort())
    const both = await get('/api/client/budgets?tab=all&quantity=500&from=2026-11-10', client.token)
    expect(budgetIds(both.body)).toEqual([ids.nov30])
    const none = await get('/api/client/budgets?tab=all&quantity=&from=&to=', client.token)
    expect(none.body.data.data).toHaveLength(3)
  })

  it("refuses 'from' after 'to' with a translated 422", async () => {
    const pt = await get('/api/client/budgets?from=2026-11-30&to=2026-11-01', client.token)
    expect(pt.statusCode).toBe(422)
    expect(fieldMessage(pt, 'from')).toBe('A data "de" não pode ser depois da data "até"')
    const en = await get('/api/client/budgets?from=2026-11-30&to=2026-11-01', client.token, 'en')
    expect(fieldMessage(en, 'from')).toBe('The "from" date cannot be after the "to" date')
  })

  it('refuses a quantity out of 1..100000, a fraction and a bad day with 422', async () => {
    const zero = await get('/api/client/budgets?quantity=0', client.token)
    expect(zero.statusCode).toBe(422)
    expect(fieldMessage(zero, 'quantity')).toBe('O valor mínimo é 1')
    const big = await get('/api/client/budgets?quantity=100001', client.token, 'en')
    expect(big.statusCode).toBe(422)
    expect(fieldMessage(big, 'quantity')).toBe('The maximum value is 100000')
    expect((await get('/api/client/budgets?quantity=1.5', client.token)).statusCode).toBe(422)
    const day = await get('/api/client/budgets?to=2026-02-30', client.token)
    expect(day.statusCode).toBe(422)
    expect(fieldMessage(day, 'to')).toBe('Data inválida')
  })
})

describe('GET /supplier/proposals with filters', () => {
  it('narrows by the day the request arrived and the quantity the client asked', async () => {
    const url = '/api/supplier/proposals?tab=new'
    const all = await get(url, supplier.token)
    expect(all.statusCode).toBe(200)
    expect(all.body.data.data).toHaveLength(3)
    const mid = await get(`${url}&from=2026-11-10&to=2026-11-20`, supplier.token)
    expect(mid.body.data.data.map((p: { id: string }) => p.id)).toEqual([proposalIds.nov15])
    expect(mid.body.data.counts.new).toBe(1)
    const big = await get(`${url}&quantity=1000`, supplier.token)
    expect(big.body.data.data.map((p: { id: string }) => p.id)).toEqual([proposalIds.nov15])
  })

  it("refuses 'from' after 'to' and a quantity of 100001", async () => {
    const r = await get('/api/supplier/proposals?from=2026-11-02&to=2026-11-01', supplier.token)
    expect(r.statusCode).toBe(422)
    expect(fieldMessage(r, 'from')).toBe('A data "de" não pode ser depois da data "até"')
    expect((await get('/api/supplier/proposals?quantity=100001', supplier.token)).statusCode).toBe(
      422,
    )
  })
})

describe('GET /admin/suppliers/:id/budgets with filters', () => {
  it('narrows the admin’s budgets tab by day and quantity, and refuses a reversed period', async () => {
    const url = `/api/admin/suppliers/${supplier.id}/budgets`
    const all = await get(url, adminToken)
    expect(all.statusCode).toBe(200)
    expect(all.body.data.data).toHaveLength(3)
    const nov30 = await get(`${url}?from=2026-11-30&to=2026-11-30`, adminToken)
    expect(nov30.body.data.data.map((r: { proposalId: string }) => r.proposalId)).toEqual([
      proposalIds.nov30,
    ])
    const q = await get(`${url}?quantity=500&to=2026-11-15`, adminToken)
    expect(q.body.data.data.map((r: { proposalId: string }) => r.proposalId)).toEqual([
      proposalIds.nov01,
    ])
    const bad = await get(`${url}?from=2026-12-01&to=2026-11-01`, adminToken, 'en')
    expect(bad.statusCode).toBe(422)
    expect(fieldMessage(bad, 'from')).toBe('The "from" date cannot be after the "to" date')
    expect((await get(`${url}?quantity=0`, adminToken)).statusCode).toBe(422)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { createJob } from '../../../test/factories/jobs.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import { createBudget } from '../../../test/factories/budgets.ts'
import { budgetProposals, jobs, users } from '../../db/schema/index.ts'

/**
 * ADR 0029 "Never a 500 on bad input": a NUL character (which PostgreSQL cannot store) in any
 * string of any route is a translated 422 naming the field, and nothing changes; a `null` or
 * non-object JSON body on sign-up is a 4xx.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const NUL = '\u0000'
const fieldOf = (body: { errors?: { field: string; message: string }[] }, field: string) =>
  body.errors?.find((e) => e.field === field)?.message

async function hirerAndPromoter() {
  const { user: promoter } = await createPromoter(t.db)
  const { user: hirer } = await createUser(t.db, { role: 'client' })
  return {
    promoterId: promoter.id,
    hirerId: hirer.id,
    promoterToken: await t.login(promoter.email),
    hirerToken: await t.login(hirer.email),
  }
}

describe('a NUL character in any string is a translated 422 that changes nothing', () => {
  it('jobs: the promoter declining and the hirer cancelling with a NUL in the reason', async () => {
    const p = await hirerAndPromoter()
    const job = await createJob(t.db, { promoterId: p.promoterId, hirerId: p.hirerId })

    const decline = await t.request({
      method: 'POST',
      url: `/api/promoter/jobs/${job.id}/decline`,
      token: p.promoterToken,
      body: { reason: `Agenda cheia${NUL}` },
    })
    expect(decline.statusCode).toBe(422)
    expect(decline.body.code).toBe('VALIDATION_FAILED')
    expect(fieldOf(decline.body, 'reason')).toBe('Contém caracteres não permitidos')

    const cancel = await t.request({
      method: 'POST',
      url: `/api/client/jobs/${job.id}/cancel`,
      token: p.hirerToken,
      locale: 'en',
      body: { reason: `${NUL}` },
    })
    expect(cancel.statusCode).toBe(422)
    expect(fieldOf(cancel.body, 'reason')).toBe('Contains characters that are not allowed')

    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id))
    expect(row.status).toBe('requested')
  })

  it('budgets: a supplier declining a request with a NUL in the reason', async () => {
    const category = await createProductCategory(t.db)
    const { user: supplier } = await createSupplier(t.db)
    const { user: client } = await createUser(t.db, { role: 'client' })
    const product = await createProduct(t.db, { supplierId: supplier.id, categoryId: category.id })
    const { proposals } = await createBudget(t.db, {
      clientId: client.id,
      productId: product.id,
      proposals: [{ supplierId: supplier.id }],
    })
    const res = await t.request({
      method: 'POST',
      url: `/api/supplier/proposals/${proposals[0].id}/decline`,
      token: await t.login(supplier.email),
      body: { reason: `Sem estoque ${NUL} agora` },
    })
    expect(res.statusCode).toBe(422)
    expect(fieldOf(res.body, 'reason')).toBe('Contém caracteres não permitidos')
    const [row] = await t.db
      .select()
      .from(budgetProposals)
      .where(eq(budgetProposals.id, proposals[0].id))
    expect(row.status).toBe('new')
  })

  it('search: a NUL in a query string (promoters and products)', async () => {
    for (const url of ['/api/public/promoters?q=recep%00cionista', '/api/public/products?q=%00']) {
      const res = await t.request({ method: 'GET', url })
      expect(res.statusCode, url).toBe(422)
      expect(fieldOf(res.body, 'q'), url).toBe('Contém caracteres não permitidos')
    }
  })

  it('sign-up: a NUL in a nested field or in a key creates no account', async () => {
    const before = (await t.db.select({ n: count() }).from(users))[0].n
    const nested = await t.request({
      method: 'POST',
      url: '/api/register/client',
      body: { name: 'Ana', address: { street: `Rua ${NUL}Chile` } },
    })
    expect(nested.statusCode).toBe(422)
    expect(fieldOf(nested.body, 'address.street')).toBe('Contém caracteres não permitidos')
    const key = await t.request({
      method: 'POST',
      url: '/api/register/client',
      body: { [`na${NUL}me`]: 'Ana' },
    })
    expect(key.statusCode).toBe(422)
    expect((await t.db.select({ n: count() }).from(users))[0].n).toBe(before)
  })
})

describe('sign-up with a body that is not an object answers 4xx, never 500', () => {
  it.each(['client', 'company', 'promoter', 'supplier'])('/register/%s', async (kind) => {
    for (const payload of ['null', '[]', '42', '"texto"', 'true', '[null]']) {
      const res = await t.request({
        method: 'POST',
        url: `/api/register/${kind}`,
        headers: { 'content-type': 'application/json' },
        body: payload,
        remoteAddress: `10.9.${kind.length}.${payload.length}`,
      })
      expect(res.statusCode, payload).toBe(422)
      expect(res.body.code, payload).toBe('VALIDATION_FAILED')
      expect(res.body.message, payload).toBe('Verifique os campos')
    }
  })
})

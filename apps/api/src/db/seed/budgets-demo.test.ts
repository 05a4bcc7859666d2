import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { seedDemo } from './demo.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedDemo(t.db, 'test')
})
afterAll(() => t.close())

describe('demo budgets', () => {
  it('the demo client sees an open request with quotes and a completed, rated deal', async () => {
    const token = await t.login('cliente@galera.dev')
    const list = await t.request({ method: 'GET', url: '/api/client/budgets?tab=all', token })
    expect(list.statusCode).toBe(200)
    const statuses = list.body.data.data.map((b: { status: string }) => b.status).sort()
    // The open request, the rated squeeze deal and three rated deals of the showcase (ADR 0032).
    expect(statuses).toEqual(['completed', 'completed', 'completed', 'completed', 'open'])
    const open = list.body.data.data.find((b: { status: string }) => b.status === 'open')
    const detail = await t.request({ method: 'GET', url: `/api/client/budgets/${open.id}`, token })
    expect(detail.statusCode).toBe(200)
    const states = detail.body.data.proposals_list.map((p: { status: string }) => p.status).sort()
    expect(states).toEqual(['answered', 'counter', 'new'])

    const done = list.body.data.data.find(
      (b: { status: string; product: { name: string } | null }) =>
        b.status === 'completed' && b.product?.name === 'Squeeze Fitness 500 ml',
    )
    const ratings = await t.request({
      method: 'GET',
      url: `/api/public/products/${done.product.id}/ratings`,
    })
    expect(ratings.body.data.total).toBe(1)
    expect(ratings.body.data.data[0].helpfulYes).toBe(1)
  })

  it('the demo supplier has a request to answer and the company an open reverse auction', async () => {
    const supplier = await t.login('fornecedor@galera.dev')
    const inbox = await t.request({
      method: 'GET',
      url: '/api/supplier/proposals?tab=new',
      token: supplier,
    })
    expect(inbox.body.data.counts.new).toBe(1)
    const litoral = await t.login('litoralbrindes@galera.dev')
    const auctions = await t.request({
      method: 'GET',
      url: '/api/supplier/reverse-auctions',
      token: litoral,
    })
    expect(auctions.body.data).toHaveLength(1)
    expect(auctions.body.data[0].myProposalId).not.toBeNull()
    const company = await t.login('empresa@galera.dev')
    const mine = await t.request({ method: 'GET', url: '/api/client/budgets', token: company })
    // The reverse auction, and three rated deals of the showcase (ADR 0032).
    expect(mine.body.data.data.map((b: { kind: string }) => b.kind).sort()).toEqual([
      'budget',
      'budget',
      'budget',
      'reverse_auction',
    ])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createImage, createUser } from '../../../test/factories/accounts.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import { createBudget, createReverseAuction } from '../../../test/factories/budgets.ts'
import { createJob } from '../../../test/factories/jobs.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import {
  createAdAuction,
  createWonAdAuction,
  placeBid,
} from '../../../test/factories/promotions.ts'
import {
  budgetProposals,
  ledgerEntries,
  supplierRatings,
  suppliers,
} from '../../db/schema/index.ts'
import { monthOf } from './dashboards.service.ts'

let t: TestApp
let admin: { id: string; token: string }
const HOUR = 3_600_000
/** The ManualClock's start. */
const NOW = new Date('2026-11-22T12:00:00Z')

beforeAll(async () => {
  t = await createTestApp()
  const { user } = await createUser(t.db, { role: 'admin_basic' })
  admin = { id: user.id, token: await t.login(user.email, undefined, '/api/auth/login/admin') }
})
afterAll(() => t.close())

const get = (url: string, token?: string, locale: 'pt' | 'en' = 'pt') =>
  t.request({ method: 'GET', url, token, locale })

describe('monthOf', () => {
  it('bounds the São Paulo month, also across a year and at the UTC midnight', () => {
    expect(monthOf(NOW)).toEqual({
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
      from: new Date('2026-11-01T03:00:00Z'),
      to: new Date('2026-12-01T03:00:00Z'),
    })
    // 02:00 UTC on Dec 1st is still November 30th in São Paulo.
    expect(monthOf(new Date('2026-12-01T02:00:00Z')).firstDay).toBe('2026-11-01')
    expect(monthOf(new Date('2026-12-31T12:00:00Z'))).toMatchObject({
      lastDay: '2026-12-31',
      to: new Date('2027-01-01T03:00:00Z'),
    })
  })
})

describe('GET /api/supplier/dashboard', () => {
  it('only suppliers; an empty supplier gets zeros and nulls', async () => {
    expect((await get('/api/supplier/dashboard')).statusCode).toBe(401)
    const { user: c } = await createUser(t.db, { role: 'client' })
    expect((await get('/api/supplier/dashboard', await t.login(c.email))).statusCode).toBe(403)
    expect((await get('/api/supplier/dashboard', admin.token)).statusCode).toBe(403)
    const { user: s } = await createSupplier(t.db)
    const res = await get('/api/supplier/dashboard', await t.login(s.email))
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toEqual({
      openRequests: [],
      openRequestsCount: 0,
      answerRate: null,
      answerMinutes: null,
      dealsClosed: 0,
      dealsThisMonth: 0,
      ratings: { average: null, count: 0 },
      activePromotions: [],
      leadingAuctions: 0,
      openAuctions: expect.any(Number),
    })
  })

  it('counts its requests, answers, deals, ratings, ads and auctions', async () => {
    const { user: s } = await createSupplier(t.db, { name: 'Painel Completo' })
    const { user: rival } = await createSupplier(t.db)
    const token = await t.login(s.email)
    const { user: client } = await createUser(t.db, { role: 'client' })
    const cat = await createProductCategory(t.db, { namePt: 'Bonés', nameEn: 'Caps' })
    const p = await createProduct(t.db, { supplierId: s.id, categoryId: cat.id, name: 'Boné Aba' })
    const deadline = (h: number) => new Date(NOW.getTime() + h * HOUR)

    // Waiting: two budgets and one past its deadline (not waiting any more).
    const { proposals: late } = await createBudget(t.db, {
      clientId: client.id,
      productId: p.id,
      quantity: 200,
      now: new Date(NOW.getTime() - 10 * HOUR),
      proposals: [{ supplierId: s.id, answerDeadline: deadline(30) }],
    })
    const { proposals: soon } = await createBudget(t.db, {
      clientId: client.id,
      productId: p.id,
      quantity: 300,
      now: new Date(NOW.getTime() - 2 * HOUR),
      proposals: [{ supplierId: s.id, answerDeadline: deadline(5) }],
    })
    await createBudget(t.db, {
      clientId: client.id,
      productId: p.id,
      now: new Date(NOW.getTime() - 80 * HOUR),
      proposals: [{ supplierId: s.id, answerDeadline: deadline(-1) }],
    })
    // Answered 60 and 120 minutes after the request; one declined after 30 minutes.
    const answered = async (minutes: number, status: 'answered' | 'declined' | 'completed') => {
      const created = new Date(NOW.getTime() - 48 * HOUR)
      const { proposals } = await createBudget(t.db, {
        clientId: client.id,
        productId: p.id,
        now: created,
        proposals: [{ supplierId: s.id, status }],
      })
      const at = new Date(created.getTime() + minutes * 60_000)
      await t.db
        .update(budgetProposals)
        .set(status === 'declined' ? { declinedAt: at } : { answeredAt: at })
        .where(eq(budgetProposals.id, proposals[0].id))
      return proposals[0]
    }
    await answered(60, 'answered')
    const deal = await answered(120, 'completed')
    await answered(30, 'declined')
    // Reverse-auction proposals are its own initiative: not in the answer rate.
    await createReverseAuction(t.db, {
      clientId: client.id,
      categoryId: cat.id,
      proposalsUntil: deadline(24),
      proposals: [{ supplierId: s.id }],
    })
    await t.db.insert(supplierRatings).values([
      {
        supplierId: s.id,
        clientId: client.id,
        proposalId: deal.id,
        costBenefit: 5,
        onTime: 5,
        support: 4,
        quality: 4,
      },
      {
        supplierId: s.id,
        clientId: client.id,
        proposalId: late[0].id,
        costBenefit: 3,
        onTime: 3,
        support: 3,
        quality: 3,
      },
    ])

    // Ads: online now, scheduled, over, cancelled; and auctions it leads or lost the lead in.
    const won = (
      name: string,
      startsOn: string,
      endsOn: string,
      slideOrder: number,
      cancelled = false,
    ) =>
      createWonAdAuction(t.db, {
        winnerId: s.id,
        name,
        startsOn,
        endsOn,
        slideOrder,
        adCancelledAt: cancelled ? NOW : null,
      })
    const { auction: online } = await won('No Ar', '2026-11-20', '2026-11-30', 11)
    const { auction: scheduled } = await won('Agendado', '2026-12-10', '2026-12-20', 12)
    await won('Acabou', '2026-11-01', '2026-11-21', 13)
    await won('Cancelado', '2026-11-20', '2026-11-30', 14, true)
    const leading = await createAdAuction(t.db, { slideOrder: 15 })
    await placeBid(t.db, { auctionId: leading.id, supplierId: rival.id, amountCents: 10_000 })
    await placeBid(t.db, { auctionId: leading.id, supplierId: s.id, amountCents: 11_000 })
    const outbid = await createAdAuction(t.db, { slideOrder: 16 })
    await placeBid(t.db, { auctionId: outbid.id, supplierId: s.id, amountCents: 10_000 })
    await placeBid(t.db, { auctionId: outbid.id, supplierId: rival.id, amountCents: 11_000 })
    // Its withdrawn top bid does not lead.
    const withdrawn = await createAdAuction(t.db, { slideOrder: 17 })
    await placeBid(t.db, { auctionId: withdrawn.id, supplierId: rival.id, amountCents: 10_000 })
    await placeBid(t.db, {
      auctionId: withdrawn.id,
      supplierId: s.id,
      amountCents: 12_000,
      withdrawnAt: NOW,
    })
    // A category auction it may not bid on (no product there), and an upcoming company one.
    const other = await createProductCategory(t.db)
    await createAdAuction(t.db, { kind: 'category', categoryId: other.id, slideOrder: 18 })
    await createAdAuction(t.db, {
      slideOrder: 19,
      bidsOpenAt: deadline(24),
      bidsCloseAt: deadline(48),
    })
    await createAdAuction(t.db, { kind: 'category', categoryId: cat.id, slideOrder: 20 })

    const res = await get('/api/supplier/dashboard', token, 'en')
    expect(res.statusCode).toBe(200)
    const d = res.body.data
    expect(d.openRequestsCount).toBe(2)
    expect(d.openRequests).toEqual([
      {
        proposalId: soon[0].id,
        budgetId: soon[0].budgetId,
        kind: 'budget',
        subject: 'Boné Aba',
        quantity: 300,
        answerBy: deadline(5).toISOString(),
      },
      expect.objectContaining({ proposalId: late[0].id, quantity: 200 }),
    ])
    // Due: the expired one and the three answered or declined; answered or declined: three.
    expect(d.answerRate).toBe(0.75)
    expect(d.answerMinutes).toBe(60)
    expect(d.dealsClosed).toBe(1)
    expect(d.dealsThisMonth).toBe(1)
    expect(d.ratings).toEqual({ average: 3.75, count: 2 })
    expect(d.activePromotions).toEqual([
      {
        auctionId: online.id,
        name: 'No Ar',
        kind: 'company',
        status: 'online',
        startsOn: '2026-11-20',
        endsOn: '2026-11-30',
      },
      expect.objectContaining({ auctionId: scheduled.id, status: 'scheduled' }),
    ])
    expect(d.leadingAuctions).toBe(1)

    // Open for it: every company auction still taking bids (or about to) and the category one
    // where it has a product; not the other category. An inactive supplier may bid on none.
    const companies = await t.request({
      method: 'GET',
      url: '/api/supplier/dashboard',
      token: await t.login((await createSupplier(t.db)).user.email),
    })
    expect(d.openAuctions).toBe(companies.body.data.openAuctions + 1)
    await t.db.update(suppliers).set({ status: 'inactive' }).where(eq(suppliers.userId, s.id))
    const off = await get('/api/supplier/dashboard', token)
    expect(off.body.data.openAuctions).toBe(0)
    expect(off.body.data.openRequests[0].subject).toBe('Boné Aba')
  })
})

describe('GET /api/admin/dashboard', () => {
  it('only admins', async () => {
    expect((await get('/api/admin/dashboard')).statusCode).toBe(401)
    const { user: s } = await createSupplier(t.db)
    expect((await get('/api/admin/dashboard', await t.login(s.email))).statusCode).toBe(403)
  })

  it("counts this month's jobs and revenue, lists the newest and the auctions and today's slides", async () => {
    const before = (await get('/api/admin/dashboard', admin.token)).body.data
    const { user: s } = await createSupplier(t.db, { name: 'Fornecedor Novíssimo' })
    const { user: company } = await createUser(t.db, {
      role: 'company',
      name: 'Pessoa Empresa',
      tradeName: 'Empresa Nova',
    })
    const { user: client } = await createUser(t.db, { role: 'client' })
    const cat = await createProductCategory(t.db)
    const product = await createProduct(t.db, {
      supplierId: s.id,
      categoryId: cat.id,
      name: 'Produto Recente',
    })
    await createBudget(t.db, {
      clientId: client.id,
      productId: product.id,
      proposals: [{ supplierId: s.id }],
    })
    await createBudget(t.db, {
      clientId: client.id,
      productId: product.id,
      status: 'cancelled',
      proposals: [{ supplierId: s.id }],
    })
    const { user: promoter } = await createPromoter(t.db)
    // Starting this month (booked), next month, and a request not booked yet.
    await createJob(t.db, {
      promoterId: promoter.id,
      hirerId: client.id,
      status: 'accepted',
      startDate: '2026-11-28',
    })
    await createJob(t.db, {
      promoterId: promoter.id,
      hirerId: client.id,
      status: 'accepted',
      startDate: '2026-12-05',
    })
    await createJob(t.db, { promoterId: promoter.id, hirerId: client.id, startDate: '2026-11-29' })
    // Settled this month and last month (fees by when the ledger row was written).
    const done = await createJob(t.db, {
      promoterId: promoter.id,
      hirerId: client.id,
      status: 'completed',
      startDate: '2026-11-10',
      cashCents: 100_000,
    })
    const old = await createJob(t.db, {
      promoterId: promoter.id,
      hirerId: client.id,
      status: 'completed',
      startDate: '2026-10-10',
      cashCents: 100_000,
    })
    await t.db
      .update(ledgerEntries)
      .set({ createdAt: new Date('2026-11-15T12:00:00Z') })
      .where(eq(ledgerEntries.jobId, done.id))
    await t.db
      .update(ledgerEntries)
      .set({ createdAt: new Date('2026-10-31T12:00:00Z') })
      .where(eq(ledgerEntries.jobId, old.id))
    const [fee] = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.jobId, done.id))
      .then((rows) => rows.filter((r) => r.kind === 'platform_fee'))

    // Auctions: a result with art online today, one closing in a day, one in three days.
    const desktop = await createImage(t.db, { ownerId: s.id, purpose: 'banner' })
    const mobile = await createImage(t.db, { ownerId: s.id, purpose: 'banner' })
    const { auction: result } = await createWonAdAuction(t.db, {
      winnerId: s.id,
      amountCents: 25_000,
      name: 'Resultado Hoje',
      startsOn: '2026-11-20',
      endsOn: '2026-11-27',
      position: 'bottom',
      slideOrder: 7,
      desktopImageId: desktop.id,
      mobileImageId: mobile.id,
      bidsCloseAt: new Date(NOW.getTime() - 60_000),
    })
    await t.db
      .update(ledgerEntries)
      .set({ createdAt: NOW })
      .where(eq(ledgerEntries.adAuctionId, result.id))
    const closing = await createAdAuction(t.db, {
      name: 'Fecha Amanhã',
      slideOrder: 8,
      bidsCloseAt: new Date(NOW.getTime() + 24 * HOUR),
    })
    await placeBid(t.db, { auctionId: closing.id, supplierId: s.id, amountCents: 15_000 })
    const later = await createAdAuction(t.db, {
      name: 'Fecha Depois',
      slideOrder: 9,
      bidsCloseAt: new Date(NOW.getTime() + 72 * HOUR),
    })

    const res = await get('/api/admin/dashboard', admin.token)
    expect(res.statusCode).toBe(200)
    const d = res.body.data
    const delta = (k: 'openBudgets' | 'jobsThisMonth' | 'feesRevenueCents' | 'adsRevenueCents') =>
      d.counts[k] - before.counts[k]
    expect(delta('openBudgets')).toBe(1)
    // The booked one starting on the 28th and the completed one of the 10th; not December's
    // nor the request not booked yet.
    expect(delta('jobsThisMonth')).toBe(2)
    expect(delta('feesRevenueCents')).toBe(fee.amountCents)
    expect(fee.amountCents).toBeGreaterThan(0)
    expect(delta('adsRevenueCents')).toBe(25_000)
    expect(d.counts.usersByRole.supplier - before.counts.usersByRole.supplier).toBe(1)
    expect(d.counts.usersByRole.company - before.counts.usersByRole.company).toBe(1)
    expect(Object.keys(d.counts.usersByRole).sort()).toEqual([
      'admin_basic',
      'admin_master',
      'client',
      'company',
      'promoter',
      'supplier',
    ])

    expect(d.latestProducts[0]).toMatchObject({
      id: product.id,
      name: 'Produto Recente',
      supplierName: 'Fornecedor Novíssimo',
    })
    expect(d.latestProducts.length).toBeLessThanOrEqual(5)
    const newest = d.newCompanies.map((c: { id: string }) => c.id)
    expect(newest.slice(0, 2).sort()).toEqual([s.id, company.id].sort())
    expect(d.newCompanies.find((c: { id: string }) => c.id === company.id)).toMatchObject({
      name: 'Empresa Nova',
      role: 'company',
    })

    const ids = (list: { id: string }[]) => list.map((a) => a.id)
    expect(ids(d.auctions.open)).toEqual(expect.arrayContaining([closing.id]))
    expect(ids(d.auctions.closingSoon)).toContain(closing.id)
    expect(ids(d.auctions.closingSoon)).not.toContain(later.id)
    expect(d.auctions.closingSoon.find((a: { id: string }) => a.id === closing.id)).toEqual({
      id: closing.id,
      name: 'Fecha Amanhã',
      kind: 'company',
      phase: 'open',
      bidsCloseAt: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
      highestBidCents: 15_000,
      bidCount: 1,
      winnerName: null,
    })
    expect(d.auctions.results[0]).toMatchObject({
      id: result.id,
      phase: 'closed',
      highestBidCents: 25_000,
      winnerName: 'Fornecedor Novíssimo',
    })
    expect(d.banners).toContainEqual({
      id: result.id,
      source: 'auction',
      title: 'Fornecedor Novíssimo',
      position: 'bottom',
      slideOrder: 7,
      endsOn: '2026-11-27',
    })

    // The day after its period the slide is gone.
    t.clock.set(new Date('2026-11-28T12:00:00Z'))
    try {
      const next = (await get('/api/admin/dashboard', admin.token)).body.data
      expect(ids(next.banners)).not.toContain(result.id)
    } finally {
      t.clock.set(NOW)
    }
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createImage, createUser } from '../../../test/factories/accounts.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
  setUserStatus,
} from '../../../test/factories/products.ts'
import { createAdAuction, createWonAdAuction } from '../../../test/factories/promotions.ts'
import { banners, suppliers } from '../../db/schema/index.ts'
import { PUBLIC_CACHE_CONTROL } from '../../platform/http/public-reads.ts'

let t: TestApp
let adminId: string
const CLOCK_START = new Date('2026-11-22T12:00:00Z')

beforeAll(async () => {
  t = await createTestApp()
  adminId = (await createUser(t.db, { role: 'admin_master' })).user.id
})
afterAll(() => t.close())
beforeEach(() => t.clock.set(CLOCK_START))

const art = async () => (await createImage(t.db, { ownerId: adminId, purpose: 'banner' })).id

async function banner(over: Partial<typeof banners.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(banners)
    .values({
      title: 'Banner',
      startsOn: '2026-11-25',
      endsOn: '2026-11-27',
      desktopImageId: await art(),
      mobileImageId: await art(),
      position: 'top',
      slideOrder: 1,
      createdBy: adminId,
      ...over,
    })
    .returning()
  return row
}

const slides = async () => {
  const res = await t.request({ method: 'GET', url: '/api/public/slides' })
  expect(res.statusCode).toBe(200)
  return res
}
const ids = (list: { id: string }[]) => list.map((s) => s.id)
/** São Paulo is UTC−3: its day D starts at D 03:00Z. */
const spMidnight = (day: string) => new Date(`${day}T03:00:00Z`)

describe('GET /api/public/slides', () => {
  it('answers anonymous callers with a short public cache', async () => {
    const res = await slides()
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    expect(res.body.data).toEqual({ top: expect.any(Array), bottom: expect.any(Array) })
  })

  it('shows a banner from the first to the last São Paulo day of its period, not after a delete', async () => {
    const b = await banner({ title: 'Verão', link: 'https://galera.dev/verao' })
    const gone = await banner({ title: 'Apagado', deletedAt: new Date() })
    expect(ids((await slides()).body.data.top)).not.toContain(b.id)
    t.clock.set(new Date(spMidnight('2026-11-25').getTime() - 1000))
    expect(ids((await slides()).body.data.top)).not.toContain(b.id)
    t.clock.set(spMidnight('2026-11-25'))
    const first = (await slides()).body.data.top
    expect(first.find((s: { id: string }) => s.id === b.id)).toEqual({
      id: b.id,
      source: 'banner',
      kind: null,
      title: 'Verão',
      position: 'top',
      slideOrder: 1,
      link: 'https://galera.dev/verao',
      external: true,
      desktop: expect.objectContaining({ imageId: b.desktopImageId, url: expect.any(String) }),
      mobile: expect.objectContaining({ imageId: b.mobileImageId }),
    })
    expect(ids(first)).not.toContain(gone.id)
    t.clock.set(new Date(spMidnight('2026-11-28').getTime() - 1000))
    expect(ids((await slides()).body.data.top)).toContain(b.id)
    t.clock.set(spMidnight('2026-11-28'))
    expect(ids((await slides()).body.data.top)).not.toContain(b.id)
  })

  it('shows online won ads with the winner title and the link of their kind', async () => {
    const winner = await createSupplier(t.db, { name: 'Brindes do Farol' })
    const category = await createProductCategory(t.db)
    const product = await createProduct(t.db, {
      supplierId: winner.user.id,
      categoryId: category.id,
      importerCode: 'XBZ-9',
    })
    const period = { startsOn: '2026-12-01', endsOn: '2026-12-05' }
    const company = await createWonAdAuction(t.db, {
      winnerId: winner.user.id,
      kind: 'company',
      position: 'bottom',
      slideOrder: 2,
      desktopImageId: await art(),
      mobileImageId: await art(),
      ...period,
    })
    const byCategory = await createWonAdAuction(t.db, {
      winnerId: winner.user.id,
      kind: 'category',
      categoryId: category.id,
      position: 'bottom',
      slideOrder: 1,
      desktopImageId: await art(),
      mobileImageId: await art(),
      ...period,
    })
    const byProduct = await createWonAdAuction(t.db, {
      winnerId: winner.user.id,
      kind: 'product',
      productId: product.id,
      productKey: 'xbz-9',
      position: 'top',
      desktopImageId: await art(),
      mobileImageId: await art(),
      ...period,
    })
    expect(ids((await slides()).body.data.bottom)).not.toContain(company.auction.id)
    t.clock.set(spMidnight('2026-12-01'))
    const { top, bottom } = (await slides()).body.data
    // Slide order first: the category ad (1) before the company ad (2).
    expect(bottom.map((s: { id: string }) => s.id)).toEqual([
      byCategory.auction.id,
      company.auction.id,
    ])
    expect(bottom[1]).toMatchObject({
      source: 'auction',
      kind: 'company',
      title: 'Brindes do Farol',
      link: `/fornecedor/${winner.user.id}`,
      external: false,
    })
    expect(bottom[0]).toMatchObject({ kind: 'category', link: `/categoria/${category.id}` })
    expect(top.find((s: { id: string }) => s.id === byProduct.auction.id)).toMatchObject({
      kind: 'product',
      title: 'Brindes do Farol',
      link: `/produto/${product.id}`,
    })
    t.clock.set(spMidnight('2026-12-06'))
    const after = (await slides()).body.data
    expect(ids(after.bottom)).not.toContain(company.auction.id)
    expect(ids(after.top)).not.toContain(byProduct.auction.id)
  })

  it('hides won ads without both arts, cancelled ads, cancelled or still open auctions, and inactive winners', async () => {
    const period = { startsOn: '2026-11-22', endsOn: '2026-11-30', position: 'top' as const }
    const winner = (await createSupplier(t.db)).user.id
    const shown = await createWonAdAuction(t.db, {
      winnerId: winner,
      desktopImageId: await art(),
      mobileImageId: await art(),
      ...period,
    })
    const noMobile = await createWonAdAuction(t.db, {
      winnerId: winner,
      desktopImageId: await art(),
      ...period,
    })
    const cancelledAd = await createWonAdAuction(t.db, {
      winnerId: winner,
      desktopImageId: await art(),
      mobileImageId: await art(),
      adCancelledAt: new Date('2026-11-21T12:00:00Z'),
      ...period,
    })
    const cancelledAuction = await createAdAuction(t.db, {
      status: 'cancelled',
      desktopImageId: await art(),
      mobileImageId: await art(),
      ...period,
    })
    const open = await createAdAuction(t.db, {
      desktopImageId: await art(),
      mobileImageId: await art(),
      ...period,
    })
    const top = ids((await slides()).body.data.top)
    expect(top).toContain(shown.auction.id)
    for (const hidden of [
      noMobile.auction.id,
      cancelledAd.auction.id,
      cancelledAuction.id,
      open.id,
    ])
      expect(top).not.toContain(hidden)

    await t.db.update(suppliers).set({ status: 'inactive' }).where(eq(suppliers.userId, winner))
    expect(ids((await slides()).body.data.top)).not.toContain(shown.auction.id)
    await t.db.update(suppliers).set({ status: 'active' }).where(eq(suppliers.userId, winner))
    await setUserStatus(t.db, winner, 'suspended')
    expect(ids((await slides()).body.data.top)).not.toContain(shown.auction.id)
  })

  it('orders banners and won ads of one position together by slide order, then creation', async () => {
    const day = '2027-02-10'
    const period = { startsOn: day, endsOn: day }
    const late = await banner({ ...period, position: 'bottom', slideOrder: 5 })
    const early = await banner({
      ...period,
      position: 'bottom',
      slideOrder: 5,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    })
    const ad = await createWonAdAuction(t.db, {
      winnerId: (await createSupplier(t.db)).user.id,
      position: 'bottom',
      slideOrder: 3,
      desktopImageId: await art(),
      mobileImageId: await art(),
      ...period,
    })
    t.clock.set(spMidnight(day))
    const { top, bottom } = (await slides()).body.data
    expect(ids(bottom)).toEqual([ad.auction.id, early.id, late.id])
    expect(ids(top)).toEqual([])
  })
})

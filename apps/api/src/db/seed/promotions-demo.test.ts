import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AD_ART_SPECS, todayInBrazil } from '@galera/shared'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { adChargesOf } from '../../../test/factories/promotions.ts'
import { adAuctions, adBids, banners } from '../schema/index.ts'
import { seedDemo } from './demo.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedDemo(t.db, 'test')
  // The seed dates everything from the real now; read it on the same day.
  t.clock.set(new Date())
})
afterAll(() => t.close())

describe('demo promotions', () => {
  it('the home shows two banners and the won product ad today, with art of the exact sizes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/slides' })
    expect(res.statusCode).toBe(200)
    const { top, bottom } = res.body.data
    expect(top.map((s: { title: string }) => s.title)).toEqual([
      'Bahia Promo — brindes sustentáveis',
      'Recôncavo Personalizados',
    ])
    expect(top[1]).toMatchObject({ source: 'auction', kind: 'product', external: false })
    expect(top[1].link).toMatch(/^\/produto\/[0-9a-f-]{36}$/)
    expect(bottom).toHaveLength(1)
    expect(bottom[0]).toMatchObject({
      title: 'Semana das canetas personalizadas',
      link: 'https://galera.dev/semana-das-canetas',
      external: true,
    })
    for (const [position, slides] of [
      ['top', top],
      ['bottom', bottom],
    ] as const)
      for (const s of slides) {
        expect([s.desktop.width, s.desktop.height]).toEqual([
          AD_ART_SPECS[position].desktop.width,
          AD_ART_SPECS[position].desktop.height,
        ])
        expect([s.mobile.width, s.mobile.height]).toEqual([
          AD_ART_SPECS[position].mobile.width,
          AD_ART_SPECS[position].mobile.height,
        ])
      }
    const file = await t.request({ method: 'GET', url: top[0].desktop.url })
    expect(file.statusCode).toBe(200)
  })

  it('admins see two online banners and a scheduled one; Litoral Brindes has none', async () => {
    const token = await t.login('master@galera.dev', undefined, '/api/auth/login/admin')
    const res = await t.request({ method: 'GET', url: '/api/admin/banners', token })
    expect(res.statusCode).toBe(200)
    const statuses = res.body.data.data.map((b: { status: string }) => b.status).sort()
    expect(statuses).toEqual(['online', 'online', 'scheduled'])
    expect(
      res.body.data.data.some((b: { company: { name: string } | null }) =>
        b.company?.name.startsWith('Litoral'),
      ),
    ).toBe(false)
    const rows = await t.db.select().from(banners)
    expect(rows).toHaveLength(3)
  })

  it('an open company auction with two bids and a won product auction charged once', async () => {
    const auctions = await t.db.select().from(adAuctions)
    const open = auctions.find((a) => a.status === 'open')!
    const closed = auctions.find((a) => a.status === 'closed')!
    expect(open.kind).toBe('company')
    const now = new Date()
    expect(open.bidsOpenAt.getTime()).toBeLessThan(now.getTime())
    expect(open.bidsCloseAt.getTime()).toBeGreaterThan(now.getTime())
    expect(open.startsOn > todayInBrazil(open.bidsCloseAt)).toBe(true)
    const bids = await t.db.select().from(adBids).where(eq(adBids.auctionId, open.id))
    expect(bids.map((b) => b.amountCents).sort()).toEqual([50_000, 55_000])
    expect(closed.kind).toBe('product')
    const winners = await t.db.select().from(adBids).where(eq(adBids.auctionId, closed.id))
    expect(winners.filter((b) => b.won)).toHaveLength(1)
    const charges = await adChargesOf(t.db, closed.id)
    expect(charges).toHaveLength(1)
    expect(charges[0].amountCents).toBe(35_000)
  })
})

import { describe, expect, it } from 'vitest'
import type { AdAuctionDto } from '@galera/shared/promotions/promotion.schemas.ts'
import {
  EMPTY_AUCTION,
  EMPTY_BANNER,
  auctionValuesFrom,
  bannerBody,
  bannerValuesFrom,
  centsToText,
  instantToWall,
  validateAuction,
  validateBanner,
  wallToInstant,
  type AuctionFormValues,
} from './auction-form.ts'

const uuid = '7b1f3c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f'
const details = 'Espaço no topo da página inicial para a empresa vencedora. '.repeat(3)

const filled: AuctionFormValues = {
  ...EMPTY_AUCTION,
  name: 'Topo de dezembro',
  details,
  minBid: '1.500,00',
  increment: '50',
  bidsOpenAt: '2026-11-25T09:00',
  bidsCloseAt: '2026-11-30T18:00',
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
}

describe('auction form', () => {
  it('sends centavos and São Paulo wall times as instants', () => {
    const r = validateAuction(filled)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.body.minBidCents).toBe(150_000)
    expect(r.body.incrementCents).toBe(5_000)
    expect(r.body.bidsOpenAt).toBe('2026-11-25T12:00:00.000Z')
    expect(r.body.bidsCloseAt).toBe('2026-11-30T21:00:00.000Z')
    expect(r.body.categoryId).toBeNull()
    expect(r.body.productId).toBeNull()
  })

  it('says which fields are missing or wrong', () => {
    const r = validateAuction({ ...EMPTY_AUCTION, minBid: 'abc' })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors.bidsOpenAt).toBe('validation.required')
    expect(r.errors.startsOn).toBe('validation.required')
    expect(r.errors.minBidCents).toBeDefined()
    expect(r.errors.incrementCents).toBeDefined()
    expect(r.errors.name).toBeDefined()
  })

  it('asks for the category or product of those kinds', () => {
    const cat = validateAuction({ ...filled, kind: 'category' })
    expect(cat.ok || cat.errors.categoryId).toBe('validation.required')
    const prod = validateAuction({ ...filled, kind: 'product' })
    expect(prod.ok || prod.errors.productId).toBe('validation.required')
    const ok = validateAuction({ ...filled, kind: 'product', product: { id: uuid, label: 'x' } })
    expect(ok.ok && ok.body.productId).toBe(uuid)
  })

  it('refuses an ad that starts on the day bidding closes', () => {
    const r = validateAuction({ ...filled, startsOn: '2026-11-30' })
    expect(r.ok || r.errors.startsOn).toBe('promotions.validation.startAfterClose')
    const c = validateAuction({ ...filled, bidsCloseAt: '2026-11-25T08:00' })
    expect(c.ok || c.errors.bidsCloseAt).toBe('promotions.validation.closeAfterOpen')
  })

  it('round-trips wall times and money', () => {
    expect(instantToWall(wallToInstant('2026-12-01T23:30'))).toBe('2026-12-01T23:30')
    expect(wallToInstant('')).toBe('')
    expect(centsToText(123_456)).toBe('1.234,56')
    const dto = {
      kind: 'product',
      name: 'n',
      details,
      category: null,
      product: { id: uuid, name: 'Caneca', code: 'CAN-1' },
      position: 'bottom',
      slideOrder: 2,
      minBidCents: 10_000,
      incrementCents: 1_000,
      bidsOpenAt: '2026-11-25T12:00:00.000Z',
      bidsCloseAt: '2026-11-30T21:00:00.000Z',
      startsOn: '2026-12-01',
      endsOn: '2026-12-02',
      exampleImageUrl: '/x.webp',
      exampleImageId: uuid,
    } as unknown as AdAuctionDto
    const v = auctionValuesFrom(dto)
    expect(v.bidsOpenAt).toBe('2026-11-25T09:00')
    expect(v.minBid).toBe('100,00')
    expect(v.example).toEqual({ id: uuid, url: '/x.webp' })
    expect(v.product?.label).toBe('Caneca (CAN-1)')
  })
})

describe('banner form', () => {
  it('requires both arts and the dates', () => {
    const r = validateBanner({ ...EMPTY_BANNER, title: 'Natal' })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors.desktopImageId).toBe('promotions.validation.fileRequired')
    expect(r.errors.mobileImageId).toBe('promotions.validation.fileRequired')
    expect(r.errors.startsOn).toBe('validation.required')
  })

  it('sends an empty link as null and refuses a non-http link', () => {
    const base = {
      ...EMPTY_BANNER,
      title: 'Natal',
      startsOn: '2026-12-01',
      endsOn: '2026-12-10',
      desktop: { id: uuid, url: '/d' },
      mobile: { id: uuid, url: '/m' },
    }
    const ok = validateBanner(base)
    expect(ok.ok).toBe(true)
    const bad = validateBanner({ ...base, link: 'javascript:alert(1)' })
    expect(bad.ok || bad.errors.link).toBeTruthy()
    expect(bad.ok).toBe(false)
  })

  it('sends the chosen product, and reads it back from a banner (ADR 0028)', () => {
    const base = {
      ...EMPTY_BANNER,
      title: 'Squeeze',
      startsOn: '2026-12-01',
      endsOn: '2026-12-10',
      desktop: { id: uuid, url: '/d' },
      mobile: { id: uuid, url: '/m' },
    }
    expect(bannerBody(base).productId).toBeNull()
    expect(bannerBody({ ...base, product: { id: uuid, label: 'Squeeze (S-1)' } }).productId).toBe(
      uuid,
    )
    const back = bannerValuesFrom({
      id: uuid,
      title: 'Squeeze',
      company: null,
      category: null,
      product: { id: uuid, name: 'Squeeze Fitness' },
      startsOn: '2026-12-01',
      endsOn: '2026-12-10',
      link: null,
      desktop: { imageId: uuid, url: '/d', width: 1280, height: 400 },
      mobile: { imageId: uuid, url: '/m', width: 780, height: 600 },
      position: 'top',
      slideOrder: 1,
      status: 'scheduled',
      statusCode: 2,
      createdAt: '2026-11-25T12:00:00.000Z',
    })
    expect(back.product).toEqual({ id: uuid, label: 'Squeeze Fitness' })
  })
})

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { AD_ART_SPECS, type AdAuctionInput } from '@galera/shared'
import {
  createTestApp,
  TEST_APP_KEY,
  TEST_APP_SECRET,
  type TestApp,
} from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import {
  AD_DETAILS,
  adChargesOf,
  createAdAuction,
  createWonAdAuction,
  placeBid,
} from '../../../test/factories/promotions.ts'
import { adAuctions, auditLog, notifications, suppliers } from '../../db/schema/index.ts'
import { makePng, multipart } from '../../platform/files/testing/multipart.ts'

let t: TestApp
let dataDir: string
let admin: string
let adminId: string
let adminEmail: string
const START = '2026-11-22T12:00:00.000Z'
const NO_ID = '00000000-0000-4000-8000-000000000000'
const A = '/api/admin/ad-auctions'
const S = '/api/supplier/ad-auctions'

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'galera-ads-'))
  t = await createTestApp({ env: { DATA_DIR: dataDir } })
  const m = await createUser(t.db, { role: 'admin_master' })
  adminId = m.user.id
  adminEmail = m.user.email
  admin = await t.login(m.user.email, undefined, '/api/auth/login/admin')
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})
beforeEach(() => t.clock.set(START))

async function supplier(opts: { categoryId?: string; importerCode?: string } = {}) {
  const s = await createSupplier(t.db)
  const token = await t.login(s.user.email)
  let productId: string | undefined
  if (opts.categoryId) {
    const p = await createProduct(t.db, {
      supplierId: s.user.id,
      categoryId: opts.categoryId,
      importerCode: opts.importerCode ?? null,
    })
    productId = p.id
  }
  return { id: s.user.id, name: s.user.name, email: s.user.email, token, productId }
}

function input(over: Partial<AdAuctionInput> = {}): AdAuctionInput {
  return {
    kind: 'company',
    name: 'Topo da home em dezembro',
    details: AD_DETAILS,
    position: 'top',
    slideOrder: 1,
    minBidCents: 10_000,
    incrementCents: 1_000,
    bidsOpenAt: '2026-11-22T11:00:00Z',
    bidsCloseAt: '2026-11-25T12:00:00Z',
    startsOn: '2026-12-01',
    endsOn: '2026-12-31',
    ...over,
  }
}

const bid = (id: string, token: string, amountCents: number, key?: string) =>
  t.request({
    method: 'POST',
    url: `${S}/${id}/bids`,
    token,
    body: { amountCents },
    headers: key ? { 'idempotency-key': key } : undefined,
  })

async function upload(
  url: string,
  token: string,
  file: Buffer | null,
  fields: Record<string, string> = {},
) {
  const { payload, contentType } = await multipart(
    fields,
    file ? { file: { body: file, name: 'art.png', type: 'image/png' } } : {},
  )
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': contentType,
      'x-app-key': TEST_APP_KEY,
      'x-app-secret': TEST_APP_SECRET,
      authorization: `Bearer ${token}`,
    },
  })
  return { statusCode: res.statusCode, body: res.json() }
}

/** Random noise PNG: incompressible, so it can exceed the KB limit at the exact size. */
async function noisyPng(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

describe('admin: register, list, edit, cancel', () => {
  it('opens a company auction already open for bids and tells the eligible suppliers', async () => {
    const s1 = await supplier()
    const off = await createSupplier(t.db)
    await t.db
      .update(suppliers)
      .set({ status: 'inactive' })
      .where(eq(suppliers.userId, off.user.id))
    const res = await t.request({ method: 'POST', url: A, token: admin, body: input() })
    expect(res.statusCode).toBe(201)
    const dto = res.body.data
    expect(dto).toMatchObject({
      kind: 'company',
      phase: 'open',
      highestBidCents: null,
      bidCount: 0,
      nextMinBidCents: 10_000,
      winner: null,
      ad: null,
      bidsOpenAt: '2026-11-22T11:00:00.000Z',
      startsOn: '2026-12-01',
    })
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.code, 'auction_company'))
    expect(told.filter((n) => n.userId === s1.id)).toHaveLength(1)
    expect(told.find((n) => n.userId === s1.id)!.link).toBe(
      `/promotor/panel/supplier/promotion/${dto.id}`,
    )
    expect(told.filter((n) => n.userId === off.user.id)).toHaveLength(0)
    const [row] = await t.db.select().from(adAuctions).where(eq(adAuctions.id, dto.id))
    expect(row.announcedAt).not.toBeNull()
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ad_auction.create'), eq(auditLog.targetId, dto.id)))
    expect(trail).toHaveLength(1)
  })

  it('an auction opening later is not announced at creation', async () => {
    const res = await t.request({
      method: 'POST',
      url: A,
      token: admin,
      body: input({ bidsOpenAt: '2026-11-23T12:00:00Z' }),
    })
    expect(res.statusCode).toBe(201)
    expect(res.body.data.phase).toBe('upcoming')
    const [row] = await t.db.select().from(adAuctions).where(eq(adAuctions.id, res.body.data.id))
    expect(row.announcedAt).toBeNull()
  })

  it('validates kind targets, dates and the example image', async () => {
    const top = await createProductCategory(t.db)
    const sub = await createProductCategory(t.db, { parentId: top.id })
    const s = await supplier({ categoryId: top.id })
    const inactive = await createProduct(t.db, {
      supplierId: s.id,
      categoryId: top.id,
      status: 'inactive',
    })
    const post = (body: AdAuctionInput) => t.request({ method: 'POST', url: A, token: admin, body })
    let res = await post(input({ kind: 'category' }))
    expect(res.statusCode).toBe(422)
    expect(JSON.stringify(res.body)).toContain('categoryId')
    res = await post(input({ kind: 'category', categoryId: sub.id }))
    expect(res.statusCode).toBe(422)
    expect(JSON.stringify(res.body)).toContain('categoryId')
    res = await post(input({ kind: 'product', productId: inactive.id }))
    expect(res.statusCode).toBe(422)
    expect(JSON.stringify(res.body)).toContain('productId')
    res = await post(input({ bidsCloseAt: '2026-11-22T10:00:00Z' }))
    expect(res.statusCode).toBe(422)
    res = await post(input({ startsOn: '2026-11-25' }))
    expect(res.statusCode).toBe(422)
    expect(JSON.stringify(res.body)).toContain('startsOn')
    // Bidding already over at the clock's 12:00Z: nothing to bid on.
    res = await post(
      input({ bidsOpenAt: '2026-11-21T10:00:00Z', bidsCloseAt: '2026-11-22T11:00:00Z' }),
    )
    expect(res.statusCode).toBe(422)
    expect(JSON.stringify(res.body)).toContain('O fim dos lances precisa estar no futuro')
    res = await post(input({ exampleImageId: NO_ID }))
    expect(res.statusCode).toBe(422)
    expect(JSON.stringify(res.body)).toContain('exampleImageId')
    res = await post(input({ kind: 'category', categoryId: top.id }))
    expect(res.statusCode).toBe(201)
    expect(res.body.data.category).toEqual({ id: top.id, name: top.namePt })
  })

  it('uploads an example image and uses it', async () => {
    const up = await upload(`${A}/example`, admin, await makePng(300, 200))
    expect(up.statusCode).toBe(201)
    expect(up.body.data).toMatchObject({ width: 300, height: 200 })
    const res = await t.request({
      method: 'POST',
      url: A,
      token: admin,
      body: input({ exampleImageId: up.body.data.imageId }),
    })
    expect(res.statusCode).toBe(201)
    expect(res.body.data.exampleImageUrl).toBe(up.body.data.url)
    expect(res.body.data.exampleImageId).toBe(up.body.data.imageId)
  })

  it('refuses overlapping periods for the same product (importer code), not for others', async () => {
    const cat = await createProductCategory(t.db)
    const code = `IMP-${Date.now()}`
    const a = await supplier({ categoryId: cat.id, importerCode: code })
    const b = await supplier({ categoryId: cat.id, importerCode: code.toLowerCase() })
    const first = await t.request({
      method: 'POST',
      url: A,
      token: admin,
      body: input({ kind: 'product', productId: a.productId }),
    })
    expect(first.statusCode).toBe(201)
    const [row] = await t.db.select().from(adAuctions).where(eq(adAuctions.id, first.body.data.id))
    expect(row.productKey).toBe(code.toLowerCase())
    const clash = await t.request({
      method: 'POST',
      url: A,
      token: admin,
      body: input({
        kind: 'product',
        productId: b.productId,
        startsOn: '2026-12-31',
        endsOn: '2027-01-10',
      }),
    })
    expect(clash.statusCode).toBe(409)
    expect(clash.body.code).toBe('AD_AUCTION_PRODUCT_OVERLAP')
    const next = await t.request({
      method: 'POST',
      url: A,
      token: admin,
      body: input({
        kind: 'product',
        productId: b.productId,
        startsOn: '2027-01-01',
        endsOn: '2027-01-10',
      }),
    })
    expect(next.statusCode).toBe(201)
    // A cancelled auction frees its period.
    expect(
      (await t.request({ method: 'POST', url: `${A}/${first.body.data.id}/cancel`, token: admin }))
        .statusCode,
    ).toBe(200)
    const again = await t.request({
      method: 'POST',
      url: A,
      token: admin,
      body: input({ kind: 'product', productId: b.productId }),
    })
    expect(again.statusCode).toBe(201)
  })

  it('lists by phase and kind, newest first; unknown id is 404', async () => {
    const cat = await createProductCategory(t.db)
    const upcoming = await createAdAuction(t.db, {
      kind: 'category',
      categoryId: cat.id,
      bidsOpenAt: new Date('2026-11-30T12:00:00Z'),
      bidsCloseAt: new Date('2026-11-30T13:00:00Z'),
    })
    const res = await t.request({
      method: 'GET',
      url: `${A}?phase=upcoming&kind=category`,
      token: admin,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.data.map((a: { id: string }) => a.id)).toContain(upcoming.id)
    expect(
      res.body.data.data.every(
        (a: { phase: string; kind: string }) => a.phase === 'upcoming' && a.kind === 'category',
      ),
    ).toBe(true)
    expect(res.body.data).toMatchObject({ page: 1 })
    const open = await t.request({ method: 'GET', url: `${A}?phase=open`, token: admin })
    expect(open.body.data.data.map((a: { id: string }) => a.id)).not.toContain(upcoming.id)
    expect(
      (await t.request({ method: 'GET', url: `${A}?phase=nope`, token: admin })).statusCode,
    ).toBe(422)
    expect(
      (await t.request({ method: 'GET', url: `${A}/${NO_ID}`, token: admin })).statusCode,
    ).toBe(404)
    const one = await t.request({ method: 'GET', url: `${A}/${upcoming.id}`, token: admin })
    expect(one.body.data.id).toBe(upcoming.id)
  })

  it('edits only before the first bid and the close', async () => {
    const s = await supplier()
    const a = await createAdAuction(t.db, { createdBy: adminId })
    const put = (id: string, body: AdAuctionInput) =>
      t.request({ method: 'PUT', url: `${A}/${id}`, token: admin, body })
    const ok = await put(a.id, input({ name: 'Nome novo do leilão' }))
    expect(ok.statusCode).toBe(200)
    expect(ok.body.data.name).toBe('Nome novo do leilão')
    expect((await bid(a.id, s.token, 10_000)).statusCode).toBe(201)
    const refused = await put(a.id, input({ name: 'Outro nome' }))
    expect(refused.statusCode).toBe(409)
    expect(refused.body.code).toBe('AD_AUCTION_HAS_BIDS')
    const b = await createAdAuction(t.db, { createdBy: adminId })
    t.clock.set('2026-11-25T12:00:00Z')
    const late = await put(b.id, input())
    expect(late.statusCode).toBe(422)
    expect(late.body.code).toBe('AD_BIDDING_CLOSED')
    expect((await put(NO_ID, input())).statusCode).toBe(404)
  })

  it('cancels before the close only, once; suppliers no longer see it', async () => {
    const s = await supplier()
    const a = await createAdAuction(t.db, { createdBy: adminId })
    expect((await bid(a.id, s.token, 10_000)).statusCode).toBe(201)
    const res = await t.request({ method: 'POST', url: `${A}/${a.id}/cancel`, token: admin })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.phase).toBe('cancelled')
    const twice = await t.request({ method: 'POST', url: `${A}/${a.id}/cancel`, token: admin })
    expect(twice.statusCode).toBe(409)
    expect(twice.body.code).toBe('AD_ALREADY_CANCELLED')
    expect(
      (await t.request({ method: 'GET', url: `${S}/${a.id}`, token: s.token })).statusCode,
    ).toBe(404)
    expect((await bid(a.id, s.token, 20_000)).statusCode).toBe(404)
    // The close of a cancelled auction charges nobody.
    t.clock.set('2026-11-26T12:00:00Z')
    await t.ticker.runOnce()
    expect(await adChargesOf(t.db, a.id)).toHaveLength(0)
    const b = await createAdAuction(t.db, { createdBy: adminId })
    const late = await t.request({ method: 'POST', url: `${A}/${b.id}/cancel`, token: admin })
    expect(late.statusCode).toBe(422)
    expect(late.body.code).toBe('AD_BIDDING_CLOSED')
  })
})

describe('supplier: bids', () => {
  it('enforces the minimum, the increment, the leader rule and names only my bids', async () => {
    const s1 = await supplier()
    const s2 = await supplier()
    const a = await createAdAuction(t.db, { minBidCents: 10_000, incrementCents: 2_500 })
    let res = await bid(a.id, s1.token, 9_999)
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('AD_BID_TOO_LOW')
    expect(res.body.message).toContain('R$ 100,00')
    res = await bid(a.id, s1.token, 10_000)
    expect(res.statusCode).toBe(201)
    expect(res.body.data).toMatchObject({ amountCents: 10_000, mine: true, won: false })
    expect(res.body.data.supplier).toEqual({ id: s1.id, name: s1.name })
    res = await bid(a.id, s1.token, 50_000)
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('AD_BID_ALREADY_HIGHEST')
    res = await bid(a.id, s2.token, 12_499)
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('AD_BID_TOO_LOW')
    expect(res.body.message).toContain('R$ 125,00')
    res = await bid(a.id, s2.token, 12_500)
    expect(res.statusCode).toBe(201)
    const view = await t.request({ method: 'GET', url: `${S}/${a.id}`, token: s1.token })
    expect(view.body.data).toMatchObject({
      highestBidCents: 12_500,
      bidCount: 2,
      nextMinBidCents: 15_000,
      eligible: true,
      myHighestBidCents: 10_000,
      leading: false,
      won: false,
    })
    const mine = await t.request({ method: 'GET', url: `${S}/${a.id}/bids`, token: s1.token })
    expect(mine.body.data).toHaveLength(2)
    expect(mine.body.data[0]).toMatchObject({ amountCents: 12_500, mine: false, supplier: null })
    expect(mine.body.data[1]).toMatchObject({ amountCents: 10_000, mine: true })
    const all = await t.request({ method: 'GET', url: `${A}/${a.id}/bids`, token: admin })
    expect(all.body.data.map((b: { supplier: { id: string } }) => b.supplier.id)).toEqual([
      s2.id,
      s1.id,
    ])
  })

  it('refuses before the opening and after the close (clock moved)', async () => {
    const s = await supplier()
    const a = await createAdAuction(t.db, {
      bidsOpenAt: new Date('2026-11-23T12:00:00Z'),
      bidsCloseAt: new Date('2026-11-24T12:00:00Z'),
    })
    let res = await bid(a.id, s.token, 10_000)
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('AD_BIDDING_NOT_OPEN')
    t.clock.set('2026-11-23T12:00:00Z')
    expect((await bid(a.id, s.token, 10_000)).statusCode).toBe(201)
    t.clock.set('2026-11-24T12:00:00Z')
    const s2 = await supplier()
    res = await bid(a.id, s2.token, 20_000)
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('AD_BIDDING_CLOSED')
  })

  it('refuses suppliers not eligible by kind, and inactive or suspended suppliers', async () => {
    const cat = await createProductCategory(t.db)
    const other = await createProductCategory(t.db)
    const inCat = await supplier({ categoryId: cat.id })
    const outCat = await supplier({ categoryId: other.id })
    const byCategory = await createAdAuction(t.db, { kind: 'category', categoryId: cat.id })
    let res = await bid(byCategory.id, outCat.token, 10_000)
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('AD_BID_NOT_ELIGIBLE')
    expect((await bid(byCategory.id, inCat.token, 10_000)).statusCode).toBe(201)

    const code = `KEY-${Date.now()}`
    const owner = await supplier({ categoryId: cat.id, importerCode: code })
    const reseller = await supplier({ categoryId: cat.id, importerCode: code.toUpperCase() })
    const byProduct = await createAdAuction(t.db, {
      kind: 'product',
      productId: owner.productId,
      productKey: code.toLowerCase(),
    })
    expect((await bid(byProduct.id, reseller.token, 10_000)).statusCode).toBe(201)
    res = await bid(byProduct.id, inCat.token, 20_000)
    expect(res.body.code).toBe('AD_BID_NOT_ELIGIBLE')
    expect((await bid(byProduct.id, owner.token, 11_000)).statusCode).toBe(201)
    const view = await t.request({ method: 'GET', url: `${S}/${byProduct.id}`, token: inCat.token })
    expect(view.body.data.eligible).toBe(false)

    const company = await createAdAuction(t.db)
    await t.db.update(suppliers).set({ status: 'inactive' }).where(eq(suppliers.userId, inCat.id))
    res = await bid(company.id, inCat.token, 10_000)
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('SUPPLIER_INACTIVE')
  })

  it('an Idempotency-Key retry is one bid; the key with another amount is refused', async () => {
    const s = await supplier()
    const a = await createAdAuction(t.db)
    const first = await bid(a.id, s.token, 10_000, 'click-0001-abc')
    expect(first.statusCode).toBe(201)
    const retry = await bid(a.id, s.token, 10_000, 'click-0001-abc')
    expect(retry.statusCode).toBe(200)
    expect(retry.body.data.id).toBe(first.body.data.id)
    const [both] = await Promise.all([
      bid(a.id, s.token, 10_000, 'click-0001-abc'),
      bid(a.id, s.token, 10_000, 'click-0001-abc'),
    ])
    expect(both.body.data.id).toBe(first.body.data.id)
    const reused = await bid(a.id, s.token, 30_000, 'click-0001-abc')
    expect(reused.statusCode).toBe(422)
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED')
    const view = await t.request({ method: 'GET', url: `${S}/${a.id}`, token: s.token })
    expect(view.body.data.bidCount).toBe(1)
  })

  it('lists the open, mine and won tabs', async () => {
    const cat = await createProductCategory(t.db)
    const other = await createProductCategory(t.db)
    const s = await supplier({ categoryId: cat.id })
    const rival = await supplier()
    const eligible = await createAdAuction(t.db, { kind: 'category', categoryId: cat.id })
    const notEligible = await createAdAuction(t.db, { kind: 'category', categoryId: other.id })
    const { auction: won } = await createWonAdAuction(t.db, { winnerId: s.id })
    const { auction: lost } = await createWonAdAuction(t.db, { winnerId: rival.id })
    await placeBid(t.db, { auctionId: lost.id, supplierId: s.id, amountCents: 5_000 })
    await bid(eligible.id, s.token, 10_000)
    const tab = async (name: string) =>
      (
        await t.request({ method: 'GET', url: `${S}?tab=${name}`, token: s.token })
      ).body.data.data.map((a: { id: string }) => a.id)
    const open = await tab('open')
    expect(open).toContain(eligible.id)
    expect(open).not.toContain(notEligible.id)
    expect(open).not.toContain(won.id)
    expect(await tab('mine')).toEqual(expect.arrayContaining([eligible.id, lost.id, won.id]))
    expect(await tab('won')).toEqual([won.id])
    const wonDto = await t.request({ method: 'GET', url: `${S}/${won.id}`, token: s.token })
    expect(wonDto.body.data).toMatchObject({ won: true, leading: false, phase: 'closed' })
    expect(wonDto.body.data.winner.supplierId).toBe(s.id)
    expect(wonDto.body.data.ad).toMatchObject({
      status: 'scheduled',
      statusCode: 2,
      link: `/fornecedor/${s.id}`,
    })
    expect(
      (await t.request({ method: 'GET', url: `${S}?tab=bad`, token: s.token })).statusCode,
    ).toBe(422)
  })
})

describe('winner: art and cancel', () => {
  it('uploads art of the exact size and weight for the winner only', async () => {
    const s = await supplier()
    const rival = await supplier()
    const { auction } = await createWonAdAuction(t.db, { winnerId: s.id, position: 'bottom' })
    const url = `${S}/${auction.id}/art`
    const spec = AD_ART_SPECS.bottom.desktop
    const good = await makePng(spec.width, spec.height)
    let res = await upload(url, rival.token, good, { device: 'desktop' })
    expect(res.statusCode).toBe(403)
    expect(res.body.code).toBe('AD_NOT_WINNER')
    res = await upload(url, s.token, await makePng(spec.width + 1, spec.height), {
      device: 'desktop',
    })
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('AD_ART_SIZE')
    res = await upload(url, s.token, await noisyPng(spec.width, spec.height), { device: 'desktop' })
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('AD_ART_TOO_HEAVY')
    res = await upload(url, s.token, Buffer.from('not an image at all, just text'), {
      device: 'desktop',
    })
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('FILE_TYPE_NOT_ALLOWED')
    res = await upload(url, s.token, null, { device: 'desktop' })
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('FILE_REQUIRED')
    res = await upload(url, s.token, good, { device: 'tablet' })
    expect(res.statusCode).toBe(422)
    res = await upload(url, s.token, good, { device: 'desktop' })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.ad.desktop).toMatchObject({ width: spec.width, height: spec.height })
    expect(res.body.data.ad.mobile).toBeNull()
    const m = AD_ART_SPECS.bottom.mobile
    res = await upload(url, s.token, await makePng(m.width, m.height), { device: 'mobile' })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.ad.mobile).toMatchObject({ width: m.width, height: m.height })
    // The period over: no more art.
    t.clock.set('2027-01-01T03:00:00Z')
    const later = await t.login(s.email)
    res = await upload(url, later, good, { device: 'desktop' })
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('AD_ENDED')
  })

  it('cancels the won ad once, irreversibly and without refund', async () => {
    const s = await supplier()
    const rival = await supplier()
    const { auction } = await createWonAdAuction(t.db, { winnerId: s.id, amountCents: 33_000 })
    const cancel = (token: string) =>
      t.request({ method: 'POST', url: `${S}/${auction.id}/cancel-ad`, token })
    expect((await cancel(rival.token)).statusCode).toBe(403)
    const res = await cancel(s.token)
    expect(res.statusCode).toBe(200)
    expect(res.body.data.ad).toMatchObject({ status: 'cancelled', statusCode: 3 })
    const twice = await cancel(s.token)
    expect(twice.statusCode).toBe(409)
    expect(twice.body.code).toBe('AD_ALREADY_CANCELLED')
    const charges = await adChargesOf(t.db, auction.id)
    expect(charges.map((c) => c.amountCents)).toEqual([33_000])
    const art = await upload(`${S}/${auction.id}/art`, s.token, await makePng(1280, 400), {
      device: 'desktop',
    })
    expect(art.statusCode).toBe(409)
    expect(art.body.code).toBe('AD_ALREADY_CANCELLED')
  })

  it('derives the ad status at the São Paulo day boundaries', async () => {
    const s = await supplier()
    const { auction } = await createWonAdAuction(t.db, {
      winnerId: s.id,
      startsOn: '2026-12-01',
      endsOn: '2026-12-03',
    })
    const status = async (at: string) => {
      t.clock.set(at)
      // Sessions expire as the clock jumps: log in at each instant.
      const token = await t.login(adminEmail, undefined, '/api/auth/login/admin')
      const res = await t.request({ method: 'GET', url: `${A}/${auction.id}`, token })
      return [res.body.data.ad.status, res.body.data.ad.statusCode]
    }
    // 23:59 of Nov 30 in São Paulo (UTC−3) is still the day before.
    expect(await status('2026-12-01T02:59:00Z')).toEqual(['scheduled', 2])
    expect(await status('2026-12-01T03:00:00Z')).toEqual(['online', 1])
    expect(await status('2026-12-04T02:59:00Z')).toEqual(['online', 1])
    expect(await status('2026-12-04T03:00:00Z')).toEqual(['offline', 0])
    await t.db
      .update(adAuctions)
      .set({ adCancelledAt: new Date(START) })
      .where(eq(adAuctions.id, auction.id))
    expect(await status('2026-12-02T12:00:00Z')).toEqual(['cancelled', 3])
  })

  it('links the ad by kind', async () => {
    const cat = await createProductCategory(t.db)
    const s = await supplier({ categoryId: cat.id })
    const { auction: byCat } = await createWonAdAuction(t.db, {
      winnerId: s.id,
      kind: 'category',
      categoryId: cat.id,
    })
    const { auction: byProduct } = await createWonAdAuction(t.db, {
      winnerId: s.id,
      kind: 'product',
      productId: s.productId,
    })
    const link = async (id: string) =>
      (await t.request({ method: 'GET', url: `${A}/${id}`, token: admin })).body.data.ad.link
    expect(await link(byCat.id)).toBe(`/categoria/${cat.id}`)
    expect(await link(byProduct.id)).toBe(`/produto/${s.productId}`)
  })
})

describe('live stream', () => {
  it('sends the current state, then each new bid, relative to the reader', async () => {
    const s1 = await supplier()
    const s2 = await supplier()
    const a = await createAdAuction(t.db, { minBidCents: 10_000, incrementCents: 1_000 })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address() as { port: number }
    const controller = new AbortController()
    try {
      const res = await fetch(`http://127.0.0.1:${address.port}/api/ad-auctions/${a.id}/live`, {
        headers: {
          'x-app-key': TEST_APP_KEY,
          'x-app-secret': TEST_APP_SECRET,
          authorization: `Bearer ${s1.token}`,
        },
        signal: controller.signal,
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/event-stream')
      const reader = res.body!.getReader()
      const decoder = new TextDecoder()
      let buffer = ''
      const nextEvent = async () => {
        for (;;) {
          const m = /event: bid\ndata: (.*)\n\n/.exec(buffer)
          if (m) {
            buffer = buffer.slice(m.index + m[0].length)
            return JSON.parse(m[1])
          }
          const { value, done } = await reader.read()
          if (done) throw new Error('stream ended')
          buffer += decoder.decode(value, { stream: true })
        }
      }
      expect(await nextEvent()).toEqual({
        auctionId: a.id,
        phase: 'open',
        highestBidCents: null,
        bidCount: 0,
        nextMinBidCents: 10_000,
        leading: false,
      })
      expect((await bid(a.id, s1.token, 10_000)).statusCode).toBe(201)
      expect(await nextEvent()).toMatchObject({
        highestBidCents: 10_000,
        bidCount: 1,
        leading: true,
      })
      expect((await bid(a.id, s2.token, 15_000)).statusCode).toBe(201)
      expect(await nextEvent()).toMatchObject({
        highestBidCents: 15_000,
        nextMinBidCents: 16_000,
        leading: false,
      })
    } finally {
      controller.abort()
    }
  })
})

describe('LGPD export', () => {
  it("adds the supplier's bids, the won one and nothing of other bidders", async () => {
    const s = await supplier()
    const rival = await supplier()
    const { auction } = await createWonAdAuction(t.db, { winnerId: s.id, amountCents: 42_000 })
    await placeBid(t.db, { auctionId: auction.id, supplierId: rival.id, amountCents: 41_000 })
    const res = await t.request({ method: 'GET', url: '/api/me/export', token: s.token })
    expect(res.statusCode).toBe(200)
    const data = typeof res.body === 'string' ? JSON.parse(res.body) : res.body
    expect(data.adBids).toEqual([
      expect.objectContaining({ auctionId: auction.id, amountCents: 42_000, won: true }),
    ])
  })
})

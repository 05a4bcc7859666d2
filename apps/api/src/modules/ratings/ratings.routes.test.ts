import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { translateMessage, type ProductRatingInput, type Role } from '@galera/shared'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import { createBudget } from '../../../test/factories/budgets.ts'
import type { ProposalStatus } from '@galera/shared'
import {
  addresses,
  auditLog,
  notifications,
  productRatings,
  productRatingVotes,
  products,
  supplierRatings,
} from '../../db/schema/index.ts'

let t: TestApp
let categoryId: string
beforeAll(async () => {
  t = await createTestApp()
  categoryId = (await createProductCategory(t.db, { namePt: 'Canetas', nameEn: 'Pens' })).id
})
afterAll(() => t.close())
beforeEach(() => t.clock.set('2026-11-22T12:00:00.000Z'))

interface Side {
  id: string
  token: string
}

async function client(name = 'Maria Souza', uf: string | null = 'BA', role: Role = 'client') {
  const { user } = await createUser(t.db, { role, name })
  if (uf)
    await t.db.insert(addresses).values({
      userId: user.id,
      cep: '40010000',
      street: 'Rua A',
      number: '1',
      neighborhood: 'Centro',
      city: 'Salvador',
      uf,
    })
  return { id: user.id, token: await t.login(user.email) }
}

async function supplier(): Promise<Side> {
  const { user } = await createSupplier(t.db)
  return { id: user.id, token: await t.login(user.email) }
}

/** A client, a supplier, its product and a completed deal about it. */
async function deal(
  opts: { status?: ProposalStatus; allowRatings?: boolean; clientName?: string } = {},
) {
  const c = await client(opts.clientName)
  const s = await supplier()
  const product = await createProduct(t.db, {
    supplierId: s.id,
    categoryId,
    name: 'Caneta Metálica',
    allowRatings: opts.allowRatings,
  })
  const { proposals } = await createBudget(t.db, {
    clientId: c.id,
    productId: product.id,
    proposals: [{ supplierId: s.id, status: opts.status ?? 'completed' }],
  })
  return { c, s, product, proposalId: proposals[0].id }
}

const ratingBody = (proposalId: string, over: Partial<ProductRatingInput> = {}) => ({
  proposalId,
  material: 5,
  finishing: 4,
  customization: 3,
  title: 'Ótima caneta',
  comment: 'Chegou no prazo e a gravação ficou perfeita.',
  ...over,
})

const rate = (
  who: Side,
  productId: string,
  body: unknown,
  commentId = '0',
  locale: 'pt' | 'en' = 'pt',
) =>
  t.request({
    method: 'POST',
    url: `/api/client/rankings/${commentId}/product/${productId}`,
    token: who.token,
    body,
    locale,
  })

const rateSupplier = (who: Side, body: unknown, locale: 'pt' | 'en' = 'pt') =>
  t.request({
    method: 'POST',
    url: '/api/client/supplier/ranking',
    token: who.token,
    body,
    locale,
  })

const vote = (who: Side | null, id: string, v: string) =>
  t.request({
    method: 'POST',
    url: `/api/rankings/${id}/product/commentHepful/${v}`,
    token: who?.token,
  })

const list = (productId: string, who?: Side, page = 1) =>
  t.request({
    method: 'GET',
    url: `/api/public/products/${productId}/ratings?page=${page}`,
    token: who?.token,
  })

async function notes(userId: string, code: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, code)))
}

async function admin(): Promise<Side> {
  const { user } = await createUser(t.db, { role: 'admin_basic', name: 'Ana Admin' })
  return { id: user.id, token: await t.login(user.email, undefined, '/api/auth/login/admin') }
}

const pt = (raw: string) => translateMessage('pt-BR', raw)
const en = (raw: string) => translateMessage('en', raw)

describe('product ratings', () => {
  it('creates a rating of a completed deal, tells the supplier, and lets the author edit it', async () => {
    const { c, s, product, proposalId } = await deal()
    const res = await rate(c, product.id, ratingBody(proposalId))
    expect(res.statusCode).toBe(201)
    expect(res.body.data).toMatchObject({
      title: 'Ótima caneta',
      material: 5,
      finishing: 4,
      customization: 3,
      authorName: 'Maria',
      authorUf: 'BA',
      helpfulYes: 0,
      helpfulNo: 0,
      myVote: null,
      mine: true,
      proposalId,
    })
    const [note] = await notes(s.id, 'product_feedback')
    expect(note.link).toBe(`/promotor/panel/supplier/requests/${proposalId}/see`)
    expect(note.params).toEqual({ product: 'Caneta Metálica' })

    const edit = await rate(
      c,
      product.id,
      ratingBody(proposalId, { title: 'Boa caneta', material: 2 }),
      res.body.data.id,
    )
    expect(edit.statusCode).toBe(200)
    expect(edit.body.data).toMatchObject({ id: res.body.data.id, title: 'Boa caneta', material: 2 })
    const rows = await t.db
      .select()
      .from(productRatings)
      .where(eq(productRatings.proposalId, proposalId))
    expect(rows).toHaveLength(1)
    expect(rows[0].title).toBe('Boa caneta')
  })

  it("answers 404 PRODUCT_RATING_NOT_FOUND when editing someone else's or an unknown rating", async () => {
    const { c, product, proposalId } = await deal()
    const created = await rate(c, product.id, ratingBody(proposalId))
    const other = await client('Outra Pessoa')
    const foreign = await rate(other, product.id, ratingBody(proposalId), created.body.data.id)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.body.code).toBe('PRODUCT_RATING_NOT_FOUND')
    const unknown = await rate(
      c,
      product.id,
      ratingBody(proposalId),
      '00000000-0000-4000-8000-000000000000',
    )
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body.code).toBe('PRODUCT_RATING_NOT_FOUND')
    const [row] = await t.db
      .select()
      .from(productRatings)
      .where(eq(productRatings.id, created.body.data.id))
    expect(row.title).toBe('Ótima caneta')
  })

  it('refuses a second rating of the same deal with 409 BUDGET_ALREADY_RATED', async () => {
    const { c, product, proposalId } = await deal()
    expect((await rate(c, product.id, ratingBody(proposalId))).statusCode).toBe(201)
    const again = await rate(c, product.id, ratingBody(proposalId, { title: 'De novo' }))
    expect(again.statusCode).toBe(409)
    expect(again.body.code).toBe('BUDGET_ALREADY_RATED')
  })

  it('has one winner when the same deal is rated twice at once', async () => {
    const { c, product, proposalId } = await deal()
    const results = await Promise.all([
      rate(c, product.id, ratingBody(proposalId)),
      rate(c, product.id, ratingBody(proposalId)),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(results.map((r) => r.body.code).filter(Boolean)).toEqual(['BUDGET_ALREADY_RATED'])
  })

  it('refuses with 422 BUDGET_NOT_RATEABLE: not completed, foreign client, other product', async () => {
    for (const status of ['answered', 'chosen', 'contact_expired'] as const) {
      const { c, product, proposalId } = await deal({ status })
      const res = await rate(c, product.id, ratingBody(proposalId))
      expect(res.statusCode).toBe(422)
      expect(res.body.code).toBe('BUDGET_NOT_RATEABLE')
    }
    const { s, product, proposalId } = await deal()
    const stranger = await client('Estranho')
    const foreign = await rate(stranger, product.id, ratingBody(proposalId))
    expect(foreign.statusCode).toBe(422)
    expect(foreign.body.code).toBe('BUDGET_NOT_RATEABLE')

    const { c: c2, proposalId: p2 } = await deal()
    const otherProduct = await createProduct(t.db, { supplierId: s.id, categoryId })
    const wrong = await rate(c2, otherProduct.id, ratingBody(p2))
    expect(wrong.statusCode).toBe(422)
    expect(wrong.body.code).toBe('BUDGET_NOT_RATEABLE')
    expect(
      await t.db.select().from(productRatings).where(eq(productRatings.proposalId, p2)),
    ).toEqual([])
  })

  it('refuses a product that does not take ratings with 422 PRODUCT_RATINGS_DISABLED', async () => {
    const { c, product, proposalId } = await deal({ allowRatings: false })
    const res = await rate(c, product.id, ratingBody(proposalId))
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('PRODUCT_RATINGS_DISABLED')
  })

  it('lets a company (a client of budgets) rate too', async () => {
    const c = await client('Empresa Boa', 'SP', 'company')
    const s = await supplier()
    const product = await createProduct(t.db, { supplierId: s.id, categoryId })
    const { proposals } = await createBudget(t.db, {
      clientId: c.id,
      productId: product.id,
      proposals: [{ supplierId: s.id, status: 'completed' }],
    })
    const res = await rate(c, product.id, ratingBody(proposals[0].id))
    expect(res.statusCode).toBe(201)
    expect(res.body.data.authorUf).toBe('SP')
  })

  it('validates every field (spec §5) in both languages', async () => {
    const { c, product, proposalId } = await deal()
    const cases: Array<[Partial<ProductRatingInput> | Record<string, unknown>, string, string]> = [
      [{ title: 'ab' }, 'title', 'validation.minChars|min=3'],
      [{ title: 'a'.repeat(601) }, 'title', 'validation.maxChars|max=600'],
      [{ comment: 'ok' }, 'comment', 'validation.minChars|min=3'],
      [{ comment: 'a'.repeat(1501) }, 'comment', 'validation.maxChars|max=1500'],
      [{ material: undefined }, 'material', 'validation.required'],
      [{ finishing: 0 }, 'finishing', 'validation.required'],
      [{ customization: undefined }, 'customization', 'validation.required'],
    ]
    for (const [over, field, raw] of cases) {
      const body = ratingBody(proposalId, over as Partial<ProductRatingInput>)
      const res = await rate(c, product.id, body)
      expect(res.statusCode, field).toBe(422)
      expect(res.body.errors).toContainEqual({ field, message: pt(raw) })
      const english = await rate(c, product.id, body, '0', 'en')
      expect(english.body.errors).toContainEqual({ field, message: en(raw) })
    }
    expect(pt('validation.minChars|min=3')).not.toContain('validation')
    expect(
      await t.db.select().from(productRatings).where(eq(productRatings.proposalId, proposalId)),
    ).toEqual([])
  })

  it('refuses a bad commentId with 422', async () => {
    const { c, product, proposalId } = await deal()
    const res = await rate(c, product.id, ratingBody(proposalId), 'abc')
    expect(res.statusCode).toBe(422)
  })
})

describe('supplier ratings', () => {
  const body = (supplierId: string, proposalId: string, over: Record<string, unknown> = {}) => ({
    supplierId,
    proposalId,
    costBenefit: 5,
    onTime: 4,
    support: 4,
    quality: 5,
    ...over,
  })

  it('rates the supplier of a completed deal once and tells them', async () => {
    const { c, s, proposalId } = await deal()
    const res = await rateSupplier(c, body(s.id, proposalId))
    expect(res.statusCode).toBe(201)
    expect(res.body.data).toEqual({ id: expect.any(String) })
    const [row] = await t.db
      .select()
      .from(supplierRatings)
      .where(eq(supplierRatings.id, res.body.data.id))
    expect(row).toMatchObject({ supplierId: s.id, clientId: c.id, costBenefit: 5, onTime: 4 })
    const [note] = await notes(s.id, 'company_feedback')
    expect(note.link).toBe(`/promotor/panel/supplier/requests/${proposalId}/see`)
    expect(note.params).toEqual({ number: expect.any(Number) })

    const again = await rateSupplier(c, body(s.id, proposalId))
    expect(again.statusCode).toBe(409)
    expect(again.body.code).toBe('BUDGET_ALREADY_RATED')
  })

  it('requires all four criteria', async () => {
    const { c, s, proposalId } = await deal()
    for (const field of ['costBenefit', 'onTime', 'support', 'quality']) {
      const res = await rateSupplier(c, body(s.id, proposalId, { [field]: undefined }))
      expect(res.statusCode, field).toBe(422)
      expect(res.body.errors).toContainEqual({ field, message: pt('validation.required') })
      const six = await rateSupplier(c, body(s.id, proposalId, { [field]: 6 }), 'en')
      expect(six.statusCode).toBe(422)
      expect(six.body.errors).toContainEqual({ field, message: en('validation.invalid') })
    }
    expect(
      await t.db.select().from(supplierRatings).where(eq(supplierRatings.proposalId, proposalId)),
    ).toEqual([])
  })

  it('refuses another supplier, a foreign client and a deal not completed', async () => {
    const { c, proposalId } = await deal()
    const other = await supplier()
    const wrong = await rateSupplier(c, body(other.id, proposalId))
    expect(wrong.statusCode).toBe(422)
    expect(wrong.body.code).toBe('BUDGET_NOT_RATEABLE')

    const d = await deal()
    const stranger = await client('Estranho')
    const foreign = await rateSupplier(stranger, body(d.s.id, d.proposalId))
    expect(foreign.body.code).toBe('BUDGET_NOT_RATEABLE')

    const open = await deal({ status: 'answered' })
    const notYet = await rateSupplier(open.c, body(open.s.id, open.proposalId))
    expect(notYet.statusCode).toBe(422)
    expect(notYet.body.code).toBe('BUDGET_NOT_RATEABLE')
  })
})

describe('helpful votes', () => {
  it('counts a vote once per user, never on one’s own comment', async () => {
    const { c, product, proposalId } = await deal()
    const rating = (await rate(c, product.id, ratingBody(proposalId))).body.data
    const reader = await client('Leitor')

    const yes = await vote(reader, rating.id, 'yes')
    expect(yes.statusCode).toBe(200)
    expect(yes.body.data).toMatchObject({ helpfulYes: 1, helpfulNo: 0, myVote: 'yes', mine: false })

    const again = await vote(reader, rating.id, 'no')
    expect(again.statusCode).toBe(409)
    expect(again.body.code).toBe('RATING_ALREADY_VOTED')

    // A company votes too (clients and companies only: spec §8, ADR 0028).
    const company = await client('Empresa Leitora', 'SP', 'company')
    const no = await vote(company, rating.id, 'no')
    expect(no.statusCode).toBe(200)
    expect(no.body.data).toMatchObject({ helpfulYes: 1, helpfulNo: 1, myVote: 'no' })

    const own = await vote(c, rating.id, 'yes')
    expect(own.statusCode).toBe(422)
    expect(own.body.code).toBe('RATING_OWN_VOTE')
  })

  it('refuses a supplier’s, a promoter’s and an admin’s vote, counting nothing', async () => {
    const { c, s, product, proposalId } = await deal()
    const rating = (await rate(c, product.id, ratingBody(proposalId))).body.data
    const others: Side[] = [s, await supplier()]
    const promoter = (await createUser(t.db, { role: 'promoter' })).user
    others.push({ id: promoter.id, token: await t.login(promoter.email) })
    const admin = (await createUser(t.db, { role: 'admin_basic' })).user
    const adminToken = await t.login(admin.email, undefined, '/api/auth/login/admin')
    others.push({ id: admin.id, token: adminToken })
    for (const who of others) {
      const res = await vote(who, rating.id, 'yes')
      expect(res.statusCode).toBe(403)
      expect(res.body.code).toBe('FORBIDDEN')
    }
    const after = await list(product.id)
    expect(after.body.data.data[0]).toMatchObject({ helpfulYes: 0, helpfulNo: 0 })
    expect(
      await t.db
        .select()
        .from(productRatingVotes)
        .where(eq(productRatingVotes.ratingId, rating.id)),
    ).toEqual([])
  })

  it('refuses a vote other than yes|no, an unknown comment, and anonymous callers', async () => {
    const { c, product, proposalId } = await deal()
    const rating = (await rate(c, product.id, ratingBody(proposalId))).body.data
    const reader = await client('Leitor')
    const bad = await vote(reader, rating.id, 'maybe')
    expect(bad.statusCode).toBe(422)
    expect(bad.body.errors).toContainEqual({
      field: 'vote',
      message: pt('validation.invalidOption'),
    })
    const unknown = await vote(reader, '00000000-0000-4000-8000-000000000000', 'yes')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body.code).toBe('PRODUCT_RATING_NOT_FOUND')
    expect((await vote(null, rating.id, 'yes')).statusCode).toBe(401)
  })
})

describe('public list and admin removal', () => {
  it('lists newest first, 10 a page, with first name, state, counts and my vote', async () => {
    const s = await supplier()
    const product = await createProduct(t.db, { supplierId: s.id, categoryId })
    const ids: string[] = []
    let first: Side | undefined
    for (let i = 0; i < 11; i++) {
      t.clock.set(new Date(Date.parse('2026-11-22T12:00:00Z') + i * 60_000).toISOString())
      const c = await client(`Cliente${i} Sobrenome`, i % 2 ? 'SP' : null)
      first ??= c
      const { proposals } = await createBudget(t.db, {
        clientId: c.id,
        productId: product.id,
        proposals: [{ supplierId: s.id, status: 'completed' }],
      })
      const res = await rate(c, product.id, ratingBody(proposals[0].id, { title: `Nota ${i}` }))
      expect(res.statusCode).toBe(201)
      ids.push(res.body.data.id)
    }
    const reader = await client('Leitor')
    await vote(reader, ids[10], 'no')

    const anon = await list(product.id)
    expect(anon.statusCode).toBe(200)
    expect(anon.body.data).toMatchObject({ page: 1, last_page: 2, total: 11 })
    expect(anon.body.data.data).toHaveLength(10)
    expect(anon.body.data.data[0]).toMatchObject({
      id: ids[10],
      title: 'Nota 10',
      authorName: 'Cliente10',
      authorUf: null,
      helpfulNo: 1,
      myVote: null,
      mine: false,
      proposalId: null,
    })
    expect(anon.body.data.data[1]).toMatchObject({ authorName: 'Cliente9', authorUf: 'SP' })

    const mine = await list(product.id, reader)
    expect(mine.body.data.data[0].myVote).toBe('no')
    const page2 = await list(product.id, first, 2)
    expect(page2.body.data.data).toHaveLength(1)
    // Only the author reads which deal the rating is about (to edit it).
    expect(page2.body.data.data[0]).toMatchObject({ id: ids[0], mine: true })
    expect(page2.body.data.data[0].proposalId).toMatch(/^[0-9a-f-]{36}$/)
    expect((await list(product.id, reader, 2)).body.data.data[0].proposalId).toBeNull()
  })

  it('answers 404 PRODUCT_NOT_FOUND for an inactive or unknown product', async () => {
    const s = await supplier()
    const off = await createProduct(t.db, { supplierId: s.id, categoryId, status: 'inactive' })
    const res = await list(off.id)
    expect(res.statusCode).toBe(404)
    expect(res.body.code).toBe('PRODUCT_NOT_FOUND')
    expect((await list('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
  })

  it('keeps products.rating_avg (the rating sort) in step with visible ratings', async () => {
    const { c, product, proposalId } = await deal()
    const avg = async () =>
      (await t.db.select().from(products).where(eq(products.id, product.id)))[0].ratingAvg
    expect(await avg()).toBeNull()
    const rating = (await rate(c, product.id, ratingBody(proposalId))).body.data
    expect(await avg()).toBe(4) // (5 + 4 + 3) / 3
    await rate(c, product.id, ratingBody(proposalId, { material: 2 }), rating.id)
    expect(await avg()).toBe(3)
    const a = await admin()
    await t.request({
      method: 'DELETE',
      url: `/api/admin/ranking/${rating.id}/product`,
      token: a.token,
    })
    expect(await avg()).toBeNull()
  })

  it('admins list the ratings of an inactive product to moderate them', async () => {
    const { c, product, proposalId } = await deal()
    const rating = (await rate(c, product.id, ratingBody(proposalId))).body.data
    await t.db
      .update(products)
      .set({ status: 'inactive', deactivatedAt: new Date() })
      .where(eq(products.id, product.id))
    expect((await list(product.id)).statusCode).toBe(404)
    const a = await admin()
    const res = await t.request({
      method: 'GET',
      url: `/api/admin/products/${product.id}/ratings`,
      token: a.token,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.data.map((r: { id: string }) => r.id)).toEqual([rating.id])
    const unknown = await t.request({
      method: 'GET',
      url: '/api/admin/products/00000000-0000-4000-8000-000000000000/ratings',
      token: a.token,
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('admin deletion hides the comment (soft), is audited, and stops votes and edits', async () => {
    const { c, product, proposalId } = await deal()
    const rating = (await rate(c, product.id, ratingBody(proposalId))).body.data
    const a = await admin()

    const forbidden = await t.request({
      method: 'DELETE',
      url: `/api/admin/ranking/${rating.id}/product`,
      token: c.token,
    })
    expect(forbidden.statusCode).toBe(403)

    const del = await t.request({
      method: 'DELETE',
      url: `/api/admin/ranking/${rating.id}/product`,
      token: a.token,
    })
    expect(del.statusCode).toBe(200)
    expect(del.body.data).toEqual({ ok: true })
    const [row] = await t.db.select().from(productRatings).where(eq(productRatings.id, rating.id))
    expect(row.deletedAt).not.toBeNull()
    expect(row.deletedBy).toBe(a.id)
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, rating.id))
    expect(entry).toMatchObject({
      actorId: a.id,
      action: 'product_rating.delete',
      targetType: 'product_rating',
    })
    expect(entry.before).toMatchObject({ title: 'Ótima caneta' })

    const after = await list(product.id)
    expect(after.body.data.total).toBe(0)
    expect(after.body.data.data).toEqual([])

    const reader = await client('Leitor')
    expect((await vote(reader, rating.id, 'yes')).statusCode).toBe(404)
    const edit = await rate(c, product.id, ratingBody(proposalId), rating.id)
    expect(edit.body.code).toBe('PRODUCT_RATING_NOT_FOUND')
    const twice = await t.request({
      method: 'DELETE',
      url: `/api/admin/ranking/${rating.id}/product`,
      token: a.token,
    })
    expect(twice.statusCode).toBe(404)
  })
})

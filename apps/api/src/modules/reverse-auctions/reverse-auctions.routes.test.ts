import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { translateMessage, type ReverseAuctionInput, type Role } from '@galera/shared'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createCategory, createImage, createUser } from '../../../test/factories/accounts.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
  setUserStatus,
} from '../../../test/factories/products.ts'
import { createReverseAuction } from '../../../test/factories/budgets.ts'
import {
  addresses,
  budgetProposals,
  budgets,
  categories,
  notifications,
  productSubcategories,
  suppliers,
} from '../../db/schema/index.ts'
import { endOfDayInSaoPaulo, searchWords } from './reverse-auctions.service.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
beforeEach(() => t.clock.set('2026-11-22T12:00:00.000Z'))

interface Side {
  id: string
  email: string
  token: string
}

async function client(role: Role = 'client'): Promise<Side> {
  const { user } = await createUser(t.db, { role, name: 'Carla Cliente' })
  await t.db.insert(addresses).values({
    userId: user.id,
    cep: '40010000',
    street: 'Rua A',
    number: '1',
    neighborhood: 'Centro',
    city: 'Salvador',
    uf: 'BA',
  })
  return { id: user.id, email: user.email, token: await t.login(user.email) }
}

async function supplier(name?: string): Promise<Side> {
  const { user } = await createSupplier(t.db, { name })
  return { id: user.id, email: user.email, token: await t.login(user.email) }
}

/** A fresh category with one active supplier selling in it. */
async function market() {
  const category = await createProductCategory(t.db, { namePt: 'Garrafas', nameEn: 'Bottles' })
  const s = await supplier('Brindes Sol')
  const product = await createProduct(t.db, { supplierId: s.id, categoryId: category.id })
  return { category, s, product }
}

const body = (
  categoryId: string,
  over: Partial<ReverseAuctionInput> = {},
): ReverseAuctionInput => ({
  categoryId,
  quantity: 500,
  states: ['BA', 'SP'],
  actionType: 1,
  targetAudience: 2,
  goal: 0,
  deliveryDeadline: '15/12/2026',
  proposalsUntil: '30/11/2026',
  observations: 'Entrega no centro de convenções.',
  description: 'Garrafa térmica com logo',
  ...over,
})

const create = (who: Side, b: unknown, key?: string, locale: 'pt' | 'en' = 'pt') =>
  t.request({
    method: 'POST',
    url: '/api/client/reverse-auctions',
    token: who.token,
    body: b,
    locale,
    headers: key ? { 'idempotency-key': key } : undefined,
  })

const propose = (who: Side, id: string, b: unknown) =>
  t.request({
    method: 'POST',
    url: `/api/supplier/reverse-auctions/${id}/proposal`,
    token: who.token,
    body: b,
  })

const proposalBody = (over: Record<string, unknown> = {}) => ({
  unitCents: 1_250,
  deliveryDays: 12,
  justification: 'Garrafa inox com gravação a laser.',
  ...over,
})

async function notes(userId: string, code: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, code)))
}

async function budgetRow(id: string) {
  const [row] = await t.db.select().from(budgets).where(eq(budgets.id, id))
  return row
}

/** Moves the clock and signs the sides in again. */
async function at(iso: string, ...sides: Side[]) {
  t.clock.set(iso)
  for (const s of sides) s.token = await t.login(s.email)
}

const pt = (raw: string) => translateMessage('pt-BR', raw)

describe('POST /client/reverse-auctions', () => {
  it('opens an auction until the end of the day in São Paulo and tells the category’s suppliers', async () => {
    const { category, s } = await market()
    const c = await client()
    const idle = await supplier()
    await createProduct(t.db, { supplierId: idle.id, categoryId: category.id, status: 'inactive' })
    const suspended = await supplier()
    await createProduct(t.db, { supplierId: suspended.id, categoryId: category.id })
    await setUserStatus(t.db, suspended.id, 'suspended')
    // A supplier an admin inactivated takes part in no reverse auction.
    const inactivated = await supplier()
    await createProduct(t.db, { supplierId: inactivated.id, categoryId: category.id })
    await t.db
      .update(suppliers)
      .set({ status: 'inactive' })
      .where(eq(suppliers.userId, inactivated.id))
    const elsewhere = await supplier()
    const other = await createProductCategory(t.db)
    await createProduct(t.db, { supplierId: elsewhere.id, categoryId: other.id })
    // A second product in the category does not tell the supplier twice.
    await createProduct(t.db, { supplierId: s.id, categoryId: category.id })

    const res = await create(c, body(category.id))
    expect(res.statusCode).toBe(201)
    expect(res.body.data).toEqual({ id: expect.any(String), number: expect.any(Number) })
    const row = await budgetRow(res.body.data.id)
    expect(row).toMatchObject({
      kind: 'reverse_auction',
      status: 'open',
      clientId: c.id,
      categoryId: category.id,
      quantity: 500,
      states: ['BA', 'SP'],
      actionType: 1,
      targetAudience: 2,
      goal: 0,
      deliveryDeadline: '2026-12-15',
      notes: 'Entrega no centro de convenções.',
      description: 'Garrafa térmica com logo',
      productId: null,
    })
    expect(row.proposalsUntil!.toISOString()).toBe('2026-12-01T02:59:59.000Z')

    const told = await notes(s.id, 'reverse_auction_new')
    expect(told).toHaveLength(1)
    expect(told[0].link).toBe(`/promotor/panel/supplier/auctions/${row.id}`)
    expect(told[0].params).toEqual({ number: row.number, category: 'Garrafas' })
    for (const x of [idle, suspended, inactivated, elsewhere])
      expect(await notes(x.id, 'reverse_auction_new')).toEqual([])
  })

  it('lets companies open one too', async () => {
    const { category } = await market()
    const company = await client('company')
    expect((await create(company, body(category.id))).statusCode).toBe(201)
  })

  it('replays the same Idempotency-Key and refuses it with another body', async () => {
    const { category } = await market()
    const c = await client()
    const first = await create(c, body(category.id), 'leilao-key-0001')
    expect(first.statusCode).toBe(201)
    const again = await create(c, body(category.id), 'leilao-key-0001')
    expect(again.statusCode).toBe(200)
    expect(again.body.data).toEqual(first.body.data)
    const other = await create(c, body(category.id, { quantity: 900 }), 'leilao-key-0001')
    expect(other.statusCode).toBe(422)
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED')
    const bad = await create(c, body(category.id), 'x')
    expect(bad.statusCode).toBe(422)
    expect(bad.body.errors[0].field).toBe('Idempotency-Key')
    const rows = await t.db.select().from(budgets).where(eq(budgets.clientId, c.id))
    expect(rows).toHaveLength(1)
  })

  it('checks the dates against the clock (tomorrow … 30 days; delivery after)', async () => {
    const { category } = await market()
    const c = await client()
    const today = await create(c, body(category.id, { proposalsUntil: '22/11/2026' }))
    expect(today.statusCode).toBe(422)
    expect(today.body.errors).toEqual([
      { field: 'proposalsUntil', message: pt('budgets.validation.proposalsUntilPast') },
    ])
    expect(today.body.errors[0].message).toBe(
      'O prazo para propostas precisa ser a partir de amanhã',
    )

    const far = await create(
      c,
      body(category.id, { proposalsUntil: '23/12/2026', deliveryDeadline: '10/01/2027' }),
    )
    expect(far.statusCode).toBe(422)
    expect(far.body.errors).toEqual([
      { field: 'proposalsUntil', message: 'O prazo para propostas pode ser de no máximo 30 dias' },
    ])
    const farEn = await create(
      c,
      body(category.id, { proposalsUntil: '23/12/2026', deliveryDeadline: '10/01/2027' }),
      undefined,
      'en',
    )
    expect(farEn.body.errors[0].message).toBe('The proposal deadline can be at most 30 days away')

    const delivery = await create(
      c,
      body(category.id, { proposalsUntil: '30/11/2026', deliveryDeadline: '30/11/2026' }),
    )
    expect(delivery.statusCode).toBe(422)
    expect(delivery.body.errors).toEqual([
      { field: 'deliveryDeadline', message: pt('budgets.validation.deliveryBeforeProposals') },
    ])

    const bad = await create(c, body(category.id, { proposalsUntil: '31/02/2026' }))
    expect(bad.body.errors).toContainEqual({
      field: 'proposalsUntil',
      message: pt('validation.invalidDate'),
    })

    // The edges are allowed: tomorrow, and 30 days away.
    expect((await create(c, body(category.id, { proposalsUntil: '23/11/2026' }))).statusCode).toBe(
      201,
    )
    const edge = await create(
      c,
      body(category.id, { proposalsUntil: '22/12/2026', deliveryDeadline: '10/01/2027' }),
    )
    expect(edge.statusCode).toBe(201)
  })

  it('refuses a description over 200 characters or without words', async () => {
    const { category } = await market()
    const c = await client()
    for (const description of ['a'.repeat(201), '!!! 123 ??']) {
      const res = await create(c, body(category.id, { description }))
      expect(res.statusCode).toBe(422)
      expect(res.body.errors).toEqual([
        { field: 'description', message: 'Por favor, digite uma descrição válida' },
      ])
      const en = await create(c, body(category.id, { description }), undefined, 'en')
      expect(en.body.errors[0].message).toBe('Please, type a valid describe')
    }
  })

  it('requires an active top-level product category, an active product and my own image', async () => {
    const { category, product } = await market()
    const c = await client()
    const sub = await createProductCategory(t.db, { parentId: category.id })
    const off = await createProductCategory(t.db)
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, off.id))
    const promoterCat = await createCategory(t.db, {
      slug: `promo-${Date.now()}`,
      namePt: 'Recepção',
      nameEn: 'Reception',
    })
    for (const id of [sub.id, off.id, promoterCat.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await create(c, body(id))
      expect(res.statusCode).toBe(422)
      expect(res.body.errors).toEqual([
        { field: 'categoryId', message: pt('validation.invalidOption') },
      ])
    }
    const inactive = await createProduct(t.db, {
      supplierId: product.supplierId,
      categoryId: category.id,
      status: 'inactive',
    })
    const p = await create(c, body(category.id, { productId: inactive.id }))
    expect(p.statusCode).toBe(404)
    expect(p.body.code).toBe('PRODUCT_NOT_FOUND')
    expect((await create(c, body(category.id, { productId: product.id }))).statusCode).toBe(201)

    const foreign = await createImage(t.db, { ownerId: product.supplierId })
    const img = await create(
      c,
      body(category.id, { customization: 'image', customImageId: foreign.id }),
    )
    expect(img.statusCode).toBe(404)
    expect(img.body.code).toBe('IMAGE_NOT_FOUND')
    const mine = await createImage(t.db, { ownerId: c.id })
    expect(
      (await create(c, body(category.id, { customization: 'image', customImageId: mine.id })))
        .statusCode,
    ).toBe(201)
  })
})

describe('supplier side', () => {
  async function opened() {
    const m = await market()
    const c = await client()
    const res = await create(c, body(m.category.id, { customization: 'text', customText: 'ACME' }))
    expect(res.statusCode).toBe(201)
    return { ...m, c, id: res.body.data.id as string, number: res.body.data.number as number }
  }

  it('lists open auctions of my categories and shows one', async () => {
    const { s, id, category } = await opened()
    const outsider = await supplier()
    await createProduct(t.db, {
      supplierId: outsider.id,
      categoryId: (await createProductCategory(t.db)).id,
    })

    const list = await t.request({
      method: 'GET',
      url: '/api/supplier/reverse-auctions',
      token: s.token,
    })
    expect(list.statusCode).toBe(200)
    const mine = list.body.data.find((a: { id: string }) => a.id === id)
    expect(mine).toMatchObject({
      id,
      category: { id: category.id, name: 'Garrafas' },
      terms: { quantity: 500, customization: 'text', customText: 'ACME', states: ['BA', 'SP'] },
      auction: {
        actionType: 1,
        targetAudience: 2,
        goal: 0,
        deliveryDeadline: '2026-12-15',
        proposalsUntil: '2026-12-01T02:59:59.000Z',
        description: 'Garrafa térmica com logo',
      },
      clientCity: 'Salvador/BA',
      myProposalId: null,
    })
    const one = await t.request({
      method: 'GET',
      url: `/api/supplier/reverse-auctions/${id}`,
      token: s.token,
    })
    expect(one.statusCode).toBe(200)
    expect(one.body.data.id).toBe(id)

    const theirs = await t.request({
      method: 'GET',
      url: '/api/supplier/reverse-auctions',
      token: outsider.token,
    })
    expect(theirs.body.data.find((a: { id: string }) => a.id === id)).toBeUndefined()
    const hidden = await t.request({
      method: 'GET',
      url: `/api/supplier/reverse-auctions/${id}`,
      token: outsider.token,
    })
    expect(hidden.statusCode).toBe(404)
    expect(hidden.body.code).toBe('BUDGET_NOT_FOUND')
  })

  it('takes one proposal per supplier and tells the client', async () => {
    const { s, c, id, product } = await opened()
    const res = await propose(s, id, proposalBody({ productId: product.id }))
    expect(res.statusCode).toBe(201)
    expect(res.body.data).toEqual({ proposalId: expect.any(String) })
    const [row] = await t.db
      .select()
      .from(budgetProposals)
      .where(eq(budgetProposals.id, res.body.data.proposalId))
    const auction = await budgetRow(id)
    expect(row).toMatchObject({
      budgetId: id,
      supplierId: s.id,
      productId: product.id,
      source: 'auction',
      status: 'answered',
      unitCents: 1_250,
      totalCents: 625_000,
      deliveryDays: 12,
    })
    expect(row.answeredAt!.toISOString()).toBe('2026-11-22T12:00:00.000Z')
    expect(row.answerDeadline.toISOString()).toBe(auction.proposalsUntil!.toISOString())
    const [note] = await notes(c.id, 'budget_answered')
    expect(note.link).toBe(`/company/panel/company/budgets/${id}/see`)
    expect(note.params).toEqual({
      supplier: 'Brindes Sol',
      number: auction.number,
      product: product.name,
    })

    const list = await t.request({
      method: 'GET',
      url: '/api/supplier/reverse-auctions',
      token: s.token,
    })
    expect(list.body.data.find((a: { id: string }) => a.id === id).myProposalId).toBe(
      res.body.data.proposalId,
    )

    const again = await propose(s, id, proposalBody())
    expect(again.statusCode).toBe(409)
    expect(again.body.code).toBe('BUDGET_INVALID_TRANSITION')
    // Inactivated by an admin: its product no longer counts.
    const later = await opened()
    await t.db.update(suppliers).set({ status: 'inactive' }).where(eq(suppliers.userId, later.s.id))
    const refused = await propose(later.s, later.id, proposalBody({ productId: later.product.id }))
    expect(refused.statusCode).toBe(422)
  })

  it('has one winner when the same supplier sends twice at once', async () => {
    const { s, id } = await opened()
    const results = await Promise.all([
      propose(s, id, proposalBody()),
      propose(s, id, proposalBody()),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(
      await t.db.select().from(budgetProposals).where(eq(budgetProposals.budgetId, id)),
    ).toHaveLength(1)
  })

  it('validates the proposal and refuses a product that is not mine in the category', async () => {
    const { s, id, category } = await opened()
    const noSetup = await propose(s, id, proposalBody({ setupColors: 2 }))
    expect(noSetup.statusCode).toBe(422)
    expect(noSetup.body.errors).toContainEqual({
      field: 'setupPerColorCents',
      message: pt('budgets.validation.setupValueRequired'),
    })
    const other = await supplier()
    const theirs = await createProduct(t.db, { supplierId: other.id, categoryId: category.id })
    const foreign = await propose(s, id, proposalBody({ productId: theirs.id }))
    expect(foreign.statusCode).toBe(422)
    expect(foreign.body.errors).toEqual([
      { field: 'productId', message: pt('validation.invalidOption') },
    ])
    const outsider = await supplier()
    await createProduct(t.db, {
      supplierId: outsider.id,
      categoryId: (await createProductCategory(t.db)).id,
    })
    const notMine = await propose(outsider, id, proposalBody())
    expect(notMine.statusCode).toBe(404)
    expect(notMine.body.code).toBe('BUDGET_NOT_FOUND')
    expect(
      await t.db.select().from(budgetProposals).where(eq(budgetProposals.budgetId, id)),
    ).toEqual([])
  })

  it('refuses after the deadline (422) and on an auction no longer open (409)', async () => {
    const { s, id, category } = await opened()
    await at('2026-12-01T03:00:00.000Z', s)
    const late = await propose(s, id, proposalBody())
    expect(late.statusCode).toBe(422)
    expect(late.body.code).toBe('AUCTION_PROPOSALS_CLOSED')
    const gone = await t.request({
      method: 'GET',
      url: `/api/supplier/reverse-auctions/${id}`,
      token: s.token,
    })
    expect(gone.statusCode).toBe(404)

    t.clock.set('2026-11-22T12:00:00.000Z')
    const c = await client()
    const cancelled = await createReverseAuction(t.db, {
      clientId: c.id,
      categoryId: category.id,
      proposalsUntil: new Date('2026-11-30T02:59:59Z'),
      status: 'cancelled',
    })
    const res = await propose(s, cancelled.id, proposalBody())
    expect(res.statusCode).toBe(409)
    expect(res.body.code).toBe('BUDGET_INVALID_TRANSITION')
  })
})

describe('ticker reverseAuctions.expire', () => {
  it('expires open auctions past the deadline with no proposal, once, and tells the client', async () => {
    const { category, s } = await market()
    const c = await client()
    const until = new Date('2026-11-24T02:59:59Z')
    const empty = await createReverseAuction(t.db, {
      clientId: c.id,
      categoryId: category.id,
      proposalsUntil: until,
    })
    const answered = await createReverseAuction(t.db, {
      clientId: c.id,
      categoryId: category.id,
      proposalsUntil: until,
      proposals: [{ supplierId: s.id }],
    })
    const later = await createReverseAuction(t.db, {
      clientId: c.id,
      categoryId: category.id,
      proposalsUntil: new Date('2026-11-28T02:59:59Z'),
    })

    t.clock.set('2026-11-24T02:59:00.000Z')
    await t.ticker.runOnce()
    expect((await budgetRow(empty.id)).status).toBe('open')

    t.clock.set('2026-11-24T03:00:00.000Z')
    await t.ticker.runOnce()
    const expired = await budgetRow(empty.id)
    expect(expired.status).toBe('expired')
    expect(expired.expiredAt!.toISOString()).toBe('2026-11-24T03:00:00.000Z')
    expect((await budgetRow(answered.id)).status).toBe('open')
    expect((await budgetRow(later.id)).status).toBe('open')
    await t.ticker.runOnce()
    const told = await notes(c.id, 'budget_expired')
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({
      link: `/company/panel/company/budgets/${empty.id}/see`,
      params: { number: expired.number, supplier: 'Garrafas' },
    })
  })
})

describe('GET /client/choose/suggestions', () => {
  const suggest = (who: Side | null, q: string) =>
    t.request({ method: 'GET', url: `/api/client/choose/suggestions?${q}`, token: who?.token })

  it('finds active products by words of the description, accents and case aside, best first', async () => {
    const cat = await createProductCategory(t.db, { namePt: 'Escritório', nameEn: 'Office' })
    const sub = await createProductCategory(t.db, { parentId: cat.id })
    const s = await supplier('Zircônio Brindes')
    const both = await createProduct(t.db, {
      supplierId: s.id,
      categoryId: cat.id,
      name: 'Caneta Zircônio Metálica',
    })
    const one = await createProduct(t.db, {
      supplierId: s.id,
      categoryId: cat.id,
      name: 'Chaveiro Zirconio',
    })
    await createProduct(t.db, {
      supplierId: s.id,
      categoryId: cat.id,
      name: 'Zirconio Inativo',
      status: 'inactive',
    })
    const gone = await supplier()
    await createProduct(t.db, {
      supplierId: gone.id,
      categoryId: cat.id,
      name: 'Zirconio Suspenso',
    })
    await setUserStatus(t.db, gone.id, 'suspended')
    const other = await createProductCategory(t.db)
    const elsewhere = await createProduct(t.db, {
      supplierId: s.id,
      categoryId: other.id,
      name: 'Zirconio Outro',
    })
    await t.db.insert(productSubcategories).values({ productId: one.id, categoryId: sub.id })

    const c = await client()
    const res = await suggest(
      c,
      `description=${encodeURIComponent('Quero ZIRCONIO metalica de presente')}`,
    )
    expect(res.statusCode).toBe(200)
    const names = res.body.data.map((p: { name: string }) => p.name)
    expect(names[0]).toBe('Caneta Zircônio Metálica')
    expect(names).toEqual(expect.arrayContaining(['Chaveiro Zirconio', 'Zirconio Outro']))
    expect(names).not.toContain('Zirconio Inativo')
    expect(names).not.toContain('Zirconio Suspenso')
    expect(res.body.data[0]).toMatchObject({
      id: both.id,
      category: { id: cat.id, name: 'Escritório' },
      cover: null,
      supplier: { id: s.id, tradeName: 'Zircônio Brindes' },
    })

    const inCat = await suggest(c, `description=zirc%C3%B4nio&categoryId=${cat.id}`)
    expect(inCat.body.data.map((p: { id: string }) => p.id).sort()).toEqual(
      [both.id, one.id].sort(),
    )
    const inSub = await suggest(c, `description=zirconio&categoryId=${sub.id}`)
    expect(inSub.body.data.map((p: { id: string }) => p.id)).toEqual([one.id])
    expect(
      (await suggest(c, `description=zirconio&categoryId=${other.id}`)).body.data.map(
        (p: { id: string }) => p.id,
      ),
    ).toEqual([elsewhere.id])
  })

  it('gives at most 8 and ignores words under 3 letters', async () => {
    const cat = await createProductCategory(t.db)
    const s = await supplier()
    for (let i = 0; i < 10; i++)
      await createProduct(t.db, {
        supplierId: s.id,
        categoryId: cat.id,
        name: `Ecobag Quixaba ${i}`,
      })
    const c = await client()
    const res = await suggest(c, 'description=quixaba')
    expect(res.body.data).toHaveLength(8)
    expect((await suggest(c, 'description=de%20a')).body.data).toEqual([])
    expect(searchWords('Éco, de BAG! ab')).toEqual(['eco', 'bag'])
  })

  it('with a category chosen and no description yet (step 3 of /choose): the products of the category, by name', async () => {
    const cat = await createProductCategory(t.db)
    const sub = await createProductCategory(t.db, { parentId: cat.id })
    const s = await supplier()
    const b = await createProduct(t.db, { supplierId: s.id, categoryId: cat.id, name: 'Boné Aba' })
    const a = await createProduct(t.db, { supplierId: s.id, categoryId: cat.id, name: 'Agenda' })
    await createProduct(t.db, {
      supplierId: s.id,
      categoryId: (await createProductCategory(t.db)).id,
      name: 'Caneca Fora',
    })
    const c = await client()
    const res = await suggest(c, `categoryId=${cat.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual([a.id, b.id])
    // Only short words typed: the same as no description.
    const short = await suggest(c, `description=de%20a&categoryId=${cat.id}`)
    expect(short.statusCode).toBe(200)
    expect(short.body.data).toHaveLength(2)
    const empty = await suggest(c, `categoryId=${sub.id}`)
    expect(empty.statusCode).toBe(200)
    expect(empty.body.data).toEqual([])
  })

  it('is for clients only: companies 403, anonymous 401', async () => {
    const company = await client('company')
    expect((await suggest(company, 'description=caneta')).statusCode).toBe(403)
    expect((await suggest(null, 'description=caneta')).statusCode).toBe(401)
  })
})

describe('endOfDayInSaoPaulo', () => {
  it('is 23:59:59 in São Paulo', () => {
    expect(endOfDayInSaoPaulo('2026-11-23').toISOString()).toBe('2026-11-24T02:59:59.000Z')
  })
})

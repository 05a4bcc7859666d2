import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import {
  createColor,
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import { createBudget, createReverseAuction } from '../../../test/factories/budgets.ts'
import {
  createAdAuction,
  createWonAdAuction,
  placeBid,
} from '../../../test/factories/promotions.ts'
import {
  addresses,
  auditLog,
  productRatings,
  supplierRatings,
  suppliers,
  users,
} from '../../db/schema/index.ts'

let t: TestApp
let master: { id: string; token: string }
let basic: { id: string; token: string }
const ADMIN_LOGIN = '/api/auth/login/admin'
const NO_ID = '00000000-0000-4000-8000-000000000000'

async function admin(role: 'admin_master' | 'admin_basic') {
  const { user } = await createUser(t.db, { role })
  return { id: user.id, token: await t.login(user.email, undefined, ADMIN_LOGIN) }
}

beforeAll(async () => {
  t = await createTestApp()
  master = await admin('admin_master')
  basic = await admin('admin_basic')
})
afterAll(() => t.close())

const get = (url: string, token?: string, locale: 'pt' | 'en' = 'pt') =>
  t.request({ method: 'GET', url, token, locale })
const putStatus = (id: string, status: unknown, token = master.token) =>
  t.request({
    method: 'PUT',
    url: `/api/admin/suppliers/${id}/status`,
    token,
    body: { status },
  })
const supplierRow = async (id: string) =>
  (await t.db.select().from(suppliers).where(eq(suppliers.userId, id)))[0]!

describe('who may call the admin supplier routes', () => {
  it('refuses anonymous callers (401) and suppliers and clients (403)', async () => {
    const { user: s } = await createSupplier(t.db)
    const supplierToken = await t.login(s.email)
    const { user: c } = await createUser(t.db, { role: 'client' })
    const clientToken = await t.login(c.email)
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/suppliers'],
      ['GET', `/api/admin/suppliers/${s.id}`],
      ['GET', `/api/admin/suppliers/${s.id}/budgets`],
      ['GET', `/api/admin/suppliers/${s.id}/products`],
      ['GET', `/api/admin/suppliers/${s.id}/promotions`],
      ['GET', `/api/admin/suppliers/${s.id}/feedbacks`],
      ['PUT', `/api/admin/suppliers/${s.id}/status`, { status: 'inactive' }],
    ]
    for (const [method, url, body] of routes) {
      const anon = await t.request({ method: method as 'GET', url, body })
      expect(anon.statusCode, `${method} ${url}`).toBe(401)
      for (const token of [supplierToken, clientToken]) {
        const res = await t.request({ method: method as 'GET', url, body, token })
        expect(res.statusCode, `${method} ${url}`).toBe(403)
      }
    }
    expect((await supplierRow(s.id)).status).toBe('active')
  })
})

describe('GET /api/admin/suppliers', () => {
  it('searches company, title, e-mail and CNPJ, filters by status, counts active products', async () => {
    const { user: a } = await createSupplier(t.db, { name: 'Xilogravura Brindes' })
    await t.db.update(users).set({ cnpj: '45723174000199' }).where(eq(users.id, a.id))
    await t.db.insert(addresses).values({
      userId: a.id,
      cep: '40010000',
      street: 'Rua Chile',
      number: '10',
      neighborhood: 'Centro',
      city: 'Salvador',
      uf: 'BA',
    })
    const { user: b } = await createSupplier(t.db, { name: 'Xilográfica Nordeste' })
    await t.db.update(suppliers).set({ status: 'inactive' }).where(eq(suppliers.userId, b.id))
    const cat = await createProductCategory(t.db)
    await createProduct(t.db, { supplierId: a.id, categoryId: cat.id })
    await createProduct(t.db, { supplierId: a.id, categoryId: cat.id })
    await createProduct(t.db, { supplierId: a.id, categoryId: cat.id, status: 'inactive' })

    // Accent-insensitive on the establishment title; by title order.
    const both = await get('/api/admin/suppliers?q=xilogra', basic.token)
    expect(both.statusCode).toBe(200)
    expect(both.body.data).toMatchObject({ total: 2, page: 1, lastPage: 1 })
    expect(both.body.data.data.map((r: { id: string }) => r.id)).toEqual([b.id, a.id])
    const rowA = both.body.data.data[1]
    expect(rowA).toEqual({
      id: a.id,
      companyName: 'Xilogravura Brindes Ltda.',
      establishmentTitle: 'Xilogravura Brindes',
      cnpj: '45723174000199',
      email: a.email,
      city: 'Salvador',
      uf: 'BA',
      status: 'active',
      accountStatus: 'active',
      activeProducts: 2,
      createdAt: expect.any(String),
    })
    expect(both.body.data.data[0]).toMatchObject({ status: 'inactive', city: null, uf: null })

    const inactive = await get('/api/admin/suppliers?q=xilogra&status=inactive', master.token)
    expect(inactive.body.data.data.map((r: { id: string }) => r.id)).toEqual([b.id])
    // CNPJ typed with its punctuation, and the access e-mail.
    const byCnpj = await get(
      `/api/admin/suppliers?q=${encodeURIComponent('45.723.174/0001-99')}`,
      basic.token,
    )
    expect(byCnpj.body.data.data.map((r: { id: string }) => r.id)).toEqual([a.id])
    const byMail = await get(`/api/admin/suppliers?q=${encodeURIComponent(b.email)}`, basic.token)
    expect(byMail.body.data.data.map((r: { id: string }) => r.id)).toEqual([b.id])
    // Wildcards typed by the admin are literal.
    expect((await get('/api/admin/suppliers?q=%25', basic.token)).body.data.total).toBe(0)
  })

  it('pages by 20 and refuses a bad query', async () => {
    for (let i = 0; i < 21; i++) await createSupplier(t.db, { name: `Zuleica Paginada ${i}` })
    const p1 = await get('/api/admin/suppliers?q=zuleica', basic.token)
    expect(p1.body.data).toMatchObject({ total: 21, page: 1, lastPage: 2 })
    expect(p1.body.data.data).toHaveLength(20)
    const p2 = await get('/api/admin/suppliers?q=zuleica&page=2', basic.token)
    expect(p2.body.data.data).toHaveLength(1)
    for (const qs of ['status=gone', 'page=0', 'page=x', `q=${'a'.repeat(101)}`]) {
      const res = await get(`/api/admin/suppliers?${qs}`, basic.token)
      expect(res.statusCode, qs).toBe(422)
    }
  })
})

describe('GET /api/admin/suppliers/{id}', () => {
  it('returns the registration; unknown, malformed and non-supplier ids are 404/422', async () => {
    const { user: s } = await createSupplier(t.db, { name: 'Cadastro Completo' })
    const res = await get(`/api/admin/suppliers/${s.id}`, basic.token)
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({
      id: s.id,
      companyName: 'Cadastro Completo Ltda.',
      legalNature: 'Sociedade Empresária Limitada',
      openingDate: '2015-01-01',
      mainActivity: 'Comércio de brindes',
      secondaryActivities: [],
      commercialPhone: '+557133330000',
      contactName: 'Contato Teste',
      address: null,
      certified: false,
      status: 'active',
    })
    expect((await get(`/api/admin/suppliers/${NO_ID}`, basic.token)).statusCode).toBe(404)
    expect((await get(`/api/admin/suppliers/${NO_ID}`, basic.token)).body.code).toBe(
      'SUPPLIER_NOT_FOUND',
    )
    const { user: client } = await createUser(t.db, { role: 'client' })
    expect((await get(`/api/admin/suppliers/${client.id}`, basic.token)).statusCode).toBe(404)
    expect((await get('/api/admin/suppliers/nope', basic.token)).statusCode).toBe(422)
    for (const tab of ['budgets', 'products', 'promotions', 'feedbacks']) {
      const res404 = await get(`/api/admin/suppliers/${client.id}/${tab}`, basic.token)
      expect(res404.statusCode, tab).toBe(404)
    }
  })
})

describe('the supplier tabs', () => {
  it('budgets: its side of budgets and reverse auctions, newest first, in the reader language', async () => {
    const { user: s } = await createSupplier(t.db)
    const { user: other } = await createSupplier(t.db)
    const { user: client } = await createUser(t.db, { role: 'client', name: 'Cliente Tabela' })
    const cat = await createProductCategory(t.db, { namePt: 'Canecas', nameEn: 'Mugs' })
    const p = await createProduct(t.db, {
      supplierId: s.id,
      categoryId: cat.id,
      name: 'Caneca Azul',
    })
    const { proposals } = await createBudget(t.db, {
      clientId: client.id,
      productId: p.id,
      quantity: 300,
      now: new Date('2026-11-20T12:00:00Z'),
      proposals: [{ supplierId: s.id, status: 'answered', unitCents: 300 }],
    })
    const auction = await createReverseAuction(t.db, {
      clientId: client.id,
      categoryId: cat.id,
      proposalsUntil: new Date('2026-11-25T12:00:00Z'),
      now: new Date('2026-11-21T12:00:00Z'),
      proposals: [{ supplierId: s.id, unitCents: 100 }],
    })
    // Someone else's budget is not listed.
    await createBudget(t.db, {
      clientId: client.id,
      productId: p.id,
      proposals: [{ supplierId: other.id }],
    })
    const en = await get(`/api/admin/suppliers/${s.id}/budgets`, basic.token, 'en')
    expect(en.statusCode).toBe(200)
    expect(en.body.data).toMatchObject({ total: 2, page: 1, lastPage: 1 })
    expect(en.body.data.data[0]).toMatchObject({
      budgetId: auction.id,
      kind: 'reverse_auction',
      subject: 'Mugs',
      clientName: 'Cliente Tabela',
      status: 'answered',
      totalCents: 50_000,
    })
    expect(en.body.data.data[1]).toEqual({
      proposalId: proposals[0].id,
      budgetId: proposals[0].budgetId,
      kind: 'budget',
      subject: 'Caneca Azul',
      clientName: 'Cliente Tabela',
      quantity: 300,
      status: 'answered',
      totalCents: 90_000,
      createdAt: '2026-11-20T12:00:00.000Z',
    })
    const pt = await get(`/api/admin/suppliers/${s.id}/budgets`, basic.token)
    expect(pt.body.data.data[0].subject).toBe('Canecas')
    expect((await get(`/api/admin/suppliers/${s.id}/budgets?page=0`, basic.token)).statusCode).toBe(
      422,
    )
  })

  it('products: every status, category in the reader language', async () => {
    const { user: s } = await createSupplier(t.db)
    const cat = await createProductCategory(t.db, { namePt: 'Chaveiros', nameEn: 'Key rings' })
    const color = await createColor(t.db)
    const a = await createProduct(t.db, {
      supplierId: s.id,
      categoryId: cat.id,
      name: 'Chaveiro Ativo',
      colorIds: [color.id],
    })
    const b = await createProduct(t.db, {
      supplierId: s.id,
      categoryId: cat.id,
      name: 'Chaveiro Inativo',
      status: 'inactive',
    })
    const res = await get(`/api/admin/suppliers/${s.id}/products`, basic.token, 'en')
    expect(res.body.data.total).toBe(2)
    const byId = new Map(res.body.data.data.map((r: { id: string }) => [r.id, r]))
    expect(byId.get(a.id)).toEqual({
      id: a.id,
      name: 'Chaveiro Ativo',
      code: a.code,
      category: 'Key rings',
      status: 'active',
      ratingAvg: null,
      createdAt: a.createdAt.toISOString(),
    })
    expect(byId.get(b.id)).toMatchObject({ status: 'inactive' })
  })

  it('promotions: its highest live bid, the result and the won ad status', async () => {
    const { user: s } = await createSupplier(t.db)
    const { user: rival } = await createSupplier(t.db)
    const open = await createAdAuction(t.db, { name: 'Leilão Aberto' })
    await placeBid(t.db, { auctionId: open.id, supplierId: s.id, amountCents: 10_000 })
    await placeBid(t.db, { auctionId: open.id, supplierId: rival.id, amountCents: 11_000 })
    await placeBid(t.db, { auctionId: open.id, supplierId: s.id, amountCents: 12_000 })
    // A withdrawn bid does not count as its highest.
    await placeBid(t.db, {
      auctionId: open.id,
      supplierId: s.id,
      amountCents: 13_000,
      withdrawnAt: new Date('2026-11-22T11:00:00Z'),
    })
    const { auction: won } = await createWonAdAuction(t.db, {
      winnerId: s.id,
      amountCents: 20_000,
      name: 'Leilão Vencido',
      startsOn: '2026-11-20',
      endsOn: '2026-11-30',
      slideOrder: 2,
    })
    // An auction it never bid on is not listed.
    await createAdAuction(t.db, { name: 'Leilão Alheio', slideOrder: 3 })
    const res = await get(`/api/admin/suppliers/${s.id}/promotions`, basic.token)
    expect(res.statusCode).toBe(200)
    const rows = res.body.data as { auctionId: string }[]
    expect(rows.map((r) => r.auctionId)).toEqual([open.id, won.id])
    expect(rows[0]).toEqual({
      auctionId: open.id,
      name: 'Leilão Aberto',
      kind: 'company',
      phase: 'open',
      myHighestBidCents: 12_000,
      won: false,
      adStatus: null,
      adStatusCode: null,
      startsOn: '2026-12-01',
      endsOn: '2026-12-31',
    })
    expect(rows[1]).toMatchObject({
      name: 'Leilão Vencido',
      phase: 'closed',
      myHighestBidCents: 20_000,
      won: true,
      adStatus: 'online',
      adStatusCode: 1,
    })
  })

  it('feedbacks: supplier and product ratings, deleted ones hidden, newest first', async () => {
    const { user: s } = await createSupplier(t.db, { name: 'Avaliado Sempre' })
    const { user: client } = await createUser(t.db, { role: 'client', name: 'Quem Avaliou' })
    const cat = await createProductCategory(t.db)
    const p = await createProduct(t.db, { supplierId: s.id, categoryId: cat.id, name: 'Bolsa Eco' })
    const { proposals } = await createBudget(t.db, {
      clientId: client.id,
      productId: p.id,
      proposals: [{ supplierId: s.id, status: 'completed' }],
    })
    const { proposals: second } = await createBudget(t.db, {
      clientId: client.id,
      productId: p.id,
      proposals: [{ supplierId: s.id, status: 'completed' }],
    })
    await t.db.insert(supplierRatings).values({
      supplierId: s.id,
      clientId: client.id,
      proposalId: proposals[0].id,
      costBenefit: 5,
      onTime: 4,
      support: 4,
      quality: 5,
      createdAt: new Date('2026-11-10T12:00:00Z'),
    })
    await t.db.insert(productRatings).values({
      productId: p.id,
      clientId: client.id,
      proposalId: proposals[0].id,
      material: 5,
      finishing: 4,
      customization: 3,
      title: 'Muito boa',
      comment: 'Chegou no prazo.',
      createdAt: new Date('2026-11-11T12:00:00Z'),
    })
    await t.db.insert(productRatings).values({
      productId: p.id,
      clientId: client.id,
      proposalId: second[0].id,
      material: 1,
      finishing: 1,
      customization: 1,
      title: 'Removida',
      comment: 'Ofensiva.',
      deletedAt: new Date('2026-11-12T12:00:00Z'),
      createdAt: new Date('2026-11-12T12:00:00Z'),
    })
    const res = await get(`/api/admin/suppliers/${s.id}/feedbacks`, basic.token)
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({ total: 2, page: 1, lastPage: 1 })
    expect(res.body.data.data).toEqual([
      {
        id: expect.any(String),
        kind: 'product',
        subject: 'Bolsa Eco',
        authorName: 'Quem Avaliou',
        stars: 4,
        comment: 'Muito boa — Chegou no prazo.',
        createdAt: '2026-11-11T12:00:00.000Z',
      },
      {
        id: expect.any(String),
        kind: 'supplier',
        subject: 'Bolsa Eco',
        authorName: 'Quem Avaliou',
        stars: 4.5,
        comment: null,
        createdAt: '2026-11-10T12:00:00.000Z',
      },
    ])
  })
})

describe('PUT /api/admin/suppliers/{id}/status', () => {
  it('inactivates and activates, audited once per change, e-mailed in the supplier language', async () => {
    const { user: s } = await createSupplier(t.db, { name: 'Troca Situação', locale: 'en' })
    const off = await putStatus(s.id, 'inactive', basic.token)
    expect(off.statusCode).toBe(200)
    expect(off.body.data).toMatchObject({ id: s.id, status: 'inactive', accountStatus: 'active' })
    expect((await supplierRow(s.id)).status).toBe('inactive')
    await expect.poll(() => t.mailer.sent.filter((m) => m.to === s.email).length).toBe(1)
    const mail = t.mailer.last(s.email)!
    expect(mail.subject).toBe('Your company was inactivated on Galera Eventos')
    expect(mail.text).toContain('You can still sign in to your account.')
    // The same status again: nothing changes, no audit, no mail.
    expect((await putStatus(s.id, 'inactive')).statusCode).toBe(200)
    const on = await putStatus(s.id, 'active')
    expect(on.body.data.status).toBe('active')
    await expect.poll(() => t.mailer.sent.filter((m) => m.to === s.email).length).toBe(2)
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, s.id))
      .orderBy(auditLog.createdAt)
    expect(trail.map((a) => a.action)).toEqual(['supplier.inactivate', 'supplier.activate'])
    expect(trail[0]).toMatchObject({
      actorId: basic.id,
      targetType: 'supplier',
      before: { status: 'active' },
      after: { status: 'inactive' },
    })
    // The account itself (sign-in) is untouched.
    const [account] = await t.db.select().from(users).where(eq(users.id, s.id))
    expect(account.status).toBe('active')
  })

  it('refuses bad input and unknown ids', async () => {
    const { user: s } = await createSupplier(t.db)
    expect((await putStatus(s.id, 'suspended')).statusCode).toBe(422)
    expect((await putStatus(s.id, undefined)).statusCode).toBe(422)
    const unknown = await putStatus(NO_ID, 'inactive')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body.code).toBe('SUPPLIER_NOT_FOUND')
    const { user: client } = await createUser(t.db, { role: 'client' })
    expect((await putStatus(client.id, 'inactive')).statusCode).toBe(404)
    expect((await supplierRow(s.id)).status).toBe('active')
  })
})

describe('an inactive supplier', () => {
  it('is hidden from the public with its products and refused as a budget recipient', async () => {
    const code = `IMP-${Date.now()}`
    const { user: s } = await createSupplier(t.db, { name: 'Oculta Quando Inativa' })
    const { user: other } = await createSupplier(t.db, { name: 'Continua Visível' })
    const cat = await createProductCategory(t.db)
    const mine = await createProduct(t.db, {
      supplierId: s.id,
      categoryId: cat.id,
      name: 'Squeeze Oculto',
      importerCode: code,
    })
    const theirs = await createProduct(t.db, {
      supplierId: other.id,
      categoryId: cat.id,
      name: 'Squeeze Visível',
      importerCode: code,
    })
    const { user: client } = await createUser(t.db, { role: 'client' })
    const clientToken = await t.login(client.email)
    const request = (productId: string, supplierIds: string[]) =>
      t.request({
        method: 'POST',
        url: '/api/client/budgets',
        token: clientToken,
        body: {
          productId,
          quantity: 500,
          customization: 'text',
          customText: 'Galera',
          supplierIds,
          states: ['BA'],
        },
      })
    const names = async () =>
      (await get(`/api/public/products?category=${cat.id}&q=squeeze`)).body.data.data.map(
        (p: { name: string }) => p.name,
      )
    const listed = async (q: string) =>
      (await get(`/api/public/suppliers?q=${encodeURIComponent(q)}`)).body.data.data.map(
        (x: { id: string }) => x.id,
      )

    expect(await listed('Oculta Quando')).toEqual([s.id])
    expect((await get(`/api/public/suppliers/${s.id}`)).statusCode).toBe(200)
    expect((await get(`/api/public/products/${mine.id}`)).statusCode).toBe(200)
    const before = await get(`/api/public/products/${theirs.id}`)
    expect(before.body.data.alsoOfferedBy.map((x: { id: string }) => x.id)).toEqual([s.id])

    expect((await putStatus(s.id, 'inactive')).statusCode).toBe(200)

    expect(await listed('Oculta Quando')).toEqual([])
    expect((await get(`/api/public/suppliers/${s.id}`)).statusCode).toBe(404)
    expect((await get(`/api/public/products/${mine.id}`)).statusCode).toBe(404)
    expect(await names()).toEqual(['Squeeze Visível'])
    const after = await get(`/api/public/products/${theirs.id}`)
    expect(after.body.data.alsoOfferedBy).toEqual([])
    // Not a recipient: neither as the product's supplier nor as another one offering it.
    const asOwner = await request(mine.id, [s.id])
    expect(asOwner.statusCode).toBe(404)
    expect(asOwner.body.code).toBe('PRODUCT_NOT_FOUND')
    const asOther = await request(theirs.id, [other.id, s.id])
    expect(asOther.statusCode).toBe(422)
    expect(asOther.body.code).toBe('BUDGET_SUPPLIER_NOT_OFFERING')
    expect((await request(theirs.id, [other.id])).statusCode).toBe(201)

    // Reactivated: back everywhere.
    expect((await putStatus(s.id, 'active')).statusCode).toBe(200)
    expect(await listed('Oculta Quando')).toEqual([s.id])
    expect((await get(`/api/public/products/${mine.id}`)).statusCode).toBe(200)
    expect((await request(theirs.id, [other.id, s.id])).statusCode).toBe(201)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { openStream } from '../../../test/sse-reader.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { createJob } from '../../../test/factories/jobs.ts'
import { createBudget } from '../../../test/factories/budgets.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import { budgetProposals, conversationMessages, payments } from '../../db/schema/index.ts'

const WEBHOOK_TOKEN = 'conversations-webhook-token-0123456789abcd'

type Who = { id: string; token: string }
let t: TestApp
let hirer: Who, promoter: Who, outsider: Who, client: Who, supplier: Who, admin: Who
let proposalId: string

beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENT_WEBHOOK_TOKEN: WEBHOOK_TOKEN } })
  const h = await createUser(t.db, {
    role: 'client',
    name: 'Helena Hirer',
    phone: '+5571988887777',
  })
  hirer = { id: h.user.id, token: await t.login(h.user.email) }
  const p = await createPromoter(t.db, { user: { name: 'Paula Promotora', locale: 'en' } })
  promoter = { id: p.user.id, token: await t.login(p.user.email) }
  const o = await createUser(t.db, { role: 'company', name: 'Outra Empresa' })
  outsider = { id: o.user.id, token: await t.login(o.user.email) }
  const c = await createUser(t.db, { role: 'client', name: 'Clara Cliente' })
  client = { id: c.user.id, token: await t.login(c.user.email) }
  const s = await createSupplier(t.db, { name: 'Brindes Bahia' })
  supplier = { id: s.user.id, token: await t.login(s.user.email) }
  const a = await createUser(t.db, { role: 'admin_basic' })
  admin = { id: a.user.id, token: await t.login(a.user.email, undefined, '/api/auth/login/admin') }
  const category = await createProductCategory(t.db)
  const product = await createProduct(t.db, {
    supplierId: supplier.id,
    categoryId: category.id,
    name: 'Caneca personalizada',
  })
  const { proposals } = await createBudget(t.db, {
    clientId: client.id,
    productId: product.id,
    proposals: [{ supplierId: supplier.id }],
  })
  proposalId = proposals[0].id
})
afterAll(() => t.close())

const post = (url: string, who: Who, body: unknown = {}, locale?: 'pt' | 'en') =>
  t.request({ method: 'POST', url, token: who.token, body, locale })
const get = (url: string, who: Who) => t.request({ method: 'GET', url, token: who.token })
const PHONE = 'Me chama no (71) 99999-1234 ou ana@gmail.com'

describe('a question before hiring, continued by the hire', () => {
  let conversationId: string

  it('opens one pre-hire conversation per hirer and promoter', async () => {
    const first = await post(`/api/conversations/promoter/${promoter.id}`, hirer)
    expect(first.statusCode).toBe(200)
    expect(first.body.data).toMatchObject({
      kind: 'promoter',
      side: 'hirer',
      counterpart: { id: promoter.id, name: 'Paula Promotora' },
      jobId: null,
      deal: false,
      contact: null,
      unread: 0,
    })
    conversationId = first.body.data.id
    const again = await post(`/api/conversations/promoter/${promoter.id}`, hirer)
    expect(again.body.data.id).toBe(conversationId)
    expect((await post(`/api/conversations/promoter/${hirer.id}`, outsider)).statusCode).toBe(404)
  })

  it('masks contact details for the reader before the deal and tells the sender', async () => {
    const sent = await post(`/api/conversations/${conversationId}/messages`, hirer, { text: PHONE })
    expect(sent.statusCode).toBe(201)
    expect(sent.body.data).toMatchObject({
      mine: true,
      text: PHONE,
      contactHidden: true,
      read: false,
    })
    const seen = await get(`/api/conversations/${conversationId}/messages`, promoter)
    expect(seen.statusCode).toBe(200)
    const [msg] = seen.body.data.data
    expect(msg.mine).toBe(false)
    expect(msg.text).not.toContain('99999')
    expect(msg.text).not.toContain('gmail')
    expect(msg.text).toContain('[•••]')
    expect(seen.body.data.conversation).toMatchObject({ side: 'provider', unread: 1 })
    const list = await get('/api/conversations', promoter)
    expect(list.body.data.unread).toBe(1)
    expect(list.body.data.data[0].lastMessage.text).toContain('[•••]')
  })

  it('marks read and shows the read receipt to the sender', async () => {
    const read = await post(`/api/conversations/${conversationId}/read`, promoter)
    expect(read.body.data).toEqual({ unread: 0 })
    expect((await get('/api/conversations/unread', promoter)).body.data).toEqual({ unread: 0 })
    const mine = await get(`/api/conversations/${conversationId}/messages`, hirer)
    expect(mine.body.data.data[0]).toMatchObject({ mine: true, read: true, text: PHONE })
  })

  it('lets only the two participants read or write', async () => {
    const url = `/api/conversations/${conversationId}`
    for (const who of [outsider, client, supplier]) {
      expect((await get(`${url}/messages`, who)).statusCode).toBe(404)
      expect((await post(`${url}/messages`, who, { text: 'oi' })).statusCode).toBe(404)
      expect((await post(`${url}/read`, who)).statusCode).toBe(404)
    }
    expect((await get('/api/conversations', outsider)).body.data.data).toEqual([])
  })

  it('refuses an empty or too long message with a translated 422', async () => {
    const url = `/api/conversations/${conversationId}/messages`
    const empty = await post(url, hirer, { text: '  \n ' }, 'en')
    expect(empty.statusCode).toBe(422)
    expect(empty.body.errors[0]).toMatchObject({ field: 'text', message: 'Required field' })
    expect((await post(url, hirer, { text: 'a'.repeat(2001) })).statusCode).toBe(422)
  })

  it('is continued by the hire, and once it is paid nothing is masked and contacts show', async () => {
    const job = await createJob(t.db, {
      hirerId: hirer.id,
      promoterId: promoter.id,
      requestedAt: new Date(t.clock.now().getTime() + 60_000),
    })
    const opened = await post(`/api/conversations/job/${job.id}`, promoter)
    expect(opened.statusCode).toBe(200)
    expect(opened.body.data).toMatchObject({ id: conversationId, jobId: job.id, deal: false })
    expect((await post(`/api/conversations/job/${job.id}`, outsider)).statusCode).toBe(404)
    // A new question from the profile opens a new pre-hire conversation.
    const next = await post(`/api/conversations/promoter/${promoter.id}`, hirer)
    expect(next.body.data.id).not.toBe(conversationId)

    const accepted = await post(`/api/promoter/jobs/${job.id}/accept`, promoter)
    expect(accepted.statusCode).toBe(200)
    // ADR 0057: accepted but not paid yet is not the deal.
    const unpaid = await get(`/api/conversations/${conversationId}/messages`, promoter)
    expect(unpaid.body.data.conversation).toMatchObject({ deal: false, contact: null })
    expect(unpaid.body.data.data[0].text).toContain('[•••]')
    const early = await post(`/api/conversations/${conversationId}/messages`, promoter, {
      text: 'Meu número: 71 98888-1111',
    })
    expect(early.body.data.contactHidden).toBe(true)

    // The provider tells us the hirer paid (held): the deal.
    const [payment] = await t.db.select().from(payments).where(eq(payments.jobId, job.id))
    const paid = await t.request({
      method: 'POST',
      url: '/webhooks/asaas',
      noAppKey: true,
      headers: { 'asaas-access-token': WEBHOOK_TOKEN },
      body: {
        id: `evt_conversations_${job.id}`,
        event: 'PAYMENT_RECEIVED',
        payment: {
          object: 'payment',
          id: 'pay_conversations_1',
          customer: 'cus_1',
          value: payment!.amountCents / 100,
          billingType: 'PIX',
          status: 'RECEIVED',
          dueDate: '2026-12-01',
          invoiceUrl: 'https://sandbox.asaas.com/i/pay_conversations_1',
          externalReference: payment!.id,
        },
      },
    })
    expect(paid.body).toMatchObject({ outcome: 'applied' })
    const after = await get(`/api/conversations/${conversationId}/messages`, promoter)
    expect(after.body.data.conversation).toMatchObject({
      deal: true,
      contact: { name: 'Helena Hirer', phone: '+5571988887777' },
    })
    expect(after.body.data.data[0].text).toBe(PHONE)
    const sent = await post(`/api/conversations/${conversationId}/messages`, promoter, {
      text: 'Meu número: 71 98888-1111',
    })
    expect(sent.body.data.contactHidden).toBe(false)
  })

  it('counts contact attempts before the deal for admins only', async () => {
    const res = await get('/api/admin/conversations/contact-attempts', admin)
    expect(res.statusCode).toBe(200)
    // The promoter's number sent after the accept but before the payment counts too.
    expect(res.body.data.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: hirer.id, name: 'Helena Hirer', attempts: 1 }),
        expect.objectContaining({ userId: promoter.id, name: 'Paula Promotora', attempts: 1 }),
      ]),
    )
    expect(res.body.data.data).toHaveLength(2)
    expect((await get('/api/admin/conversations/contact-attempts', hirer)).statusCode).toBe(403)
  })
})

describe('a budget proposal conversation', () => {
  it('lets the supplier ask the client about the logo, masked until the deal', async () => {
    const opened = await post(`/api/conversations/proposal/${proposalId}`, supplier)
    expect(opened.statusCode).toBe(200)
    expect(opened.body.data).toMatchObject({
      kind: 'budget',
      side: 'provider',
      subject: 'Caneca personalizada',
      counterpart: { id: client.id, name: null },
    })
    const id = opened.body.data.id
    expect((await post(`/api/conversations/proposal/${proposalId}`, client)).body.data.id).toBe(id)
    expect((await post(`/api/conversations/proposal/${proposalId}`, outsider)).statusCode).toBe(404)
    await post(`/api/conversations/${id}/messages`, supplier, {
      text: 'O logo tem quantas cores? Manda em vetor pro @brindesbahia',
    })
    const read = await get(`/api/conversations/${id}/messages`, client)
    expect(read.body.data.data[0].text).toBe('O logo tem quantas cores? Manda em vetor pro [•••]')
    await t.db
      .update(budgetProposals)
      .set({
        status: 'chosen',
        unitCents: 1000,
        quantity: 500,
        totalCents: 500_000,
        contactDeadline: t.clock.now(),
      })
      .where(eq(budgetProposals.id, proposalId))
    const after = await get(`/api/conversations/${id}/messages`, client)
    expect(after.body.data.data[0].text).toContain('@brindesbahia')
    expect(after.body.data.conversation.contact).toMatchObject({ name: 'Brindes Bahia' })
    const supplierSide = await get(`/api/conversations/${id}/messages`, supplier)
    expect(supplierSide.body.data.conversation.counterpart.name).toBe('Clara Cliente')
  })
})

describe('the database', () => {
  it('refuses a message whose author is not the participant of its side', async () => {
    const opened = await post(`/api/conversations/proposal/${proposalId}`, client)
    await expect(
      t.db.insert(conversationMessages).values({
        conversationId: opened.body.data.id,
        authorId: outsider.id,
        authorSide: 'hirer',
        body: 'intruso',
      }),
    ).rejects.toThrow()
    await expect(
      t.db.insert(conversationMessages).values({
        conversationId: opened.body.data.id,
        authorId: client.id,
        authorSide: 'provider',
        body: 'lado errado',
      }),
    ).rejects.toThrow()
  })

  it('keeps one pre-hire conversation per pair', async () => {
    await expect(
      t.db.execute(
        sql`insert into conversations (kind, hirer_id, provider_id) values ('promoter', ${hirer.id}, ${promoter.id}), ('promoter', ${hirer.id}, ${promoter.id})`,
      ),
    ).rejects.toThrow()
  })
})

describe('unread messages by e-mail', () => {
  it('mails the recipient once, in their language, after 10 minutes', async () => {
    const opened = await post(`/api/conversations/promoter/${promoter.id}`, outsider)
    const id = opened.body.data.id
    await post(`/api/conversations/${id}/messages`, outsider, {
      text: 'Você está livre em dezembro?',
    })
    t.mailer.sent.length = 0
    t.clock.advance(5 * 60_000)
    await t.ticker.runOnce()
    expect(t.mailer.sent).toEqual([])
    t.clock.advance(6 * 60_000)
    await t.ticker.runOnce()
    await t.ticker.runOnce()
    t.clock.advance(60 * 60_000)
    await t.ticker.runOnce()
    const mine = t.mailer.sent.filter((m) => m.text.includes('Outra Empresa'))
    expect(mine).toHaveLength(1)
    expect(mine[0].subject).toContain('Unread messages from Outra Empresa')
    expect(mine[0].text).toContain(`/mensagens/${id}`)
  })
})

describe('live', () => {
  it('pushes a new message to the recipient on the notification stream, ids only', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as { port: number }
    const opened = await post(`/api/conversations/promoter/${promoter.id}`, client)
    const stream = await openStream(`http://127.0.0.1:${port}`, promoter.token)
    try {
      await stream.next('ready')
      const sent = await post(`/api/conversations/${opened.body.data.id}/messages`, client, {
        text: 'Oi, Paula! Você fala inglês?',
      })
      const event = await stream.next('message')
      expect(event).toEqual({ conversationId: opened.body.data.id, messageId: sent.body.data.id })
    } finally {
      stream.close()
    }
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { BudgetRequestInput } from '@galera/shared'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createImage, createUser } from '../../../test/factories/accounts.ts'
import {
  createColor,
  createProduct,
  createProductCategory,
  createSupplier,
  setUserStatus,
} from '../../../test/factories/products.ts'
import { createBudget, createReverseAuction } from '../../../test/factories/budgets.ts'
import {
  addresses,
  budgetProposals,
  budgets,
  notifications,
  productRatings,
} from '../../db/schema/index.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
beforeEach(() => t.clock.set('2026-11-22T12:00:00.000Z'))

interface Side {
  id: string
  token: string
  email: string
  name: string
}

/** A valid, unique CPF per call. */
let cpfSeq = 100_000_000 + Math.floor(Math.random() * 800_000_000)
function nextCpf(): string {
  const base = String(cpfSeq++).padStart(9, '0')
  const digit = (s: string) => {
    const sum = [...s].reduce((acc, d, i) => acc + Number(d) * (s.length + 1 - i), 0)
    const r = (sum * 10) % 11
    return r === 10 ? 0 : r
  }
  const d1 = digit(base)
  return `${base}${d1}${digit(base + d1)}`
}

async function client(role: 'client' | 'company' = 'client'): Promise<Side & { doc: string }> {
  const doc = nextCpf()
  const { user } = await createUser(t.db, {
    role,
    name: 'Carla Cliente',
    cpf: role === 'client' ? doc : null,
    cnpj: null,
    phone: `+55719${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  })
  await t.db.insert(addresses).values({
    userId: user.id,
    cep: '40010000',
    street: 'Av. Sete de Setembro',
    number: '100',
    neighborhood: 'Centro',
    city: 'Salvador',
    uf: 'BA',
  })
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    doc,
    token: await t.login(user.email),
  }
}

async function supplier(name?: string, locale?: 'pt-BR' | 'en'): Promise<Side> {
  const { user } = await createSupplier(t.db, { name, locale })
  return { id: user.id, email: user.email, name: user.name, token: await t.login(user.email) }
}

/** Re-signs everyone in after a clock jump (sessions idle out). */
async function relogin(...sides: Side[]) {
  for (const s of sides) s.token = await t.login(s.email)
}

/** A product offered by three suppliers (same importer code), plus one of the category without. */
async function world() {
  const category = await createProductCategory(t.db)
  const blue = await createColor(t.db, { namePt: 'Azul', hex: '#1E40AF' })
  const red = await createColor(t.db, { namePt: 'Vermelho', hex: '#B91C1C' })
  const code = `IMP-${Math.random().toString(36).slice(2, 8)}`
  const [a, b, c, d] = await Promise.all([
    supplier('Alfa Brindes'),
    supplier('Beta Brindes'),
    supplier('Gama Brindes'),
    supplier('Delta Brindes'),
  ])
  const product = await createProduct(t.db, {
    supplierId: a.id,
    categoryId: category.id,
    name: 'Caneta Metal',
    importerCode: code,
    colorIds: [blue.id],
  })
  const pb = await createProduct(t.db, {
    supplierId: b.id,
    categoryId: category.id,
    importerCode: code.toLowerCase(),
  })
  const pc = await createProduct(t.db, {
    supplierId: c.id,
    categoryId: category.id,
    importerCode: code,
  })
  const pd = await createProduct(t.db, { supplierId: d.id, categoryId: category.id })
  return { category, blue, red, code, a, b, c, d, product, pb, pc, pd }
}

const body = (
  w: Awaited<ReturnType<typeof world>>,
  extra: Partial<BudgetRequestInput> = {},
): BudgetRequestInput => ({
  productId: w.product.id,
  quantity: 500,
  colorId: w.blue.id,
  customization: 'text',
  customText: 'Galera 2026',
  supplierIds: [w.a.id, w.b.id],
  states: ['BA', 'SE'],
  ...extra,
})

const ask = (c: Side, payload: unknown, key?: string, locale: 'pt' | 'en' = 'pt') =>
  t.request({
    method: 'POST',
    url: '/api/client/budgets',
    token: c.token,
    body: payload,
    locale,
    headers: key ? { 'idempotency-key': key } : undefined,
  })

const act = (
  s: Side,
  id: string,
  action: 'answer' | 'counter' | 'decline' | 'give-up' | 'contacted',
  payload: unknown = {},
) =>
  t.request({
    method: 'POST',
    url: `/api/supplier/proposals/${id}/${action}`,
    token: s.token,
    body: payload,
  })

const answer = {
  unitCents: 350,
  deliveryDays: 12,
  justification: 'Frete incluso.',
}

const choose = (c: Side, budgetId: string, proposalId: string) =>
  t.request({
    method: 'POST',
    url: `/api/client/budgets/${budgetId}/proposals/${proposalId}/choose`,
    token: c.token,
    body: {},
  })

const getBudget = (c: Side, id: string) =>
  t.request({ method: 'GET', url: `/api/client/budgets/${id}`, token: c.token })
const getProposal = (s: Side, id: string) =>
  t.request({ method: 'GET', url: `/api/supplier/proposals/${id}`, token: s.token })

async function notes(userId: string, code?: string) {
  return t.db
    .select()
    .from(notifications)
    .where(
      code
        ? and(eq(notifications.userId, userId), eq(notifications.code, code))
        : eq(notifications.userId, userId),
    )
}

async function proposalOf(budgetId: string, supplierId: string) {
  const [p] = await t.db
    .select()
    .from(budgetProposals)
    .where(and(eq(budgetProposals.budgetId, budgetId), eq(budgetProposals.supplierId, supplierId)))
  return p!
}
async function budgetRow(id: string) {
  const [b] = await t.db.select().from(budgets).where(eq(budgets.id, id))
  return b!
}

const fieldMessage = (
  res: { body: { errors?: { field: string; message: string }[] } },
  f: string,
) => res.body.errors?.find((e) => e.field === f)?.message

describe('POST /client/budgets: the request form (spec §5)', () => {
  it('refuses a quantity under 100, a long attachment text, 4 suppliers and 4 states', async () => {
    const w = await world()
    const c = await client()
    const res = await ask(
      c,
      body(w, {
        quantity: 50,
        customization: 'attachment',
        customText: null,
        attachmentText: 'x'.repeat(26),
        supplierIds: [w.a.id, w.b.id, w.c.id, w.d.id],
        states: ['BA', 'SE', 'AL', 'PE'],
      }),
    )
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('VALIDATION_FAILED')
    expect(fieldMessage(res, 'quantity')).toBe('Quantidade mínima de 100 unidades')
    expect(fieldMessage(res, 'attachmentText')).toBe('Máximo de 25 caracteres')
    expect(fieldMessage(res, 'supplierIds')).toBe('Selecione no máximo 3')
    expect(fieldMessage(res, 'states')).toBe('Selecione no máximo 3')
    expect(await t.db.select().from(budgets).where(eq(budgets.clientId, c.id))).toHaveLength(0)
  })

  it('requires the customization text, the logo colours and file', async () => {
    const w = await world()
    const c = await client()
    const text = await ask(c, body(w, { customization: 'text', customText: '' }))
    expect(fieldMessage(text, 'customText')).toBe('Campo obrigatório')
    const logo = await ask(c, body(w, { customization: 'logo', customText: null }))
    expect(fieldMessage(logo, 'logoColors')).toBeTruthy()
    expect(fieldMessage(logo, 'customImageId')).toBe('Arquivo obrigatório não anexado')
  })

  it('refuses suppliers that do not offer the product (422 on supplierIds)', async () => {
    const w = await world()
    const c = await client()
    const res = await ask(c, body(w, { supplierIds: [w.a.id, w.d.id] }))
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('BUDGET_SUPPLIER_NOT_OFFERING')
    expect(res.body.errors[0].field).toBe('supplierIds')
    // An inactive supplier, or an inactive product with the same code, does not offer it.
    await setUserStatus(t.db, w.c.id, 'suspended')
    expect((await ask(c, body(w, { supplierIds: [w.c.id] }))).body.code).toBe(
      'BUDGET_SUPPLIER_NOT_OFFERING',
    )
    const e = await supplier('Épsilon')
    await createProduct(t.db, {
      supplierId: e.id,
      categoryId: w.category.id,
      importerCode: w.code,
      status: 'inactive',
    })
    expect((await ask(c, body(w, { supplierIds: [e.id] }))).body.code).toBe(
      'BUDGET_SUPPLIER_NOT_OFFERING',
    )
  })

  it('checks the colour, the customization and the file against the product and the caller', async () => {
    const w = await world()
    const c = await client()
    expect(fieldMessage(await ask(c, body(w, { colorId: null })), 'colorId')).toBe(
      'Campo obrigatório',
    )
    const red = await ask(c, body(w, { colorId: w.red.id }))
    expect(red.statusCode).toBe(422)
    expect(red.body.errors[0].field).toBe('colorId')
    const image = await ask(c, body(w, { customization: 'attachment', attachmentText: 'ok' }))
    expect(image.statusCode).toBe(422)
    expect(image.body.errors[0].field).toBe('customization')
    const other = await client()
    const foreign = await createImage(t.db, { ownerId: other.id })
    const logo = await ask(
      c,
      body(w, {
        customization: 'logo',
        customText: null,
        logoColors: 2,
        customImageId: foreign.id,
      }),
    )
    expect(logo.statusCode).toBe(404)
    expect(logo.body.code).toBe('IMAGE_NOT_FOUND')
    const mine = await createImage(t.db, { ownerId: c.id })
    const ok = await ask(
      c,
      body(w, { customization: 'logo', customText: null, logoColors: 4, customImageId: mine.id }),
    )
    expect(ok.statusCode).toBe(201)
    expect(ok.body.data.terms.customImage.imageId).toBe(mine.id)
    expect(ok.body.data.terms.logoColors).toBe(4)
  })

  it('refuses an inactive product and suppliers or promoters as callers', async () => {
    const w = await world()
    const c = await client()
    const off = await createProduct(t.db, {
      supplierId: w.a.id,
      categoryId: w.category.id,
      status: 'inactive',
    })
    const res = await ask(c, body(w, { productId: off.id, colorId: null }))
    expect(res.body.code).toBe('PRODUCT_INACTIVE')
    const missing = await ask(c, body(w, { productId: '00000000-0000-4000-8000-000000000000' }))
    expect(missing.statusCode).toBe(404)
    expect((await ask(w.a, body(w))).statusCode).toBe(403)
  })

  it('creates one proposal per supplier with its own product, 48 h, and tells each supplier', async () => {
    const w = await world()
    const c = await client('company')
    const res = await ask(c, body(w, { supplierIds: [w.a.id, w.b.id, w.c.id] }))
    expect(res.statusCode).toBe(201)
    const b = res.body.data
    expect(b.status).toBe('open')
    expect(b.kind).toBe('budget')
    expect(b.number).toBeGreaterThanOrEqual(1001)
    expect(b.product.name).toBe('Caneta Metal')
    expect(b.category.id).toBe(w.category.id)
    expect(b.terms).toMatchObject({ quantity: 500, customization: 'text', states: ['BA', 'SE'] })
    expect(b.terms.color.name).toBe('Azul')
    expect(b.proposals).toEqual({ total: 3, quoted: 0 })
    expect(b.nextDeadline).toBe('2026-11-24T12:00:00.000Z')
    expect(b.canCancel).toBe(true)
    expect(b.canDelete).toBe(false)
    const byProduct = Object.fromEntries(
      b.proposals_list.map((p: { supplier: { id: string }; product: { id: string } }) => [
        p.supplier.id,
        p.product.id,
      ]),
    )
    expect(byProduct).toEqual({ [w.a.id]: w.product.id, [w.b.id]: w.pb.id, [w.c.id]: w.pc.id })
    for (const p of b.proposals_list) {
      expect(p).toMatchObject({ status: 'new', statusCode: 1, source: 'client', canChoose: false })
      expect(p.answerDeadline).toBe('2026-11-24T12:00:00.000Z')
    }
    const [note] = await notes(w.b.id, 'budget_received')
    const pb = await proposalOf(b.id, w.b.id)
    expect(note.link).toBe(`/promotor/panel/supplier/requests/${pb.id}/see`)
    expect(note.params).toMatchObject({
      number: b.number,
      quantity: 500,
      deadline: '2026-11-24T12:00:00.000Z',
    })
    // budget_received is e-mailed too.
    expect(t.mailer.sent.some((m) => m.to === w.b.email)).toBe(true)
    // Each supplier reads the name of its own matching product.
    expect(note.params.product).toBe(w.pb.name)
  })

  it('formats the deadline in the supplier’s language', async () => {
    const w = await world()
    const en = await supplier('English Gifts', 'en')
    await createProduct(t.db, {
      supplierId: en.id,
      categoryId: w.category.id,
      importerCode: w.code,
    })
    const c = await client()
    expect((await ask(c, body(w, { supplierIds: [en.id] }))).statusCode).toBe(201)
    // Stored raw (ADR 0024); the supplier's mail shows it in English.
    const [note] = await notes(en.id, 'budget_received')
    expect(note.params.deadline).toBe('2026-11-24T12:00:00.000Z')
    expect(t.mailer.last(en.email)?.text).toContain('Answer by 24/11/2026, 09:00.')
  })
})

describe('Idempotency-Key', () => {
  it('replays the same body, refuses another, and makes one budget out of 10 concurrent calls', async () => {
    const w = await world()
    const c = await client()
    const first = await ask(c, body(w), 'key-budget-1')
    expect(first.statusCode).toBe(201)
    const again = await ask(c, body(w), 'key-budget-1')
    expect(again.statusCode).toBe(200)
    expect(again.body.data.id).toBe(first.body.data.id)
    const other = await ask(c, body(w, { quantity: 600 }), 'key-budget-1')
    expect(other.statusCode).toBe(422)
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED')

    const many = await Promise.all(
      Array.from({ length: 10 }, () => ask(c, body(w, { quantity: 700 }), 'key-budget-2')),
    )
    expect(many.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true)
    expect(many.filter((r) => r.statusCode === 201)).toHaveLength(1)
    expect(new Set(many.map((r) => r.body.data.id)).size).toBe(1)
    const rows = await t.db
      .select()
      .from(budgets)
      .where(and(eq(budgets.clientId, c.id), eq(budgets.quantity, 700)))
    expect(rows).toHaveLength(1)
    expect(
      await t.db.select().from(budgetProposals).where(eq(budgetProposals.budgetId, rows[0]!.id)),
    ).toHaveLength(2)
  })
})

describe('the supplier side', () => {
  it('lists requests on tabs with counts and hides the client until the deal', async () => {
    const w = await world()
    const c = await client()
    const made = await ask(c, body(w, { supplierIds: [w.a.id, w.b.id] }))
    const budgetId = made.body.data.id as string
    const pa = await proposalOf(budgetId, w.a.id)
    const pb = await proposalOf(budgetId, w.b.id)

    const inbox = await t.request({
      method: 'GET',
      url: '/api/supplier/proposals',
      token: w.a.token,
    })
    expect(inbox.statusCode).toBe(200)
    expect(inbox.body.data.tab).toBe('new')
    expect(inbox.body.data.counts).toMatchObject({ new: 1, answered: 0, deals: 0, closed: 0 })
    expect(inbox.body.data.data.map((p: { id: string }) => p.id)).toEqual([pa.id])

    const seen = await getProposal(w.a, pa.id)
    expect(seen.statusCode).toBe(200)
    expect(seen.body.data).toMatchObject({
      status: 'new',
      budgetId,
      clientCity: 'Salvador/BA',
      contact: null,
      actions: ['answer', 'counter', 'decline'],
    })
    expect(seen.body.data.product.id).toBe(w.product.id)
    const text = JSON.stringify(seen.body)
    expect(text).not.toContain(c.email)
    expect(text).not.toContain('Carla')
    expect(text).not.toContain(c.id)

    // Another supplier's proposal and the client's budget are out of reach.
    expect((await getProposal(w.a, pb.id)).statusCode).toBe(404)
    expect((await getProposal(w.d, pa.id)).body.code).toBe('PROPOSAL_NOT_FOUND')
    for (const action of ['answer', 'counter', 'decline', 'give-up', 'contacted'] as const)
      expect((await act(w.d, pa.id, action, { ...answer, quantity: 1000 })).body.code).toBe(
        'PROPOSAL_NOT_FOUND',
      )
    // Moves the graph does not allow from `new`.
    expect((await act(w.a, pa.id, 'contacted')).body.code).toBe('BUDGET_INVALID_TRANSITION')
    expect((await act(w.a, pa.id, 'give-up')).statusCode).toBe(409)
    expect((await getBudget(w.a, budgetId)).statusCode).toBe(403)
    const stranger = await client()
    expect((await getBudget(stranger, budgetId)).body.code).toBe('BUDGET_NOT_FOUND')
  })

  it('answers, counters, refuses a second answer and late answers', async () => {
    const w = await world()
    const c = await client()
    const made = await ask(c, body(w, { supplierIds: [w.a.id, w.b.id, w.c.id] }))
    const id = made.body.data.id as string
    const [pa, pb, pc] = await Promise.all([w.a, w.b, w.c].map((s) => proposalOf(id, s.id)))

    const bad = await act(w.a, pa.id, 'answer', { ...answer, setupPerColorCents: 8_000 })
    expect(fieldMessage(bad, 'setupColors')).toBe('Informe em quantas cores o setup é cobrado')

    const ok = await act(w.a, pa.id, 'answer', answer)
    expect(ok.statusCode).toBe(200)
    expect(ok.body.data).toMatchObject({ status: 'answered', unitCents: 350, actions: ['give_up'] })
    expect((await act(w.a, pa.id, 'answer', answer)).body.code).toBe('BUDGET_INVALID_TRANSITION')
    expect((await act(w.a, pa.id, 'decline')).statusCode).toBe(409)

    const needsChange = await act(w.b, pb.id, 'counter', answer)
    expect(fieldMessage(needsChange, 'quantity')).toBe(
      'Mude a quantidade, a cor ou a personalização na contraproposta',
    )
    const wrongColor = await act(w.b, pb.id, 'counter', { ...answer, colorId: w.red.id })
    expect(wrongColor.statusCode).toBe(422)
    expect(wrongColor.body.errors[0].field).toBe('colorId')
    const counter = await act(w.b, pb.id, 'counter', { ...answer, quantity: 1000 })
    expect(counter.statusCode).toBe(200)
    expect(counter.body.data).toMatchObject({ status: 'counter', statusCode: 2 })
    expect(counter.body.data.counter.quantity).toBe(1000)

    const [answered] = await notes(c.id, 'budget_answered')
    expect(answered.params).toMatchObject({ supplier: 'Alfa Brindes', product: 'Caneta Metal' })
    expect(answered.link).toBe(`/company/panel/company/budgets/${id}/see`)
    expect(await notes(c.id, 'budget_counter')).toHaveLength(1)

    // Past the deadline, before the ticker ran.
    t.clock.set('2026-11-24T12:00:01.000Z')
    await relogin(w.c)
    const late = await act(w.c, pc.id, 'answer', answer)
    expect(late.statusCode).toBe(422)
    expect(late.body.code).toBe('BUDGET_ANSWER_CLOSED')
    expect((await act(w.c, pc.id, 'decline')).body.code).toBe('BUDGET_ANSWER_CLOSED')
    expect((await proposalOf(id, w.c.id)).status).toBe('new')

    await relogin(c)
    const detail = await getBudget(c, id)
    const list = detail.body.data.proposals_list as { id: string; canChoose: boolean }[]
    expect(list.find((p) => p.id === pa.id)!.canChoose).toBe(true)
    expect(list.find((p) => p.id === pb.id)!.canChoose).toBe(true)
    expect(list.find((p) => p.id === pc.id)!.canChoose).toBe(false)
    expect(detail.body.data.proposals.quoted).toBe(2)
  })

  it('give up: the budget expires once no proposal is alive', async () => {
    const w = await world()
    const c = await client()
    const made = await ask(c, body(w, { supplierIds: [w.a.id] }))
    const id = made.body.data.id as string
    const pa = await proposalOf(id, w.a.id)
    expect((await act(w.a, pa.id, 'give-up')).body.code).toBe('BUDGET_INVALID_TRANSITION')
    await act(w.a, pa.id, 'answer', answer)
    const gave = await act(w.a, pa.id, 'give-up', { reason: 'Sem estoque' })
    expect(gave.statusCode).toBe(200)
    expect(gave.body.data.status).toBe('gave_up')
    expect((await budgetRow(id)).status).toBe('expired')
    expect(await notes(c.id, 'budget_gave_up')).toHaveLength(1)
    const [expired] = await notes(c.id, 'budget_expired')
    expect(expired.params).toMatchObject({ supplier: 'Alfa Brindes' })
  })
})

describe('the deal', () => {
  it('closes with one supplier, tells everyone, shows the contact only to the chosen one', async () => {
    const w = await world()
    const c = await client()
    const made = await ask(c, body(w, { supplierIds: [w.a.id, w.b.id, w.c.id] }))
    const id = made.body.data.id as string
    const [pa, pb, pc] = await Promise.all([w.a, w.b, w.c].map((s) => proposalOf(id, s.id)))
    await act(w.a, pa.id, 'answer', answer)
    await act(w.b, pb.id, 'answer', answer)

    // A new (unanswered) proposal cannot be chosen; someone else's budget is not found.
    expect((await choose(c, id, pc.id)).body.code).toBe('BUDGET_INVALID_TRANSITION')
    const stranger = await client()
    expect((await choose(stranger, id, pa.id)).body.code).toBe('BUDGET_NOT_FOUND')
    const otherBudget = await ask(c, body(w, { supplierIds: [w.a.id] }))
    expect((await choose(c, otherBudget.body.data.id, pa.id)).body.code).toBe('PROPOSAL_NOT_FOUND')

    const res = await choose(c, id, pa.id)
    expect(res.statusCode).toBe(200)
    expect(res.body.data.status).toBe('deal')
    const list = res.body.data.proposals_list as {
      id: string
      status: string
      canChoose: boolean
    }[]
    expect(Object.fromEntries(list.map((p) => [p.id, p.status]))).toEqual({
      [pa.id]: 'chosen',
      [pb.id]: 'not_chosen',
      [pc.id]: 'not_chosen',
    })
    expect(list.every((p) => !p.canChoose)).toBe(true)
    expect((await budgetRow(id)).chosenProposalId).toBe(pa.id)
    expect((await choose(c, id, pb.id)).statusCode).toBe(409)

    const approved = await notes(w.a.id, 'budget_approved')
    expect(approved).toHaveLength(1)
    expect(approved[0]!.params).toMatchObject({
      product: 'Caneta Metal',
      deadline: '2026-11-24T12:00:00.000Z',
    })
    expect(await notes(w.b.id, 'budget_not_chosen')).toHaveLength(1)
    expect(await notes(w.c.id, 'budget_not_chosen')).toHaveLength(1)
    expect(t.mailer.sent.some((m) => m.to === w.a.email)).toBe(true)

    const chosen = await getProposal(w.a, pa.id)
    expect(chosen.body.data.contact).toEqual({
      name: 'Carla Cliente',
      email: c.email,
      phone: expect.any(String),
      doc: c.doc,
    })
    expect(chosen.body.data.actions).toEqual(['contacted'])
    expect((await act(w.a, pa.id, 'give-up')).statusCode).toBe(409)
    expect((await act(w.b, pb.id, 'give-up')).statusCode).toBe(409)
    const loser = await getProposal(w.b, pb.id)
    expect(loser.body.data.contact).toBeNull()
    expect(JSON.stringify(loser.body)).not.toContain(c.email)
  })

  it('contact finished before the deadline completes it; after it, 422', async () => {
    const w = await world()
    const c = await client()
    const { budget, proposals } = await createBudget(t.db, {
      clientId: c.id,
      productId: w.product.id,
      proposals: [
        { supplierId: w.a.id, status: 'chosen' },
        { supplierId: w.b.id, status: 'not_chosen' },
      ],
    })
    const [pa] = proposals
    expect(budget.status).toBe('deal')
    t.clock.set('2026-11-24T12:00:00.000Z')
    await relogin(w.a, c)
    const late = await act(w.a, pa!.id, 'contacted')
    expect(late.statusCode).toBe(422)
    expect(late.body.code).toBe('BUDGET_CONTACT_CLOSED')

    t.clock.set('2026-11-24T11:00:00.000Z')
    const done = await act(w.a, pa!.id, 'contacted')
    expect(done.statusCode).toBe(200)
    expect(done.body.data.status).toBe('completed')
    expect(done.body.data.contact.email).toBe(c.email)
    expect((await budgetRow(budget.id)).status).toBe('completed')
    expect(await notes(c.id, 'feedback_available')).toHaveLength(1)
    expect((await act(w.a, pa!.id, 'contacted')).statusCode).toBe(409)

    const detail = await getBudget(c, budget.id)
    expect(detail.body.data.status).toBe('completed')
    expect(detail.body.data.canDelete).toBe(true)
    const p = detail.body.data.proposals_list.find((x: { id: string }) => x.id === pa!.id)
    expect(p.rating).toEqual({ product: false, supplier: false })
    await t.db.insert(productRatings).values({
      productId: w.product.id,
      clientId: c.id,
      proposalId: pa!.id,
      material: 5,
      finishing: 4,
      customization: 5,
      title: 'Muito bom',
      comment: 'Chegou no prazo.',
    })
    const again = await getBudget(c, budget.id)
    expect(
      again.body.data.proposals_list.find((x: { id: string }) => x.id === pa!.id).rating,
    ).toEqual({ product: true, supplier: false })
  })

  it('cancel and delete', async () => {
    const w = await world()
    const c = await client()
    const made = await ask(c, body(w, { supplierIds: [w.a.id, w.b.id] }))
    const id = made.body.data.id as string
    const del = await t.request({
      method: 'DELETE',
      url: `/api/client/budgets/${id}`,
      token: c.token,
    })
    expect(del.statusCode).toBe(409)
    expect(del.body.code).toBe('BUDGET_INVALID_TRANSITION')
    const cancel = await t.request({
      method: 'POST',
      url: `/api/client/budgets/${id}/cancel`,
      token: c.token,
      body: {},
    })
    expect(cancel.statusCode).toBe(200)
    expect(cancel.body.data.status).toBe('cancelled')
    expect(
      cancel.body.data.proposals_list.every((p: { status: string }) => p.status === 'cancelled'),
    ).toBe(true)
    expect(await notes(w.a.id, 'budget_cancelled')).toHaveLength(1)
    expect(await notes(w.b.id, 'budget_cancelled')).toHaveLength(1)
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/client/budgets/${id}/cancel`,
          token: c.token,
          body: {},
        })
      ).statusCode,
    ).toBe(409)
    const pa = await proposalOf(id, w.a.id)
    expect((await act(w.a, pa.id, 'answer', answer)).statusCode).toBe(409)

    const stranger = await client()
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/client/budgets/${id}`,
          token: stranger.token,
        })
      ).statusCode,
    ).toBe(404)
    const ok = await t.request({
      method: 'DELETE',
      url: `/api/client/budgets/${id}`,
      token: c.token,
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.body.data).toEqual({ ok: true })
    expect((await getBudget(c, id)).statusCode).toBe(404)
    const list = await t.request({
      method: 'GET',
      url: '/api/client/budgets?tab=all',
      token: c.token,
    })
    expect(list.body.data.data).toHaveLength(0)
  })

  it('cancels a deal and frees the chosen supplier', async () => {
    const w = await world()
    const c = await client()
    const { budget, proposals } = await createBudget(t.db, {
      clientId: c.id,
      productId: w.product.id,
      proposals: [{ supplierId: w.a.id, status: 'chosen' }],
    })
    const res = await t.request({
      method: 'POST',
      url: `/api/client/budgets/${budget.id}/cancel`,
      token: c.token,
      body: {},
    })
    expect(res.statusCode).toBe(200)
    expect((await budgetRow(budget.id)).chosenProposalId).toBeNull()
    expect((await proposalOf(budget.id, w.a.id)).status).toBe('cancelled')
    expect((await act(w.a, proposals[0]!.id, 'contacted')).statusCode).toBe(409)
  })
})

describe('client list', () => {
  it('tabs, counts, pagination and the next deadline', async () => {
    const w = await world()
    const c = await client()
    for (let i = 0; i < 21; i++)
      await createBudget(t.db, {
        clientId: c.id,
        productId: w.product.id,
        proposals: [{ supplierId: w.a.id }],
      })
    await createBudget(t.db, {
      clientId: c.id,
      productId: w.product.id,
      status: 'cancelled',
      proposals: [{ supplierId: w.a.id, status: 'cancelled' }],
    })
    await createBudget(t.db, {
      clientId: c.id,
      productId: w.product.id,
      proposals: [{ supplierId: w.a.id, status: 'completed' }],
    })
    const all = await t.request({ method: 'GET', url: '/api/client/budgets', token: c.token })
    expect(all.body.data.counts).toEqual({ all: 23, open: 21, finished: 2 })
    expect(all.body.data.data).toHaveLength(20)
    expect(all.body.data.last_page).toBe(2)
    const page2 = await t.request({
      method: 'GET',
      url: '/api/client/budgets?page=2',
      token: c.token,
    })
    expect(page2.body.data.data).toHaveLength(3)
    const finished = await t.request({
      method: 'GET',
      url: '/api/client/budgets?tab=finished',
      token: c.token,
    })
    expect(finished.body.data.data.map((b: { status: string }) => b.status).sort()).toEqual([
      'cancelled',
      'completed',
    ])
    const open = await t.request({
      method: 'GET',
      url: '/api/client/budgets?tab=open',
      token: c.token,
    })
    expect(open.body.data.data[0]).toMatchObject({
      nextDeadline: '2026-11-24T12:00:00.000Z',
      proposals: { total: 1, quoted: 0 },
      product: { id: w.product.id, name: 'Caneta Metal', cover: null },
    })
    const bad = await t.request({
      method: 'GET',
      url: '/api/client/budgets?tab=nope',
      token: c.token,
    })
    expect(bad.statusCode).toBe(422)
  })
})

describe('reassignment on decline', () => {
  it('goes to an active supplier of the category in the same band, preferring the importer code', async () => {
    const w = await world()
    const c = await client()
    // Rate supplier Gama "high" (5 stars) so it leaves the unrated band of Alfa.
    const { proposals } = await createBudget(t.db, {
      clientId: c.id,
      productId: w.product.id,
      proposals: [{ supplierId: w.c.id, status: 'completed' }],
    })
    const { supplierRatings } = await import('../../db/schema/index.ts')
    await t.db.insert(supplierRatings).values({
      supplierId: w.c.id,
      clientId: c.id,
      proposalId: proposals[0]!.id,
      costBenefit: 5,
      onTime: 5,
      support: 5,
      quality: 5,
    })
    // An inactive supplier of the category and one of another category never qualify.
    const off = await supplier('Inativo')
    await createProduct(t.db, {
      supplierId: off.id,
      categoryId: w.category.id,
      importerCode: w.code,
    })
    await setUserStatus(t.db, off.id, 'suspended')
    const elsewhere = await supplier('Outra Categoria')
    const cat2 = await createProductCategory(t.db)
    await createProduct(t.db, {
      supplierId: elsewhere.id,
      categoryId: cat2.id,
      importerCode: w.code,
    })

    const made = await ask(c, body(w, { supplierIds: [w.a.id] }))
    const id = made.body.data.id as string
    const pa = await proposalOf(id, w.a.id)
    // Candidates: Beta (same code, unrated), Delta (no code, unrated), Gama (same code, high).
    const res = await act(w.a, pa.id, 'decline', { reason: 'Sem estoque' })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.status).toBe('declined')
    const rows = await t.db.select().from(budgetProposals).where(eq(budgetProposals.budgetId, id))
    const fresh = rows.find((r) => r.source === 'reassigned')!
    expect(fresh.supplierId).toBe(w.b.id)
    expect(fresh.productId).toBe(w.pb.id)
    expect(fresh.reassignedFromId).toBe(pa.id)
    expect(fresh.status).toBe('new')
    expect(fresh.answerDeadline.toISOString()).toBe('2026-11-24T12:00:00.000Z')
    const [declined] = await notes(c.id, 'budget_declined')
    expect(declined.params).toMatchObject({ supplier: 'Alfa Brindes', product: 'Caneta Metal' })
    expect(await notes(w.b.id, 'budget_received')).toHaveLength(1)

    // Beta declines too: Delta (unrated, no code) is next; Gama (high band) never.
    const pb = await proposalOf(id, w.b.id)
    await act(w.b, pb.id, 'decline')
    const after = await t.db.select().from(budgetProposals).where(eq(budgetProposals.budgetId, id))
    expect(after.map((r) => r.supplierId).sort()).toEqual([w.a.id, w.b.id, w.d.id].sort())
    const pd = await proposalOf(id, w.d.id)
    expect(pd.productId).toBe(w.pd.id)

    // Delta declines: nobody qualifies, no replacement, the budget expires.
    await act(w.d, pd.id, 'decline')
    const last = await t.db.select().from(budgetProposals).where(eq(budgetProposals.budgetId, id))
    expect(last).toHaveLength(3)
    expect((await budgetRow(id)).status).toBe('expired')
    expect(await notes(c.id, 'budget_expired')).toHaveLength(1)
  })
})

describe('ticker', () => {
  it('expires unanswered proposals after 48 h and the budget with them, once', async () => {
    const w = await world()
    const c = await client()
    const made = await ask(c, body(w, { supplierIds: [w.a.id, w.b.id] }))
    const id = made.body.data.id as string
    const other = await ask(c, body(w, { supplierIds: [w.a.id, w.b.id] }))
    const otherId = other.body.data.id as string
    await act(w.a, (await proposalOf(otherId, w.a.id)).id, 'answer', answer)

    t.clock.set('2026-11-24T11:59:59.000Z')
    await t.ticker.runOnce()
    expect((await proposalOf(id, w.a.id)).status).toBe('new')

    t.clock.set('2026-11-24T13:00:00.000Z') // 49 h later
    await t.ticker.runOnce()
    expect((await proposalOf(id, w.a.id)).status).toBe('expired')
    expect((await proposalOf(id, w.b.id)).status).toBe('expired')
    expect((await budgetRow(id)).status).toBe('expired')
    // The answered one keeps its budget open.
    expect((await proposalOf(otherId, w.a.id)).status).toBe('answered')
    expect((await proposalOf(otherId, w.b.id)).status).toBe('expired')
    expect((await budgetRow(otherId)).status).toBe('open')
    const expiredNotes = await notes(c.id, 'budget_expired')
    expect(expiredNotes).toHaveLength(3)
    expect(expiredNotes.map((n) => n.params.supplier).sort()).toEqual([
      'Alfa Brindes',
      'Beta Brindes',
      'Beta Brindes',
    ])

    const before = (await notes(c.id)).length
    await t.ticker.runOnce()
    expect((await notes(c.id)).length).toBe(before)
    expect((await budgetRow(otherId)).status).toBe('open')
  })

  it('ends a deal whose contact deadline passed, telling both sides, once', async () => {
    const w = await world()
    const c = await client()
    const { budget, proposals } = await createBudget(t.db, {
      clientId: c.id,
      productId: w.product.id,
      proposals: [{ supplierId: w.a.id, status: 'chosen' }],
    })
    t.clock.set('2026-11-24T13:00:00.000Z')
    await t.ticker.runOnce()
    expect((await proposalOf(budget.id, w.a.id)).status).toBe('contact_expired')
    const b = await budgetRow(budget.id)
    expect(b.status).toBe('contact_expired')
    expect(b.chosenProposalId).toBe(proposals[0]!.id)
    expect(await notes(c.id, 'budget_contact_expired')).toHaveLength(1)
    expect(await notes(w.a.id, 'budget_contact_expired')).toHaveLength(1)
    await t.ticker.runOnce()
    expect(await notes(c.id, 'budget_contact_expired')).toHaveLength(1)
  })
})

describe('reverse auctions in the budget views', () => {
  it('shows auction fields, lets the client choose, and waits for proposals_until to expire', async () => {
    const w = await world()
    const c = await client()
    const auction = await createReverseAuction(t.db, {
      clientId: c.id,
      categoryId: w.category.id,
      proposalsUntil: new Date('2026-11-30T02:59:59.999Z'),
      description: 'Canetas para evento',
      proposals: [
        { supplierId: w.a.id, productId: w.product.id },
        { supplierId: w.b.id, productId: null },
      ],
    })
    const detail = await getBudget(c, auction.id)
    expect(detail.statusCode).toBe(200)
    expect(detail.body.data.kind).toBe('reverse_auction')
    expect(detail.body.data.product).toBeNull()
    expect(detail.body.data.auction).toMatchObject({
      proposalsUntil: '2026-11-30T02:59:59.999Z',
      description: 'Canetas para evento',
      deliveryDeadline: '2027-01-15',
    })
    expect(detail.body.data.nextDeadline).toBe('2026-11-30T02:59:59.999Z')
    const [pa, pb] = await Promise.all([
      proposalOf(auction.id, w.a.id),
      proposalOf(auction.id, w.b.id),
    ])
    const seen = await getProposal(w.b, pb.id)
    expect(seen.body.data).toMatchObject({
      kind: 'reverse_auction',
      source: 'auction',
      product: null,
    })
    expect(seen.body.data.auction.description).toBe('Canetas para evento')

    // Both give up before the deadline: it stays open until proposals_until.
    await act(w.a, pa.id, 'give-up')
    await act(w.b, pb.id, 'give-up')
    expect((await budgetRow(auction.id)).status).toBe('open')
    t.clock.set('2026-11-30T03:00:00.000Z')
    await t.ticker.runOnce()
    expect((await budgetRow(auction.id)).status).toBe('expired')
  })

  it('the client closes the deal on an auction proposal', async () => {
    const w = await world()
    const c = await client()
    const auction = await createReverseAuction(t.db, {
      clientId: c.id,
      categoryId: w.category.id,
      proposalsUntil: new Date('2026-11-30T02:59:59.999Z'),
      proposals: [{ supplierId: w.a.id }, { supplierId: w.b.id }],
    })
    const pa = await proposalOf(auction.id, w.a.id)
    const res = await choose(c, auction.id, pa.id)
    expect(res.statusCode).toBe(200)
    expect(res.body.data.status).toBe('deal')
    const [note] = await notes(w.b.id, 'budget_not_chosen')
    expect(note.params.product).toBe(w.category.namePt)
    const mine = await t.request({
      method: 'GET',
      url: '/api/supplier/proposals?tab=deals',
      token: w.a.token,
    })
    expect(mine.body.data.data.map((p: { id: string }) => p.id)).toEqual([pa.id])
    expect(mine.body.data.data[0].contact.email).toBe(c.email)
  })
})

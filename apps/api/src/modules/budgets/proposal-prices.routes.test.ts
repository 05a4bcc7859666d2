import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import {
  createColor,
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import { createBudget } from '../../../test/factories/budgets.ts'
import { budgetProposals } from '../../db/schema/index.ts'

/**
 * ADR 0027: a proposal's total is derived on the server (unit × quantity + setup per colour ×
 * colours + freight), never typed; the comparison gets every line; the database refuses a row
 * whose parts do not add up.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
beforeEach(() => t.clock.set('2026-11-22T12:00:00.000Z'))

/** A client's budget of `quantity` units sent to one supplier, still unanswered. */
async function pending(quantity: number) {
  const category = await createProductCategory(t.db)
  const blue = await createColor(t.db, { namePt: 'Azul', hex: '#1E40AF' })
  const { user: supplier } = await createSupplier(t.db, { name: 'Brindes Soma' })
  const product = await createProduct(t.db, {
    supplierId: supplier.id,
    categoryId: category.id,
    colorIds: [blue.id],
  })
  const { user: client } = await createUser(t.db, { role: 'client' })
  const { budget, proposals } = await createBudget(t.db, {
    clientId: client.id,
    productId: product.id,
    quantity,
    proposals: [{ supplierId: supplier.id, status: 'new' }],
  })
  return {
    budget,
    proposal: proposals[0]!,
    supplierToken: await t.login(supplier.email),
    clientToken: await t.login(client.email),
  }
}

const act = (
  token: string,
  id: string,
  action: 'answer' | 'counter',
  body: unknown,
  locale: 'pt' | 'en' = 'pt',
) =>
  t.request({
    method: 'POST',
    url: `/api/supplier/proposals/${id}/${action}`,
    token,
    body,
    locale,
  })

const values = { deliveryDays: 10, justification: 'Gravação a laser em uma cor.' }

/** The constraint a statement violated (drizzle wraps the driver's error in `cause`). */
async function violated(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement
  } catch (err) {
    const e = err as { constraint?: string; cause?: { constraint?: string } }
    return e.cause?.constraint ?? e.constraint
  }
  return undefined
}

async function row(id: string) {
  const [r] = await t.db.select().from(budgetProposals).where(eq(budgetProposals.id, id))
  return r!
}

describe('proposal prices (ADR 0027)', () => {
  it('a counter-proposal of 300 units at R$ 3,90 costs R$ 1.170,00 whatever total is sent', async () => {
    const w = await pending(150)
    const res = await act(w.supplierToken, w.proposal.id, 'counter', {
      ...values,
      quantity: 300,
      unitCents: 390,
      // The stale total of the old form (150 × R$ 3,90): ignored.
      totalCents: 58_500,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.totalCents).toBe(117_000)
    expect(res.body.data.price).toEqual({
      quantity: 300,
      unitCents: 390,
      itemsCents: 117_000,
      setupPerColorCents: 0,
      setupColors: 0,
      setupCents: 0,
      freightCents: 0,
      totalCents: 117_000,
    })
    expect(await row(w.proposal.id)).toMatchObject({
      status: 'counter',
      quantity: 300,
      counterQuantity: 300,
      unitCents: 390,
      totalCents: 117_000,
    })

    // The client's comparison shows 300 units for R$ 1.170,00.
    const detail = await t.request({
      method: 'GET',
      url: `/api/client/budgets/${w.budget.id}`,
      token: w.clientToken,
    })
    const [p] = detail.body.data.proposals_list
    expect(p.counter.quantity).toBe(300)
    expect(p.price).toMatchObject({ quantity: 300, itemsCents: 117_000, totalCents: 117_000 })
    expect(p.totalCents).toBe(117_000)
  })

  it('adds setup per colour and freight, each a line, to the answer of the requested quantity', async () => {
    const w = await pending(500)
    const res = await act(w.supplierToken, w.proposal.id, 'answer', {
      ...values,
      unitCents: 1_290,
      setupPerColorCents: 8_000,
      setupColors: 2,
      freightCents: 12_000,
    })
    expect(res.statusCode).toBe(200)
    // 500 × 12,90 = 6.450,00; setup 2 × 80,00 = 160,00; freight 120,00 → 6.730,00.
    expect(res.body.data.price).toEqual({
      quantity: 500,
      unitCents: 1_290,
      itemsCents: 645_000,
      setupPerColorCents: 8_000,
      setupColors: 2,
      setupCents: 16_000,
      freightCents: 12_000,
      totalCents: 673_000,
    })
    const p = res.body.data.price
    expect(p.itemsCents + p.setupCents + p.freightCents).toBe(p.totalCents)
    expect(await row(w.proposal.id)).toMatchObject({ quantity: 500, totalCents: 673_000 })
  })

  it('refuses a setup without its colours (and colours without a value) in both languages, changing nothing', async () => {
    const w = await pending(500)
    const noColors = await act(w.supplierToken, w.proposal.id, 'answer', {
      ...values,
      unitCents: 1_290,
      setupPerColorCents: 8_000,
    })
    expect(noColors.statusCode).toBe(422)
    expect(noColors.body.errors).toContainEqual({
      field: 'setupColors',
      message: 'Informe em quantas cores o setup é cobrado',
    })
    const noValue = await act(
      w.supplierToken,
      w.proposal.id,
      'answer',
      { ...values, unitCents: 1_290, setupColors: 3 },
      'en',
    )
    expect(noValue.statusCode).toBe(422)
    expect(noValue.body.errors).toContainEqual({
      field: 'setupPerColorCents',
      message: 'Enter the setup value per colour',
    })
    const tooMany = await act(w.supplierToken, w.proposal.id, 'answer', {
      ...values,
      unitCents: 1_290,
      setupPerColorCents: 8_000,
      setupColors: 13,
    })
    expect(tooMany.body.errors).toContainEqual({
      field: 'setupColors',
      message: 'No máximo 12 cores',
    })
    const negative = await act(w.supplierToken, w.proposal.id, 'answer', {
      ...values,
      unitCents: 1_290,
      freightCents: -1,
    })
    expect(negative.statusCode).toBe(422)
    expect(negative.body.errors[0].field).toBe('freightCents')
    // A total past the limit is refused with a message, not a 500.
    const huge = await act(w.supplierToken, w.proposal.id, 'answer', {
      ...values,
      unitCents: 100_000_000_000,
    })
    expect(huge.statusCode).toBe(422)
    expect(huge.body.errors).toContainEqual({
      field: 'unitCents',
      message: 'O valor total passa do limite permitido',
    })
    expect(await row(w.proposal.id)).toMatchObject({
      status: 'new',
      unitCents: null,
      totalCents: null,
      quantity: null,
    })
  })

  it('the database refuses a row whose parts do not add up', async () => {
    const w = await pending(150)
    await act(w.supplierToken, w.proposal.id, 'counter', {
      ...values,
      quantity: 300,
      unitCents: 390,
    })
    const id = w.proposal.id
    expect(
      await violated(
        t.db.execute(sql`update budget_proposals set total_cents = 58500 where id = ${id}`),
      ),
    ).toBe('budget_proposals_total_check')
    expect(
      await violated(
        t.db.execute(
          sql`update budget_proposals set quantity = 150, total_cents = 58500 where id = ${id}`,
        ),
      ),
    ).toBe('budget_proposals_counter_quantity_check')
    expect(
      await violated(
        t.db.execute(
          sql`update budget_proposals set setup_per_color_cents = 8000, setup_colors = 0 where id = ${id}`,
        ),
      ),
    ).toBe('budget_proposals_extras_check')
    expect(await row(w.proposal.id)).toMatchObject({ quantity: 300, totalCents: 117_000 })
  })
})

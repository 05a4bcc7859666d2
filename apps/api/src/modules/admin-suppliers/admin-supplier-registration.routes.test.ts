import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { createSupplier } from '../../../test/factories/products.ts'
import { auditLog, suppliers, users } from '../../db/schema/index.ts'

/** ADR 0034: `PUT /api/admin/suppliers/{id}/registration`. */

let t: TestApp
let master: { id: string; token: string }
let basic: { id: string; token: string }
const NO_ID = '00000000-0000-4000-8000-000000000000'
const ACTION = 'supplier.update_registration'

async function admin(role: 'admin_master' | 'admin_basic') {
  const { user } = await createUser(t.db, { role })
  return { id: user.id, token: await t.login(user.email, undefined, '/api/auth/login/admin') }
}

beforeAll(async () => {
  t = await createTestApp()
  master = await admin('admin_master')
  basic = await admin('admin_basic')
})
afterAll(() => t.close())

/** A supplier whose account holds `cnpj` (the factory leaves it empty). */
async function supplier(cnpj: string | null = null) {
  const { user } = await createSupplier(t.db, { name: 'Brindes Ipê' })
  if (cnpj) await t.db.update(users).set({ cnpj }).where(eq(users.id, user.id))
  return user
}

/** The form as the web sends it: masked CNPJ and phones, day-first date, one line per activity. */
function body(cnpj: string, extra: Record<string, unknown> = {}) {
  return {
    cnpj,
    companyName: 'Brindes Ipê Comércio Ltda.',
    establishmentTitle: 'Brindes Ipê',
    legalNature: 'Sociedade Empresária Limitada',
    openingDate: '01/01/2015',
    mainActivity: 'Comércio de brindes',
    secondaryActivities: ['Impressão de canecas', 'Gravação a laser'],
    commercialEmail: 'Vendas@Ipe.dev',
    commercialPhone: '(71) 3333-0000',
    contactName: 'Contato Teste',
    contactPhone: '(71) 98765-4321',
    ...extra,
  }
}

const put = (id: string, payload: unknown, token = master.token, locale?: 'pt' | 'en') =>
  t.request({
    method: 'PUT',
    url: `/api/admin/suppliers/${id}/registration`,
    token,
    body: payload,
    locale,
  })
const row = async (id: string) =>
  (await t.db.select().from(suppliers).where(eq(suppliers.userId, id)))[0]!
const account = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!
const trail = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, ACTION)))
const fieldsOf = (res: { body: { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((res.body.errors ?? []).map((e) => [e.field, e.message]))

describe('who may edit a supplier registration', () => {
  it('refuses anonymous callers (401), suppliers and clients (403) and changes nothing', async () => {
    const s = await supplier('33617053000105')
    const { user: c } = await createUser(t.db, { role: 'client' })
    const tokens = [await t.login(s.email), await t.login(c.email)]
    const payload = body('33.617.053/0001-05', { companyName: 'Tomada Ltda.' })
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/admin/suppliers/${s.id}/registration`,
          body: payload,
        })
      ).statusCode,
    ).toBe(401)
    for (const token of tokens) expect((await put(s.id, payload, token)).statusCode).toBe(403)
    expect((await row(s.id)).companyName).toBe('Brindes Ipê Ltda.')
    expect(await trail(s.id)).toHaveLength(0)
  })

  it('answers 404 for an unknown supplier or an account that is not a supplier', async () => {
    const { user: client } = await createUser(t.db, { role: 'client' })
    for (const id of [NO_ID, client.id]) {
      const res = await put(
        id,
        body('11.222.333/0001-81', { cnpjChangeReason: 'Erro de digitação' }),
      )
      expect(res.statusCode, id).toBe(404)
      expect(res.body.code).toBe('SUPPLIER_NOT_FOUND')
    }
    expect((await put('nope', body('11.222.333/0001-81'))).statusCode).toBe(422)
  })
})

describe('PUT /api/admin/suppliers/:id/registration', () => {
  it('saves every field with the sign-up rules and audits each change old → new', async () => {
    const s = await supplier('27490518000107')
    const res = await put(s.id, body('27.490.518/0001-07'), basic.token)
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({
      id: s.id,
      cnpj: '27490518000107',
      companyName: 'Brindes Ipê Comércio Ltda.',
      secondaryActivities: ['Impressão de canecas', 'Gravação a laser'],
      commercialEmail: 'vendas@ipe.dev',
      commercialPhone: '+557133330000',
      contactPhone: '+5571987654321',
      openingDate: '2015-01-01',
    })
    expect(await row(s.id)).toMatchObject({
      companyName: 'Brindes Ipê Comércio Ltda.',
      secondaryActivities: ['Impressão de canecas', 'Gravação a laser'],
      commercialEmail: 'vendas@ipe.dev',
      contactPhone: '+5571987654321',
    })
    const [entry, ...more] = await trail(s.id)
    expect(more).toHaveLength(0)
    expect(entry).toMatchObject({ actorId: basic.id, targetType: 'supplier' })
    // Only what changed (the factory's title, nature, date, activity and phone stay).
    expect(entry.before).toEqual({
      companyName: 'Brindes Ipê Ltda.',
      secondaryActivities: [],
      commercialEmail: expect.stringMatching(/^vendas-.+@test\.galera\.dev$/),
      contactPhone: null,
    })
    expect(entry.after).toEqual({
      companyName: 'Brindes Ipê Comércio Ltda.',
      secondaryActivities: ['Impressão de canecas', 'Gravação a laser'],
      commercialEmail: 'vendas@ipe.dev',
      contactPhone: '+5571987654321',
    })

    // The same form again changes nothing and leaves no new entry.
    expect((await put(s.id, body('27490518000107'))).statusCode).toBe(200)
    expect(await trail(s.id)).toHaveLength(1)
    // An emptied optional phone is cleared.
    expect((await put(s.id, body('27490518000107', { contactPhone: '' }))).statusCode).toBe(200)
    expect((await row(s.id)).contactPhone).toBeNull()
    expect((await trail(s.id)).at(-1)!.after).toEqual({ contactPhone: null })
  })

  it('changes the CNPJ only with a reason, and audits that it changed and why', async () => {
    const s = await supplier('61382947000107')
    const noReason = await put(s.id, body('11.222.333/0001-81', { cnpjChangeReason: '   ' }))
    expect(noReason.statusCode).toBe(422)
    expect(fieldsOf(noReason)).toEqual({
      cnpjChangeReason: 'Informe o motivo da troca de CNPJ',
    })
    const en = await put(s.id, body('11.222.333/0001-81'), master.token, 'en')
    expect(fieldsOf(en)).toEqual({ cnpjChangeReason: 'Give the reason for changing the CNPJ' })
    expect((await account(s.id)).cnpj).toBe('61382947000107')

    const reason = 'A Receita Federal corrigiu o cadastro'
    const ok = await put(s.id, body('11.222.333/0001-81', { cnpjChangeReason: reason }))
    expect(ok.statusCode).toBe(200)
    expect(ok.body.data.cnpj).toBe('11222333000181')
    expect((await account(s.id)).cnpj).toBe('11222333000181')
    const entries = await trail(s.id)
    const last = entries.at(-1)!
    expect(last.after).toMatchObject({ cnpjChanged: true, cnpjChangeReason: reason })
    // Neither number is copied into the trail.
    expect(JSON.stringify([last.before, last.after])).not.toMatch(/61382947000107|11222333000181/)

    // A reason sent without a CNPJ change is not recorded as one.
    await put(
      s.id,
      body('11222333000181', { legalNature: 'Empresa individual', cnpjChangeReason: 'x y z' }),
    )
    expect((await trail(s.id)).at(-1)!.after).toEqual({ legalNature: 'Empresa individual' })
  })

  it('keeps the CNPJ unique: another account already holding it is a 409 on the field', async () => {
    await supplier('12ABC34501DE35')
    const s = await supplier('48617392000169')
    const res = await put(
      s.id,
      body('12.ABC.345/01DE-35', { cnpjChangeReason: 'Pedido do fornecedor' }),
    )
    expect(res.statusCode).toBe(409)
    expect(res.body.code).toBe('CNPJ_ALREADY_REGISTERED')
    expect(fieldsOf(res)).toEqual({ cnpj: 'CNPJ já cadastrado' })
    expect((await account(s.id)).cnpj).toBe('48617392000169')
    expect(await trail(s.id)).toHaveLength(0)
  })

  it('refuses bad input with translated 422s and changes nothing', async () => {
    const s = await supplier('52718364000105')
    const bad = await put(
      s.id,
      body('52.718.364/0001-06', {
        companyName: 'X',
        establishmentTitle: '',
        openingDate: '31/02/2015',
        commercialEmail: 'not-an-email',
        commercialPhone: '123',
        contactName: '',
        secondaryActivities: ['a'.repeat(201)],
      }),
    )
    expect(bad.statusCode).toBe(422)
    expect(bad.body.code).toBe('VALIDATION_FAILED')
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual([
      'cnpj',
      'commercialEmail',
      'commercialPhone',
      'companyName',
      'contactName',
      'establishmentTitle',
      'openingDate',
      'secondaryActivities.0',
    ])
    expect(fieldsOf(bad).cnpj).toBe('CNPJ inválido')

    // Today in Brazil (the test clock: 2026-11-22) is fine; tomorrow is in the future.
    const future = await put(s.id, body('52718364000105', { openingDate: '23/11/2026' }))
    expect(future.statusCode).toBe(422)
    expect(fieldsOf(future)).toEqual({
      openingDate: 'A data de abertura não pode estar no futuro',
    })
    for (const payload of [null, [], 42, { ...body('52718364000105'), cnpj: 42 }]) {
      const res = await put(s.id, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(422)
    }
    expect(await row(s.id)).toMatchObject({
      companyName: 'Brindes Ipê Ltda.',
      openingDate: '2015-01-01',
    })
    expect(await trail(s.id)).toHaveLength(0)
    expect(
      (await put(s.id, body('52718364000105', { openingDate: '22/11/2026' }))).statusCode,
    ).toBe(200)
    expect((await row(s.id)).openingDate).toBe('2026-11-22')
  })

  it('ignores fields outside the registration (status, e-mail of the account)', async () => {
    const s = await supplier('79526134000109')
    const res = await put(
      s.id,
      body('79526134000109', {
        status: 'inactive',
        email: 'hacker@evil.dev',
        role: 'admin_master',
      }),
    )
    expect(res.statusCode).toBe(200)
    expect((await row(s.id)).status).toBe('active')
    expect(await account(s.id)).toMatchObject({ email: s.email, role: 'supplier' })
  })
})

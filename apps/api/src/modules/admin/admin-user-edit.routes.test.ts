import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { addresses, auditLog, sessions, users } from '../../db/schema/index.ts'

/** ADR 0033: admins correct a person's account data; the document only with a reason. */
let t: TestApp
let master: { id: string; token: string }
let basic: { id: string; token: string }
const ADMIN_LOGIN = '/api/auth/login/admin'

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

const edit = (token: string | undefined, id: string, body: unknown, locale?: 'en') =>
  t.request({
    method: 'PATCH',
    url: `/api/admin/users/${id}/account`,
    token,
    body,
    headers: locale ? { locale } : undefined,
  })

async function lastAudit(targetId: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(desc(auditLog.createdAt))
  return row
}

const ADDRESS = {
  cep: '40010-000',
  street: 'Rua Chile',
  number: '12',
  complement: 'Sala 3',
  neighborhood: 'Centro',
  city: 'salvador',
  uf: 'BA',
}

describe('who may edit', () => {
  it('refuses anonymous callers (401) and non-admins (403), changing nothing', async () => {
    const { user } = await createUser(t.db, { role: 'client', name: 'Cida Intocada' })
    const { user: promoter } = await createUser(t.db, { role: 'promoter' })
    const token = await t.login(promoter.email)
    expect((await edit(undefined, user.id, { name: 'Outro Nome' })).statusCode).toBe(401)
    const res = await edit(token, user.id, { name: 'Outro Nome' })
    expect(res.statusCode).toBe(403)
    const read = await t.request({
      method: 'GET',
      url: `/api/admin/users/${user.id}/account`,
      token,
    })
    expect(read.statusCode).toBe(403)
    const row = await t.db.query.users.findFirst({ where: eq(users.id, user.id) })
    expect(row!.name).toBe('Cida Intocada')
  })

  it("lets only a master edit an admin's data, and nobody their own here", async () => {
    const { user: other } = await createUser(t.db, { role: 'admin_basic', name: 'Bia Basica' })
    const byBasic = await edit(basic.token, other.id, { name: 'Bia Alterada' })
    expect(byBasic.statusCode).toBe(403)
    expect(byBasic.body.code).toBe('FORBIDDEN')
    const byMaster = await edit(master.token, other.id, { name: 'Bia Alterada' })
    expect(byMaster.statusCode).toBe(200)
    expect(byMaster.body.data.name).toBe('Bia Alterada')
    const self = await edit(master.token, master.id, { name: 'Eu Mesmo' })
    expect(self.statusCode).toBe(422)
    expect(self.body.code).toBe('ADMIN_EDIT_SELF')
  })

  it('answers 404 for an unknown user and 409 for a closed (anonymised) account', async () => {
    const unknown = await edit(basic.token, '00000000-0000-4000-8000-000000000000', {})
    expect(unknown.statusCode).toBe(404)
    const { user } = await createUser(t.db, { role: 'client', status: 'closed' })
    expect((await edit(basic.token, user.id, { name: 'Volta Dados' })).statusCode).toBe(409)
  })
})

describe('editing account data', () => {
  it('saves name, phone and address with the profile rules and audits old → new', async () => {
    const { user } = await createUser(t.db, {
      role: 'client',
      name: 'Rui Antigo',
      phone: '+5571987650101',
    })
    const res = await edit(basic.token, user.id, {
      name: 'Rui Novo Silva',
      phone: '(71) 98765-0102',
      address: ADDRESS,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({
      name: 'Rui Novo Silva',
      phone: '+5571987650102',
      address: { cep: '40010000', city: 'Salvador', uf: 'BA', complement: 'Sala 3' },
    })
    const address = await t.db.query.addresses.findFirst({
      where: eq(addresses.userId, user.id),
    })
    expect(address?.cityIbge).toBe('2927408')
    const entry = await lastAudit(user.id)
    expect(entry).toMatchObject({ action: 'user.edit', actorId: basic.id, targetType: 'user' })
    expect(entry!.before).toMatchObject({
      name: 'Rui Antigo',
      phone: '+5571987650101',
      address: null,
    })
    expect(entry!.after).toMatchObject({
      name: 'Rui Novo Silva',
      phone: '+5571987650102',
      address: { street: 'Rua Chile', city: 'Salvador' },
    })
    const read = await t.request({
      method: 'GET',
      url: `/api/admin/users/${user.id}/account`,
      token: basic.token,
    })
    expect(read.body.data).toEqual(res.body.data)
  })

  it('refuses bad input with translated field messages and changes nothing', async () => {
    const { user } = await createUser(t.db, { role: 'client', name: 'Lia Firme' })
    const res = await edit(
      basic.token,
      user.id,
      { name: 'L', phone: '123', email: 'nope', address: { ...ADDRESS, cep: '1' } },
      'en',
    )
    expect(res.statusCode).toBe(422)
    const fields = Object.fromEntries(
      res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    )
    expect(fields.name).toBe('Minimum characters 3')
    expect(fields.phone).toBeTruthy()
    expect(fields.email).toBeTruthy()
    expect(fields['address.cep']).toBeTruthy()
    const wrongCity = await edit(basic.token, user.id, { address: { ...ADDRESS, city: 'Recife' } })
    expect(wrongCity.statusCode).toBe(422)
    expect(wrongCity.body.errors[0].field).toBe('address.city')
    const row = await t.db.query.users.findFirst({ where: eq(users.id, user.id) })
    expect(row!.name).toBe('Lia Firme')
    expect(await lastAudit(user.id)).toBeUndefined()
  })

  it('keeps the e-mail unique (409 on the field) and the phone too', async () => {
    const { user: taken } = await createUser(t.db, {
      role: 'client',
      email: 'ja.existe@test.galera.dev',
      phone: '+5571987650111',
    })
    const { user } = await createUser(t.db, { role: 'promoter' })
    const mail = await edit(basic.token, user.id, { email: 'JA.EXISTE@test.galera.dev' }, 'en')
    expect(mail.statusCode).toBe(409)
    expect(mail.body.code).toBe('EMAIL_ALREADY_REGISTERED')
    expect(mail.body.errors[0].field).toBe('email')
    const phone = await edit(basic.token, user.id, { phone: taken.phone })
    expect(phone.statusCode).toBe(409)
    expect(phone.body.errors[0].field).toBe('phone')
    expect(await lastAudit(user.id)).toBeUndefined()
  })

  it('tells the OLD address in the person’s language and ends their sessions', async () => {
    const { user } = await createUser(t.db, {
      role: 'client',
      name: 'Edu English',
      email: 'edu.old@test.galera.dev',
      locale: 'en',
    })
    await t.login(user.email)
    const sentBefore = t.mailer.sent.length
    const res = await edit(basic.token, user.id, { email: 'Edu.New@test.galera.dev' })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.email).toBe('edu.new@test.galera.dev')
    const mails = t.mailer.sent.slice(sentBefore)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.to).toBe('edu.old@test.galera.dev')
    expect(mails[0]!.subject).toBe('The e-mail of your Galera Eventos account was changed')
    expect(mails[0]!.text).toContain('edu.new@test.galera.dev')
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
    expect(live).toHaveLength(0)
    expect((await lastAudit(user.id))!.after).toMatchObject({ email: 'edu.new@test.galera.dev' })
    await t.login('edu.new@test.galera.dev')
  })

  it('sends no notice when the e-mail does not change', async () => {
    const { user } = await createUser(t.db, { role: 'client', email: 'same.mail@test.galera.dev' })
    const sentBefore = t.mailer.sent.length
    const res = await edit(basic.token, user.id, { email: 'SAME.mail@test.galera.dev' })
    expect(res.statusCode).toBe(200)
    expect(t.mailer.sent.length).toBe(sentBefore)
    expect(await lastAudit(user.id)).toBeUndefined()
  })
})

describe('the document (CPF/CNPJ)', () => {
  it('needs a reason: without one it is a translated 422 and nothing changes', async () => {
    const cpf = generateCpf()
    const { user } = await createUser(t.db, { role: 'client', cpf })
    const res = await edit(basic.token, user.id, { cpf: generateCpf(), documentReason: '' }, 'en')
    expect(res.statusCode).toBe(422)
    expect(res.body.errors).toEqual([
      { field: 'documentReason', message: 'Give the reason for changing the document' },
    ])
    const pt = await edit(basic.token, user.id, { cpf: generateCpf() })
    expect(pt.body.errors[0].message).toBe('Informe o motivo da alteração do documento')
    const row = await t.db.query.users.findFirst({ where: eq(users.id, user.id) })
    expect(row!.cpf).toBe(cpf)
  })

  it('lets an admin basic change it with a reason; the audit keeps the reason, not the numbers', async () => {
    const oldCpf = generateCpf()
    const newCpf = generateCpf()
    const { user } = await createUser(t.db, { role: 'promoter', cpf: oldCpf })
    const reason = 'CPF digitado errado no cadastro, conferido com o RG'
    const res = await edit(basic.token, user.id, { cpf: newCpf, documentReason: reason })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.cpf).toBe(newCpf)
    const entry = await lastAudit(user.id)
    expect(entry!.after).toEqual({ document: { changed: true, reason } })
    const logged = JSON.stringify([entry!.before, entry!.after])
    expect(logged).not.toContain(oldCpf)
    expect(logged).not.toContain(newCpf)
  })

  it('takes a CNPJ for businesses only, and keeps it unique', async () => {
    const cnpj = String(generateCnpj())
    const { user: company } = await createUser(t.db, { role: 'company', cnpj })
    const { user: client } = await createUser(t.db, { role: 'client' })
    const wrong = await edit(basic.token, client.id, {
      cnpj: String(generateCnpj()),
      documentReason: 'Motivo qualquer',
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.body.errors[0].field).toBe('cnpj')
    const { user: other } = await createUser(t.db, { role: 'supplier' })
    const dup = await edit(master.token, other.id, { cnpj, documentReason: 'Troca de CNPJ' })
    expect(dup.statusCode).toBe(409)
    expect(dup.body.code).toBe('CNPJ_ALREADY_REGISTERED')
    expect(dup.body.errors[0].field).toBe('cnpj')
    const ok = await edit(master.token, company.id, {
      cnpj: String(generateCnpj()),
      documentReason: 'Mudança de CNPJ após fusão',
    })
    expect(ok.statusCode).toBe(200)
  })
})

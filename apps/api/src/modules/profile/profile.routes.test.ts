import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createCategory, createUser } from '../../../test/factories/accounts.ts'
import {
  addresses,
  consents,
  promoters,
  sessions,
  suppliers,
  users,
} from '../../db/schema/index.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

let seq = 0
function uniquePhone() {
  seq += 1
  return `+55719${String(87000000 + seq * 7919).padStart(8, '0')}`
}

/** A valid CPF that no other test uses. */
function uniqueCpf() {
  seq += 1
  const base = String(100000000 + seq * 104729)
    .slice(0, 9)
    .split('')
    .map(Number)
  const dv = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0)
    const r = (sum * 10) % 11
    return r === 10 ? 0 : r
  }
  const d1 = dv(base)
  const d2 = dv([...base, d1])
  return [...base, d1, d2].join('')
}

async function client(extra: Partial<Parameters<typeof createUser>[1]> = {}) {
  const { user } = await createUser(t.db, { role: 'client', name: 'Edu Perfil', ...extra })
  const token = await t.login(user.email)
  return { user, token }
}

async function promoter(birthDate = '1995-05-10') {
  const { user } = await createUser(t.db, { role: 'promoter', name: 'Pri Promo' })
  await t.db.update(users).set({ birthDate, gender: 'female' }).where(eq(users.id, user.id))
  await t.db.insert(promoters).values({
    userId: user.id,
    birthDate,
    gender: 'female',
    heightCm: 170,
    weightKg: 60,
    shoeSize: 37,
    hair: 'brown',
    eyes: 'green',
    description: 'Promotora com experiência em feiras.',
  })
  const token = await t.login(user.email)
  return { user, token }
}

async function supplier() {
  const { user } = await createUser(t.db, { role: 'supplier', name: 'Sol Fornece' })
  await t.db.insert(suppliers).values({
    userId: user.id,
    companyName: 'Sol Brindes Ltda',
    establishmentTitle: 'Sol Brindes',
    legalNature: 'Sociedade limitada',
    openingDate: '2010-03-01',
    mainActivity: 'Brindes',
    commercialEmail: 'vendas@sol.dev',
    commercialPhone: '+557133334444',
    contactName: 'Sol',
  })
  const token = await t.login(user.email)
  return { user, token }
}

const get = (token: string) => t.request({ method: 'GET', url: '/api/me/profile', token })
const patch = (token: string, body: unknown, locale: 'pt' | 'en' = 'pt') =>
  t.request({ method: 'PATCH', url: '/api/me/profile', token, body, locale })

const ADDRESS = {
  cep: '40010-000',
  street: 'Rua Chile',
  number: '10',
  complement: '',
  neighborhood: 'Centro',
  city: 'salvador',
  uf: 'ba',
}

describe('GET /me/profile', () => {
  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/me/profile' })
    expect(res.statusCode).toBe(401)
  })
  it("shows the caller's own data, CPF whole, no secrets", async () => {
    const { user, token } = await client({ cpf: '52998224725', phone: uniquePhone() })
    const res = await get(token)
    expect(res.statusCode).toBe(200)
    expect(res.body.data.account).toMatchObject({
      id: user.id,
      name: 'Edu Perfil',
      email: user.email,
      cpf: '52998224725',
      role: 'client',
      profile: 3,
      isCertified: false,
      avatarUrl: null,
    })
    expect(res.body.data.address).toBeNull()
    expect(JSON.stringify(res.body)).not.toContain('argon2')
    expect(res.headers['cache-control']).toBe('no-store')
  })
  it('shows the promoter attributes and the company row', async () => {
    const p = await promoter()
    const res = await get(p.token)
    expect(res.body.data.promoter).toMatchObject({ heightCm: 170, hair: 'brown', skin: null })
    const { user } = await createUser(t.db, { role: 'company', tradeName: 'Acme' })
    const c = await get(await t.login(user.email))
    expect(c.body.data.company).toMatchObject({ tradeName: 'Acme' })
  })
})

describe('PATCH /me/profile', () => {
  it('edits name, phone and address in one go (city canonicalised, IBGE code kept)', async () => {
    const { user, token } = await client()
    const phone = uniquePhone()
    const res = await patch(token, {
      account: { name: '  Eduarda Nova ', phone: phone.replace('+55', '') },
      address: ADDRESS,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.account).toMatchObject({ name: 'Eduarda Nova', phone })
    expect(res.body.data.address).toMatchObject({
      cep: '40010000',
      city: 'Salvador',
      uf: 'BA',
      complement: null,
    })
    const row = await t.db.query.addresses.findFirst({ where: eq(addresses.userId, user.id) })
    expect(row?.cityIbge).toBe('2927408')
  })

  it('ignores mass assignment: role, status, CPF, certification and ids in the body', async () => {
    const cpf = uniqueCpf()
    const { user, token } = await client({ cpf })
    const other = await client()
    const res = await patch(token, {
      id: other.user.id,
      userId: other.user.id,
      role: 'admin_master',
      profile: 1,
      status: 'suspended',
      cpf: uniqueCpf(),
      isCertified: true,
      account: {
        name: 'Quem Sou Eu',
        id: other.user.id,
        role: 'admin_master',
        cpf: '11144477735',
        email: other.user.email,
      },
      address: { ...ADDRESS, userId: other.user.id },
    })
    expect(res.statusCode).toBe(200)
    const me = await t.db.query.users.findFirst({ where: eq(users.id, user.id) })
    expect(me).toMatchObject({
      name: 'Quem Sou Eu',
      role: 'client',
      status: 'active',
      cpf,
      isCertified: false,
      email: user.email,
    })
    const them = await t.db.query.users.findFirst({ where: eq(users.id, other.user.id) })
    expect(them?.name).toBe('Edu Perfil')
    expect(
      await t.db.query.addresses.findFirst({ where: eq(addresses.userId, other.user.id) }),
    ).toBeUndefined()
  })

  it('refuses a phone someone else has (409 on the field) and changes nothing', async () => {
    const taken = uniquePhone()
    await client({ phone: taken })
    const { user, token } = await client()
    const res = await patch(token, { account: { name: 'Mudou Nome', phone: taken } }, 'en')
    expect(res.statusCode).toBe(409)
    expect(res.body.code).toBe('PHONE_ALREADY_REGISTERED')
    expect(res.body.errors).toEqual([
      { field: 'account.phone', message: 'Mobile already registered, please insert another one' },
    ])
    const me = await t.db.query.users.findFirst({ where: eq(users.id, user.id) })
    expect(me?.name).toBe('Edu Perfil')
  })

  it('keeps the own phone when sent again', async () => {
    const phone = uniquePhone()
    const { token } = await client({ phone })
    const res = await patch(token, { account: { phone } })
    expect(res.statusCode).toBe(200)
  })

  it('refuses bad input with translated field messages (pt and en) and stores nothing', async () => {
    const { user, token } = await client()
    const bad = {
      account: { name: 'A\u0000b', phone: '123', birthDate: '2999-01-01', gender: 'robot' },
      address: { ...ADDRESS, cep: '4001', uf: 'XX' },
    }
    const pt = await patch(token, bad)
    expect(pt.statusCode).toBe(422)
    const fields = Object.fromEntries(
      pt.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    )
    expect(fields).toMatchObject({
      'account.name': 'Contém caracteres não permitidos',
      'account.phone': 'Telefone inválido',
      'account.birthDate': 'Data inválida',
      'account.gender': 'Opção inválida',
      'address.cep': 'CEP inválido',
      'address.uf': 'UF inválida',
    })
    const en = await patch(token, bad, 'en')
    expect(en.body.errors.find((e: { field: string }) => e.field === 'address.uf').message).toBe(
      'Invalid state',
    )
    const me = await t.db.query.users.findFirst({ where: eq(users.id, user.id) })
    expect(me?.name).toBe('Edu Perfil')
    expect(
      await t.db.query.addresses.findFirst({ where: eq(addresses.userId, user.id) }),
    ).toBeUndefined()
  })

  it('survives hostile input: huge strings, __proto__, wrong types (never a 500)', async () => {
    const { user, token } = await client()
    const huge = await patch(token, { account: { name: 'x'.repeat(100_000) } })
    expect(huge.statusCode).toBe(422)
    const proto = await t.request({
      method: 'PATCH',
      url: '/api/me/profile',
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__": {"role": "admin_master"}, "account": {"name": "Proto Teste"}}',
    })
    expect([200, 400]).toContain(proto.statusCode)
    const types = await patch(token, { account: { name: 42 }, address: 'Rua' })
    expect(types.statusCode).toBe(422)
    const me = await t.db.query.users.findFirst({ where: eq(users.id, user.id) })
    expect(me?.role).toBe('client')
  })

  it('refuses a city that is not in the UF, and rolls back the rest', async () => {
    const { user, token } = await client()
    const res = await patch(
      token,
      { account: { name: 'Nome Novo' }, address: { ...ADDRESS, city: 'Campinas' } },
      'en',
    )
    expect(res.statusCode).toBe(422)
    expect(res.body.errors).toEqual([
      { field: 'address.city', message: 'City not found in this state' },
    ])
    const me = await t.db.query.users.findFirst({ where: eq(users.id, user.id) })
    expect(me?.name).toBe('Edu Perfil')
  })

  it('keeps promoters 18+ and mirrors birth date and gender on the promoter row', async () => {
    const p = await promoter()
    t.clock.set(new Date('2026-11-22T12:00:00Z'))
    const young = await patch(p.token, { account: { birthDate: '2010-01-01' } })
    expect(young.statusCode).toBe(422)
    expect(young.body.errors[0]).toEqual({
      field: 'account.birthDate',
      message: 'Promotores precisam ter pelo menos 18 anos',
    })
    const ok = await patch(p.token, { account: { birthDate: '2000-02-29', gender: 'other' } })
    expect(ok.statusCode).toBe(200)
    const row = await t.db.query.promoters.findFirst({ where: eq(promoters.userId, p.user.id) })
    expect(row).toMatchObject({ birthDate: '2000-02-29', gender: 'other' })
    // A client may leave birth date empty; a promoter may not.
    const cleared = await patch(p.token, { account: { birthDate: null } })
    expect(cleared.statusCode).toBe(422)
  })

  it('edits promoter attributes with the DB ranges; admin-only flags are ignored', async () => {
    const p = await promoter()
    const res = await patch(p.token, {
      promoter: {
        heightCm: 180,
        languages: ['english', 'english', 'spanish'],
        instagramUrl: 'https://instagram.com/pri',
        isLaunched: true,
        isSpotlight: true,
      },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.promoter).toMatchObject({
      heightCm: 180,
      languages: ['english', 'spanish'],
      instagramUrl: 'https://instagram.com/pri',
      isLaunched: false,
      isSpotlight: false,
    })
    const bad = await patch(p.token, {
      promoter: { heightCm: 99, hair: 'green', facebookUrl: 'javascript:alert(1)' },
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'promoter.facebookUrl',
      'promoter.hair',
      'promoter.heightCm',
    ])
  })

  it('changes the category only to an active promoter category', async () => {
    const p = await promoter()
    const product = await createCategory(t.db, {
      slug: 'perfil-brindes',
      namePt: 'Brindes',
      nameEn: 'Gifts',
      kind: 'product',
    })
    const dancer = await createCategory(t.db, {
      slug: 'perfil-dancarina',
      namePt: 'Dançarina',
      nameEn: 'Dancer',
    })
    for (const categoryId of [product.id, '00000000-0000-4000-8000-000000000000', 'x']) {
      const bad = await patch(p.token, { promoter: { categoryId } }, 'en')
      expect(bad.statusCode).toBe(422)
      expect(bad.body.errors).toEqual([{ field: 'promoter.categoryId', message: 'Invalid option' }])
    }
    const ok = await patch(p.token, { promoter: { categoryId: dancer.id } })
    expect(ok.statusCode).toBe(200)
    expect(ok.body.data.promoter.categoryId).toBe(dancer.id)
    const [row] = await t.db.select().from(promoters).where(eq(promoters.userId, p.user.id))
    expect(row!.searchDoc).toContain('dancarina dancer')
  })

  it('stores skin colour and disabilities only with a live sensitive-data consent', async () => {
    const p = await promoter()
    const refused = await patch(p.token, { promoter: { skin: 'black' } }, 'en')
    expect(refused.statusCode).toBe(422)
    expect(refused.body.errors).toEqual([
      {
        field: 'promoter.skin',
        message: 'Allow the use of sensitive data to fill in this field',
      },
    ])
    await t.db.insert(consents).values({
      userId: p.user.id,
      kind: 'sensitive_data',
      version: '2026-11-22',
      grantedAt: new Date(),
    })
    const ok = await patch(p.token, {
      promoter: { skin: 'black', disabilities: ['deaf'], showSensitive: true },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.body.data.promoter).toMatchObject({
      skin: 'black',
      disabilities: ['deaf'],
      showSensitive: true,
    })
    expect(ok.body.data.hasSensitiveConsent).toBe(true)
  })

  it("ignores another role's section", async () => {
    const { token } = await client()
    const res = await patch(token, { promoter: { heightCm: 180 }, supplier: { site: '' } })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.promoter).toBeNull()
  })

  it('edits supplier company data but never the CNPJ', async () => {
    const s = await supplier()
    const res = await patch(s.token, {
      supplier: {
        establishmentTitle: 'Sol Brindes e Cia',
        site: 'https://sol.dev',
        contactPhone: '',
      },
      account: { cnpj: '11222333000181' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.supplier).toMatchObject({
      establishmentTitle: 'Sol Brindes e Cia',
      site: 'https://sol.dev',
      contactPhone: null,
    })
    expect(res.body.data.account.cnpj).toBeNull()
  })

  it('edits company data', async () => {
    const { user } = await createUser(t.db, { role: 'company', tradeName: 'Acme' })
    const token = await t.login(user.email)
    const res = await patch(token, {
      company: { tradeName: 'Acme Brasil', phones: ['71 3333-4444'] },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.company).toMatchObject({
      tradeName: 'Acme Brasil',
      phones: ['+557133334444'],
    })
  })
})

describe('PUT /me/password', () => {
  const body = (currentPassword: string) => ({
    currentPassword,
    password: 'Nova@Senha1',
    passwordConfirmation: 'Nova@Senha1',
  })
  it('refuses a wrong current password on its field (pt and en)', async () => {
    const { token } = await client()
    const pt = await t.request({
      method: 'PUT',
      url: '/api/me/password',
      token,
      body: body('Errada@2026'),
    })
    expect(pt.statusCode).toBe(422)
    expect(pt.body.errors).toEqual([{ field: 'currentPassword', message: 'Senha atual incorreta' }])
    const en = await t.request({
      method: 'PUT',
      url: '/api/me/password',
      token,
      body: body('Errada@2026'),
      locale: 'en',
    })
    expect(en.body.errors).toEqual([
      { field: 'currentPassword', message: 'Current password is incorrect' },
    ])
  })
  it('throttles wrong current passwords (a stolen session is no password oracle)', async () => {
    const { token } = await client()
    const put = (currentPassword: string) =>
      t.request({ method: 'PUT', url: '/api/me/password', token, body: body(currentPassword) })
    for (let i = 0; i < 5; i++) expect((await put('Errada@2026')).statusCode).toBe(422)
    const blocked = await put('Galera@2026')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS')
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    t.clock.advance(15 * 60_000 + 1)
    expect((await put('Galera@2026')).statusCode).toBe(200)
  })
  it('applies the password rule', async () => {
    const { token } = await client()
    const res = await t.request({
      method: 'PUT',
      url: '/api/me/password',
      token,
      body: { currentPassword: 'Galera@2026', password: 'fraca', passwordConfirmation: 'x' },
    })
    expect(res.statusCode).toBe(422)
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('password')
  })
  it('changes it, keeps this session, ends the others and mails the notice', async () => {
    const { user, token } = await client()
    const other = await t.login(user.email)
    const res = await t.request({
      method: 'PUT',
      url: '/api/me/password',
      token,
      body: body('Galera@2026'),
    })
    expect(res.statusCode).toBe(200)
    expect((await get(token)).statusCode).toBe(200)
    expect((await get(other)).statusCode).toBe(401)
    expect(t.mailer.last(user.email)?.subject).toBe('Sua senha foi alterada')
    await expect(t.login(user.email)).rejects.toThrow()
    expect(await t.login(user.email, 'Nova@Senha1')).toBeTruthy()
    const live = await t.db.query.sessions.findMany({ where: eq(sessions.userId, user.id) })
    expect(live.filter((s) => s.revokedAt === null).length).toBe(2)
  })
})

describe('PUT /me/email', () => {
  it('needs the current password', async () => {
    const { token } = await client()
    const res = await t.request({
      method: 'PUT',
      url: '/api/me/email',
      token,
      body: { currentPassword: 'nope', email: 'novo-1@galera.dev' },
    })
    expect(res.statusCode).toBe(422)
    expect(res.body.errors[0].field).toBe('currentPassword')
  })
  it('refuses an e-mail in use, in any case', async () => {
    const a = await client()
    const { token } = await client()
    const res = await t.request({
      method: 'PUT',
      url: '/api/me/email',
      token,
      body: { currentPassword: 'Galera@2026', email: a.user.email.toUpperCase() },
      locale: 'en',
    })
    expect(res.statusCode).toBe(409)
    expect(res.body.errors).toEqual([
      { field: 'email', message: 'Email already registered, please insert another one' },
    ])
  })
  it('changes it, tells the old address and ends the other sessions', async () => {
    const { user, token } = await client()
    const other = await t.login(user.email)
    const res = await t.request({
      method: 'PUT',
      url: '/api/me/email',
      token,
      body: { currentPassword: 'Galera@2026', email: ' Edu.Novo@Galera.dev ' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.account.email).toBe('edu.novo@galera.dev')
    const mail = t.mailer.last(user.email)!
    expect(mail.subject).toBe('O e-mail da sua conta foi alterado')
    expect(mail.text).toContain('edu.novo@galera.dev')
    expect((await get(other)).statusCode).toBe(401)
    expect((await get(token)).statusCode).toBe(200)
    expect(await t.login('edu.novo@galera.dev')).toBeTruthy()
  })
})

describe('GET /client/choose/eligibility (spec §2 /choose)', () => {
  it('answers eligible for clients, 403 for other roles, 401 anonymous', async () => {
    const { token } = await client()
    const ok = await t.request({ method: 'GET', url: '/api/client/choose/eligibility', token })
    expect(ok.body).toEqual({ status: 200, data: { eligible: true } })
    const { user } = await createUser(t.db, { role: 'company' })
    const company = await t.request({
      method: 'GET',
      url: '/api/client/choose/eligibility',
      token: await t.login(user.email),
    })
    expect(company.statusCode).toBe(403)
    const anon = await t.request({ method: 'GET', url: '/api/client/choose/eligibility' })
    expect(anon.statusCode).toBe(401)
  })
})

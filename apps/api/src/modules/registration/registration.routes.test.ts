import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createCategory, createUser } from '../../../test/factories/accounts.ts'
import {
  addresses,
  companies,
  consents,
  notifications,
  promoters,
  suppliers,
  users,
} from '../../db/schema/index.ts'
import { SIGNUPS_PER_IP } from './registration.service.ts'

let t: TestApp
let categoryId: string
let inactiveCategoryId: string
let productCategoryId: string
const admins: string[] = []

beforeAll(async () => {
  t = await createTestApp()
  // 2026-11-22T12:00Z = 09:00 in São Paulo.
  categoryId = (await createCategory(t.db, { slug: 'recep', namePt: 'Recep', nameEn: 'Recep' })).id
  const inactive = await createCategory(t.db, { slug: 'old', namePt: 'Old', nameEn: 'Old' })
  inactiveCategoryId = inactive.id
  const { categories } = await import('../../db/schema/index.ts')
  await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, inactive.id))
  productCategoryId = (
    await createCategory(t.db, { slug: 'pens', namePt: 'Canetas', nameEn: 'Pens', kind: 'product' })
  ).id
  for (const role of ['admin_master', 'admin_basic'] as const)
    admins.push((await createUser(t.db, { role })).user.id)
})
afterAll(() => t.close())

let ipCounter = 0
/** Each call from its own IP, so the per-IP sign-up limit does not interfere (but see the 429 test). */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
let seq = 0
const phone = () =>
  `+55719${String(Date.now() % 1e4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`
const email = (kind: string) => `${kind}-${++seq}-${Date.now()}@signup.test`

const address = () => ({
  cep: '40010-000',
  street: 'Rua Chile',
  number: '10',
  complement: 'Sala 2',
  neighborhood: 'Centro',
  city: 'Salvador',
  cityIbge: '2927408',
  uf: 'BA',
})
const access = { password: 'Galera@2026', passwordConfirmation: 'Galera@2026' }
const terms = { acceptTerms: true, acceptPrivacy: true }

const clientBody = () => ({
  name: 'Carla Nova',
  cpf: generateCpf(),
  birthDate: '15/03/1990',
  gender: 'female',
  phone: phone(),
  email: email('client'),
  address: address(),
  ...access,
  ...terms,
})
const companyBody = () => ({
  cnpj: generateCnpj(1),
  tradeName: 'Eventos Novos',
  legalName: 'Eventos Novos Ltda.',
  email: email('company'),
  phone: phone(),
  contactName: 'João Contato',
  contactPhone: phone(),
  address: address(),
  ...access,
  ...terms,
})
const promoterBody = () => ({
  name: 'Paula Nova',
  cpf: generateCpf(),
  birthDate: '2000-01-10',
  gender: 'female',
  phone: phone(),
  email: email('promoter'),
  heightCm: 170,
  weightKg: 60,
  shoeSize: 37,
  hair: 'black',
  eyes: 'brown',
  languages: ['english', 'spanish'],
  dance: ['jazz'],
  instruments: [],
  hasCar: true,
  issuesInvoice: false,
  canTravel: true,
  description: 'Recepcionista com 5 anos de experiência em feiras.',
  categoryId,
  instagramUrl: 'https://www.instagram.com/paula',
  facebookUrl: '',
  address: address(),
  ...access,
  ...terms,
})
const supplierBody = () => ({
  cnpj: generateCnpj(1),
  companyName: 'Brindes Novos Ltda.',
  establishmentTitle: 'Brindes Novos',
  legalNature: 'Sociedade Empresária Limitada',
  openingDate: '2015-06-01',
  mainActivity: 'Comércio de brindes',
  secondaryActivities: ['Gráfica'],
  email: email('supplier'),
  phone: phone(),
  commercialEmail: 'vendas@brindesnovos.test',
  commercialPhone: '(71) 3333-4444',
  contactName: 'Rita Vendas',
  site: 'https://brindesnovos.test',
  address: address(),
  ...access,
  ...terms,
})

const register = (
  kind: string,
  body: unknown,
  opts: { locale?: 'pt' | 'en'; remoteAddress?: string } = {},
) =>
  t.request({
    method: 'POST',
    url: `/api/register/${kind}`,
    body,
    remoteAddress: opts.remoteAddress ?? nextIp(),
    locale: opts.locale,
  })

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0].n
const fieldMessage = (body: { errors?: { field: string; message: string }[] }, field: string) =>
  body.errors?.find((e) => e.field === field)?.message

describe('sign-up of each kind (POST /api/register/{kind})', () => {
  it.each([
    ['client', clientBody, 3],
    ['company', companyBody, 6],
    ['promoter', promoterBody, 5],
    ['supplier', supplierBody, 4],
  ] as const)(
    '%s: 201, logged in (cookie), then logs in with the password',
    async (kind, make, profile) => {
      const body = make()
      const res = await register(kind, body)
      expect(res.statusCode).toBe(201)
      expect(res.body.data).toMatchObject({ email: body.email, profile })
      expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(String(res.headers['set-cookie'])).toContain('galera_session=')
      const me = await t.request({ method: 'GET', url: '/api/auth/me', token: res.body.data.token })
      expect(me.body.data).toMatchObject({ userId: res.body.data.userId, profile })
      await t.login(body.email.toUpperCase())
      const [addr] = await t.db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, res.body.data.userId))
      expect(addr).toMatchObject({
        cep: '40010000',
        city: 'Salvador',
        cityIbge: '2927408',
        uf: 'BA',
      })
      expect(t.mailer.last(body.email)?.subject).toBe('Bem-vindo(a) à Galera Eventos')
    },
  )

  it('stores what each kind brings: company, promoter and supplier rows; phones in E.164', async () => {
    const c = companyBody()
    const rc = await register('company', { ...c, otherPhone: '(71) 3222-1111' })
    expect(rc.body.data).toMatchObject({ document: c.cnpj, name: 'João Contato' })
    const [company] = await t.db.select().from(companies).where(eq(companies.id, rc.body.data._id))
    expect(company).toMatchObject({ tradeName: 'Eventos Novos', legalName: 'Eventos Novos Ltda.' })
    expect(company.phones).toEqual([c.phone, '+557132221111', c.contactPhone])

    const p = promoterBody()
    const rp = await register('promoter', p)
    const [promoter] = await t.db
      .select()
      .from(promoters)
      .where(eq(promoters.userId, rp.body.data.userId))
    expect(promoter).toMatchObject({
      birthDate: '2000-01-10',
      heightCm: 170,
      languages: ['english', 'spanish'],
      hasCar: true,
      categoryId,
      instagramUrl: 'https://www.instagram.com/paula',
      facebookUrl: null,
      skin: null,
      disabilities: [],
      isLaunched: false,
      isSpotlight: false,
    })

    const s = supplierBody()
    const rs = await register('supplier', s)
    const [supplier] = await t.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.userId, rs.body.data.userId))
    expect(supplier).toMatchObject({
      establishmentTitle: 'Brindes Novos',
      openingDate: '2015-06-01',
      commercialPhone: '+557133334444',
      secondaryActivities: ['Gráfica'],
    })
  })

  it('sends the welcome e-mail in the language of the request', async () => {
    const body = clientBody()
    expect((await register('client', body, { locale: 'en' })).statusCode).toBe(201)
    expect(t.mailer.last(body.email)?.subject).toBe('Welcome to Galera Eventos')
    const [u] = await t.db.select().from(users).where(eq(users.email, body.email))
    expect(u.locale).toBe('en')
  })
})

describe('validation: 422 with translated field messages and nothing stored', () => {
  const cases: [string, string, () => Record<string, unknown>, string, string, string][] = [
    [
      'client',
      'bad CPF',
      () => ({ ...clientBody(), cpf: '123.456.789-00' }),
      'cpf',
      'CPF inválido',
      'Invalid CPF',
    ],
    [
      'company',
      'bad CNPJ',
      () => ({ ...companyBody(), cnpj: '11.222.333/0001-82' }),
      'cnpj',
      'CNPJ inválido',
      'Invalid CNPJ',
    ],
    [
      'client',
      'bad e-mail',
      () => ({ ...clientBody(), email: 'ana@' }),
      'email',
      'E-mail inválido',
      'Invalid email',
    ],
    [
      'client',
      'bad phone',
      () => ({ ...clientBody(), phone: '123' }),
      'phone',
      'Telefone inválido',
      'Invalid phone number',
    ],
    [
      'client',
      'bad CEP',
      () => ({ ...clientBody(), address: { ...address(), cep: '4001' } }),
      'address.cep',
      'CEP inválido',
      'Invalid ZIP code (CEP)',
    ],
    [
      'client',
      'bad UF',
      () => ({ ...clientBody(), address: { ...address(), uf: 'XX' } }),
      'address.uf',
      'UF inválida',
      'Invalid state',
    ],
    [
      'client',
      'city not in the UF',
      () => ({ ...clientBody(), address: { ...address(), city: 'Campinas', cityIbge: undefined } }),
      'address.city',
      'Esta cidade não pertence ao estado escolhido',
      'This city is not in the chosen state',
    ],
    [
      'client',
      'IBGE code of another UF',
      () => ({ ...clientBody(), address: { ...address(), cityIbge: '3509502' } }),
      'address.city',
      'Esta cidade não pertence ao estado escolhido',
      'This city is not in the chosen state',
    ],
    [
      'client',
      'weak password',
      () => ({ ...clientBody(), password: 'galera2026', passwordConfirmation: 'galera2026' }),
      'password',
      'A senha deve ter pelo menos uma letra maiúscula',
      'The password must have at least one capital letter',
    ],
    [
      'client',
      'different passwords',
      () => ({ ...clientBody(), passwordConfirmation: 'Galera@2025' }),
      'passwordConfirmation',
      'As senhas são diferentes',
      'Different passwords',
    ],
    [
      'client',
      'terms not accepted',
      () => ({ ...clientBody(), acceptTerms: false }),
      'acceptTerms',
      'Para continuar, aceite os Termos de Uso',
      'To continue, accept the Terms of Use',
    ],
    [
      'client',
      'privacy missing',
      () => ({ ...clientBody(), acceptPrivacy: undefined }),
      'acceptPrivacy',
      'Para continuar, aceite a Política de Privacidade',
      'To continue, accept the Privacy Policy',
    ],
    [
      'promoter',
      'skin without consent',
      () => ({ ...promoterBody(), skin: 'black' }),
      'skin',
      'Para informar cor da pele ou deficiência, marque o consentimento de dados sensíveis',
      'To inform skin colour or disability, tick the sensitive-data consent',
    ],
    [
      'promoter',
      'disability without consent',
      () => ({ ...promoterBody(), disabilities: ['deaf'], sensitiveDataConsent: false }),
      'disabilities',
      'Para informar cor da pele ou deficiência, marque o consentimento de dados sensíveis',
      'To inform skin colour or disability, tick the sensitive-data consent',
    ],
    [
      'promoter',
      'Instagram link on another host',
      () => ({ ...promoterBody(), instagramUrl: 'https://evil.test/instagram.com' }),
      'instagramUrl',
      'Informe um link do Instagram (https://instagram.com/…)',
      'Enter an Instagram link (https://instagram.com/…)',
    ],
    [
      'promoter',
      'javascript: Facebook link',
      () => ({ ...promoterBody(), facebookUrl: 'javascript:alert(1)' }),
      'facebookUrl',
      'Link inválido (use http:// ou https://)',
      'Invalid link (use http:// or https://)',
    ],
    [
      'promoter',
      'height out of range',
      () => ({ ...promoterBody(), heightCm: 99 }),
      'heightCm',
      'O valor mínimo é 100',
      'The minimum value is 100',
    ],
    [
      'promoter',
      'inactive category',
      () => ({ ...promoterBody(), categoryId: inactiveCategoryId }),
      'categoryId',
      'Escolha uma categoria da lista',
      'Choose a category from the list',
    ],
    [
      'promoter',
      'product category',
      () => ({ ...promoterBody(), categoryId: productCategoryId }),
      'categoryId',
      'Escolha uma categoria da lista',
      'Choose a category from the list',
    ],
    [
      'promoter',
      'description too long',
      () => ({ ...promoterBody(), description: 'a'.repeat(3001) }),
      'description',
      'Máximo de 3000 caracteres',
      'Maximum characters 3000',
    ],
    [
      'supplier',
      'future opening date',
      () => ({ ...supplierBody(), openingDate: '2026-11-23' }),
      'openingDate',
      'A data não pode estar no futuro',
      'The date cannot be in the future',
    ],
    [
      'supplier',
      'site not http',
      () => ({ ...supplierBody(), site: 'ftp://x.test' }),
      'site',
      'Link inválido (use http:// ou https://)',
      'Invalid link (use http:// or https://)',
    ],
  ]

  it.each(cases)('%s, %s', async (kind, _name, make, field, pt, en) => {
    const before = await userCount()
    const body = make()
    const rPt = await register(kind, body, { locale: 'pt' })
    expect(rPt.statusCode).toBe(422)
    expect(rPt.body.code).toBe('VALIDATION_FAILED')
    expect(fieldMessage(rPt.body, field)).toBe(pt)
    const rEn = await register(kind, body, { locale: 'en' })
    expect(fieldMessage(rEn.body, field)).toBe(en)
    expect(await userCount()).toBe(before)
  })

  it('a promoter must be 18 today (São Paulo calendar): the day before refused, the birthday accepted', async () => {
    t.clock.set('2026-11-22T12:00:00Z')
    const body = { ...promoterBody(), birthDate: '2008-11-23' }
    const before = await userCount()
    const refused = await register('promoter', body, { locale: 'en' })
    expect(refused.statusCode).toBe(422)
    expect(fieldMessage(refused.body, 'birthDate')).toBe(
      'You must be 18 or older to sign up as a promoter',
    )
    // 23 Nov 02:00 UTC is still 22 Nov in São Paulo.
    t.clock.set('2026-11-23T02:00:00Z')
    expect((await register('promoter', body)).statusCode).toBe(422)
    expect(await userCount()).toBe(before)
    t.clock.set('2026-11-23T03:00:00Z')
    expect((await register('promoter', body)).statusCode).toBe(201)
    t.clock.set('2026-11-22T12:00:00Z')
  })

  it('sensitive data with its consent is stored and recorded; showSensitive needs it too', async () => {
    const body = {
      ...promoterBody(),
      skin: 'mixed',
      disabilities: ['deaf', 'deaf'],
      sensitiveDataConsent: true,
      showSensitive: true,
    }
    const res = await register('promoter', body)
    expect(res.statusCode).toBe(201)
    const id = res.body.data.userId
    const [p] = await t.db.select().from(promoters).where(eq(promoters.userId, id))
    expect(p).toMatchObject({ skin: 'mixed', disabilities: ['deaf'], showSensitive: true })
    const kinds = (await t.db.select().from(consents).where(eq(consents.userId, id))).map(
      (c) => c.kind,
    )
    expect(kinds.sort()).toEqual(['privacy', 'sensitive_data', 'terms'])

    const plain = await register('promoter', { ...promoterBody(), showSensitive: true })
    const [q] = await t.db
      .select()
      .from(promoters)
      .where(eq(promoters.userId, plain.body.data.userId))
    expect(q.showSensitive).toBe(false)
  })
})

describe('duplicates: 409 on the right field with the spec messages', () => {
  it('e-mail, case-insensitive', async () => {
    const first = clientBody()
    expect((await register('client', first)).statusCode).toBe(201)
    const before = await userCount()
    const res = await register(
      'client',
      { ...clientBody(), email: first.email.toUpperCase() },
      { locale: 'en' },
    )
    expect(res.statusCode).toBe(409)
    expect(res.body.code).toBe('EMAIL_ALREADY_REGISTERED')
    expect(fieldMessage(res.body, 'email')).toBe(
      'Email already registered, please insert another one',
    )
    const pt = await register('promoter', { ...promoterBody(), email: first.email })
    expect(fieldMessage(pt.body, 'email')).toBe('E-mail já cadastrado, por favor insira outro')
    expect(await userCount()).toBe(before)
  })

  it('CPF (formatted differently) and mobile (without +55) across kinds', async () => {
    const first = clientBody()
    await register('client', first)
    const formatted = first.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4')
    const cpf = await register('promoter', { ...promoterBody(), cpf: formatted }, { locale: 'en' })
    expect(cpf.statusCode).toBe(409)
    expect(cpf.body.code).toBe('CPF_ALREADY_REGISTERED')
    expect(fieldMessage(cpf.body, 'cpf')).toBe('CPF already registered')

    const national = first.phone.slice(3).replace(/(\d{2})(\d{5})(\d{4})/, '($1) $2-$3')
    const mobile = await register(
      'supplier',
      { ...supplierBody(), phone: national },
      { locale: 'en' },
    )
    expect(mobile.statusCode).toBe(409)
    expect(mobile.body.code).toBe('PHONE_ALREADY_REGISTERED')
    expect(fieldMessage(mobile.body, 'phone')).toMatch(/^Mobile already registered/)
  })

  it('CNPJ between a company and a supplier', async () => {
    const first = companyBody()
    await register('company', first)
    const res = await register(
      'supplier',
      { ...supplierBody(), cnpj: first.cnpj },
      { locale: 'pt' },
    )
    expect(res.statusCode).toBe(409)
    expect(res.body.code).toBe('CNPJ_ALREADY_REGISTERED')
    expect(fieldMessage(res.body, 'cnpj')).toBe('CNPJ já cadastrado')
  })

  it('names every identifier already taken at once', async () => {
    const first = clientBody()
    await register('client', first)
    const res = await register('client', {
      ...clientBody(),
      email: first.email,
      cpf: first.cpf,
      phone: first.phone,
    })
    expect(res.statusCode).toBe(409)
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'cpf',
      'email',
      'phone',
    ])
  })

  it('two identical sign-ups at the same time: exactly one 201, the other a 409', async () => {
    const body = clientBody()
    const before = await userCount()
    const results = await Promise.all([register('client', body), register('client', body)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(await userCount()).toBe(before + 1)
  })
})

describe('records and protections', () => {
  it('records terms and privacy consents with the legal version, time and IP; marketing when opted in', async () => {
    t.clock.set('2026-11-22T15:30:00Z')
    const res = await register(
      'client',
      { ...clientBody(), marketing: true },
      { remoteAddress: '203.0.113.9' },
    )
    const rows = await t.db.select().from(consents).where(eq(consents.userId, res.body.data.userId))
    expect(rows.map((r) => r.kind).sort()).toEqual(['marketing', 'privacy', 'terms'])
    for (const r of rows) {
      expect(r.version).toBe('2026-11-22')
      expect(r.ip).toBe('203.0.113.9')
      expect(r.grantedAt.toISOString()).toBe('2026-11-22T15:30:00.000Z')
      expect(r.revokedAt).toBeNull()
    }
    t.clock.set('2026-11-22T12:00:00Z')
  })

  it('ignores mass assignment: profile, status, isSpotlight, isLaunched, isCertified', async () => {
    const client = await register('client', {
      ...clientBody(),
      profile: 1,
      role: 'admin_master',
      status: 'suspended',
      isCertified: true,
    })
    expect(client.statusCode).toBe(201)
    expect(client.body.data.profile).toBe(3)
    const [u] = await t.db.select().from(users).where(eq(users.id, client.body.data.userId))
    expect(u).toMatchObject({ role: 'client', status: 'active', isCertified: false })

    const promoter = await register('promoter', {
      ...promoterBody(),
      isSpotlight: true,
      isLaunched: true,
    })
    const [p] = await t.db
      .select()
      .from(promoters)
      .where(eq(promoters.userId, promoter.body.data.userId))
    expect(p).toMatchObject({ isSpotlight: false, isLaunched: false })
  })

  it('a new supplier notifies every admin (supplier_new), in the same transaction', async () => {
    const res = await register('supplier', {
      ...supplierBody(),
      establishmentTitle: 'Brindes Aviso',
    })
    expect(res.statusCode).toBe(201)
    const rows = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.code, 'supplier_new'))
    const forThis = rows.filter((n) => (n.params as { name?: string }).name === 'Brindes Aviso')
    expect(forThis.map((n) => n.userId).sort()).toEqual([...admins].sort())
    expect(forThis[0].link).toBe('/admin/home')
  })

  it(`limits sign-ups to ${SIGNUPS_PER_IP} an hour per IP (429), then lets them through again`, async () => {
    const ip = '198.51.100.77'
    for (let i = 0; i < SIGNUPS_PER_IP; i++)
      expect((await register('client', { bad: true }, { remoteAddress: ip })).statusCode).toBe(422)
    const limited = await register('client', clientBody(), { remoteAddress: ip, locale: 'en' })
    expect(limited.statusCode).toBe(429)
    expect(limited.body.code).toBe('TOO_MANY_REQUESTS')
    expect(limited.body.message).toBe('Too many attempts. Please wait a few moments and try again.')
    const wait = Number(limited.headers['retry-after'])
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(3600)
    t.clock.advance(3600_000)
    expect((await register('client', clientBody(), { remoteAddress: ip })).statusCode).toBe(201)
  })
})

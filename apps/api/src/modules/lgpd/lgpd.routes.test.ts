import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import { createBudget } from '../../../test/factories/budgets.ts'
import {
  addresses,
  auditLog,
  budgets,
  consents,
  images,
  notifications,
  productRatingVotes,
  productRatings,
  promoters,
  sessions,
  supplierRatings,
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
  return `+55719${String(86000000 + seq * 7919).padStart(8, '0')}`
}

async function person(role: 'client' | 'promoter' = 'client') {
  const { user } = await createUser(t.db, { role, name: 'Lia Lgpd', phone: uniquePhone() })
  await t.db.insert(consents).values([
    {
      userId: user.id,
      kind: 'terms',
      version: '2026-11-22',
      grantedAt: new Date(),
      ip: '10.0.0.1',
    },
    {
      userId: user.id,
      kind: 'privacy',
      version: '2026-11-22',
      grantedAt: new Date(),
      ip: '10.0.0.1',
    },
    {
      userId: user.id,
      kind: 'marketing',
      version: '2026-11-22',
      grantedAt: new Date(),
      ip: '10.0.0.1',
    },
  ])
  await t.db.insert(addresses).values({
    userId: user.id,
    cep: '40010000',
    street: 'Rua Chile',
    number: '10',
    neighborhood: 'Centro',
    city: 'Salvador',
    uf: 'BA',
  })
  const token = await t.login(user.email)
  return { user, token }
}

async function withPromoterRow(userId: string) {
  await t.db.insert(promoters).values({
    userId,
    birthDate: '1995-05-10',
    gender: 'female',
    heightCm: 170,
    weightKg: 60,
    shoeSize: 37,
    hair: 'brown',
    eyes: 'green',
    skin: 'black',
    disabilities: ['deaf'],
    showSensitive: true,
    description: 'Promotora.',
  })
  await t.db.insert(consents).values({
    userId,
    kind: 'sensitive_data',
    version: '2026-11-22',
    grantedAt: new Date(),
  })
}

const req = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  body?: unknown,
  locale: 'pt' | 'en' = 'pt',
) => t.request({ method, url, token, body, locale })

describe('consents', () => {
  it('lists only my consent records', async () => {
    const me = await person()
    await person()
    const res = await req('GET', '/api/me/consents', me.token)
    expect(res.statusCode).toBe(200)
    expect(res.body.data.map((c: { kind: string }) => c.kind).sort()).toEqual([
      'marketing',
      'privacy',
      'terms',
    ])
    expect(res.body.data[0]).toMatchObject({ version: '2026-11-22', revokedAt: null })
    expect(JSON.stringify(res.body)).not.toContain('10.0.0.1')
  })

  it('revokes marketing (kept as a record) and grants it again with version, time and IP', async () => {
    const me = await person()
    const revoked = await req('DELETE', '/api/me/consents/marketing', me.token)
    expect(revoked.statusCode).toBe(200)
    const marketing = revoked.body.data.filter((c: { kind: string }) => c.kind === 'marketing')
    expect(marketing).toHaveLength(1)
    expect(marketing[0].revokedAt).not.toBeNull()
    const granted = await t.request({
      method: 'POST',
      url: '/api/me/consents/marketing',
      token: me.token,
      remoteAddress: '10.9.8.7',
    })
    expect(granted.statusCode).toBe(200)
    const rows = await t.db.query.consents.findMany({ where: eq(consents.userId, me.user.id) })
    const live = rows.filter((r) => r.kind === 'marketing' && r.revokedAt === null)
    expect(live).toHaveLength(1)
    expect(live[0]).toMatchObject({ version: '2026-11-22', ip: '10.9.8.7' })
    expect(live[0].grantedAt.toISOString()).toBe(t.clock.now().toISOString())
    // Granting twice is one record.
    await req('POST', '/api/me/consents/marketing', me.token)
    const again = await t.db.query.consents.findMany({ where: eq(consents.userId, me.user.id) })
    expect(again.filter((r) => r.kind === 'marketing' && r.revokedAt === null)).toHaveLength(1)
  })

  it('revoking sensitive data erases skin colour, disabilities and showSensitive', async () => {
    const me = await person('promoter')
    await withPromoterRow(me.user.id)
    const res = await req('DELETE', '/api/me/consents/sensitive_data', me.token)
    expect(res.statusCode).toBe(200)
    const row = await t.db.query.promoters.findFirst({ where: eq(promoters.userId, me.user.id) })
    expect(row).toMatchObject({ skin: null, disabilities: [], showSensitive: false })
  })

  it('refuses to revoke terms or privacy here (422, translated) and unknown kinds', async () => {
    const me = await person()
    const pt = await req('DELETE', '/api/me/consents/terms', me.token)
    expect(pt.statusCode).toBe(422)
    expect(pt.body.message).toBe('Este consentimento só termina com o encerramento da conta')
    const en = await req('DELETE', '/api/me/consents/privacy', me.token, undefined, 'en')
    expect(en.body.message).toBe('This consent only ends when the account is closed')
    expect((await req('POST', '/api/me/consents/terms', me.token)).statusCode).toBe(422)
    expect((await req('DELETE', '/api/me/consents/everything', me.token)).statusCode).toBe(422)
    const rows = await t.db.query.consents.findMany({ where: eq(consents.userId, me.user.id) })
    expect(rows.every((r) => r.revokedAt === null)).toBe(true)
  })

  it('needs a session', async () => {
    expect((await req('GET', '/api/me/consents')).statusCode).toBe(401)
    expect((await req('DELETE', '/api/me/consents/marketing')).statusCode).toBe(401)
  })
})

describe('GET /me/export', () => {
  it('downloads everything about me as a JSON file, no secrets, nothing of others', async () => {
    const me = await person('promoter')
    await withPromoterRow(me.user.id)
    const other = await person()
    await t.db
      .insert(notifications)
      .values({ userId: me.user.id, code: 'budget_received', link: '/profile' })
    await t.db
      .insert(notifications)
      .values({ userId: other.user.id, code: 'budget_received', link: '/profile' })
    await t.db.insert(images).values({
      ownerId: me.user.id,
      purpose: 'avatar',
      width: 10,
      height: 10,
      bytes: 100,
      variants: { medium: 'images/00000000-0000-4000-8000-000000000001/medium.webp' },
    })
    const { user: admin } = await createUser(t.db, { role: 'admin_master' })
    await t.db.insert(auditLog).values({
      actorId: admin.id,
      action: 'user.certify',
      targetType: 'user',
      targetId: me.user.id,
    })
    const res = await req('GET', '/api/me/export', me.token)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="galera-eventos-meus-dados-2026-11-22.json"',
    )
    expect(res.headers['cache-control']).toBe('no-store')
    const data = JSON.parse(res.raw.body)
    expect(data.account.email).toBe(me.user.email)
    expect(data.account.passwordHash).toBeUndefined()
    expect(data.address.city).toBe('Salvador')
    expect(data.promoter.skin).toBe('black')
    expect(data.consents).toHaveLength(4)
    expect(data.sessions.length).toBeGreaterThan(0)
    expect(data.sessions[0].tokenHash).toBeUndefined()
    expect(data.notifications).toHaveLength(1)
    expect(data.images[0].urls.medium).toBe(
      '/files/images/00000000-0000-4000-8000-000000000001/medium.webp',
    )
    expect(data.auditEntries).toHaveLength(1)
    const text = res.raw.body
    expect(text).not.toContain('argon2')
    const hashes = await t.db.query.sessions.findMany({ where: eq(sessions.userId, me.user.id) })
    for (const s of hashes) expect(text).not.toContain(s.tokenHash)
    expect(text).not.toContain(other.user.email)
    expect(text).not.toContain(other.user.id)
    expect(text).not.toContain(admin.id)
  })
})

describe('GET /me/export (budgets and ratings)', () => {
  it('adds my budgets, proposals, ratings given and received and helpful votes', async () => {
    const me = await person()
    const reader = await person()
    const { user: sup } = await createSupplier(t.db, { name: 'Fornecedor Lgpd' })
    const category = await createProductCategory(t.db)
    const product = await createProduct(t.db, { supplierId: sup.id, categoryId: category.id })
    const { budget, proposals } = await createBudget(t.db, {
      clientId: me.user.id,
      productId: product.id,
      proposals: [{ supplierId: sup.id, status: 'completed' }],
    })
    await t.db
      .update(budgets)
      .set({ idempotencyKey: 'segredo-idem-123', requestHash: 'hash-secreto-abc' })
      .where(eq(budgets.id, budget.id))
    const [rating] = await t.db
      .insert(productRatings)
      .values({
        productId: product.id,
        clientId: me.user.id,
        proposalId: proposals[0].id,
        material: 5,
        finishing: 5,
        customization: 4,
        title: 'Muito bom',
        comment: 'Recomendo a todos.',
      })
      .returning()
    await t.db.insert(supplierRatings).values({
      supplierId: sup.id,
      clientId: me.user.id,
      proposalId: proposals[0].id,
      costBenefit: 5,
      onTime: 4,
      support: 4,
      quality: 5,
    })
    await t.db
      .insert(productRatingVotes)
      .values({ ratingId: rating.id, userId: reader.user.id, helpful: true })

    const mine = JSON.parse((await req('GET', '/api/me/export', me.token)).raw.body)
    expect(mine.budgets).toHaveLength(1)
    expect(mine.budgets[0]).toMatchObject({ id: budget.id, status: 'completed' })
    expect(mine.budgets[0].idempotencyKey).toBeUndefined()
    expect(JSON.stringify(mine)).not.toContain('hash-secreto-abc')
    expect(mine.productRatings).toMatchObject([{ id: rating.id, title: 'Muito bom' }])
    expect(mine.supplierRatingsGiven).toMatchObject([{ supplierId: sup.id, costBenefit: 5 }])
    expect(mine.supplierRatingsReceived).toEqual([])
    expect(mine.budgetProposals).toEqual([])
    expect(mine.ratingVotes).toEqual([])

    const theirs = JSON.parse((await req('GET', '/api/me/export', reader.token)).raw.body)
    expect(theirs.ratingVotes).toMatchObject([{ ratingId: rating.id, helpful: true }])
    expect(theirs.budgets).toEqual([])

    const supToken = await t.login(sup.email)
    const supplierData = JSON.parse((await req('GET', '/api/me/export', supToken)).raw.body)
    expect(supplierData.budgetProposals).toMatchObject([
      { id: proposals[0].id, status: 'completed' },
    ])
    expect(supplierData.supplierRatingsReceived).toMatchObject([{ quality: 5 }])
    expect(supplierData.supplierRatingsReceived[0].clientId).toBeUndefined()
  })
})

describe('POST /me/close', () => {
  it('refuses a wrong password or a missing confirmation, translated, and changes nothing', async () => {
    const me = await person()
    const wrong = await req('POST', '/api/me/close', me.token, {
      password: 'Errada@2026',
      confirm: true,
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.body.errors).toEqual([{ field: 'password', message: 'Senha incorreta' }])
    const unconfirmed = await req(
      'POST',
      '/api/me/close',
      me.token,
      { password: 'Galera@2026', confirm: false },
      'en',
    )
    expect(unconfirmed.statusCode).toBe(422)
    expect(unconfirmed.body.errors).toEqual([
      { field: 'confirm', message: 'Confirm that you want to close the account' },
    ])
    const row = await t.db.query.users.findFirst({ where: eq(users.id, me.user.id) })
    expect(row?.status).toBe('active')
  })

  it('anonymises the account in one go and frees e-mail, CPF and phone', async () => {
    const { user } = await createUser(t.db, {
      role: 'promoter',
      name: 'Lia Fecha',
      cpf: '52998224725',
      phone: '+5571999990000',
    })
    await withPromoterRow(user.id)
    await t.db.insert(addresses).values({
      userId: user.id,
      cep: '40010000',
      street: 'Rua Chile',
      number: '10',
      neighborhood: 'Centro',
      city: 'Salvador',
      uf: 'BA',
    })
    const [img] = await t.db
      .insert(images)
      .values({
        ownerId: user.id,
        purpose: 'avatar',
        width: 10,
        height: 10,
        bytes: 100,
        variants: { medium: 'images/00000000-0000-4000-8000-000000000002/medium.webp' },
      })
      .returning()
    await t.db.update(users).set({ avatarImageId: img.id }).where(eq(users.id, user.id))
    const token = await t.login(user.email)
    const otherDevice = await t.login(user.email)

    const res = await req('POST', '/api/me/close', token, {
      password: 'Galera@2026',
      confirm: true,
    })
    expect(res.statusCode).toBe(200)
    expect(String(res.headers['set-cookie'])).toMatch(/galera_session=;/)

    const row = await t.db.query.users.findFirst({ where: eq(users.id, user.id) })
    expect(row).toMatchObject({
      name: 'Conta encerrada',
      email: `closed+${user.id}@anon.galera.dev`,
      cpf: null,
      cnpj: null,
      phone: null,
      birthDate: null,
      gender: null,
      avatarImageId: null,
      status: 'closed',
    })
    expect(row?.closedAt).not.toBeNull()
    expect(row?.passwordHash).not.toBe(user.passwordHash)
    expect(
      await t.db.query.addresses.findFirst({ where: eq(addresses.userId, user.id) }),
    ).toBeUndefined()
    expect(
      await t.db.query.promoters.findFirst({ where: eq(promoters.userId, user.id) }),
    ).toBeUndefined()
    const imgRow = await t.db.query.images.findFirst({ where: eq(images.id, img.id) })
    expect(imgRow?.deletedAt).not.toBeNull()
    const cs = await t.db.query.consents.findMany({ where: eq(consents.userId, user.id) })
    expect(cs.length).toBeGreaterThan(0)
    expect(cs.every((c) => c.revokedAt !== null)).toBe(true)
    const ss = await t.db.query.sessions.findMany({ where: eq(sessions.userId, user.id) })
    expect(ss.every((s) => s.revokedAt !== null)).toBe(true)

    // Tokens are dead, the old password no longer logs in.
    expect((await req('GET', '/api/me/profile', token)).statusCode).toBe(401)
    expect((await req('GET', '/api/me/profile', otherDevice)).statusCode).toBe(401)
    const login = await req('POST', '/api/auth/login', undefined, {
      email: user.email,
      password: 'Galera@2026',
    })
    expect(login.statusCode).toBe(400)
    expect(login.body.code).toBe('INVALID_CREDENTIALS')

    // The same e-mail, CPF and phone can sign up again.
    const again = await createUser(t.db, {
      role: 'client',
      email: user.email,
      cpf: '52998224725',
      phone: '+5571999990000',
    })
    expect(again.user.id).not.toBe(user.id)
    expect(await t.login(user.email)).toBeTruthy()
    expect(t.mailer.last(user.email)?.subject).toBe('Sua conta foi encerrada')
  })
})

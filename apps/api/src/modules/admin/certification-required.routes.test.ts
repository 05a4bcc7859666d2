import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { createJob } from '../../../test/factories/jobs.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import { createBudget, createReverseAuction } from '../../../test/factories/budgets.ts'
import { createAdAuction } from '../../../test/factories/promotions.ts'
import { auditLog, certifications, jobs, users } from '../../db/schema/index.ts'

/** ADR 0026: an admin requires the 'Certificado'; until approved, the gate refuses. */
let t: TestApp
let adminToken: string
const REASON = 'Documentos do cadastro divergentes'

beforeAll(async () => {
  t = await createTestApp()
  const { user } = await createUser(t.db, { role: 'admin_basic' })
  adminToken = await t.login(user.email, undefined, '/api/auth/login/admin')
})
afterAll(() => t.close())
beforeEach(() => t.clock.set('2026-11-22T12:00:00.000Z'))

const requireIt = (id: string, body: unknown = { reason: REASON }, locale?: 'pt' | 'en') =>
  t.request({
    method: 'POST',
    url: `/api/admin/users/${id}/certification-requirement`,
    token: adminToken,
    body,
    locale,
  })
const liftIt = (id: string) =>
  t.request({
    method: 'DELETE',
    url: `/api/admin/users/${id}/certification-requirement`,
    token: adminToken,
  })
const requiredOf = async (id: string) =>
  (
    await t.db
      .select({ at: users.certificationRequiredAt, reason: users.certificationRequiredReason })
      .from(users)
      .where(eq(users.id, id))
  )[0]!

describe('requiring the Certificado', () => {
  it('blocks a promoter from accepting until lifted; the promoter sees why', async () => {
    const p = await createPromoter(t.db)
    const { user: hirer } = await createUser(t.db, { role: 'client' })
    const job = await createJob(t.db, { promoterId: p.user.id, hirerId: hirer.id })
    const token = await t.login(p.user.email)

    const res = await requireIt(p.user.id)
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({
      certificationRequiredAt: '2026-11-22T12:00:00.000Z',
      certificationRequiredReason: REASON,
    })
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, p.user.id), eq(auditLog.action, 'user.require_certification')),
      )
    expect(entry).toBeDefined()
    const mail = t.mailer.last(p.user.email)!
    expect(mail.text).toContain(REASON)

    const mine = await t.request({ method: 'GET', url: '/api/me/certification', token })
    expect(mine.body.data.required).toEqual({ at: '2026-11-22T12:00:00.000Z', reason: REASON })

    const accept = (locale: 'pt' | 'en') =>
      t.request({
        method: 'POST',
        url: `/api/promoter/jobs/${job.id}/accept`,
        token,
        body: {},
        locale,
      })
    const pt = await accept('pt')
    expect(pt.statusCode).toBe(422)
    expect(pt.body.code).toBe('CERTIFICATION_REQUIRED')
    expect(pt.body.message).toContain(REASON)
    expect(pt.body.message).toContain('Meu perfil → Certificado')
    const en = await accept('en')
    expect(en.body.message).toContain('Send your documents under My profile')
    const [still] = await t.db.select().from(jobs).where(eq(jobs.id, job.id))
    expect(still!.status).toBe('requested')

    expect((await liftIt(p.user.id)).statusCode).toBe(200)
    expect(await requiredOf(p.user.id)).toEqual({ at: null, reason: null })
    expect((await accept('pt')).statusCode).toBe(200)
  })

  it('is met by the approval of a Certificado request', async () => {
    const p = await createPromoter(t.db)
    expect((await requireIt(p.user.id)).statusCode).toBe(200)
    const [request] = await t.db
      .insert(certifications)
      .values({ userId: p.user.id, documentImageIds: [] })
      .returning()
    const approved = await t.request({
      method: 'POST',
      url: `/api/admin/certifications/${request!.id}/approve`,
      token: adminToken,
      body: {},
    })
    expect(approved.statusCode).toBe(200)
    expect(await requiredOf(p.user.id)).toEqual({ at: null, reason: null })
    const token = await t.login(p.user.email)
    const mine = await t.request({ method: 'GET', url: '/api/me/certification', token })
    expect(mine.body.data).toMatchObject({ isCertified: true, required: null })
  })

  it('blocks a supplier from answering budgets, proposing in reverse auctions and bidding', async () => {
    const category = await createProductCategory(t.db)
    const s = await createSupplier(t.db)
    const product = await createProduct(t.db, { supplierId: s.user.id, categoryId: category.id })
    const { user: client } = await createUser(t.db, { role: 'client' })
    const { proposals } = await createBudget(t.db, {
      clientId: client.id,
      productId: product.id,
      proposals: [{ supplierId: s.user.id, productId: product.id, status: 'new' }],
    })
    const reverse = await createReverseAuction(t.db, {
      clientId: client.id,
      categoryId: category.id,
      proposalsUntil: new Date('2026-11-30T12:00:00Z'),
    })
    const ad = await createAdAuction(t.db)
    expect((await requireIt(s.user.id)).statusCode).toBe(200)
    const token = await t.login(s.user.email)

    const calls = [
      {
        url: `/api/supplier/proposals/${proposals[0]!.id}/answer`,
        body: { unitCents: 350, totalCents: 175_000, deliveryDays: 12, justification: 'Frete.' },
      },
      {
        url: `/api/supplier/reverse-auctions/${reverse.id}/proposal`,
        body: { unitCents: 1_250, totalCents: 625_000, deliveryDays: 12, justification: 'Inox.' },
      },
      { url: `/api/supplier/ad-auctions/${ad.id}/bids`, body: { amountCents: 10_000 } },
    ]
    for (const c of calls) {
      const res = await t.request({ method: 'POST', url: c.url, token, body: c.body })
      expect(res.statusCode, c.url).toBe(422)
      expect(res.body.code, c.url).toBe('CERTIFICATION_REQUIRED')
    }
    expect((await liftIt(s.user.id)).statusCode).toBe(200)
    for (const c of calls) {
      const res = await t.request({ method: 'POST', url: c.url, token, body: c.body })
      expect(res.statusCode, c.url).toBeLessThan(300)
    }
  })

  it('refuses a bad reason, a hirer, a certified user, an unknown id; nothing changes', async () => {
    const p = await createPromoter(t.db)
    const empty = await requireIt(p.user.id, { reason: '' }, 'en')
    expect(empty.statusCode).toBe(422)
    expect(empty.body.errors[0].field).toBe('reason')
    expect(await requiredOf(p.user.id)).toEqual({ at: null, reason: null })

    const { user: client } = await createUser(t.db, { role: 'client' })
    const notApplicable = await requireIt(client.id)
    expect(notApplicable.statusCode).toBe(422)
    expect(notApplicable.body.code).toBe('CERTIFICATION_NOT_APPLICABLE')
    expect(notApplicable.body.message).toBe(
      'Só promotores e fornecedores podem ser obrigados a ter o Certificado',
    )
    expect(await requiredOf(client.id)).toEqual({ at: null, reason: null })

    const { user: certified } = await createUser(t.db, { role: 'supplier' })
    await t.db.update(users).set({ isCertified: true }).where(eq(users.id, certified.id))
    expect((await requireIt(certified.id)).body.code).toBe('ALREADY_CERTIFIED')

    expect((await requireIt('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await liftIt(p.user.id)).statusCode).toBe(409)
  })

  it("product cards carry the supplier's Certificado badge", async () => {
    const category = await createProductCategory(t.db)
    const certified = await createSupplier(t.db)
    const plain = await createSupplier(t.db)
    await t.db.update(users).set({ isCertified: true }).where(eq(users.id, certified.user.id))
    await createProduct(t.db, { supplierId: certified.user.id, categoryId: category.id })
    await createProduct(t.db, { supplierId: plain.user.id, categoryId: category.id })
    const res = await t.request({
      method: 'GET',
      url: `/api/public/products?category=${category.slug}`,
    })
    expect(res.statusCode).toBe(200)
    const bySupplier = Object.fromEntries(
      res.body.data.data.map((c: { supplier: { id: string; isCertified: boolean } }) => [
        c.supplier.id,
        c.supplier.isCertified,
      ]),
    )
    expect(bySupplier).toEqual({ [certified.user.id]: true, [plain.user.id]: false })
  })

  it('the database refuses a requirement on a hirer or without a reason', async () => {
    const { user: client } = await createUser(t.db, { role: 'client' })
    await expect(
      t.db
        .update(users)
        .set({ certificationRequiredAt: new Date(), certificationRequiredReason: REASON })
        .where(eq(users.id, client.id)),
    ).rejects.toThrow()
    const p = await createPromoter(t.db)
    await expect(
      t.db
        .update(users)
        .set({ certificationRequiredAt: new Date() })
        .where(eq(users.id, p.user.id)),
    ).rejects.toThrow()
  })
})

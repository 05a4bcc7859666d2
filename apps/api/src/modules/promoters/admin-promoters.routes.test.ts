import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createCategory, createImage, createUser } from '../../../test/factories/accounts.ts'
import { createPromoter, createRating } from '../../../test/factories/promoters.ts'
import {
  auditLog,
  consents,
  promoterBlockedDates,
  promoterGallery,
  promoters,
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

const auditOf = (targetId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt)
const promoterRow = async (id: string) =>
  (await t.db.select().from(promoters).where(eq(promoters.userId, id)))[0]!

describe('who may call the admin promoter routes', () => {
  it('refuses anonymous callers (401) and promoters, clients and suppliers (403)', async () => {
    const { user: p } = await createPromoter(t.db, { user: { name: 'Guarda Promotora' } })
    const promoterToken = await t.login(p.email)
    const { user: c } = await createUser(t.db, { role: 'client' })
    const clientToken = await t.login(c.email)
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/promoters'],
      ['GET', `/api/admin/promoters/${p.id}`],
      ['PUT', `/api/admin/promoters/${p.id}/status`, { status: 'inactive' }],
      ['PUT', `/api/admin/promoters/${p.id}/flags`, { isSpotlight: true, isLaunched: true }],
      ['PATCH', `/api/admin/promoters/${p.id}/profile`, { heightCm: 180 }],
      ['DELETE', `/api/admin/promoters/${p.id}/gallery/${NO_ID}`],
    ]
    for (const [method, url, body] of routes) {
      const anon = await t.request({ method: method as 'GET', url, body })
      expect(anon.statusCode, `${method} ${url}`).toBe(401)
      expect(anon.body.area).toBe('admin')
      for (const token of [promoterToken, clientToken]) {
        const res = await t.request({ method: method as 'GET', url, body, token })
        expect(res.statusCode, `${method} ${url}`).toBe(403)
      }
    }
    const row = await promoterRow(p.id)
    expect(row.status).toBe('active')
    expect(row.isSpotlight).toBe(false)
    expect(row.isLaunched).toBe(false)
    expect(row.heightCm).toBe(170)
  })
})

describe('GET /api/admin/promoters', () => {
  it('searches name, e-mail and city accent-insensitively and filters by status', async () => {
    const a = await createPromoter(t.db, {
      user: { name: 'Joaquina Listável', email: 'joaquina.lista@test.galera.dev' },
      city: 'São Cristóvão',
      uf: 'SE',
    })
    const b = await createPromoter(t.db, {
      user: { name: 'Listavel Segundo' },
      city: 'Aracaju',
      uf: 'SE',
      promoter: { status: 'inactive' },
    })
    const get = async (query: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/admin/promoters?${query}`,
        token: basic.token,
      })
      expect(res.statusCode).toBe(200)
      return res.body.data as { items: { id: string }[]; total: number; lastPage: number }
    }
    const byName = await get('q=listavel')
    expect(byName.items.map((i) => i.id).sort()).toEqual([a.user.id, b.user.id].sort())
    expect(byName.total).toBe(2)
    expect((await get('q=JOAQUINA.LISTA')).items.map((i) => i.id)).toEqual([a.user.id])
    expect((await get('q=sao%20cristovao')).items.map((i) => i.id)).toEqual([a.user.id])
    expect((await get('q=listavel&status=inactive')).items.map((i) => i.id)).toEqual([b.user.id])
    expect((await get('q=listavel&status=active')).items.map((i) => i.id)).toEqual([a.user.id])
    // ILIKE wildcards typed by the admin are literal.
    expect((await get('q=%25%25')).total).toBe(0)
    const row = (await get('q=joaquina')).items[0] as unknown as Record<string, unknown>
    expect(row).toMatchObject({
      name: 'Joaquina Listável',
      email: 'joaquina.lista@test.galera.dev',
      city: 'São Cristóvão',
      uf: 'SE',
      status: 'active',
      accountStatus: 'active',
      isLaunched: false,
      isSpotlight: false,
    })
  })

  it('pages by 20 and rejects a bad status or page with 422', async () => {
    for (let i = 0; i < 21; i++)
      await createPromoter(t.db, { user: { name: `Paginada Promotora ${i}` } })
    const p1 = await t.request({
      method: 'GET',
      url: '/api/admin/promoters?q=paginada%20promotora',
      token: master.token,
    })
    expect(p1.body.data.items).toHaveLength(20)
    expect(p1.body.data).toMatchObject({ page: 1, lastPage: 2, total: 21 })
    const p2 = await t.request({
      method: 'GET',
      url: '/api/admin/promoters?q=paginada%20promotora&page=2',
      token: master.token,
    })
    expect(p2.body.data.items).toHaveLength(1)
    const seen = new Set([...p1.body.data.items, ...p2.body.data.items].map((i) => i.id))
    expect(seen.size).toBe(21)
    const bad = await t.request({
      method: 'GET',
      url: '/api/admin/promoters?status=banned&page=0',
      token: master.token,
      locale: 'en',
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'page',
      'status',
    ])
  })
})

describe('GET /api/admin/promoters/{id}', () => {
  it('returns account, address, attributes (sensitive too), gallery, schedule and ratings', async () => {
    const category = await createCategory(t.db, {
      slug: 'admin-detalhe-recepcao',
      namePt: 'Recepção',
      nameEn: 'Reception',
    })
    const { user } = await createPromoter(t.db, {
      user: { name: 'Detalhe Completo', cpf: '52998224725', phone: '+5571988887777' },
      promoter: {
        categoryId: category.id,
        skin: 'black',
        disabilities: ['deaf'],
        showSensitive: false,
        weeklyAvailability: 0b111,
        isLaunched: true,
      },
    })
    const img = await createImage(t.db, { ownerId: user.id, purpose: 'gallery' })
    await t.db.insert(promoterGallery).values([
      { promoterId: user.id, kind: 'image', imageId: img.id, position: 0, isCover: true },
      {
        promoterId: user.id,
        kind: 'video',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        position: 1,
      },
    ])
    await t.db.insert(promoterBlockedDates).values([
      { promoterId: user.id, day: '2000-01-01' },
      { promoterId: user.id, day: '2999-12-31' },
    ])
    const { user: rater } = await createUser(t.db, { role: 'client' })
    await createRating(t.db, { ratedUserId: user.id, raterUserId: rater.id, value: 'negative' })

    const res = await t.request({
      method: 'GET',
      url: `/api/admin/promoters/${user.id}`,
      token: basic.token,
    })
    expect(res.statusCode).toBe(200)
    const d = res.body.data
    expect(d.account).toMatchObject({
      name: 'Detalhe Completo',
      cpf: '52998224725',
      phone: '+5571988887777',
      status: 'active',
    })
    expect(d.address).toMatchObject({ city: 'Salvador', uf: 'BA', street: 'Rua Chile' })
    expect(d.attributes).toMatchObject({
      skin: 'black',
      disabilities: ['deaf'],
      category: { id: category.id, namePt: 'Recepção', nameEn: 'Reception' },
      heightCm: 170,
    })
    expect(d.attributes.age).toBeGreaterThanOrEqual(18)
    expect(d).toMatchObject({ status: 'active', isLaunched: true, isSpotlight: false })
    expect(d.gallery).toHaveLength(2)
    expect(d.gallery[0]).toMatchObject({ kind: 'image', isCover: true })
    expect(d.gallery[0].image.thumb).toMatch(/^\/files\/test\//)
    expect(d.gallery[1].video).toMatchObject({ provider: 'youtube' })
    // Past blocked days are history; the screen shows the ones ahead.
    expect(d.schedule).toEqual({ weeklyMask: 0b111, blockedDates: ['2999-12-31'] })
    expect(d.ratings).toEqual({ positive: 0, neutral: 0, negative: 1 })
  })

  it('answers 404 "Promoter not found" for an unknown id or a non-promoter', async () => {
    const { user: client } = await createUser(t.db, { role: 'client' })
    for (const id of [NO_ID, client.id]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/admin/promoters/${id}`,
        token: basic.token,
        locale: 'en',
      })
      expect(res.statusCode).toBe(404)
      expect(res.body).toMatchObject({ code: 'PROMOTER_NOT_FOUND', message: 'Promoter not found' })
    }
  })
})

describe('PUT /api/admin/promoters/{id}/status', () => {
  it("inactivates and activates with the spec's messages in pt and en, audited", async () => {
    const { user } = await createPromoter(t.db, { user: { name: 'Status Troca', locale: 'en' } })
    const put = (status: string, locale: 'pt' | 'en') =>
      t.request({
        method: 'PUT',
        url: `/api/admin/promoters/${user.id}/status`,
        token: master.token,
        body: { status },
        locale,
      })
    const off = await put('inactive', 'en')
    expect(off.statusCode).toBe(200)
    expect(off.body.data).toEqual({
      id: user.id,
      status: 'inactive',
      message: 'Promoter Inactivated',
    })
    expect((await promoterRow(user.id)).status).toBe('inactive')
    // Only the promoter profile: the account itself (sign-in) is untouched.
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(account!.status).toBe('active')
    await expect
      .poll(() => t.mailer.last(user.email)?.subject)
      .toBe('Your promoter profile was inactivated')

    const offPt = await put('inactive', 'pt')
    expect(offPt.body.data.message).toBe('Promotor inativado')
    const on = await put('active', 'pt')
    expect(on.body.data).toMatchObject({ status: 'active', message: 'Promotor ativado' })
    const onEn = await put('active', 'en')
    expect(onEn.body.data.message).toBe('Promoter Activated')
    expect((await promoterRow(user.id)).status).toBe('active')

    // Repeating a status changes nothing and leaves no extra trail.
    const trail = await auditOf(user.id)
    expect(trail.map((a) => a.action)).toEqual(['promoter.inactivate', 'promoter.activate'])
    expect(trail[0]).toMatchObject({
      actorId: master.id,
      targetType: 'promoter',
      before: { status: 'active' },
      after: { status: 'inactive' },
    })
  })

  it('answers 404 for an unknown promoter and 422 for a bad status, changing nothing', async () => {
    const missing = await t.request({
      method: 'PUT',
      url: `/api/admin/promoters/${NO_ID}/status`,
      token: basic.token,
      body: { status: 'inactive' },
      locale: 'en',
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.body.message).toBe('Promoter not found')
    const { user } = await createPromoter(t.db)
    const bad = await t.request({
      method: 'PUT',
      url: `/api/admin/promoters/${user.id}/status`,
      token: basic.token,
      body: { status: 'deleted' },
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.body.errors[0].field).toBe('status')
    expect((await promoterRow(user.id)).status).toBe('active')
    expect(await auditOf(user.id)).toHaveLength(0)
  })
})

describe('PUT /api/admin/promoters/{id}/flags', () => {
  it('sets launched and spotlight, audited with before and after', async () => {
    const { user } = await createPromoter(t.db)
    const res = await t.request({
      method: 'PUT',
      url: `/api/admin/promoters/${user.id}/flags`,
      token: basic.token,
      body: { isSpotlight: true },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toEqual({ id: user.id, isLaunched: false, isSpotlight: true })
    const both = await t.request({
      method: 'PUT',
      url: `/api/admin/promoters/${user.id}/flags`,
      token: basic.token,
      body: { isLaunched: true, isSpotlight: false },
    })
    expect(both.body.data).toEqual({ id: user.id, isLaunched: true, isSpotlight: false })
    const trail = await auditOf(user.id)
    expect(trail).toHaveLength(2)
    expect(trail[0]).toMatchObject({
      actorId: basic.id,
      action: 'promoter.flags',
      before: { isLaunched: false, isSpotlight: false },
      after: { isLaunched: false, isSpotlight: true },
    })
  })

  it('rejects an empty or non-boolean body with 422', async () => {
    const { user } = await createPromoter(t.db)
    for (const body of [{}, { isSpotlight: 'yes' }]) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/admin/promoters/${user.id}/flags`,
        token: basic.token,
        body,
      })
      expect(res.statusCode).toBe(422)
    }
    expect(await auditOf(user.id)).toHaveLength(0)
  })

  it('ignores launched/spotlight sent by the promoter through PATCH /api/me/profile', async () => {
    const { user } = await createPromoter(t.db)
    const token = await t.login(user.email)
    const res = await t.request({
      method: 'PATCH',
      url: '/api/me/profile',
      token,
      body: {
        promoter: { isLaunched: true, isSpotlight: true, heightCm: 175, status: 'inactive' },
        isSpotlight: true,
      },
    })
    expect(res.statusCode).toBe(200)
    const row = await promoterRow(user.id)
    expect(row.heightCm).toBe(175)
    expect(row.isLaunched).toBe(false)
    expect(row.isSpotlight).toBe(false)
    expect(row.status).toBe('active')
  })
})

describe('PATCH /api/admin/promoters/{id}/profile', () => {
  it('edits attributes with the shared schema and audits the changed fields', async () => {
    const { user } = await createPromoter(t.db)
    const res = await t.request({
      method: 'PATCH',
      url: `/api/admin/promoters/${user.id}/profile`,
      token: master.token,
      body: {
        heightCm: 182,
        languages: ['english', 'english'],
        description: 'Editado pelo admin.',
      },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.attributes).toMatchObject({
      heightCm: 182,
      languages: ['english'],
      description: 'Editado pelo admin.',
    })
    const [entry] = await auditOf(user.id)
    expect(entry).toMatchObject({
      action: 'promoter.profile',
      before: { heightCm: 170, languages: [] },
      after: { heightCm: 182, languages: ['english'] },
    })
  })

  it('answers 422 in the request language and changes nothing on bad input', async () => {
    const { user } = await createPromoter(t.db)
    const res = await t.request({
      method: 'PATCH',
      url: `/api/admin/promoters/${user.id}/profile`,
      token: master.token,
      locale: 'en',
      body: { heightCm: 20, hair: 'purple', description: 'Válido' },
    })
    expect(res.statusCode).toBe(422)
    const fields = res.body.errors.map((e: { field: string }) => e.field).sort()
    expect(fields).toEqual(['hair', 'heightCm'])
    expect(res.body.errors.find((e: { field: string }) => e.field === 'hair').message).toBe(
      'Invalid option',
    )
    const row = await promoterRow(user.id)
    expect(row.heightCm).toBe(170)
    expect(row.description).not.toBe('Válido')
    expect(await auditOf(user.id)).toHaveLength(0)
  })

  it("keeps sensitive data behind the promoter's own consent", async () => {
    const { user } = await createPromoter(t.db)
    const send = () =>
      t.request({
        method: 'PATCH',
        url: `/api/admin/promoters/${user.id}/profile`,
        token: master.token,
        locale: 'en',
        body: { skin: 'mixed' },
      })
    const refused = await send()
    expect(refused.statusCode).toBe(422)
    expect(refused.body.errors[0].field).toBe('skin')
    expect((await promoterRow(user.id)).skin).toBeNull()
    await t.db.insert(consents).values({
      userId: user.id,
      kind: 'sensitive_data',
      version: '1',
      grantedAt: new Date(),
    })
    expect((await send()).statusCode).toBe(200)
    expect((await promoterRow(user.id)).skin).toBe('mixed')
  })

  it('answers 404 for an unknown promoter', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: `/api/admin/promoters/${NO_ID}/profile`,
      token: master.token,
      body: { heightCm: 180 },
    })
    expect(res.statusCode).toBe(404)
    expect(res.body.code).toBe('PROMOTER_NOT_FOUND')
  })
})

describe('DELETE /api/admin/promoters/{id}/gallery/{itemId}', () => {
  it("removes the item, audits it and e-mails the promoter; another promoter's item is 404", async () => {
    const { user } = await createPromoter(t.db, { user: { name: 'Galeria Moderada' } })
    const other = await createPromoter(t.db)
    const img = await createImage(t.db, { ownerId: user.id, purpose: 'gallery' })
    const [item] = await t.db
      .insert(promoterGallery)
      .values({ promoterId: user.id, kind: 'image', imageId: img.id, isCover: true })
      .returning()
    const foreign = await t.request({
      method: 'DELETE',
      url: `/api/admin/promoters/${other.user.id}/gallery/${item!.id}`,
      token: basic.token,
      locale: 'en',
    })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.body.code).toBe('GALLERY_ITEM_NOT_FOUND')

    const res = await t.request({
      method: 'DELETE',
      url: `/api/admin/promoters/${user.id}/gallery/${item!.id}`,
      token: basic.token,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.gallery).toEqual([])
    const left = await t.db
      .select()
      .from(promoterGallery)
      .where(and(eq(promoterGallery.promoterId, user.id)))
    expect(left).toHaveLength(0)
    const [entry] = await auditOf(user.id)
    expect(entry).toMatchObject({
      actorId: basic.id,
      action: 'promoter.gallery.remove',
      before: { itemId: item!.id, kind: 'image', imageId: img.id, isCover: true },
    })
    await expect
      .poll(() => t.mailer.last(user.email)?.subject)
      .toBe('Um item da sua galeria foi removido')
  })
})

describe('GET /api/public/promoters/spotlight', () => {
  it('lists only listed spotlight promoters, best rated first, without private fields', async () => {
    const now = t.clock.now()
    const mk = (name: string, extra: Record<string, unknown> = {}, status?: 'suspended') =>
      createPromoter(t.db, {
        user: { name, ...(status ? { status } : {}) },
        promoter: { isSpotlight: true, ...extra },
      })
    const best = await mk('Destaque Melhor')
    const good = await mk('Destaque Bom')
    await mk('Destaque Inativo', { status: 'inactive' })
    await mk('Destaque Bloqueado', { blockedUntil: new Date(now.getTime() + 86_400_000) })
    await mk('Destaque Suspenso', {}, 'suspended')
    await createPromoter(t.db, { user: { name: 'Sem Destaque' } })
    const unblocked = await mk('Destaque Desbloqueado', {
      blockedUntil: new Date(now.getTime() - 1000),
    })
    const { user: rater } = await createUser(t.db, { role: 'client' })
    await createRating(t.db, { ratedUserId: best.user.id, raterUserId: rater.id })
    await createRating(t.db, { ratedUserId: best.user.id, raterUserId: rater.id })
    await createRating(t.db, {
      ratedUserId: unblocked.user.id,
      raterUserId: rater.id,
      value: 'negative',
    })
    const img = await createImage(t.db, { ownerId: good.user.id, purpose: 'gallery' })
    await t.db
      .insert(promoterGallery)
      .values({ promoterId: good.user.id, kind: 'image', imageId: img.id, isCover: true })

    const res = await t.request({ method: 'GET', url: '/api/public/promoters/spotlight' })
    expect(res.statusCode).toBe(200)
    const items = res.body.data as { id: string; name: string; pictureUrl: string | null }[]
    const names = items.map((i) => i.name)
    expect(names.filter((n) => n.startsWith('Destaque'))).toEqual([
      'Destaque Melhor',
      'Destaque Bom',
      'Destaque Desbloqueado',
    ])
    expect(items.find((i) => i.id === good.user.id)!.pictureUrl).toMatch(/^\/files\/test\//)
    expect(items.find((i) => i.id === best.user.id)).toMatchObject({
      pictureUrl: null,
      isSpotlight: true,
      city: 'Salvador',
      uf: 'BA',
      ratings: { positive: 2, neutral: 0, negative: 0 },
    })
    expect(JSON.stringify(res.body)).not.toMatch(/email|cpf|phone|street|birth|cep/i)
    expect(items.length).toBeLessThanOrEqual(8)
  })
})

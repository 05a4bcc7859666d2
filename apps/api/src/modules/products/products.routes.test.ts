import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { uniqueViolation } from '../../platform/db/pg-errors.ts'
import { createImage, createUser } from '../../../test/factories/accounts.ts'
import {
  createColor,
  createProduct,
  createProductCategory,
  createSupplier,
  setUserStatus,
} from '../../../test/factories/products.ts'
import {
  addresses,
  auditLog,
  categories,
  colors,
  materials,
  productDetails,
  productImages,
  products,
  supplierPages,
} from '../../db/schema/index.ts'

let t: TestApp
let top: { id: string; slug: string }
let sub: { id: string; slug: string }
let otherTop: { id: string; slug: string }
let otherSub: { id: string; slug: string }
let azul: string
let preto: string
let metal: string
let oldMaterial: string
let adminToken: string
let adminId: string

beforeAll(async () => {
  t = await createTestApp()
  top = await createProductCategory(t.db, { namePt: 'Canetas', nameEn: 'Pens' })
  sub = await createProductCategory(t.db, {
    namePt: 'Canetas metálicas',
    nameEn: 'Metal pens',
    parentId: top.id,
  })
  otherTop = await createProductCategory(t.db, { namePt: 'Garrafas', nameEn: 'Bottles' })
  otherSub = await createProductCategory(t.db, {
    namePt: 'Squeezes',
    nameEn: 'Squeezes',
    parentId: otherTop.id,
  })
  ;[{ id: azul }, { id: preto }] = await t.db
    .insert(colors)
    .values([
      { namePt: 'Azul', nameEn: 'Blue', hex: '#1976D2' },
      { namePt: 'Preto', nameEn: 'Black', hex: '#111111' },
    ])
    .returning()
  ;[{ id: metal }] = await t.db
    .insert(materials)
    .values({ namePt: 'Metal prod', nameEn: 'Metal prod' })
    .returning()
  ;[{ id: oldMaterial }] = await t.db
    .insert(materials)
    .values({ namePt: 'Isopor antigo', nameEn: 'Old foam', isActive: false })
    .returning()
  const { user } = await createUser(t.db, { role: 'admin_basic' })
  adminId = user.id
  adminToken = await t.login(user.email, undefined, '/api/auth/login/admin')
})
afterAll(() => t.close())

interface Side {
  id: string
  token: string
}

async function supplier(name?: string, city = 'Salvador'): Promise<Side> {
  const { user } = await createSupplier(t.db, { name })
  await t.db.insert(addresses).values({
    userId: user.id,
    cep: '40010000',
    street: 'Rua Chile',
    number: '10',
    neighborhood: 'Centro',
    city,
    uf: 'BA',
  })
  return { id: user.id, token: await t.login(user.email) }
}

let seq = 0
function body(extra: Record<string, unknown> = {}) {
  seq += 1
  return {
    code: `CAN-${seq}`,
    importerCode: null,
    name: 'Caneta metálica Touch',
    categoryId: top.id,
    subcategoryIds: [sub.id],
    description: 'Caneta esferográfica metálica com ponteira touch.',
    finishing: 'Gravação a laser',
    colorIds: [azul, preto],
    materialIds: [metal],
    customizations: ['text', 'logo'],
    allowRatings: true,
    images: [],
    videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    details: [
      { label: 'Tinta', value: 'Azul', showAsTag: false },
      { label: 'Ponta', value: '1,0 mm', showAsTag: true },
    ],
    ...extra,
  }
}

async function create(side: Side, extra: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/supplier/products',
    token: side.token,
    body: body(extra),
  })
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201)
  return res.body.data as { id: string; code: string }
}

const put = (url: string, token: string, payload: unknown, locale?: 'pt' | 'en') =>
  t.request({ method: 'PUT', url, token, body: payload, locale })
const patch = (url: string, token: string, payload: unknown) =>
  t.request({ method: 'PATCH', url, token, body: payload })
const get = (url: string, token?: string, locale?: 'pt' | 'en') =>
  t.request({ method: 'GET', url, token, locale })

describe('supplier products', () => {
  it('creates, reads and lists own products (q on name/code, status filter, 20 a page)', async () => {
    const s = await supplier()
    const made = await create(s, { code: 'ABC-1', name: 'Caneta Café Especial' })
    const read = await get(`/api/supplier/products/${made.id}`, s.token)
    expect(read.statusCode).toBe(200)
    expect(read.body.data).toMatchObject({
      code: 'ABC-1',
      name: 'Caneta Café Especial',
      categoryId: top.id,
      subcategoryIds: [sub.id],
      materialIds: [metal],
      customizations: ['text', 'logo'],
      status: 'active',
      deactivatedByAdmin: false,
      videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      details: [
        { label: 'Tinta', value: 'Azul', showAsTag: false },
        { label: 'Ponta', value: '1,0 mm', showAsTag: true },
      ],
    })
    expect([...read.body.data.colorIds].sort()).toEqual([azul, preto].sort())
    for (let i = 0; i < 21; i++) await create(s, { name: `Chaveiro ${i}` })
    const page1 = await get('/api/supplier/products', s.token)
    expect(page1.body.data).toMatchObject({ total: 22, last_page: 2, page: 1 })
    expect(page1.body.data.data).toHaveLength(20)
    const q = await get('/api/supplier/products?q=cafe', s.token)
    expect(q.body.data.data.map((r: { id: string }) => r.id)).toEqual([made.id])
    const byCode = await get('/api/supplier/products?q=abc-1', s.token)
    expect(byCode.body.data.total).toBe(1)
    await patch(`/api/supplier/products/${made.id}/status`, s.token, { status: 'inactive' })
    const inactive = await get('/api/supplier/products?status=inactive', s.token)
    expect(inactive.body.data.data.map((r: { id: string }) => r.id)).toEqual([made.id])
    expect(inactive.body.data.data[0]).toMatchObject({
      status: 'inactive',
      category: { id: top.id },
    })
    // Only my products.
    const other = await supplier()
    expect((await get('/api/supplier/products', other.token)).body.data.total).toBe(0)
  })

  it('validates fields with messages in Portuguese and English', async () => {
    const s = await supplier()
    const bad = body({ code: '', name: 'ab', customizations: ['sticker'] })
    const pt = await t.request({
      method: 'POST',
      url: '/api/supplier/products',
      token: s.token,
      body: bad,
      locale: 'pt',
    })
    expect(pt.statusCode).toBe(422)
    const ptErrors = Object.fromEntries(
      (pt.body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]),
    )
    expect(ptErrors).toMatchObject({
      code: 'Campo obrigatório',
      name: 'Mínimo de 3 caracteres',
      'customizations.0': 'Opção inválida',
    })
    const en = await t.request({
      method: 'POST',
      url: '/api/supplier/products',
      token: s.token,
      body: bad,
      locale: 'en',
    })
    const enErrors = Object.fromEntries(
      (en.body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]),
    )
    expect(enErrors).toMatchObject({
      code: 'Required field',
      name: 'Minimum characters 3',
      'customizations.0': 'Invalid option',
    })
    // An empty name is missing, not short.
    const empty = await t.request({
      method: 'POST',
      url: '/api/supplier/products',
      token: s.token,
      body: body({ name: '' }),
      locale: 'pt',
    })
    expect(empty.statusCode).toBe(422)
    expect(empty.body.errors).toContainEqual({ field: 'name', message: 'Campo obrigatório' })
    const video = await t.request({
      method: 'POST',
      url: '/api/supplier/products',
      token: s.token,
      body: body({ videos: ['http://example.com/x'] }),
    })
    expect(video.statusCode).toBe(422)
    expect(video.body.errors[0].field).toBe('videos.0')
  })

  it('refuses a code already used by the same supplier, whatever the case (409)', async () => {
    const s = await supplier()
    const first = await create(s, { code: 'Xyz-9' })
    const again = await t.request({
      method: 'POST',
      url: '/api/supplier/products',
      token: s.token,
      body: body({ code: 'xYZ-9' }),
    })
    expect(again.statusCode).toBe(409)
    expect(again.body.code).toBe('PRODUCT_CODE_TAKEN')
    expect(again.body.errors[0].field).toBe('code')
    // Another product renamed to the code: refused too; keeping its own code is fine.
    const second = await create(s)
    const rename = await put(
      `/api/supplier/products/${second.id}`,
      s.token,
      body({ code: 'XYZ-9' }),
    )
    expect(rename.statusCode).toBe(409)
    const keep = await put(`/api/supplier/products/${first.id}`, s.token, body({ code: 'XYZ-9' }))
    expect(keep.statusCode).toBe(200)
    // Another supplier may use the same code.
    await create(await supplier(), { code: 'xyz-9' })
  })

  it('the code index backs the check: a concurrent duplicate maps to PRODUCT_CODE_TAKEN', async () => {
    const s = await supplier()
    await createProduct(t.db, { supplierId: s.id, categoryId: top.id, code: 'RACE-1' })
    const err = await createProduct(t.db, {
      supplierId: s.id,
      categoryId: top.id,
      code: 'race-1',
    }).catch((e: unknown) => e)
    expect(uniqueViolation(err)).toBe('products_supplier_code_key')
  })

  it("answers 404 on another supplier's product for read, update, status and image", async () => {
    const owner = await supplier()
    const intruder = await supplier()
    const p = await create(owner)
    const image = await createImage(t.db, { ownerId: intruder.id, purpose: 'product' })
    const calls = [
      get(`/api/supplier/products/${p.id}`, intruder.token),
      put(`/api/supplier/products/${p.id}`, intruder.token, body()),
      patch(`/api/supplier/products/${p.id}/status`, intruder.token, { status: 'inactive' }),
      put(`/api/supplier/product/${p.id}/image/${image.id}`, intruder.token, { colorId: null }),
    ]
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404)
      expect(res.body.code).toBe('PRODUCT_NOT_FOUND')
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id))
    expect(row.status).toBe('active')
  })

  it('accepts only an active top-level product category, its subcategories, known colours and active materials', async () => {
    const s = await supplier()
    const promoterCat = (
      await t.db
        .insert(categories)
        .values({ slug: `promo-${seq}`, namePt: 'Recepção', nameEn: 'Reception', kind: 'promoter' })
        .returning()
    )[0]
    const inactiveTop = await createProductCategory(t.db)
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, inactiveTop.id))
    const cases: [Record<string, unknown>, string][] = [
      [{ categoryId: sub.id, subcategoryIds: [] }, 'categoryId'],
      [{ categoryId: promoterCat.id, subcategoryIds: [] }, 'categoryId'],
      [{ categoryId: inactiveTop.id, subcategoryIds: [] }, 'categoryId'],
      [{ subcategoryIds: [otherSub.id] }, 'subcategoryIds'],
      [{ subcategoryIds: [otherTop.id] }, 'subcategoryIds'],
      [{ colorIds: [azul, '00000000-0000-4000-8000-000000000001'] }, 'colorIds'],
      [{ materialIds: [oldMaterial] }, 'materialIds'],
    ]
    for (const [extra, field] of cases) {
      const res = await t.request({
        method: 'POST',
        url: '/api/supplier/products',
        token: s.token,
        body: body(extra),
      })
      expect(res.statusCode, field).toBe(422)
      expect(res.body.errors).toEqual([{ field, message: 'Opção inválida' }])
    }
    expect((await get('/api/supplier/products', s.token)).body.data.total).toBe(0)
  })

  it("uses only the supplier's own live product images (else 422 on the photo), each for one of the product's colours", async () => {
    const s = await supplier()
    const other = await supplier()
    const mine = await createImage(t.db, { ownerId: s.id, purpose: 'product' })
    const mine2 = await createImage(t.db, { ownerId: s.id, purpose: 'product' })
    const avatar = await createImage(t.db, { ownerId: s.id, purpose: 'avatar' })
    const deleted = await createImage(t.db, { ownerId: s.id, purpose: 'product', deleted: true })
    const foreign = await createImage(t.db, { ownerId: other.id, purpose: 'product' })
    for (const image of [avatar, deleted, foreign]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/supplier/products',
        token: s.token,
        body: body({ images: [{ imageId: image.id, colorId: null }] }),
      })
      expect(res.statusCode).toBe(422)
      expect(res.body.errors).toEqual([
        {
          field: 'images.0.imageId',
          message: 'Foto não encontrada entre as suas imagens. Envie de novo ou escolha outra.',
        },
      ])
    }
    const unknown = await t.request({
      method: 'POST',
      url: '/api/supplier/products',
      token: s.token,
      locale: 'en',
      body: body({
        images: [
          { imageId: mine.id, colorId: null },
          { imageId: '99999999-9999-4999-8999-999999999999', colorId: null },
        ],
      }),
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.body.errors).toEqual([
      {
        field: 'images.1.imageId',
        message: 'Photo not found among your images. Upload it again or choose another.',
      },
    ])
    expect((await get('/api/supplier/products', s.token)).body.data.total).toBe(0)
    const wrongColour = await t.request({
      method: 'POST',
      url: '/api/supplier/products',
      token: s.token,
      body: body({ colorIds: [azul], images: [{ imageId: mine.id, colorId: preto }] }),
    })
    expect(wrongColour.statusCode).toBe(422)
    expect(wrongColour.body.errors[0].field).toBe('images.0.colorId')
    const p = await create(s, {
      images: [
        { imageId: mine.id, colorId: azul },
        { imageId: mine2.id, colorId: null },
      ],
    })
    const read = await get(`/api/supplier/products/${p.id}`, s.token)
    // Each image carries the large variant's size: the web reserves its box and builds its
    // srcset from it (ADR 0050).
    expect(read.body.data.images).toMatchObject([
      {
        imageId: mine.id,
        colorId: azul,
        thumb: expect.stringMatching(/^\/files\//),
        width: mine.width,
        height: mine.height,
      },
      { imageId: mine2.id, colorId: null, width: mine2.width, height: mine2.height },
    ])
    const listed = await get('/api/supplier/products', s.token)
    expect(listed.body.data.data[0].cover).toMatchObject({
      imageId: mine.id,
      width: 800,
      height: 600,
    })
    // The update replaces the gallery (and every other list) in one go.
    const upd = await put(
      `/api/supplier/products/${p.id}`,
      s.token,
      body({
        code: read.body.data.code,
        colorIds: [preto],
        subcategoryIds: [],
        materialIds: [],
        images: [{ imageId: mine2.id, colorId: preto }],
        videos: [],
        details: [],
        name: 'Caneta renomeada',
      }),
    )
    expect(upd.statusCode).toBe(200)
    expect(upd.body.data).toMatchObject({
      name: 'Caneta renomeada',
      colorIds: [preto],
      subcategoryIds: [],
      materialIds: [],
      images: [{ imageId: mine2.id, colorId: preto }],
      videos: [],
      details: [],
    })
    expect(
      await t.db.select().from(productDetails).where(eq(productDetails.productId, p.id)),
    ).toHaveLength(0)
  })

  it('PUT product/:id/image/:imageId appends an image or recolours it (spec §7)', async () => {
    const s = await supplier()
    const a = await createImage(t.db, { ownerId: s.id, purpose: 'product' })
    const b = await createImage(t.db, { ownerId: s.id, purpose: 'product' })
    const foreign = await createImage(t.db, { ownerId: (await supplier()).id, purpose: 'product' })
    const p = await create(s, { images: [{ imageId: a.id, colorId: null }] })
    const url = (imageId: string) => `/api/supplier/product/${p.id}/image/${imageId}`
    const added = await put(url(b.id), s.token, { colorId: preto })
    expect(added.statusCode).toBe(200)
    expect(added.body.data.images.map((i: { imageId: string }) => i.imageId)).toEqual([a.id, b.id])
    const recoloured = await put(url(a.id), s.token, { colorId: azul })
    expect(recoloured.body.data.images).toMatchObject([
      { imageId: a.id, colorId: azul },
      { imageId: b.id, colorId: preto },
    ])
    const green = (await createColor(t.db, { namePt: 'Verde', hex: '#00AA00' })).id
    const wrong = await put(url(a.id), s.token, { colorId: green })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.body.errors[0].field).toBe('colorId')
    const notMine = await put(url(foreign.id), s.token, { colorId: null })
    expect(notMine.statusCode).toBe(404)
    expect(notMine.body.code).toBe('IMAGE_NOT_FOUND')
    const rows = await t.db.select().from(productImages).where(eq(productImages.productId, p.id))
    expect(rows).toHaveLength(2)
  })

  it('removing hides the product from the public; undo restores it', async () => {
    const s = await supplier()
    const p = await create(s)
    const removed = await patch(`/api/supplier/products/${p.id}/status`, s.token, {
      status: 'inactive',
    })
    expect(removed.statusCode).toBe(200)
    expect(removed.body.data.status).toBe('inactive')
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id))
    expect(row.deactivatedAt).not.toBeNull()
    expect((await get(`/api/public/products/${p.id}`)).statusCode).toBe(404)
    expect((await get(`/api/public/products?supplierId=${s.id}`)).body.data.total).toBe(0)
    // The supplier still reads and edits it (history kept).
    expect((await get(`/api/supplier/products/${p.id}`, s.token)).statusCode).toBe(200)
    const undo = await patch(`/api/supplier/products/${p.id}/status`, s.token, { status: 'active' })
    expect(undo.body.data.status).toBe('active')
    const [back] = await t.db.select().from(products).where(eq(products.id, p.id))
    expect(back.deactivatedAt).toBeNull()
    expect((await get(`/api/public/products/${p.id}`)).statusCode).toBe(200)
    const bad = await patch(`/api/supplier/products/${p.id}/status`, s.token, { status: 'gone' })
    expect(bad.statusCode).toBe(422)
  })
})

describe('admin products', () => {
  it('an admin inactivation locks the product: only an admin reactivates it; both audited', async () => {
    const s = await supplier()
    const p = await create(s)
    const off = await patch(`/api/admin/products/${p.id}/status`, adminToken, {
      status: 'inactive',
    })
    expect(off.statusCode).toBe(200)
    expect(off.body.data).toMatchObject({ status: 'inactive', deactivatedByAdmin: true })
    const undo = await patch(`/api/supplier/products/${p.id}/status`, s.token, { status: 'active' })
    expect(undo.statusCode).toBe(422)
    expect(undo.body.code).toBe('PRODUCT_LOCKED_BY_ADMIN')
    const on = await patch(`/api/admin/products/${p.id}/status`, adminToken, { status: 'active' })
    expect(on.body.data).toMatchObject({ status: 'active', deactivatedByAdmin: false })
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.targetId, p.id))
    expect(trail.map((a) => a.action).sort()).toEqual(['product.activate', 'product.inactivate'])
    expect(trail.find((a) => a.action === 'product.inactivate')).toMatchObject({
      actorId: adminId,
      targetType: 'product',
      before: { status: 'active', deactivatedByAdmin: false },
      after: { status: 'inactive', deactivatedByAdmin: true },
    })
    // A product the supplier removed becomes locked when an admin inactivates it too.
    await patch(`/api/supplier/products/${p.id}/status`, s.token, { status: 'inactive' })
    const lock = await patch(`/api/admin/products/${p.id}/status`, adminToken, {
      status: 'inactive',
    })
    expect(lock.body.data.deactivatedByAdmin).toBe(true)
  })

  it("lists, reads and edits any product with the supplier's rules; images of the supplier or the admin", async () => {
    const s = await supplier('Brindes Admin Teste')
    const p = await create(s, { name: 'Garrafa moderada' })
    const list = await get(`/api/admin/products?supplierId=${s.id}`, adminToken)
    expect(list.body.data).toMatchObject({ total: 1 })
    expect(list.body.data.data[0]).toMatchObject({
      id: p.id,
      supplier: { id: s.id, tradeName: 'Brindes Admin Teste' },
    })
    const q = await get(`/api/admin/products?q=moderada&status=active`, adminToken)
    expect(q.body.data.data.map((r: { id: string }) => r.id)).toContain(p.id)
    expect((await get(`/api/admin/products/${p.id}`, adminToken)).body.data.supplierId).toBe(s.id)
    expect(
      (await get('/api/admin/products/00000000-0000-4000-8000-000000000009', adminToken))
        .statusCode,
    ).toBe(404)
    const own = await createImage(t.db, { ownerId: adminId, purpose: 'product' })
    const suppliers = await createImage(t.db, { ownerId: s.id, purpose: 'product' })
    const stranger = await createImage(t.db, {
      ownerId: (await supplier()).id,
      purpose: 'product',
    })
    const bad = await put(
      `/api/admin/products/${p.id}`,
      adminToken,
      body({ code: p.code, images: [{ imageId: stranger.id, colorId: null }] }),
    )
    // Someone else's picture is a field error on that picture, as for the supplier.
    expect(bad.statusCode).toBe(422)
    expect(bad.body.errors[0].field).toBe('images.0.imageId')
    const ok = await put(
      `/api/admin/products/${p.id}`,
      adminToken,
      body({
        code: p.code,
        name: 'Garrafa corrigida',
        images: [
          { imageId: suppliers.id, colorId: azul },
          { imageId: own.id, colorId: null },
        ],
      }),
    )
    expect(ok.statusCode).toBe(200)
    expect(ok.body.data.images).toHaveLength(2)
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id), eq(auditLog.action, 'product.update')))
    expect(entry).toMatchObject({ actorId: adminId, targetType: 'product' })
    expect((entry.before as { name: string }).name).toBe('Garrafa moderada')
    expect((entry.after as { name: string }).name).toBe('Garrafa corrigida')
    // Code per supplier still applies to admins.
    const other = await create(s)
    const clash = await put(
      `/api/admin/products/${other.id}`,
      adminToken,
      body({ code: p.code.toLowerCase() }),
    )
    expect(clash.statusCode).toBe(409)
    // The admin image route: audited, the stranger's image refused.
    const img = await put(`/api/admin/product/${p.id}/image/${own.id}`, adminToken, {
      colorId: preto,
    })
    expect(img.statusCode).toBe(200)
    expect(
      (await put(`/api/admin/product/${p.id}/image/${stranger.id}`, adminToken, { colorId: null }))
        .statusCode,
    ).toBe(404)
    const imageAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id), eq(auditLog.action, 'product.image')))
    expect(imageAudit).toHaveLength(1)
  })
})

describe('public products', () => {
  it('searches name, code and importer code ignoring accents and case', async () => {
    const s = await supplier()
    const cafe = await create(s, { name: 'Caneca Café Baiano', code: 'CNC-1' })
    const imp = await create(s, { name: 'Chaveiro simples', importerCode: 'IMP-7788' })
    await create(s, { name: 'Caneca de chá' })
    const ids = async (q: string) =>
      (
        await get(`/api/public/products?supplierId=${s.id}&q=${encodeURIComponent(q)}`)
      ).body.data.data.map((r: { id: string }) => r.id)
    expect(await ids('cafe')).toEqual([cafe.id])
    expect(await ids('CAFÉ baiano')).toEqual([cafe.id])
    expect(await ids('cnc-1')).toEqual([cafe.id])
    expect(await ids('imp-7788')).toEqual([imp.id])
    expect(await ids('100%')).toEqual([])
  })

  it('filters by category slug or id (a top-level includes its subcategories), colour, material, supplier', async () => {
    const s = await supplier()
    const cat = await createProductCategory(t.db, { namePt: 'Mochilas', nameEn: 'Backpacks' })
    const subA = await createProductCategory(t.db, { namePt: 'Executivas', parentId: cat.id })
    const subB = await createProductCategory(t.db, { namePt: 'Escolares', parentId: cat.id })
    const [linho] = await t.db
      .insert(materials)
      .values({ namePt: 'Linho filtro', nameEn: 'Linen filter' })
      .returning()
    const a = await create(s, {
      categoryId: cat.id,
      subcategoryIds: [subA.id],
      colorIds: [azul],
      materialIds: [linho.id],
      name: 'Mochila executiva',
    })
    const b = await create(s, {
      categoryId: cat.id,
      subcategoryIds: [subB.id],
      colorIds: [preto],
      materialIds: [],
      name: 'Mochila escolar',
    })
    const list = async (qs: string) =>
      (await get(`/api/public/products?${qs}&sort=name`)).body.data.data
        .map((r: { id: string }) => r.id)
        .sort()
    expect(await list(`category=${cat.slug}`)).toEqual([a.id, b.id].sort())
    expect(await list(`category=${cat.id}`)).toEqual([a.id, b.id].sort())
    expect(await list(`category=${subA.slug}`)).toEqual([a.id])
    expect(await list(`category=${subB.id}`)).toEqual([b.id])
    expect(await list(`category=nao-existe`)).toEqual([])
    expect(await list(`category=${cat.slug}&colorId=${preto}`)).toEqual([b.id])
    expect(await list(`materialId=${linho.id}`)).toEqual([a.id])
    const other = await supplier()
    const c = await create(other, { categoryId: cat.id, subcategoryIds: [], name: 'Mochila outra' })
    expect(await list(`category=${cat.slug}&supplierId=${other.id}`)).toEqual([c.id])
    const named = await get(`/api/public/products?category=${cat.slug}&sort=name`, undefined, 'en')
    expect(named.body.data.data.map((r: { name: string }) => r.name)).toEqual([
      'Mochila escolar',
      'Mochila executiva',
      'Mochila outra',
    ])
    expect(named.body.data.data[0]).toMatchObject({
      category: { id: cat.id, name: 'Backpacks' },
      colors: [{ id: preto, hex: '#111111' }],
      tags: ['1,0 mm'],
      supplier: { id: s.id },
      rating: { count: 0, average: null },
    })
  })

  it('pages of 24 with total and last page', async () => {
    const s = await supplier()
    const cat = await createProductCategory(t.db)
    for (let i = 0; i < 26; i++)
      await createProduct(t.db, { supplierId: s.id, categoryId: cat.id, name: `Item ${i}` })
    const p1 = await get(`/api/public/products?category=${cat.slug}`)
    expect(p1.body.data).toMatchObject({ total: 26, last_page: 2, page: 1 })
    expect(p1.body.data.data).toHaveLength(24)
    const p2 = await get(`/api/public/products?category=${cat.slug}&page=2`)
    expect(p2.body.data.data).toHaveLength(2)
    const newest = await get(`/api/public/products?category=${cat.slug}&sort=newest`)
    expect(newest.statusCode).toBe(200)
    const rating = await get(`/api/public/products?category=${cat.slug}&sort=rating`)
    expect(rating.body.data.total).toBe(26)
    expect((await get('/api/public/products?sort=cheap')).statusCode).toBe(422)
  })

  it('shows the detail page with localized names, media, supplier and the other suppliers offering it', async () => {
    const s = await supplier('Brindes Detalhe', 'Feira de Santana')
    const img = await createImage(t.db, { ownerId: s.id, purpose: 'product' })
    const logo = await createImage(t.db, { ownerId: s.id, purpose: 'gallery' })
    await t.db.insert(supplierPages).values({
      supplierId: s.id,
      aboutHtml: `<p>${'a'.repeat(600)}</p>`,
      aboutText: 'a'.repeat(600),
      logoImageId: logo.id,
    })
    const p = await create(s, {
      importerCode: 'XBZ-777',
      images: [{ imageId: img.id, colorId: azul }],
    })
    const alsoA = await supplier('Alpha Brindes')
    await create(alsoA, { importerCode: 'xbz-777' })
    const alsoB = await supplier('Beta Brindes')
    await create(alsoB, { importerCode: 'XBZ-777' })
    await create(alsoB, { importerCode: 'XBZ-777' })
    const removed = await supplier('Gama Brindes')
    const gone = await create(removed, { importerCode: 'XBZ-777' })
    await patch(`/api/supplier/products/${gone.id}/status`, removed.token, { status: 'inactive' })
    const suspended = await supplier('Delta Brindes')
    await create(suspended, { importerCode: 'XBZ-777' })
    await setUserStatus(t.db, suspended.id, 'suspended')
    const res = await get(`/api/public/products/${p.id}`, undefined, 'en')
    expect(res.statusCode).toBe(200)
    const d = res.body.data
    expect(d).toMatchObject({
      id: p.id,
      importerCode: 'XBZ-777',
      category: { id: top.id, name: 'Pens' },
      subcategories: [{ id: sub.id, name: 'Metal pens' }],
      materials: [{ id: metal, name: 'Metal prod' }],
      customizations: ['text', 'logo'],
      images: [
        {
          imageId: img.id,
          colorId: azul,
          thumb: expect.stringMatching(/^\/files\//),
          large: expect.stringMatching(/^\/files\//),
        },
      ],
      videos: [
        {
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          embedUrl: expect.stringContaining('dQw4w9WgXcQ'),
        },
      ],
      details: [
        { label: 'Tinta', value: 'Azul', showAsTag: false },
        { label: 'Ponta', value: '1,0 mm', showAsTag: true },
      ],
      supplier: {
        id: s.id,
        tradeName: 'Brindes Detalhe',
        city: 'Feira de Santana',
        uf: 'BA',
        logoUrl: expect.stringMatching(/^\/files\//),
        rating: { count: 0, average: null },
      },
      rating: { count: 0 },
    })
    expect(d.colors.map((c: { name: string }) => c.name).sort()).toEqual(['Black', 'Blue'])
    expect(d.alsoOfferedBy.map((x: { id: string }) => x.id)).toEqual([alsoA.id, alsoB.id])
    expect(d.alsoOfferedBy[0]).toMatchObject({ tradeName: 'Alpha Brindes', city: 'Salvador' })
    const pt = await get(`/api/public/products/${p.id}`, undefined, 'pt')
    expect(pt.body.data.category.name).toBe('Canetas')
    expect((await get('/api/public/products/00000000-0000-4000-8000-000000000009')).body.code).toBe(
      'PRODUCT_NOT_FOUND',
    )
  })

  it("a suspended supplier's products disappear from the list and the detail page", async () => {
    const s = await supplier()
    const p = await create(s)
    expect((await get(`/api/public/products?supplierId=${s.id}`)).body.data.total).toBe(1)
    await setUserStatus(t.db, s.id, 'suspended')
    expect((await get(`/api/public/products?supplierId=${s.id}`)).body.data.total).toBe(0)
    const detail = await get(`/api/public/products/${p.id}`)
    expect(detail.statusCode).toBe(404)
    expect(detail.body.code).toBe('PRODUCT_NOT_FOUND')
    await setUserStatus(t.db, s.id, 'active')
    expect((await get(`/api/public/products/${p.id}`)).statusCode).toBe(200)
  })
})

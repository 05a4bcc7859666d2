import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AD_ART_SPECS, type AdDevice, type AdPosition } from '@galera/shared'
import {
  createTestApp,
  TEST_APP_KEY,
  TEST_APP_SECRET,
  type TestApp,
} from '../../../test/harness.ts'
import { createCategory, createImage, createUser } from '../../../test/factories/accounts.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../test/factories/products.ts'
import { auditLog, banners } from '../../db/schema/index.ts'
import { makePng, multipart } from '../../platform/files/testing/multipart.ts'

let t: TestApp
let dataDir: string
let master: string
let basic: string
let masterId: string
let supplierA: string
let supplierB: string
let categoryId: string
const ADMIN_LOGIN = '/api/auth/login/admin'
const NO_ID = '00000000-0000-4000-8000-000000000000'
const B = '/api/admin/banners'

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'galera-banners-'))
  t = await createTestApp({ env: { DATA_DIR: dataDir } })
  const m = await createUser(t.db, { role: 'admin_master' })
  masterId = m.user.id
  master = await t.login(m.user.email, undefined, ADMIN_LOGIN)
  const b = await createUser(t.db, { role: 'admin_basic' })
  basic = await t.login(b.user.email, undefined, ADMIN_LOGIN)
  supplierA = (await createSupplier(t.db, { name: 'Brindes Alfa' })).user.id
  supplierB = (await createSupplier(t.db, { name: 'Brindes Beta' })).user.id
  categoryId = (await createProductCategory(t.db, { namePt: 'Canecas', nameEn: 'Mugs' })).id
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function uploadArt(
  body: Buffer,
  fields: Record<string, string>,
  token = master,
  locale: 'pt' | 'en' = 'pt',
) {
  const { payload, contentType } = await multipart(fields, {
    file: { body, name: 'art.png', type: 'image/png' },
  })
  const res = await t.app.inject({
    method: 'POST',
    url: `${B}/art`,
    payload,
    headers: {
      'content-type': contentType,
      'x-app-key': TEST_APP_KEY,
      'x-app-secret': TEST_APP_SECRET,
      locale,
      authorization: `Bearer ${token}`,
    },
  })
  return { statusCode: res.statusCode, body: res.json() }
}

/** Art of the exact size for the position and device, uploaded by `token`'s admin. */
async function art(position: AdPosition, device: AdDevice, token = master): Promise<string> {
  const { width, height } = AD_ART_SPECS[position][device]
  const res = await uploadArt(await makePng(width, height), { position, device }, token)
  expect(res.statusCode).toBe(201)
  return res.body.data.imageId
}

async function arts(position: AdPosition = 'top', token = master) {
  return {
    desktopImageId: await art(position, 'desktop', token),
    mobileImageId: await art(position, 'mobile', token),
  }
}

const send = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  body?: unknown,
  token = master,
  locale: 'pt' | 'en' = 'pt',
) => t.request({ method, url, body, token, locale })

let topArts: { desktopImageId: string; mobileImageId: string }
let bottomArts: { desktopImageId: string; mobileImageId: string }

const input = (over: Record<string, unknown> = {}) => ({
  title: 'Feira de brindes de verão',
  companyId: null,
  categoryId: null,
  startsOn: '2026-12-01',
  endsOn: '2026-12-10',
  link: 'https://galera.dev/verao',
  position: 'top',
  slideOrder: 1,
  ...topArts,
  ...over,
})

const liveBannersOf = (companyId: string) =>
  t.db
    .select({ n: count() })
    .from(banners)
    .where(eq(banners.companyId, companyId))
    .then(([r]) => Number(r.n))

describe('banner art', () => {
  it('accepts art of the exact size of each position and device, and audits the upload', async () => {
    for (const position of ['top', 'bottom'] as const)
      for (const device of ['desktop', 'mobile'] as const) {
        const { width, height } = AD_ART_SPECS[position][device]
        const res = await uploadArt(await makePng(width, height), { position, device })
        expect(res.statusCode).toBe(201)
        expect(res.body.data).toMatchObject({ width, height })
        expect(res.body.data.url).toMatch(/^\/files\/.+\.webp$/)
        const [row] = await t.db
          .select()
          .from(auditLog)
          .where(
            and(
              eq(auditLog.action, 'banner.art.upload'),
              eq(auditLog.targetId, res.body.data.imageId),
            ),
          )
        expect(row.actorId).toBe(masterId)
      }
    topArts = await arts('top')
    bottomArts = await arts('bottom')
  })

  it('refuses art of another size, in the caller language', async () => {
    const res = await uploadArt(await makePng(1280, 401), { position: 'top', device: 'desktop' })
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('AD_ART_SIZE')
    expect(res.body.errors[0].field).toBe('file')
    expect(res.body.errors[0].message).toContain('1280 × 400')
    // The mobile art of the top is not the bottom's.
    const mobile = await uploadArt(
      await makePng(780, 600),
      { position: 'bottom', device: 'mobile' },
      master,
      'en',
    )
    expect(mobile.statusCode).toBe(422)
    expect(mobile.body.errors[0].message).toContain('780 × 390')
  })

  it('refuses art heavier than the position allows, and a file that is not an image', async () => {
    const { width, height } = AD_ART_SPECS.bottom.mobile
    // Noise does not compress: far above 200 KB at 780 × 390.
    const noise = await sharp(
      Buffer.from(
        Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256)),
      ),
      {
        raw: { width, height, channels: 3 },
      },
    )
      .png()
      .toBuffer()
    expect(noise.length).toBeGreaterThan(200 * 1024)
    const heavy = await uploadArt(noise, { position: 'bottom', device: 'mobile' })
    expect(heavy.statusCode).toBe(422)
    expect(heavy.body.code).toBe('AD_ART_TOO_HEAVY')
    const text = await uploadArt(Buffer.from('not an image at all'), {
      position: 'top',
      device: 'desktop',
    })
    expect(text.statusCode).toBe(422)
    expect(text.body.code).toBe('FILE_TYPE_NOT_ALLOWED')
  })

  it('needs the position and the device', async () => {
    const res = await uploadArt(await makePng(1280, 400), { position: 'middle' })
    expect(res.statusCode).toBe(422)
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'device',
      'position',
    ])
  })
})

describe('placing banners', () => {
  it('creates a banner, shows it in the list with its derived status, and audits it', async () => {
    const res = await send('POST', B, input({ companyId: supplierA, categoryId }), basic)
    // The art was uploaded by master: basic may not use it.
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('AD_ART_REQUIRED')
    const ok = await send('POST', B, input({ companyId: supplierA, categoryId }))
    expect(ok.statusCode).toBe(201)
    expect(ok.body.data).toMatchObject({
      title: 'Feira de brindes de verão',
      company: { id: supplierA, name: 'Brindes Alfa' },
      category: { id: categoryId, name: 'Canecas' },
      startsOn: '2026-12-01',
      endsOn: '2026-12-10',
      link: 'https://galera.dev/verao',
      position: 'top',
      slideOrder: 1,
      status: 'scheduled',
      statusCode: 2,
    })
    expect(ok.body.data.desktop).toMatchObject({
      imageId: topArts.desktopImageId,
      width: 1280,
      height: 400,
    })
    const [trail] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'banner.create'), eq(auditLog.targetId, ok.body.data.id)))
    expect(trail).toMatchObject({ actorId: masterId, targetType: 'banner' })

    const list = await send('GET', `${B}?status=scheduled`, undefined, basic, 'en')
    expect(list.statusCode).toBe(200)
    const listed = list.body.data.data.find((b: { id: string }) => b.id === ok.body.data.id)
    expect(listed.category.name).toBe('Mugs')
    expect(list.body.data).toMatchObject({ page: 1, lastPage: 1 })
    const online = await send('GET', `${B}?status=online`)
    expect(online.body.data.data.some((b: { id: string }) => b.id === ok.body.data.id)).toBe(false)
    const bad = await send('GET', `${B}?status=paused`)
    expect(bad.statusCode).toBe(422)
  })

  it('refuses art that does not fit the position or device, or is missing', async () => {
    // Top art on a bottom banner.
    const wrongPosition = await send('POST', B, input({ position: 'bottom' }))
    expect(wrongPosition.statusCode).toBe(422)
    expect(wrongPosition.body.code).toBe('AD_ART_SIZE')
    expect(wrongPosition.body.errors[0]).toMatchObject({ field: 'desktopImageId' })
    expect(wrongPosition.body.errors[0].message).toContain('1280 × 240')
    // Desktop art as the mobile one.
    const swapped = await send('POST', B, input({ mobileImageId: topArts.desktopImageId }))
    expect(swapped.statusCode).toBe(422)
    expect(swapped.body.errors[0].field).toBe('mobileImageId')
    const missing = await send('POST', B, input({ desktopImageId: null }))
    expect(missing.statusCode).toBe(422)
    expect(missing.body.errors).toEqual([
      { field: 'desktopImageId', message: 'Arquivo obrigatório não anexado' },
    ])
    const notBanner = await createImage(t.db, { ownerId: masterId, purpose: 'gallery' })
    const gallery = await send('POST', B, input({ desktopImageId: notBanner.id }))
    expect(gallery.statusCode).toBe(422)
    expect(gallery.body.code).toBe('AD_ART_REQUIRED')
    const unknown = await send('POST', B, input({ mobileImageId: NO_ID }))
    expect(unknown.statusCode).toBe(422)
    expect(unknown.body.errors[0].field).toBe('mobileImageId')
  })

  it('accepts only an http(s) link, or none', async () => {
    for (const link of ['ftp://galera.dev/x', 'javascript:alert(1)', 'not a link']) {
      const res = await send(
        'POST',
        B,
        input({ link, startsOn: '2027-03-01', endsOn: '2027-03-02' }),
      )
      expect(res.statusCode, link).toBe(422)
      expect(res.body.errors[0].field).toBe('link')
    }
    const none = await send(
      'POST',
      B,
      input({
        link: '',
        startsOn: '2027-03-01',
        endsOn: '2027-03-02',
        position: 'bottom',
        ...bottomArts,
      }),
    )
    expect(none.statusCode, JSON.stringify(none.body)).toBe(201)
    expect(none.body.data.link).toBeNull()
    // A link typed without its scheme is completed, not refused (ADR 0031).
    const bare = await send(
      'POST',
      B,
      input({
        link: 'galera.dev/promo',
        startsOn: '2027-04-01',
        endsOn: '2027-04-02',
        position: 'bottom',
        ...bottomArts,
      }),
    )
    expect(bare.statusCode).toBe(201)
    expect(bare.body.data.link).toBe('https://galera.dev/promo')
  })

  it('needs an existing supplier and an existing product category', async () => {
    const promoterCategory = await createCategory(t.db, {
      slug: 'banner-recepcao',
      namePt: 'Recepção',
      nameEn: 'Reception',
    })
    const company = await send('POST', B, input({ companyId: masterId }))
    expect(company.statusCode).toBe(422)
    expect(company.body.errors[0].field).toBe('companyId')
    const category = await send('POST', B, input({ categoryId: promoterCategory.id }))
    expect(category.statusCode).toBe(422)
    expect(category.body.errors[0].field).toBe('categoryId')
    const endBefore = await send('POST', B, input({ startsOn: '2026-12-10', endsOn: '2026-12-09' }))
    expect(endBefore.statusCode).toBe(422)
    expect(endBefore.body.errors[0].field).toBe('endsOn')
  })
})

describe('overlaps (DB-enforced)', () => {
  it('refuses an overlapping period for the same company, allows adjacent periods and other companies', async () => {
    const first = await send('POST', B, input({ companyId: supplierB, title: 'Beta dezembro' }))
    expect(first.statusCode).toBe(201)
    const before = await liveBannersOf(supplierB)
    const overlap = await send(
      'POST',
      B,
      input({ companyId: supplierB, startsOn: '2026-12-10', endsOn: '2026-12-20' }),
      master,
      'en',
    )
    expect(overlap.statusCode).toBe(409)
    expect(overlap.body.code).toBe('BANNER_COMPANY_OVERLAP')
    expect(overlap.body.message).toMatch(/overlap|period/i)
    expect(await liveBannersOf(supplierB)).toBe(before)
    const adjacent = await send(
      'POST',
      B,
      input({ companyId: supplierB, startsOn: '2026-12-11', endsOn: '2026-12-20' }),
    )
    expect(adjacent.statusCode).toBe(201)
    const withoutCompany = await send('POST', B, input({ title: 'Sem empresa' }))
    expect(withoutCompany.statusCode).toBe(201)
  })

  it('refuses an overlapping period for the same category', async () => {
    const other = await createProductCategory(t.db, { namePt: 'Squeezes', nameEn: 'Squeezes' })
    const first = await send(
      'POST',
      B,
      input({ categoryId: other.id, startsOn: '2027-01-01', endsOn: '2027-01-31' }),
    )
    expect(first.statusCode).toBe(201)
    const overlap = await send(
      'POST',
      B,
      input({ categoryId: other.id, startsOn: '2027-01-31', endsOn: '2027-02-05' }),
    )
    expect(overlap.statusCode).toBe(409)
    expect(overlap.body.code).toBe('BANNER_CATEGORY_OVERLAP')
    // An edit into the overlap is refused the same way, and changes nothing.
    const second = await send(
      'POST',
      B,
      input({ categoryId: other.id, startsOn: '2027-02-01', endsOn: '2027-02-05' }),
    )
    expect(second.statusCode).toBe(201)
    const edit = await send(
      'PUT',
      `${B}/${second.body.data.id}`,
      input({ categoryId: other.id, startsOn: '2027-01-20', endsOn: '2027-02-05' }),
    )
    expect(edit.statusCode).toBe(409)
    expect(edit.body.code).toBe('BANNER_CATEGORY_OVERLAP')
    const kept = await send('GET', `${B}/${second.body.data.id}`)
    expect(kept.body.data.startsOn).toBe('2027-02-01')
  })

  it('concurrent overlapping banners for one company: exactly one is placed', async () => {
    const company = (await createSupplier(t.db)).user.id
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        send(
          'POST',
          B,
          input({
            companyId: company,
            title: `Corrida ${i}`,
            startsOn: `2027-04-0${i + 1}`,
            endsOn: '2027-04-20',
          }),
        ),
      ),
    )
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes).toEqual([201, 409, 409, 409, 409, 409])
    expect(
      results
        .filter((r) => r.statusCode === 409)
        .every((r) => r.body.code === 'BANNER_COMPANY_OVERLAP'),
    ).toBe(true)
    expect(await liveBannersOf(company)).toBe(1)
  })

  it('targets a product: named in the answer, and one product’s periods never overlap (ADR 0028)', async () => {
    const mug = await createProduct(t.db, {
      supplierId: supplierA,
      categoryId,
      name: 'Caneca Alfa',
    })
    const first = await send(
      'POST',
      B,
      input({ productId: mug.id, startsOn: '2027-03-01', endsOn: '2027-03-15' }),
    )
    expect(first.statusCode).toBe(201)
    expect(first.body.data.product).toEqual({ id: mug.id, name: 'Caneca Alfa' })
    const listed = await send('GET', `${B}/${first.body.data.id}`)
    expect(listed.body.data.product).toEqual({ id: mug.id, name: 'Caneca Alfa' })

    const countOf = () =>
      t.db
        .select({ n: count() })
        .from(banners)
        .where(eq(banners.productId, mug.id))
        .then(([r]) => Number(r.n))
    for (const locale of ['pt', 'en'] as const) {
      const overlap = await send(
        'POST',
        B,
        input({ productId: mug.id, startsOn: '2027-03-15', endsOn: '2027-03-20' }),
        master,
        locale,
      )
      expect(overlap.statusCode).toBe(409)
      expect(overlap.body.code).toBe('BANNER_PRODUCT_OVERLAP')
      expect(overlap.body.message).toBe(
        locale === 'pt'
          ? 'Já existe um banner deste produto com período que se sobrepõe a estas datas'
          : 'There is already a banner for this product whose period overlaps these dates',
      )
    }
    expect(await countOf()).toBe(1)
    // The next day is free; so is the same period for another product.
    const adjacent = await send(
      'POST',
      B,
      input({ productId: mug.id, startsOn: '2027-03-16', endsOn: '2027-03-20' }),
    )
    expect(adjacent.statusCode).toBe(201)
    const pen = await createProduct(t.db, { supplierId: supplierA, categoryId })
    const other = await send(
      'POST',
      B,
      input({ productId: pen.id, startsOn: '2027-03-01', endsOn: '2027-03-15' }),
    )
    expect(other.statusCode).toBe(201)
    // An edit into the overlap is refused too, and changes nothing.
    const edit = await send(
      'PUT',
      `${B}/${adjacent.body.data.id}`,
      input({ productId: mug.id, startsOn: '2027-03-10', endsOn: '2027-03-20' }),
    )
    expect(edit.statusCode).toBe(409)
    expect(edit.body.code).toBe('BANNER_PRODUCT_OVERLAP')
    expect((await send('GET', `${B}/${adjacent.body.data.id}`)).body.data.startsOn).toBe(
      '2027-03-16',
    )
  })

  it('the database itself refuses two live banners of one product on the same day', async () => {
    const mug = await createProduct(t.db, { supplierId: supplierA, categoryId })
    const row = {
      title: 'Direto no banco',
      productId: mug.id,
      startsOn: '2027-05-01',
      endsOn: '2027-05-10',
      position: 'top',
      slideOrder: 1,
      createdBy: masterId,
      ...topArts,
    }
    await t.db.insert(banners).values(row)
    await expect(
      t.db.insert(banners).values({ ...row, startsOn: '2027-05-10', endsOn: '2027-05-12' }),
    ).rejects.toThrow()
  })

  it('a product banner needs an active product, and that company’s when a company is named', async () => {
    const unknown = await send('POST', B, input({ productId: NO_ID }))
    expect(unknown.statusCode).toBe(422)
    expect(unknown.body.errors[0].field).toBe('productId')
    const inactive = await createProduct(t.db, {
      supplierId: supplierA,
      categoryId,
      status: 'inactive',
    })
    const off = await send('POST', B, input({ productId: inactive.id }))
    expect(off.statusCode).toBe(422)
    expect(off.body.errors[0].field).toBe('productId')
    const mug = await createProduct(t.db, { supplierId: supplierA, categoryId })
    const foreign = await send(
      'POST',
      B,
      input({
        productId: mug.id,
        companyId: supplierB,
        startsOn: '2027-06-01',
        endsOn: '2027-06-02',
      }),
      master,
      'en',
    )
    expect(foreign.statusCode).toBe(422)
    expect(foreign.body.errors[0]).toEqual({ field: 'productId', message: 'Invalid option' })
    const malformed = await send('POST', B, input({ productId: 'caneca' }))
    expect(malformed.statusCode).toBe(422)
    expect(malformed.body.errors[0].field).toBe('productId')
    expect(
      await t.db
        .select({ n: count() })
        .from(banners)
        .where(eq(banners.productId, mug.id))
        .then(([r]) => Number(r.n)),
    ).toBe(0)
  })

  it('a deleted banner no longer blocks its period', async () => {
    const company = (await createSupplier(t.db)).user.id
    const first = await send('POST', B, input({ companyId: company }))
    expect(first.statusCode).toBe(201)
    const del = await send('DELETE', `${B}/${first.body.data.id}`)
    expect(del.statusCode).toBe(200)
    expect(del.body.data).toMatchObject({ status: 'deleted', statusCode: 3 })
    const again = await send('POST', B, input({ companyId: company }))
    expect(again.statusCode).toBe(201)
  })
})

describe('editing and deleting', () => {
  it('edits a banner (audited with before and after); another admin may keep its art', async () => {
    const created = await send(
      'POST',
      B,
      input({ title: 'Natal', startsOn: '2026-12-20', endsOn: '2026-12-25' }),
    )
    const id = created.body.data.id
    const edited = await send(
      'PUT',
      `${B}/${id}`,
      input({
        title: 'Natal dos brindes',
        startsOn: '2026-11-20',
        endsOn: '2026-12-25',
        slideOrder: 3,
      }),
      basic,
    )
    expect(edited.statusCode).toBe(200)
    expect(edited.body.data).toMatchObject({
      title: 'Natal dos brindes',
      slideOrder: 3,
      status: 'online',
      statusCode: 1,
    })
    const [trail] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'banner.update'), eq(auditLog.targetId, id)))
    expect(trail.before).toMatchObject({ title: 'Natal', slideOrder: 1 })
    expect(trail.after).toMatchObject({ title: 'Natal dos brindes', slideOrder: 3 })
    // Changing the position needs art of the new size.
    const moved = await send('PUT', `${B}/${id}`, input({ position: 'bottom' }))
    expect(moved.statusCode).toBe(422)
    expect(moved.body.code).toBe('AD_ART_SIZE')
    const movedOk = await send('PUT', `${B}/${id}`, input({ position: 'bottom', ...bottomArts }))
    expect(movedOk.statusCode).toBe(200)
    expect(movedOk.body.data.position).toBe('bottom')
  })

  it('deletes softly: deleted banners answer 404 to edits and deletes, and list under their status', async () => {
    const created = await send(
      'POST',
      B,
      input({ title: 'Apagar', startsOn: '2027-05-01', endsOn: '2027-05-02' }),
    )
    const id = created.body.data.id
    const del = await send('DELETE', `${B}/${id}`, undefined, basic)
    expect(del.statusCode).toBe(200)
    const [trail] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'banner.delete'), eq(auditLog.targetId, id)))
    expect(trail.after).toMatchObject({ title: 'Apagar' })
    expect((trail.after as { deletedAt: string | null }).deletedAt).not.toBeNull()
    expect((await send('DELETE', `${B}/${id}`)).statusCode).toBe(404)
    const edit = await send('PUT', `${B}/${id}`, input())
    expect(edit.statusCode).toBe(404)
    expect(edit.body.code).toBe('BANNER_NOT_FOUND')
    const all = await send('GET', B)
    expect(all.body.data.data.some((b: { id: string }) => b.id === id)).toBe(false)
    const deleted = await send('GET', `${B}?status=deleted`)
    expect(deleted.body.data.data.map((b: { id: string }) => b.id)).toContain(id)
    expect((await send('GET', `${B}/${id}`)).body.data.status).toBe('deleted')
  })

  it('unknown ids answer 404; a malformed id 422', async () => {
    expect((await send('GET', `${B}/${NO_ID}`)).statusCode).toBe(404)
    expect((await send('PUT', `${B}/${NO_ID}`, input())).statusCode).toBe(404)
    expect((await send('DELETE', `${B}/${NO_ID}`)).statusCode).toBe(404)
    expect((await send('GET', `${B}/not-a-uuid`)).statusCode).toBe(422)
  })
})

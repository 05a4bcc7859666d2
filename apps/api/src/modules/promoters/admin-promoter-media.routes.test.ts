import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { GALLERY_MAX_ITEMS } from '@galera/shared/promoters/promoter.schemas.ts'
import { slotBit } from '@galera/shared/promoters/availability.ts'
import {
  createTestApp,
  TEST_APP_KEY,
  TEST_APP_SECRET,
  type TestApp,
} from '../../../test/harness.ts'
import { createImage, createUser } from '../../../test/factories/accounts.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { auditLog, images, promoterGallery, promoters } from '../../db/schema/index.ts'
import { makePng, multipart } from '../../platform/files/testing/multipart.ts'

// The test clock: 2026-11-22T12:00Z, a Sunday; "today" in São Paulo is 2026-11-22.
const MONDAY = '2026-11-23'
const NO_ID = '00000000-0000-4000-8000-000000000000'
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'

let t: TestApp
let dataDir: string
let basic: { id: string; token: string }

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'galera-admin-gallery-'))
  t = await createTestApp({ env: { DATA_DIR: dataDir } })
  const { user } = await createUser(t.db, { role: 'admin_basic' })
  basic = { id: user.id, token: await t.login(user.email, undefined, '/api/auth/login/admin') }
})
beforeEach(() => t.clock.set('2026-11-22T12:00:00.000Z'))
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const url = (id: string, rest = '') => `/api/admin/promoters/${id}${rest}`
const auditOf = (targetId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt)
const galleryRows = (promoterId: string) =>
  t.db
    .select()
    .from(promoterGallery)
    .where(eq(promoterGallery.promoterId, promoterId))
    .orderBy(promoterGallery.position)
const imagesOf = (ownerId: string) => t.db.select().from(images).where(eq(images.ownerId, ownerId))
/** Every stored file under the upload folder (an emptied image folder may stay). */
const storedFiles = () => {
  const root = path.join(dataDir, 'uploads')
  if (!existsSync(root)) return []
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
}

async function uploadPhoto(id: string, token: string | undefined, locale: 'pt' | 'en' = 'pt') {
  const { payload, contentType } = await multipart(
    {},
    { file: { body: await makePng(320, 240), name: 'foto.png', type: 'image/png' } },
  )
  const res = await t.app.inject({
    method: 'POST',
    url: url(id, '/gallery/images'),
    payload,
    headers: {
      'content-type': contentType,
      'x-app-key': TEST_APP_KEY,
      'x-app-secret': TEST_APP_SECRET,
      locale,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  })
  return { statusCode: res.statusCode, body: res.json() }
}

/** A promoter with two library pictures and a video in the gallery; the first picture is cover. */
async function promoterWithGallery(name: string) {
  const { user } = await createPromoter(t.db, { user: { name } })
  const [a, b] = [
    await createImage(t.db, { ownerId: user.id, purpose: 'gallery' }),
    await createImage(t.db, { ownerId: user.id, purpose: 'gallery' }),
  ]
  const rows = await t.db
    .insert(promoterGallery)
    .values([
      { promoterId: user.id, kind: 'image', imageId: a.id, position: 0, isCover: true },
      { promoterId: user.id, kind: 'video', videoUrl: YOUTUBE, position: 1 },
      { promoterId: user.id, kind: 'image', imageId: b.id, position: 2 },
    ])
    .returning()
  return { user, items: rows.map((r) => r.id), images: [a, b] }
}

describe('who may edit a promoter gallery and schedule', () => {
  it('refuses anonymous callers (401) and non-admins (403), changing nothing', async () => {
    const p = await promoterWithGallery('Guarda Galeria')
    const promoterToken = await t.login(p.user.email)
    const { user: c } = await createUser(t.db, { role: 'client' })
    const clientToken = await t.login(c.email)
    const [first, video, last] = p.items as [string, string, string]
    const routes: [string, string, unknown][] = [
      ['POST', url(p.user.id, '/gallery/videos'), { videoUrl: YOUTUBE }],
      ['PUT', url(p.user.id, '/gallery/order'), { ids: [last, video, first] }],
      ['PUT', url(p.user.id, `/gallery/${last}/cover`), {}],
      ['PUT', url(p.user.id, '/schedule'), { weeklyMask: 1, blockedDates: [MONDAY] }],
    ]
    for (const [method, path, body] of routes) {
      const anon = await t.request({ method: method as 'PUT', url: path, body })
      expect(anon.statusCode, `${method} ${path}`).toBe(401)
      for (const token of [promoterToken, clientToken]) {
        const res = await t.request({ method: method as 'PUT', url: path, body, token })
        expect(res.statusCode, `${method} ${path}`).toBe(403)
      }
    }
    for (const token of [undefined, promoterToken]) {
      expect((await uploadPhoto(p.user.id, token)).statusCode).toBe(token ? 403 : 401)
    }
    const rows = await galleryRows(p.user.id)
    expect(rows.map((r) => r.id)).toEqual(p.items)
    expect(rows.find((r) => r.isCover)?.id).toBe(first)
    expect(await imagesOf(p.user.id)).toHaveLength(2)
    expect(await auditOf(p.user.id)).toEqual([])
  })
})

describe('POST /api/admin/promoters/{id}/gallery/images', () => {
  it("uploads through the images pipeline into the promoter's library and gallery, audited", async () => {
    const { user } = await createPromoter(t.db, { user: { name: 'Foto Enviada Admin' } })
    const res = await uploadPhoto(user.id, basic.token)
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201)
    const [item] = res.body.data.gallery
    // The first picture becomes the cover, as when the promoter adds it.
    expect(item).toMatchObject({ kind: 'image', isCover: true, position: 0 })
    expect(item.image.medium).toMatch(/^\/files\/images\/.+\/medium\.webp$/)
    const [image] = await imagesOf(user.id)
    expect(image).toMatchObject({ ownerId: user.id, purpose: 'gallery', width: 320 })
    const [row] = await galleryRows(user.id)
    expect(row).toMatchObject({ imageId: image!.id, isCover: true })
    const [entry] = await auditOf(user.id)
    expect(entry).toMatchObject({
      actorId: basic.id,
      action: 'promoter.gallery.add',
      targetType: 'promoter',
      before: null,
      after: { itemId: row!.id, kind: 'image', imageId: image!.id, isCover: true },
    })
    // The public profile shows it.
    const pub = await t.request({ method: 'GET', url: `/api/public/promoters/${user.id}` })
    expect(pub.body.data.gallery.map((g: { id: string }) => g.id)).toEqual([row!.id])
  })

  it('refuses a full gallery with the limit in the request language and keeps no picture', async () => {
    const { user } = await createPromoter(t.db, { user: { name: 'Galeria Lotada' } })
    await t.db.insert(promoterGallery).values(
      Array.from({ length: GALLERY_MAX_ITEMS }, (_, i) => ({
        promoterId: user.id,
        kind: 'video',
        videoUrl: YOUTUBE,
        position: i,
      })),
    )
    const filesBefore = storedFiles().length
    const res = await uploadPhoto(user.id, basic.token, 'en')
    expect(res.statusCode).toBe(422)
    expect(res.body).toMatchObject({ code: 'GALLERY_FULL' })
    expect(res.body.message).toContain(String(GALLERY_MAX_ITEMS))
    expect(await imagesOf(user.id)).toEqual([])
    expect(storedFiles()).toHaveLength(filesBefore)
    expect(await galleryRows(user.id)).toHaveLength(GALLERY_MAX_ITEMS)
    expect(await auditOf(user.id)).toEqual([])
  })

  it('answers 404 for an unknown promoter or a non-promoter and 422 for a missing file', async () => {
    const { user: client } = await createUser(t.db, { role: 'client' })
    for (const id of [NO_ID, client.id]) {
      const res = await uploadPhoto(id, basic.token, 'en')
      expect(res.statusCode).toBe(404)
      expect(res.body).toMatchObject({ code: 'PROMOTER_NOT_FOUND', message: 'Promoter not found' })
    }
    expect(await imagesOf(client.id)).toEqual([])
    const { user } = await createPromoter(t.db)
    const { payload, contentType } = await multipart({ note: 'sem arquivo' }, {})
    const res = await t.app.inject({
      method: 'POST',
      url: url(user.id, '/gallery/images'),
      payload,
      headers: {
        'content-type': contentType,
        'x-app-key': TEST_APP_KEY,
        'x-app-secret': TEST_APP_SECRET,
        authorization: `Bearer ${basic.token}`,
      },
    })
    expect(res.statusCode).toBe(422)
    expect(await galleryRows(user.id)).toEqual([])
  })
})

describe('POST /api/admin/promoters/{id}/gallery/videos', () => {
  it('adds a YouTube or Vimeo link at the end, audited; a bad link is 422 and changes nothing', async () => {
    const p = await promoterWithGallery('Video Pelo Admin')
    const bad = await t.request({
      method: 'POST',
      url: url(p.user.id, '/gallery/videos'),
      body: { videoUrl: 'https://example.com/video.mp4' },
      token: basic.token,
      locale: 'en',
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.body.errors[0]).toMatchObject({ field: 'videoUrl' })
    expect(bad.body.errors[0].message).toMatch(/YouTube|Vimeo/)
    expect(await galleryRows(p.user.id)).toHaveLength(3)

    const vimeo = 'https://vimeo.com/76979871'
    const res = await t.request({
      method: 'POST',
      url: url(p.user.id, '/gallery/videos'),
      body: { videoUrl: vimeo },
      token: basic.token,
    })
    expect(res.statusCode).toBe(201)
    expect(res.body.data.gallery).toHaveLength(4)
    expect(res.body.data.gallery[3]).toMatchObject({
      kind: 'video',
      position: 3,
      video: { provider: 'vimeo', url: vimeo },
    })
    const [entry] = await auditOf(p.user.id)
    expect(entry).toMatchObject({
      actorId: basic.id,
      action: 'promoter.gallery.add',
      after: { kind: 'video', videoUrl: vimeo, position: 3 },
    })
  })
})

describe('PUT /api/admin/promoters/{id}/gallery/order', () => {
  it('saves the whole order, audited with before and after', async () => {
    const p = await promoterWithGallery('Ordem Pelo Admin')
    const [a, v, b] = p.items as [string, string, string]
    const res = await t.request({
      method: 'PUT',
      url: url(p.user.id, '/gallery/order'),
      body: { ids: [b, a, v] },
      token: basic.token,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.gallery.map((g: { id: string }) => g.id)).toEqual([b, a, v])
    expect((await galleryRows(p.user.id)).map((r) => r.id)).toEqual([b, a, v])
    const [entry] = await auditOf(p.user.id)
    expect(entry).toMatchObject({
      actorId: basic.id,
      action: 'promoter.gallery.order',
      before: { order: [a, v, b] },
      after: { order: [b, a, v] },
    })
    const pub = await t.request({ method: 'GET', url: `/api/public/promoters/${p.user.id}` })
    expect(pub.body.data.gallery.map((g: { id: string }) => g.id)).toEqual([b, a, v])
  })

  it('refuses an order that is not exactly the current items, or a bad body, changing nothing', async () => {
    const p = await promoterWithGallery('Ordem Errada Admin')
    const other = await promoterWithGallery('Outra Galeria Admin')
    const [a, v, b] = p.items as [string, string, string]
    const bodies: [unknown, string][] = [
      [{ ids: [a, v] }, 'GALLERY_ORDER_MISMATCH'],
      [{ ids: [a, v, other.items[0]] }, 'GALLERY_ORDER_MISMATCH'],
      [{ ids: [a, a, v] }, 'VALIDATION_FAILED'],
      [{ ids: ['nope'] }, 'VALIDATION_FAILED'],
      [{}, 'VALIDATION_FAILED'],
    ]
    for (const [body, code] of bodies) {
      const res = await t.request({
        method: 'PUT',
        url: url(p.user.id, '/gallery/order'),
        body,
        token: basic.token,
        locale: 'en',
      })
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.body.code).toBe(code)
      expect(res.body.message).not.toMatch(/[ãçõé]/)
    }
    expect((await galleryRows(p.user.id)).map((r) => r.id)).toEqual([a, v, b])
    expect(await auditOf(p.user.id)).toEqual([])
  })
})

describe('PUT /api/admin/promoters/{id}/gallery/{itemId}/cover', () => {
  it('moves the cover to another picture, audited; the search card shows it', async () => {
    const p = await promoterWithGallery('Capa Pelo Admin')
    const [a, , b] = p.items as [string, string, string]
    const res = await t.request({
      method: 'PUT',
      url: url(p.user.id, `/gallery/${b}/cover`),
      body: {},
      token: basic.token,
    })
    expect(res.statusCode).toBe(200)
    const covers = res.body.data.gallery.filter((g: { isCover: boolean }) => g.isCover)
    expect(covers.map((g: { id: string }) => g.id)).toEqual([b])
    const [entry] = await auditOf(p.user.id)
    expect(entry).toMatchObject({
      actorId: basic.id,
      action: 'promoter.gallery.cover',
      before: { coverItemId: a },
      after: { coverItemId: b },
    })
    const found = await t.request({ method: 'GET', url: '/api/public/promoters?q=capa%20pelo' })
    const card = found.body.data.items.find((c: { id: string }) => c.id === p.user.id)
    expect(card.pictureUrl).toBe(covers[0].image.medium)
  })

  it("refuses a video (422), another promoter's item and an unknown one (404)", async () => {
    const p = await promoterWithGallery('Capa Recusada Admin')
    const other = await promoterWithGallery('Capa Alheia Admin')
    const [a, v] = p.items as [string, string, string]
    const cases: [string, number, string][] = [
      [v, 422, 'GALLERY_COVER_NOT_IMAGE'],
      [other.items[2]!, 404, 'GALLERY_ITEM_NOT_FOUND'],
      [NO_ID, 404, 'GALLERY_ITEM_NOT_FOUND'],
    ]
    for (const [itemId, status, code] of cases) {
      const res = await t.request({
        method: 'PUT',
        url: url(p.user.id, `/gallery/${itemId}/cover`),
        body: {},
        token: basic.token,
      })
      expect(res.statusCode).toBe(status)
      expect(res.body.code).toBe(code)
    }
    expect((await galleryRows(p.user.id)).find((r) => r.isCover)?.id).toBe(a)
    expect((await galleryRows(other.user.id)).find((r) => r.isCover)?.id).toBe(other.items[0])
    expect(await auditOf(p.user.id)).toEqual([])
  })
})

describe('DELETE /api/admin/promoters/{id}/gallery/{itemId}', () => {
  it('hands the cover to the next picture and renumbers, as the promoter panel does', async () => {
    const p = await promoterWithGallery('Remove Capa Admin')
    const [a, v, b] = p.items as [string, string, string]
    const res = await t.request({
      method: 'DELETE',
      url: url(p.user.id, `/gallery/${a}`),
      token: basic.token,
    })
    expect(res.statusCode).toBe(200)
    expect(
      res.body.data.gallery.map((g: { id: string; isCover: boolean; position: number }) => [
        g.id,
        g.isCover,
        g.position,
      ]),
    ).toEqual([
      [v, false, 0],
      [b, true, 1],
    ])
    const [entry] = await auditOf(p.user.id)
    expect(entry).toMatchObject({
      action: 'promoter.gallery.remove',
      before: { itemId: a, isCover: true },
      after: { coverItemId: b },
    })
  })
})

describe('PUT /api/admin/promoters/{id}/schedule', () => {
  it('replaces the weekly pattern and blocked days, audited; search follows', async () => {
    const { user } = await createPromoter(t.db, {
      user: { name: 'Agenda Pelo Admin' },
      promoter: { weeklyAvailability: slotBit(1, 'night') },
    })
    const search = async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/public/promoters?q=agenda%20pelo%20admin&date=${MONDAY}&dayTime=night`,
      })
      return res.body.data.items.map((c: { id: string }) => c.id)
    }
    expect(await search()).toEqual([user.id])
    const mask = slotBit(1, 'night') | slotBit(6, 'morning')
    const res = await t.request({
      method: 'PUT',
      url: url(user.id, '/schedule'),
      body: { weeklyMask: mask, blockedDates: ['2026-12-24', MONDAY, MONDAY] },
      token: basic.token,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.schedule).toEqual({
      weeklyMask: mask,
      blockedDates: [MONDAY, '2026-12-24'],
    })
    const [row] = await t.db.select().from(promoters).where(eq(promoters.userId, user.id))
    expect(row!.weeklyAvailability).toBe(mask)
    const [entry] = await auditOf(user.id)
    expect(entry).toMatchObject({
      actorId: basic.id,
      action: 'promoter.schedule',
      before: { weeklyMask: slotBit(1, 'night'), blockedDates: [] },
      after: { weeklyMask: mask, blockedDates: [MONDAY, '2026-12-24'] },
    })
    // Blocked on Monday: the search by that day leaves the promoter out.
    expect(await search()).toEqual([])
  })

  it('refuses days outside today…a year ahead and a bad mask in the request language', async () => {
    const { user } = await createPromoter(t.db, {
      user: { name: 'Agenda Errada Admin' },
      promoter: { weeklyAvailability: 5 },
    })
    const en = await t.request({
      method: 'PUT',
      url: url(user.id, '/schedule'),
      body: { weeklyMask: 7, blockedDates: ['2026-11-21'] },
      token: basic.token,
      locale: 'en',
    })
    expect(en.statusCode).toBe(422)
    expect(en.body.errors[0]).toEqual({
      field: 'blockedDates',
      message: 'Choose days from today up to one year ahead',
    })
    for (const body of [
      { weeklyMask: -1, blockedDates: [] },
      { weeklyMask: 1.5, blockedDates: [] },
      { weeklyMask: 1, blockedDates: ['2026-02-30'] },
      { weeklyMask: 1 },
    ]) {
      const res = await t.request({
        method: 'PUT',
        url: url(user.id, '/schedule'),
        body,
        token: basic.token,
      })
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
    }
    const [row] = await t.db.select().from(promoters).where(eq(promoters.userId, user.id))
    expect(row!.weeklyAvailability).toBe(5)
    expect(await auditOf(user.id)).toEqual([])
    const missing = await t.request({
      method: 'PUT',
      url: url(NO_ID, '/schedule'),
      body: { weeklyMask: 1, blockedDates: [] },
      token: basic.token,
    })
    expect(missing.statusCode).toBe(404)
  })
})

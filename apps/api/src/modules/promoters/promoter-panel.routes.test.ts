import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { GALLERY_MAX_ITEMS } from '@galera/shared/promoters/promoter.schemas.ts'
import { slotBit } from '@galera/shared/promoters/availability.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createCategory, createImage, createUser } from '../../../test/factories/accounts.ts'
import { createPromoter, createRating } from '../../../test/factories/promoters.ts'
import { promoterBlockedDates, promoterGallery, promoters, users } from '../../db/schema/index.ts'
import { EXPORT_SECTIONS } from '../lgpd/export-sections.repository.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
beforeEach(() => t.clock.set('2026-11-22T12:00:00.000Z'))

async function promoter(extra: Parameters<typeof createPromoter>[1] = {}) {
  const made = await createPromoter(t.db, extra)
  const token = await t.login(made.user.email)
  return { id: made.user.id, token }
}

const YT = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
const VIMEO = 'https://vimeo.com/76979871'

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
  locale: 'pt' | 'en' = 'pt',
) => t.request({ method, url: `/api/promoter${url}`, token, body, locale })

const addImage = (token: string, imageId: string) =>
  call('POST', '/gallery/images', token, { imageId })
const addVideo = (token: string, videoUrl: string) =>
  call('POST', '/gallery/videos', token, { videoUrl })
const gallery = async (token: string) => (await call('GET', '/gallery', token)).body.data as any[] // eslint-disable-line @typescript-eslint/no-explicit-any

async function picture(ownerId: string, purpose = 'gallery') {
  return (await createImage(t.db, { ownerId, purpose })).id
}

describe('GET /promoter/panel', () => {
  it('answers 403 to other roles', async () => {
    const { user } = await createUser(t.db, { role: 'client' })
    const res = await call('GET', '/panel', await t.login(user.email))
    expect(res.statusCode).toBe(403)
  })

  it('shows status, flags, ratings and what is missing for a bare profile', async () => {
    const p = await promoter({ user: { name: 'Bia Painel' } })
    const { user: rater } = await createUser(t.db, { role: 'client' })
    await createRating(t.db, { ratedUserId: p.id, raterUserId: rater.id, value: 'positive' })
    await createRating(t.db, { ratedUserId: p.id, raterUserId: rater.id, value: 'negative' })
    const res = await call('GET', '/panel', p.token)
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toEqual({
      id: p.id,
      name: 'Bia Painel',
      status: 'active',
      blockedUntil: null,
      isCertified: false,
      isLaunched: false,
      isSpotlight: false,
      missing: ['avatar', 'category', 'gallery', 'schedule'],
      galleryCount: 0,
      ratings: { positive: 1, neutral: 0, negative: 1 },
    })
  })

  it('reports a future block, badges and a complete profile', async () => {
    const category = await createCategory(t.db, {
      slug: `panel-${Date.now()}`,
      namePt: 'Recepção',
      nameEn: 'Reception',
    })
    const p = await promoter({
      promoter: {
        status: 'inactive',
        isLaunched: true,
        isSpotlight: true,
        categoryId: category.id,
        weeklyAvailability: slotBit(1, 'morning'),
        blockedUntil: new Date('2026-12-01T00:00:00Z'),
      },
    })
    const avatar = await picture(p.id, 'avatar')
    await t.db
      .update(users)
      .set({ avatarImageId: avatar, isCertified: true })
      .where(eq(users.id, p.id))
    await addImage(p.token, avatar)
    const res = await call('GET', '/panel', p.token)
    expect(res.body.data).toMatchObject({
      status: 'inactive',
      blockedUntil: '2026-12-01T00:00:00.000Z',
      isCertified: true,
      isLaunched: true,
      isSpotlight: true,
      missing: [],
      galleryCount: 1,
    })
    // A block in the past is no block.
    await t.db
      .update(promoters)
      .set({ blockedUntil: new Date('2026-11-20T00:00:00Z') })
      .where(eq(promoters.userId, p.id))
    expect((await call('GET', '/panel', p.token)).body.data.blockedUntil).toBeNull()
  })

  it('asks for a cover when the gallery has only videos', async () => {
    const p = await promoter()
    await addVideo(p.token, YT)
    const res = await call('GET', '/panel', p.token)
    expect(res.body.data.missing).toContain('cover')
    expect(res.body.data.missing).not.toContain('gallery')
  })

  it('answers PROMOTER_NOT_FOUND to a promoter account without a profile row', async () => {
    const { user } = await createUser(t.db, { role: 'promoter' })
    const res = await call('GET', '/panel', await t.login(user.email))
    expect(res.statusCode).toBe(404)
    expect(res.body.code).toBe('PROMOTER_NOT_FOUND')
  })
})

describe('gallery pictures', () => {
  it('adds own pictures in order; the first one becomes the cover', async () => {
    const p = await promoter()
    const a = await picture(p.id)
    const b = await picture(p.id, 'avatar')
    const first = await addImage(p.token, a)
    expect(first.statusCode).toBe(201)
    expect(first.body.data).toHaveLength(1)
    expect(first.body.data[0]).toMatchObject({ kind: 'image', isCover: true, position: 0 })
    expect(first.body.data[0].image.thumb).toMatch(/^\/files\//)
    expect(first.body.data[0].video).toBeNull()
    const second = await addImage(p.token, b)
    expect(second.body.data.map((i: { isCover: boolean }) => i.isCover)).toEqual([true, false])
    expect(second.body.data[1].position).toBe(1)
  })

  it("refuses someone else's image, a deleted one and a document with IMAGE_NOT_FOUND", async () => {
    const p = await promoter()
    const other = await promoter()
    const foreign = await picture(other.id)
    const deleted = (await createImage(t.db, { ownerId: p.id, purpose: 'gallery', deleted: true }))
      .id
    const document = await picture(p.id, 'document')
    for (const id of [foreign, deleted, document, '00000000-0000-4000-8000-000000000001']) {
      const res = await addImage(p.token, id)
      expect(res.statusCode).toBe(404)
      expect(res.body.code).toBe('IMAGE_NOT_FOUND')
    }
    expect(await gallery(p.token)).toEqual([])
  })

  it('refuses the same picture twice with GALLERY_ITEM_EXISTS (409)', async () => {
    const p = await promoter()
    const a = await picture(p.id)
    await addImage(p.token, a)
    const again = await addImage(p.token, a)
    expect(again.statusCode).toBe(409)
    expect(again.body.code).toBe('GALLERY_ITEM_EXISTS')
    expect(await gallery(p.token)).toHaveLength(1)
  })

  it('refuses a malformed body with 422 in the request language and adds nothing', async () => {
    const p = await promoter()
    const pt = await call('POST', '/gallery/images', p.token, { imageId: 'x' })
    expect(pt.statusCode).toBe(422)
    expect(pt.body.errors[0].field).toBe('imageId')
    const en = await call('POST', '/gallery/images', p.token, {}, 'en')
    expect(en.statusCode).toBe(422)
    expect(en.body.errors[0].message).toBe('Required field')
    expect(await gallery(p.token)).toEqual([])
  })

  it(`stops at ${GALLERY_MAX_ITEMS} items with GALLERY_FULL {max}`, async () => {
    const p = await promoter()
    const rows = []
    for (let i = 0; i < GALLERY_MAX_ITEMS; i++) {
      rows.push({ promoterId: p.id, kind: 'video', videoUrl: YT, position: i })
    }
    await t.db.insert(promoterGallery).values(rows)
    const img = await addImage(p.token, await picture(p.id))
    expect(img.statusCode).toBe(422)
    expect(img.body.code).toBe('GALLERY_FULL')
    expect(img.body.message).toBe(`A galeria está cheia (máximo ${GALLERY_MAX_ITEMS} itens)`)
    const vid = await addVideo(p.token, VIMEO)
    expect(vid.body.code).toBe('GALLERY_FULL')
    expect(await gallery(p.token)).toHaveLength(GALLERY_MAX_ITEMS)
  })

  it('never goes past the maximum with parallel adds', async () => {
    const p = await promoter()
    const rows = []
    for (let i = 0; i < GALLERY_MAX_ITEMS - 2; i++) {
      rows.push({ promoterId: p.id, kind: 'video', videoUrl: YT, position: i })
    }
    await t.db.insert(promoterGallery).values(rows)
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => picture(p.id)))
    const results = await Promise.all(ids.map((id) => addImage(p.token, id)))
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2)
    expect(results.filter((r) => r.body.code === 'GALLERY_FULL')).toHaveLength(3)
    expect(await gallery(p.token)).toHaveLength(GALLERY_MAX_ITEMS)
  })

  it('hides a picture whose library image was deleted', async () => {
    const p = await promoter()
    const a = await picture(p.id)
    const b = await picture(p.id)
    await addImage(p.token, a)
    await addImage(p.token, b)
    const del = await t.request({ method: 'DELETE', url: `/api/me/images/${a}`, token: p.token })
    expect(del.statusCode).toBe(200)
    const items = await gallery(p.token)
    expect(items).toHaveLength(1)
    // The cover was the deleted one; setting a new cover works despite the dead row.
    const cover = await call('PUT', `/gallery/${items[0].id}/cover`, p.token)
    expect(cover.statusCode).toBe(200)
    expect(cover.body.data[0].isCover).toBe(true)
  })
})

describe('gallery videos', () => {
  it('adds YouTube and Vimeo links with a privacy-friendly embed; never the cover', async () => {
    const p = await promoter()
    await addVideo(p.token, YT)
    const res = await addVideo(p.token, `  ${VIMEO} `)
    expect(res.statusCode).toBe(201)
    expect(res.body.data.map((i: { video: unknown }) => i.video)).toEqual([
      {
        url: YT,
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        provider: 'youtube',
      },
      { url: VIMEO, embedUrl: 'https://player.vimeo.com/video/76979871', provider: 'vimeo' },
    ])
    expect(res.body.data.every((i: { isCover: boolean }) => !i.isCover)).toBe(true)
  })

  it('refuses other links with invalidVideoUrl (422, field videoUrl) and adds nothing', async () => {
    const p = await promoter()
    for (const videoUrl of [
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://evil.example/video.mp4',
      'javascript:alert(1)',
      '',
    ]) {
      const res = await call('POST', '/gallery/videos', p.token, { videoUrl }, 'en')
      expect(res.statusCode).toBe(422)
      expect(res.body.errors[0].field).toBe('videoUrl')
    }
    const en = await call('POST', '/gallery/videos', p.token, { videoUrl: 'https://x.dev' }, 'en')
    expect(en.body.errors[0].message).toBe('Use a YouTube or Vimeo link (https://)')
    expect(await gallery(p.token)).toEqual([])
  })
})

describe('gallery order, cover and removal', () => {
  async function threeItems() {
    const p = await promoter()
    await addImage(p.token, await picture(p.id))
    await addVideo(p.token, YT)
    await addImage(p.token, await picture(p.id))
    const items = await gallery(p.token)
    return { p, ids: items.map((i) => i.id as string), items }
  }

  it('saves a new order', async () => {
    const { p, ids } = await threeItems()
    const order = [ids[2], ids[0], ids[1]]
    const res = await call('PUT', '/gallery/order', p.token, { ids: order })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.map((i: { id: string }) => i.id)).toEqual(order)
    expect(res.body.data.map((i: { position: number }) => i.position)).toEqual([0, 1, 2])
    expect((await gallery(p.token)).map((i) => i.id)).toEqual(order)
  })

  it('refuses an order that is not exactly the current set and changes nothing', async () => {
    const { p, ids } = await threeItems()
    const other = await threeItems()
    for (const bad of [
      [ids[0], ids[1]],
      [ids[0], ids[1], other.ids[0]],
      [ids[0], ids[1], ids[2], other.ids[0]],
    ]) {
      const res = await call('PUT', '/gallery/order', p.token, { ids: bad })
      expect(res.statusCode).toBe(422)
      expect(res.body.code).toBe('GALLERY_ORDER_MISMATCH')
    }
    const dup = await call('PUT', '/gallery/order', p.token, { ids: [ids[0], ids[0], ids[1]] })
    expect(dup.statusCode).toBe(422)
    expect(dup.body.errors[0].field).toBe('ids')
    expect((await gallery(p.token)).map((i) => i.id)).toEqual(ids)
    expect((await gallery(other.p.token)).map((i) => i.id)).toEqual(other.ids)
  })

  it('moves the cover in one step and keeps a single cover', async () => {
    const { p, ids } = await threeItems()
    const res = await call('PUT', `/gallery/${ids[2]}/cover`, p.token)
    expect(res.statusCode).toBe(200)
    expect(res.body.data.map((i: { isCover: boolean }) => i.isCover)).toEqual([false, false, true])
    const rows = await t.db
      .select()
      .from(promoterGallery)
      .where(eq(promoterGallery.promoterId, p.id))
    expect(rows.filter((r) => r.isCover)).toHaveLength(1)
  })

  it('refuses a video as cover with GALLERY_COVER_NOT_IMAGE', async () => {
    const { p, ids } = await threeItems()
    const res = await call('PUT', `/gallery/${ids[1]}/cover`, p.token)
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('GALLERY_COVER_NOT_IMAGE')
    expect((await gallery(p.token))[0].isCover).toBe(true)
  })

  it("answers GALLERY_ITEM_NOT_FOUND for someone else's or an unknown item and changes nothing", async () => {
    const { p, ids } = await threeItems()
    const other = await threeItems()
    for (const id of [other.ids[0], '00000000-0000-4000-8000-000000000002']) {
      const cover = await call('PUT', `/gallery/${id}/cover`, p.token)
      expect(cover.statusCode).toBe(404)
      expect(cover.body.code).toBe('GALLERY_ITEM_NOT_FOUND')
      const del = await call('DELETE', `/gallery/${id}`, p.token)
      expect(del.statusCode).toBe(404)
      expect(del.body.code).toBe('GALLERY_ITEM_NOT_FOUND')
    }
    expect(await gallery(other.p.token)).toEqual(other.items)
    expect((await gallery(p.token)).map((i) => i.id)).toEqual(ids)
    const bad = await call('DELETE', '/gallery/not-an-id', p.token)
    expect(bad.statusCode).toBe(422)
  })

  it('removes an item and renumbers; removing the cover passes it to the next picture', async () => {
    const { p, ids } = await threeItems()
    const res = await call('DELETE', `/gallery/${ids[0]}`, p.token)
    expect(res.statusCode).toBe(200)
    expect(res.body.data.map((i: { id: string }) => i.id)).toEqual([ids[1], ids[2]])
    expect(res.body.data.map((i: { position: number }) => i.position)).toEqual([0, 1])
    expect(res.body.data.map((i: { isCover: boolean }) => i.isCover)).toEqual([false, true])
    // Removing a non-cover leaves the cover alone.
    const again = await call('DELETE', `/gallery/${ids[1]}`, p.token)
    expect(again.body.data).toHaveLength(1)
    expect(again.body.data[0]).toMatchObject({ id: ids[2], isCover: true, position: 0 })
  })
})

describe('schedule', () => {
  const mask = slotBit(1, 'morning') | slotBit(5, 'night') | slotBit(6, 'afternoon')

  it('starts empty and replaces the weekly pattern and blocked days at once', async () => {
    const p = await promoter()
    expect((await call('GET', '/schedule', p.token)).body.data).toEqual({
      weeklyMask: 0,
      blockedDates: [],
    })
    const res = await call('PUT', '/schedule', p.token, {
      weeklyMask: mask,
      blockedDates: ['2026-12-25', '2026-11-22', '2026-12-25'],
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toEqual({ weeklyMask: mask, blockedDates: ['2026-11-22', '2026-12-25'] })
    const next = await call('PUT', '/schedule', p.token, {
      weeklyMask: 1,
      blockedDates: ['2027-01-02'],
    })
    expect(next.body.data).toEqual({ weeklyMask: 1, blockedDates: ['2027-01-02'] })
    const [row] = await t.db.select().from(promoters).where(eq(promoters.userId, p.id))
    expect(row.weeklyAvailability).toBe(1)
  })

  it('uses today in São Paulo and lists blocked days from today on', async () => {
    const p = await promoter()
    // 02:00 UTC on the 23rd is still the 22nd in São Paulo.
    t.clock.set('2026-11-23T02:00:00Z')
    const ok = await call('PUT', '/schedule', p.token, {
      weeklyMask: 0,
      blockedDates: ['2026-11-22', '2026-11-24'],
    })
    expect(ok.statusCode).toBe(200)
    t.clock.set('2026-11-23T12:00:00Z')
    expect((await call('GET', '/schedule', p.token)).body.data.blockedDates).toEqual(['2026-11-24'])
  })

  it('refuses past days and days more than 366 days ahead (422 blockedDates) and changes nothing', async () => {
    const p = await promoter()
    await call('PUT', '/schedule', p.token, { weeklyMask: mask, blockedDates: ['2026-12-01'] })
    const last = '2027-11-23' // 2026-11-22 + 366 days
    expect(
      (await call('PUT', '/schedule', p.token, { weeklyMask: mask, blockedDates: [last] }))
        .statusCode,
    ).toBe(200)
    for (const blockedDates of [['2026-11-21'], ['2027-11-24'], ['2026-12-02', '2020-01-01']]) {
      const res = await call('PUT', '/schedule', p.token, { weeklyMask: 7, blockedDates })
      expect(res.statusCode).toBe(422)
      expect(res.body.errors[0].field).toBe('blockedDates')
      expect(res.body.errors[0].message).toBe('Escolha dias a partir de hoje e até um ano à frente')
    }
    const en = await call(
      'PUT',
      '/schedule',
      p.token,
      { weeklyMask: 7, blockedDates: ['2026-01-01'] },
      'en',
    )
    expect(en.body.errors[0].message).toBe('Choose days from today up to one year ahead')
    expect((await call('GET', '/schedule', p.token)).body.data).toEqual({
      weeklyMask: mask,
      blockedDates: [last],
    })
  })

  it('refuses a bad mask or a bad date with field messages', async () => {
    const p = await promoter()
    for (const body of [
      { weeklyMask: 2 ** 21, blockedDates: [] },
      { weeklyMask: -1, blockedDates: [] },
      { weeklyMask: 1.5, blockedDates: [] },
      { weeklyMask: 1, blockedDates: ['2026-02-30x'] },
      { weeklyMask: 1 },
    ]) {
      const res = await call('PUT', '/schedule', p.token, body)
      expect(res.statusCode).toBe(422)
    }
    const rows = await t.db
      .select()
      .from(promoterBlockedDates)
      .where(eq(promoterBlockedDates.promoterId, p.id))
    expect(rows).toEqual([])
    expect((await call('GET', '/schedule', p.token)).body.data.weeklyMask).toBe(0)
  })

  it("keeps each promoter's schedule to themselves", async () => {
    const a = await promoter()
    const b = await promoter()
    await call('PUT', '/schedule', a.token, { weeklyMask: mask, blockedDates: ['2026-12-24'] })
    expect((await call('GET', '/schedule', b.token)).body.data).toEqual({
      weeklyMask: 0,
      blockedDates: [],
    })
  })
})

describe('LGPD export', () => {
  it('includes the gallery and the schedule', async () => {
    const p = await promoter()
    await addImage(p.token, await picture(p.id))
    await addVideo(p.token, YT)
    await call('PUT', '/schedule', p.token, { weeklyMask: 5, blockedDates: ['2026-12-24'] })
    const read = async (name: string) =>
      EXPORT_SECTIONS.find((s) => s.name === name)!.read(t.db, p.id)
    const g = (await read('promoterGallery')) as { kind: string; videoUrl: string | null }[]
    expect(g.map((i) => i.kind)).toEqual(['image', 'video'])
    expect(g[1].videoUrl).toBe(YT)
    expect(await read('promoterSchedule')).toEqual({
      weeklyMask: 5,
      blockedDates: ['2026-12-24'],
    })
  })
})

import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createCategory, createImage, createUser } from '../../../test/factories/accounts.ts'
import { createPromoter, createRating } from '../../../test/factories/promoters.ts'
import { createJob } from '../../../test/factories/jobs.ts'
import {
  images,
  promoterBlockedDates,
  promoterGallery,
  promoters,
  userRatings,
  users,
} from '../../db/schema/index.ts'
import { shortDescription, scriptSafeJson } from './promoter-meta.ts'
import { addMonths } from './public-promoters.service.ts'
import { sitemapIndex, sitemapParts, sitemapUrlset } from './sitemap.ts'
import { escapeXml } from '../../platform/html.ts'

const PUBLIC_URL = 'https://galera.test'
const INDEX_HTML =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Galera Eventos</title></head><body><div id="root"></div></body></html>'

let t: TestApp
let category: Awaited<ReturnType<typeof createCategory>>
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'galera-web-v-'))
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML)
  t = await createTestApp({
    env: { SERVE_WEB: 'true', WEB_DIST_DIR: dist, PUBLIC_URL },
  })
  category = await createCategory(t.db, {
    slug: 'recepcionista-v',
    namePt: 'Recepcionista',
    nameEn: 'Receptionist',
  })
})
afterAll(() => t.close())

let seq = 0
/** A listed promoter with private data that must never leak. */
async function listed(extra: Parameters<typeof createPromoter>[1] = {}) {
  seq += 1
  const made = await createPromoter(t.db, {
    ...extra,
    user: {
      name: 'Carla Mendes Vieira',
      cpf: String(52998224725 + seq * 1000).slice(0, 11),
      phone: `+5571988${String(100000 + seq).padStart(6, '0')}`,
      ...extra.user,
    },
    promoter: {
      categoryId: category.id,
      birthDate: '1996-03-14',
      languages: ['english', 'spanish'],
      skin: 'black',
      disabilities: ['deaf'],
      showSensitive: false,
      weeklyAvailability: 0b111,
      ...extra.promoter,
    },
  })
  return made
}

const get = (url: string, locale?: 'pt' | 'en') => t.request({ method: 'GET', url, locale })

describe('GET /api/public/promoters/{id}', () => {
  it('shows a listed promoter with no private field, key or value', async () => {
    const { user } = await listed()
    const res = await get(`/api/public/promoters/${user.id}`)
    expect(res.statusCode).toBe(200)
    const dto = res.body.data
    expect(dto).toMatchObject({
      id: user.id,
      name: 'Carla Mendes Vieira',
      city: 'Salvador',
      uf: 'BA',
      category: { id: category.id, namePt: 'Recepcionista', nameEn: 'Receptionist' },
      languages: ['english', 'spanish'],
      isCertified: false,
      gallery: [],
      ratings: { positive: 0, neutral: 0, negative: 0, latest: [] },
    })
    const json = JSON.stringify(dto)
    for (const key of ['cpf', 'email', 'phone', 'birthDate', 'street', 'cep', 'address', 'number'])
      expect(Object.keys(dto)).not.toContain(key)
    expect(json).not.toMatch(/"(cpf|email|phone|birthDate|street|cep|neighborhood)"/)
    expect(json).not.toContain(user.cpf!)
    expect(json).not.toContain(user.email)
    expect(json).not.toContain(user.phone!)
    expect(json).not.toContain('1996-03-14')
    expect(json).not.toContain('Rua Chile')
    expect(json).not.toContain('40010000')
  })

  it('leaves skin colour and disabilities out unless the promoter consented to show them', async () => {
    const hidden = await listed()
    const a = (await get(`/api/public/promoters/${hidden.user.id}`)).body.data
    expect(a.skin).toBeNull()
    expect(a.disabilities).toEqual([])
    expect(JSON.stringify(a)).not.toContain('deaf')
    const shown = await listed({ promoter: { showSensitive: true } })
    const b = (await get(`/api/public/promoters/${shown.user.id}`)).body.data
    expect(b.skin).toBe('black')
    expect(b.disabilities).toEqual(['deaf'])
  })

  it('counts the age on the São Paulo calendar', async () => {
    const { user } = await listed({ promoter: { birthDate: '2000-11-23' } })
    // 02:30 UTC on the 23rd is still the 22nd in São Paulo.
    t.clock.set('2026-11-23T02:30:00Z')
    expect((await get(`/api/public/promoters/${user.id}`)).body.data.age).toBe(25)
    t.clock.set('2026-11-23T03:00:00Z')
    expect((await get(`/api/public/promoters/${user.id}`)).body.data.age).toBe(26)
    t.clock.set('2026-11-22T12:00:00Z')
  })

  it.each([
    ['an inactivated profile', { promoter: { status: 'inactive' } }],
    ['a suspended account', { user: { status: 'suspended' as const } }],
    ['an inactive account', { user: { status: 'inactive' as const } }],
    ['a closed account', { user: { status: 'closed' as const } }],
    [
      'a profile blocked until tomorrow',
      { promoter: { blockedUntil: new Date('2026-11-23T12:00:00Z') } },
    ],
  ])('answers 404 "Promoter not found" for %s', async (_what, extra) => {
    t.clock.set('2026-11-22T12:00:00Z')
    const { user } = await listed(extra as never)
    for (const url of [`/api/public/promoters/${user.id}`, `/api/public/ratings/${user.id}`]) {
      const res = await get(url, 'en')
      expect(res.statusCode).toBe(404)
      expect(res.body.code).toBe('PROMOTER_NOT_FOUND')
      expect(res.body.message).toBe('Promoter not found')
    }
  })

  it('shows a promoter again once the block has passed (the app clock decides)', async () => {
    t.clock.set('2026-11-22T12:00:00Z')
    const { user } = await listed({ promoter: { blockedUntil: new Date('2026-11-25T00:00:00Z') } })
    expect((await get(`/api/public/promoters/${user.id}`)).statusCode).toBe(404)
    t.clock.set('2026-11-25T00:00:01Z')
    expect((await get(`/api/public/promoters/${user.id}`)).statusCode).toBe(200)
    t.clock.set('2026-11-22T12:00:00Z')
  })

  it('answers 404 for other roles, unknown ids and 422 for a malformed id', async () => {
    const { user: client } = await createUser(t.db, { role: 'client' })
    expect((await get(`/api/public/promoters/${client.id}`)).statusCode).toBe(404)
    expect(
      (await get('/api/public/promoters/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404)
    expect((await get('/api/public/promoters/not-a-uuid')).statusCode).toBe(422)
  })

  it('serves the avatar, the certified badge and the gallery in order without deleted images', async () => {
    const { user } = await listed()
    const avatar = await createImage(t.db, { ownerId: user.id, purpose: 'avatar' })
    await t.db
      .update(users)
      .set({ avatarImageId: avatar.id, isCertified: true })
      .where(eq(users.id, user.id))
    const [a, b, gone] = [
      await createImage(t.db, { ownerId: user.id, purpose: 'gallery' }),
      await createImage(t.db, { ownerId: user.id, purpose: 'gallery' }),
      await createImage(t.db, { ownerId: user.id, purpose: 'gallery', deleted: true }),
    ]
    await t.db.insert(promoterGallery).values([
      { promoterId: user.id, kind: 'image', imageId: a.id, position: 2 },
      { promoterId: user.id, kind: 'image', imageId: b.id, position: 0, isCover: true },
      { promoterId: user.id, kind: 'image', imageId: gone.id, position: 1 },
      {
        promoterId: user.id,
        kind: 'video',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        position: 3,
      },
    ])
    const dto = (await get(`/api/public/promoters/${user.id}`)).body.data
    expect(dto.isCertified).toBe(true)
    expect(dto.avatarUrl).toBe(`/files/${avatar.variants.large}`)
    expect(dto.gallery.map((g: { kind: string }) => g.kind)).toEqual(['image', 'image', 'video'])
    expect(dto.gallery[0]).toMatchObject({
      isCover: true,
      image: { thumb: `/files/${b.variants.thumb}` },
    })
    expect(dto.gallery[1].image.large).toBe(`/files/${a.variants.large}`)
    expect(dto.gallery[2].video).toEqual({
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      provider: 'youtube',
    })
    expect(JSON.stringify(dto)).not.toContain(gone.id)

    await t.db.update(images).set({ deletedAt: new Date() }).where(eq(images.id, avatar.id))
    expect((await get(`/api/public/promoters/${user.id}`)).body.data.avatarUrl).toBeNull()
  })

  it('shows the weekly pattern and blocked days from today to six months ahead', async () => {
    t.clock.set('2026-11-22T12:00:00Z')
    const { user } = await listed({ promoter: { weeklyAvailability: 0b101_000 } })
    const days = ['2026-11-21', '2026-11-22', '2027-01-10', '2027-05-22', '2027-05-23']
    await t.db
      .insert(promoterBlockedDates)
      .values(days.map((day) => ({ promoterId: user.id, day })))
    const dto = (await get(`/api/public/promoters/${user.id}`)).body.data
    expect(dto.availability).toEqual({
      weeklyMask: 0b101_000,
      blockedDates: ['2026-11-22', '2027-01-10', '2027-05-22'],
      bookedDates: [],
    })
  })

  it('shows the days booked jobs take (São Paulo days, accepted and completed only)', async () => {
    t.clock.set('2026-11-22T12:00:00Z')
    const { user } = await listed({ promoter: { weeklyAvailability: 0x1fffff } })
    const { user: hirer } = await createUser(t.db, { role: 'company' })
    const job = (extra: Omit<Parameters<typeof createJob>[1], 'promoterId' | 'hirerId'>) =>
      createJob(t.db, { promoterId: user.id, hirerId: hirer.id, ...extra })
    // Past and far-future bookings are outside today … today + 6 months.
    await job({ status: 'completed', startDate: '2026-11-10' })
    await job({ status: 'accepted', startDate: '2027-06-01' })
    // A day job; a night across midnight; Manaus 22:00–23:30 (UTC−4) ends after midnight in
    // São Paulo; a job ending exactly at midnight (São Paulo) does not take the next day.
    await job({ status: 'accepted', startDate: '2026-12-02' })
    await job({
      status: 'accepted',
      startDate: '2026-12-05',
      finishDate: '2026-12-06',
      startHour: '20:00',
      finishHour: '02:00',
    })
    await job({
      status: 'accepted',
      startDate: '2026-12-09',
      startHour: '22:00',
      finishHour: '23:30',
      uf: 'AM',
    })
    await job({
      status: 'accepted',
      startDate: '2026-12-12',
      finishDate: '2026-12-13',
      startHour: '18:00',
      finishHour: '00:00',
    })
    // Not booked: these never take a day.
    for (const status of ['requested', 'declined', 'expired', 'cancelled'] as const)
      await job({ status, startDate: '2026-12-20' })
    const dto = (await get(`/api/public/promoters/${user.id}`)).body.data
    expect(dto.availability.bookedDates).toEqual([
      '2026-12-02',
      '2026-12-05',
      '2026-12-06',
      '2026-12-09',
      '2026-12-10',
      '2026-12-12',
    ])
    expect(dto.availability.blockedDates).toEqual([])
  })

  it('sums the visible ratings and shows the latest five, newest first, with short names', async () => {
    const { user } = await listed()
    const { user: rater } = await createUser(t.db, { role: 'client', name: 'Bruno Alves Costa' })
    const { user: company } = await createUser(t.db, { role: 'company', name: 'Eventos Ltda' })
    const base = Date.parse('2026-10-01T12:00:00Z')
    const values = [
      'positive',
      'positive',
      'neutral',
      'negative',
      'positive',
      'positive',
      'neutral',
    ] as const
    for (const [i, value] of values.entries()) {
      await createRating(t.db, {
        ratedUserId: user.id,
        raterUserId: i === 6 ? company.id : rater.id,
        value,
        comment: `Comentário número ${i}`,
        createdAt: new Date(base + i * 86_400_000),
      })
    }
    const hidden = await createRating(t.db, {
      ratedUserId: user.id,
      raterUserId: rater.id,
      value: 'negative',
      comment: 'Comentário escondido',
      createdAt: new Date(base + 30 * 86_400_000),
    })
    await t.db
      .update(userRatings)
      .set({ hiddenAt: new Date() })
      .where(eq(userRatings.id, hidden.id))
    const { ratings } = (await get(`/api/public/promoters/${user.id}`)).body.data
    expect(ratings).toMatchObject({ positive: 4, neutral: 2, negative: 1 })
    expect(ratings.latest).toHaveLength(5)
    expect(ratings.latest.map((r: { comment: string }) => r.comment)).toEqual([
      'Comentário número 6',
      'Comentário número 5',
      'Comentário número 4',
      'Comentário número 3',
      'Comentário número 2',
    ])
    expect(ratings.latest[0]).toMatchObject({
      raterName: 'Eventos L.',
      raterRole: 'company',
      value: 'neutral',
    })
    expect(ratings.latest[1]).toMatchObject({ raterName: 'Bruno C.', raterRole: 'client' })
    expect(JSON.stringify(ratings)).not.toContain('escondido')
    expect(JSON.stringify(ratings)).not.toContain(rater.email)
  })
})

describe('GET /api/public/ratings/{userId}', () => {
  let promoterId: string
  beforeAll(async () => {
    const { user } = await listed({ user: { name: 'Dora Lima' } })
    promoterId = user.id
    const { user: rater } = await createUser(t.db, { role: 'client', name: 'Igor Nunes' })
    const base = Date.parse('2026-09-01T12:00:00Z')
    for (let i = 0; i < 13; i++) {
      await createRating(t.db, {
        ratedUserId: promoterId,
        raterUserId: rater.id,
        value: i % 3 === 0 ? 'neutral' : 'positive',
        comment: `Avaliação ${String(i).padStart(2, '0')}`,
        createdAt: new Date(base + i * 3_600_000),
      })
    }
    const [last] = await t.db
      .select({ id: userRatings.id })
      .from(userRatings)
      .where(eq(userRatings.comment, 'Avaliação 12'))
    await t.db.update(userRatings).set({ hiddenAt: new Date() }).where(eq(userRatings.id, last.id))
  })

  it('pages the visible ratings newest first with the summary', async () => {
    const one = (await get(`/api/public/ratings/${promoterId}`)).body.data
    expect(one).toMatchObject({
      subject: { id: promoterId, name: 'Dora Lima', kind: 'promoter' },
      summary: { positive: 8, neutral: 4, negative: 0 },
      page: 1,
      lastPage: 2,
      total: 12,
    })
    expect(one.items).toHaveLength(10)
    expect(one.items[0].comment).toBe('Avaliação 11')
    expect(one.items[0].raterName).toBe('Igor N.')
    const two = (await get(`/api/public/ratings/${promoterId}?page=2`)).body.data
    expect(two.items.map((r: { comment: string }) => r.comment)).toEqual([
      'Avaliação 01',
      'Avaliação 00',
    ])
    expect(JSON.stringify([one, two])).not.toContain('Avaliação 12')
  })

  it('answers an empty page past the last one and 422 for page 0 or text', async () => {
    const past = (await get(`/api/public/ratings/${promoterId}?page=3`)).body.data
    expect(past).toMatchObject({ items: [], page: 3, lastPage: 2, total: 12 })
    for (const page of ['0', '-1', 'abc', '10001']) {
      const res = await get(`/api/public/ratings/${promoterId}?page=${page}`, 'en')
      expect(res.statusCode).toBe(422)
      expect(res.body.errors[0].field).toBe('page')
    }
  })

  it('shows an empty list for a promoter nobody rated yet', async () => {
    const { user } = await listed()
    const res = (await get(`/api/public/ratings/${user.id}`)).body.data
    expect(res).toMatchObject({ items: [], page: 1, lastPage: 1, total: 0 })
  })
})

describe('served HTML of /promotor/{id} (meta, Open Graph, JSON-LD)', () => {
  const html = async (url: string) => {
    const res = await t.request({ method: 'GET', url, noAppKey: true })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    return res.body as string
  }
  const jsonLd = (page: string) => {
    const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)
    return m ? JSON.parse(m[1]) : null
  }

  it('puts the title, description, Open Graph profile tags, canonical and a schema.org Person in', async () => {
    const { user } = await listed({
      user: { name: 'Júlia Prado' },
      city: 'São Paulo',
      uf: 'SP',
      promoter: {
        description: `Recepcionista bilíngue.  ${'Muito experiente em feiras. '.repeat(10)}`,
      },
    })
    const cover = await createImage(t.db, { ownerId: user.id, purpose: 'gallery' })
    await t.db
      .insert(promoterGallery)
      .values({ promoterId: user.id, kind: 'image', imageId: cover.id, isCover: true })
    const { user: rater } = await createUser(t.db, { role: 'client' })
    await createRating(t.db, { ratedUserId: user.id, raterUserId: rater.id, value: 'positive' })
    await createRating(t.db, { ratedUserId: user.id, raterUserId: rater.id, value: 'neutral' })

    const page = await html(`/promotor/${user.id}`)
    expect(page).toContain(
      '<title>Júlia Prado — Recepcionista em São Paulo/SP | Galera Eventos</title>',
    )
    expect(page).toContain(
      '<meta property="og:title" content="Júlia Prado — Recepcionista em São Paulo/SP | Galera Eventos">',
    )
    expect(page).toContain('<meta property="og:type" content="profile">')
    expect(page).toContain(`<link rel="canonical" href="${PUBLIC_URL}/promotor/${user.id}">`)
    expect(page).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/files/${cover.variants.large}">`,
    )
    const description = /<meta name="description" content="([^"]*)">/.exec(page)![1]
    expect(description.startsWith('Recepcionista bilíngue. Muito experiente')).toBe(true)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(page.match(/<title>/g)).toHaveLength(1)
    expect(jsonLd(page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Júlia Prado',
      jobTitle: 'Recepcionista',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'São Paulo',
        addressRegion: 'SP',
        addressCountry: 'BR',
      },
      image: `${PUBLIC_URL}/files/${cover.variants.large}`,
      url: `${PUBLIC_URL}/promotor/${user.id}`,
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4,
        ratingCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    })
    // Only city and state: never the street, CEP or anything private.
    expect(page).not.toContain('Rua Chile')
    expect(page).not.toContain(user.email)
  })

  it('leaves aggregateRating out without ratings and uses the avatar without a cover', async () => {
    const { user } = await listed({ user: { name: 'Rui Sem Nota' } })
    const avatar = await createImage(t.db, { ownerId: user.id, purpose: 'avatar' })
    await t.db.update(users).set({ avatarImageId: avatar.id }).where(eq(users.id, user.id))
    const ld = jsonLd(await html(`/promotor/${user.id}`))
    expect(ld.name).toBe('Rui Sem Nota')
    expect(ld.image).toBe(`${PUBLIC_URL}/files/${avatar.variants.large}`)
    expect(ld).not.toHaveProperty('aggregateRating')
  })

  it('escapes a name that tries to close the script or the tag', async () => {
    const evil = 'Eva </script><script>alert(1)</script> "x" & <b>'
    const { user } = await listed({
      user: { name: evil },
      promoter: { description: 'Descrição com </script><img src=x onerror=alert(1)> dentro' },
    })
    const page = await html(`/promotor/${user.id}`)
    expect(page).not.toContain('<script>alert(1)')
    expect(page).not.toContain('<img src=x')
    expect(page.match(/<\/script>/g)).toHaveLength(1)
    expect(page).toContain(
      '<title>Eva &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;x&quot; &amp; &lt;b&gt; — Recepcionista em Salvador/BA | Galera Eventos</title>',
    )
    expect(jsonLd(page).name).toBe(evil)
  })

  it('gives an unlisted, unknown or malformed id the default meta', async () => {
    const { user } = await listed({
      promoter: { status: 'inactive' },
      user: { name: 'Zeca Oculto' },
    })
    for (const url of [
      `/promotor/${user.id}`,
      '/promotor/00000000-0000-4000-8000-000000000000',
      '/promotor/cadastro',
    ]) {
      const page = await html(url)
      expect(page).not.toContain('Zeca')
      expect(page).not.toContain('application/ld+json')
      expect(page).toContain('<meta property="og:type" content="website">')
      expect(page).toContain('<title>Galera Eventos — promotores para eventos')
    }
  })

  it('cuts descriptions at a word and keeps JSON script-safe', () => {
    expect(shortDescription('a  b\n c')).toBe('a b c')
    const long = shortDescription('palavra '.repeat(40))
    expect(long.length).toBeLessThanOrEqual(160)
    expect(long.endsWith('palavra…')).toBe(true)
    expect(scriptSafeJson({ n: '</script>&\u2028' })).toBe(
      '{"n":"\\u003c/script\\u003e\\u0026\\u2028"}',
    )
  })
})

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists home, about, search and every listed promoter with lastmod, and nobody else', async () => {
    t.clock.set('2026-11-22T12:00:00Z')
    const shown = await listed({ user: { name: 'Sara Mapa' } })
    await t.db
      .update(promoters)
      .set({ updatedAt: new Date('2026-11-20T10:00:00Z') })
      .where(eq(promoters.userId, shown.user.id))
    const off = await listed({ promoter: { status: 'inactive' } })
    const blocked = await listed({ promoter: { blockedUntil: new Date('2026-12-01T00:00:00Z') } })
    const suspended = await listed({ user: { status: 'suspended' } })
    const { user: client } = await createUser(t.db, { role: 'client' })

    const res = await t.request({ method: 'GET', url: '/sitemap.xml', noAppKey: true })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    const xml = res.body as string
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    for (const p of ['/', '/sobre-galera-eventos', '/pesquisa'])
      expect(xml).toContain(`<url><loc>${PUBLIC_URL}${p}</loc></url>`)
    expect(xml).toContain(
      `<url><loc>${PUBLIC_URL}/promotor/${shown.user.id}</loc><lastmod>2026-11-20</lastmod></url>`,
    )
    for (const hidden of [off.user.id, blocked.user.id, suspended.user.id, client.id])
      expect(xml).not.toContain(hidden)
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
    const listedCount = await t.request({ method: 'GET', url: '/sitemap.xml' })
    expect((listedCount.body as string).match(/\/promotor\//g)!.length).toBeGreaterThan(10)
  })

  it('reads in chunks and splits into an index past the per-file limit', async () => {
    const limits = { chunk: 3, maxUrls: 7 }
    const parts = await sitemapParts(t.ctx, limits)
    const total = await t.request({ method: 'GET', url: '/sitemap.xml' })
    const listedIds = (total.body as string).match(/\/promotor\/[0-9a-f-]{36}/g)!
    expect(parts).toBe(Math.ceil((3 + listedIds.length) / 7))
    const seen: string[] = []
    for (let part = 1; part <= parts; part++) {
      let xml = ''
      for await (const piece of sitemapUrlset(t.ctx, part, limits)) xml += piece
      const urls = xml.match(/<url>/g) ?? []
      expect(urls.length).toBeLessThanOrEqual(7)
      seen.push(...(xml.match(/\/promotor\/[0-9a-f-]{36}/g) ?? []))
    }
    expect(seen).toEqual([...listedIds])
    expect(new Set(seen).size).toBe(seen.length)
    const index = sitemapIndex(t.ctx, 2)
    expect(index).toContain(`<sitemap><loc>${PUBLIC_URL}/sitemap-2.xml</loc>`)
    expect((await t.request({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(200)
    expect((await t.request({ method: 'GET', url: '/sitemap-99.xml' })).statusCode).toBe(404)
  })

  it('escapes XML', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;')
  })

  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt', noAppKey: true })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
    expect(res.body).toContain('Disallow: /api/')
  })
})

describe('addMonths', () => {
  it('clamps to the last day of the month', () => {
    expect(addMonths('2026-11-22', 6)).toBe('2027-05-22')
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
  })
})

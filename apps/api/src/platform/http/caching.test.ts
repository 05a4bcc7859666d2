import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, SETTLED, type TestApp } from '../../../test/harness.ts'
import { createCategory, createUser } from '../../../test/factories/accounts.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { countStatements, type StatementCounter } from '../../../test/statement-counter.ts'
import { categories, users } from '../../db/schema/index.ts'
import { createSession } from '../../modules/accounts/sessions.ts'
import { openPostgres, type Database } from '../db/database.ts'
import { PUBLIC_CACHE_CONTROL, PUBLIC_READS } from './public-reads.ts'

const INDEX_HTML =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Galera</title></head><body><div id="root"></div></body></html>'

const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((c) => c.name)

describe('HTTP caching', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'galera-web-cache-'))
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML)
    t = await createTestApp({ env: { SERVE_WEB: 'true', WEB_DIST_DIR: dist } })
    await createCategory(t.db, { slug: 'garcom-c', namePt: 'Garçom', nameEn: 'Waiter' })
    const { user } = await createUser(t.db, { role: 'client' })
    token = (await createSession(t.ctx, user.id)).token
  })
  afterAll(() => t.close())

  it('lists only registered anonymous GET routes as public reads', () => {
    const gets = new Map(
      t.routes.filter((r) => r.methods.includes('GET')).map((r) => [r.url, r.auth]),
    )
    for (const url of Object.keys(PUBLIC_READS)) expect(gets.get(url), url).toBe('public')
  })

  it('gives a public read an ETag and a shared short cache, and answers 304 on a match', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/categories?kind=promoter' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    expect(res.headers.vary).toContain('locale')
    const tag = String(res.headers.etag)
    expect(tag).toMatch(/^W\/"/)
    const again = await t.request({
      method: 'GET',
      url: '/api/public/categories?kind=promoter',
      headers: { 'if-none-match': tag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.raw.body).toBe('')
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    // Another language is another answer, with another tag.
    const en = await t.request({
      method: 'GET',
      url: '/api/public/categories?kind=promoter',
      locale: 'en',
      headers: { 'if-none-match': tag },
    })
    expect(en.statusCode).toBe(200)
    expect(names(en)).toContain('Waiter')
  })

  it('keeps personal answers no-store, and a public read that is personal once signed in', async () => {
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token })
    expect(me.headers['cache-control']).toBe('no-store')
    const terms = await t.request({ method: 'GET', url: '/api/public/terms-versions/current' })
    expect(terms.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    expect(terms.headers.vary).toContain('Authorization')
    const mine = await t.request({
      method: 'GET',
      url: '/api/public/terms-versions/current',
      token,
    })
    expect(mine.headers['cache-control']).toBe('no-store')
  })

  it('serves HTML pages no-cache with an ETag and a 304 on a match', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sobre' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-cache')
    const tag = String(page.headers.etag)
    expect(tag).toMatch(/^W\/"/)
    const again = await t.app.inject({
      method: 'GET',
      url: '/sobre',
      headers: { 'if-none-match': tag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })
})

describe('in-process cache of public reads', () => {
  let t: TestApp
  let counter: StatementCounter
  let id: string
  beforeAll(async () => {
    t = await createTestApp({ publicReadCache: true })
    id = (await createCategory(t.db, { slug: 'dj-c', namePt: 'DJ', nameEn: 'DJ' })).id
    counter = countStatements(t.database)
  })
  afterAll(() => t.close())

  const read = () => t.request({ method: 'GET', url: '/api/public/categories?kind=promoter' })

  it('answers a repeated read without the database', async () => {
    await vi.waitFor(async () => {
      await read()
      counter.reset()
      const res = await read()
      expect(res.statusCode).toBe(200)
      expect(counter.count).toBe(0)
    }, SETTLED)
  })

  it('shows a change written straight to the database once its notification lands', async () => {
    expect(names(await read())).toContain('DJ')
    await t.db.update(categories).set({ namePt: 'DJ e som' }).where(eq(categories.id, id))
    // PGlite hands the trigger's notification over before the write returns; PostgreSQL a few
    // ms after commit, on the listening connection.
    await vi.waitFor(async () => expect(names(await read())).toContain('DJ e som'), SETTLED)
  })

  it('keeps the promoter search too, and drops it when a promoter changes', async () => {
    const { user } = await createPromoter(t.db, { user: { name: 'Iara Guaraná' } })
    const search = () => t.request({ method: 'GET', url: '/api/public/promoters?q=guarana' })
    const found = async () =>
      ((await search()).body.data.items as { name: string }[]).map((p) => p.name)
    await vi.waitFor(async () => {
      expect(await found()).toEqual(['Iara Guaraná'])
      counter.reset()
      expect((await search()).statusCode).toBe(200)
      // Not even the index's read of its change log.
      expect(counter.count).toBe(0)
    }, SETTLED)
    await t.db.update(users).set({ name: 'Iara Guaraná Lima' }).where(eq(users.id, user.id))
    await vi.waitFor(async () => expect(await found()).toEqual(['Iara Guaraná Lima']), SETTLED)
  })

  it('shows a change made through the API on the very next read', async () => {
    await vi.waitFor(async () => expect(names(await read())).toContain('DJ e som'), SETTLED)
    const { user } = await createUser(t.db, { role: 'admin_master' })
    const admin = (await createSession(t.ctx, user.id)).token
    const put = await t.request({
      method: 'PUT',
      url: `/api/admin/settings/categories/${id}`,
      token: admin,
      body: { namePt: 'DJ e luz', nameEn: 'DJ and lights' },
    })
    expect(put.statusCode).toBe(200)
    expect(names(await read())).toContain('DJ e luz')
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL database', () => {
  let a: TestApp
  let b: TestApp
  let second: Database
  let id: string
  beforeAll(async () => {
    a = await createTestApp({ publicReadCache: true })
    const pool = (
      a.database.db as unknown as { $client: { options: { connectionString: string } } }
    ).$client
    second = await openPostgres(pool.options.connectionString)
    b = await createTestApp({ publicReadCache: true, database: second })
    id = (await createCategory(a.db, { slug: 'mc-c', namePt: 'MC', nameEn: 'MC' })).id
  })
  afterAll(async () => {
    await b.app.close()
    await second.close()
    await a.close()
  })

  const read = (t: TestApp) =>
    t.request({ method: 'GET', url: '/api/public/categories?kind=promoter' })

  it('drops the other process cache when one process writes', async () => {
    const counter = countStatements(second)
    await vi.waitFor(async () => {
      expect(names(await read(b))).toContain('MC')
      counter.reset()
      await read(b)
      expect(counter.count).toBe(0)
    }, SETTLED)
    await a.db
      .update(categories)
      .set({ namePt: 'Mestre de cerimônias' })
      .where(eq(categories.id, id))
    await vi.waitFor(
      async () => expect(names(await read(b))).toContain('Mestre de cerimônias'),
      SETTLED,
    )
  })
})

describe('public max-age', () => {
  it('is no-cache, revalidated by ETag, when set to 0 (the end-to-end server)', async () => {
    const t = await createTestApp({ env: { PUBLIC_MAX_AGE_S: '0' } })
    try {
      const res = await t.request({ method: 'GET', url: '/api/public/colors' })
      expect(res.headers['cache-control']).toBe('no-cache')
      const again = await t.request({
        method: 'GET',
        url: '/api/public/colors',
        headers: { 'if-none-match': String(res.headers.etag) },
      })
      expect(again.statusCode).toBe(304)
    } finally {
      await t.close()
    }
  })
})

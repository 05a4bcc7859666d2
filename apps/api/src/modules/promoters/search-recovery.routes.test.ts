import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { SEARCH_PAGE_SIZE } from '@galera/shared/promoters/promoter.schemas.ts'
import { HealthState } from '../../platform/health.ts'
import { PromoterSearchIndex } from './search/search-index.ts'

/*
 * ADR 0030: a sync of the in-process search index (ADR 0018) that fails while the database is
 * away must not poison the searches after it. The outage is real: the change log the index reads
 * is renamed away (every index query fails in the database) and given back, on PGlite and on
 * PostgreSQL alike. Nothing else writes while it is away (its triggers would fail too).
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const takeDown = () => t.db.execute(sql`ALTER TABLE search_changes RENAME TO search_changes_away`)
const bringBack = () => t.db.execute(sql`ALTER TABLE search_changes_away RENAME TO search_changes`)

const search = (q: string, locale: 'pt' | 'en' = 'pt') =>
  t.request({ method: 'GET', url: `/api/public/promoters?q=${encodeURIComponent(q)}`, locale })
const health = async () => {
  const res = await t.request({ method: 'GET', url: '/api/health', noAppKey: true })
  expect(res.statusCode).toBe(200)
  return res.body.data as {
    ok: boolean
    status: 'ok' | 'degraded'
    database: string
    degraded?: { part: string; reason: string; since: string }[]
  }
}

describe('promoter search after the database fails during an index sync', () => {
  it('the index: searches waiting on a failed sync fail with it, the next sync starts afresh', async () => {
    const { user } = await createPromoter(t.db, { user: { name: 'Iracema Jandaíra' } })
    const healthState = new HealthState()
    const index = new PromoterSearchIndex(t.db, { health: healthState, retryFirstMs: 60_000 })
    const plan = {
      terms: [{ word: 'jandaira' }],
      now: t.clock.now(),
      sort: 'relevance' as const,
      limit: SEARCH_PAGE_SIZE,
      offset: 0,
    }
    expect((await index.search(plan)).rows.map((r) => r.id)).toEqual([user.id])
    await takeDown()
    try {
      // The second sync is asked for while the first runs: it queues behind it.
      const first = index.sync()
      const queued = index.sync()
      await expect(first).rejects.toThrow()
      await expect(queued).rejects.toThrow()
      expect(index.failing?.attempts).toBeGreaterThanOrEqual(1)
      expect(healthState.degraded().map((d) => d.part)).toEqual(['search-index'])
    } finally {
      await bringBack()
    }
    await expect(index.sync()).resolves.toBeUndefined()
    expect(index.failing).toBeNull()
    expect(healthState.degraded()).toEqual([])
    expect((await index.search(plan)).rows.map((r) => r.id)).toEqual([user.id])
    index.close()
  })

  it('the API: searches answer 503 (translated) and /api/health says degraded, then search works again without a restart', async () => {
    const { user: first } = await createPromoter(t.db, { user: { name: 'Moema Quixabá' } })
    const before = await search('quixaba')
    expect(before.statusCode).toBe(200)
    expect(before.body.data.items.map((i: { id: string }) => i.id)).toEqual([first.id])
    expect((await health()).status).toBe('ok')

    await takeDown()
    try {
      // Visitors keep searching during the outage: concurrent searches share the failing syncs.
      const during = await Promise.all([
        search('quixaba'),
        search('quixaba'),
        search('quixaba', 'en'),
      ])
      for (const res of during) expect(res.statusCode).toBe(503)
      expect(during[0]!.body.message).toBe(
        'Serviço temporariamente indisponível. Tente novamente em instantes.',
      )
      expect(during[2]!.body.message).toBe(
        'Service temporarily unavailable. Try again in a moment.',
      )
      const h = await health()
      expect(h.ok).toBe(true)
      expect(h.status).toBe('degraded')
      expect(h.database).toBe(t.database.kind)
      expect(h.degraded).toHaveLength(1)
      expect(h.degraded![0]!.part).toBe('search-index')
      // The reason names the error code (undefined table), never SQL or an address.
      expect(h.degraded![0]!.reason).toContain('42P01')
      expect(h.degraded![0]!.reason).not.toMatch(/search_changes|select/i)
      expect(Number.isNaN(Date.parse(h.degraded![0]!.since))).toBe(false)
    } finally {
      await bringBack()
    }

    // Back: the very next searches answer, and see what was written since.
    const { user: second } = await createPromoter(t.db, { user: { name: 'Jurema Quixabá' } })
    const after = await Promise.all([search('quixaba'), search('quixaba')])
    for (const res of after) {
      expect(res.statusCode).toBe(200)
      expect(new Set(res.body.data.items.map((i: { id: string }) => i.id))).toEqual(
        new Set([first.id, second.id]),
      )
    }
    const healed = await health()
    expect(healed.status).toBe('ok')
    expect(healed.degraded).toBeUndefined()
  })

  it('heals by itself: with no search after the outage, the background retry brings /api/health back to ok', async () => {
    expect((await search('quixaba')).statusCode).toBe(200)
    await takeDown()
    try {
      expect((await search('quixaba')).statusCode).toBe(503)
      expect((await health()).status).toBe('degraded')
    } finally {
      await bringBack()
    }
    // No search from here on: only the index's own retry (first after 1 s) can clear it.
    await expect
      .poll(async () => (await health()).status, { timeout: 20_000, interval: 200 })
      .toBe('ok')
    expect((await search('quixaba')).statusCode).toBe(200)
  })
})

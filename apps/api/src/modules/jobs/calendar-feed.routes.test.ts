import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { formatBRL } from '@galera/shared'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { createJob } from '../../../test/factories/jobs.ts'
import { calendarFeeds, users } from '../../db/schema/index.ts'
import { hashToken } from './calendar-feed.service.ts'
import { unfold } from './calendar-feed.ics.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://galera.example' } })
})
afterAll(() => t.close())
beforeEach(() => t.clock.set('2026-11-22T12:00:00.000Z'))

async function promoterWithToken(name = 'Ana Agenda') {
  const made = await createPromoter(t.db, { user: { name } })
  return { id: made.user.id, token: await t.login(made.user.email) }
}

const createFeed = (token: string) =>
  t.request({ method: 'POST', url: '/api/promoter/calendar-feed', token })

/** The path of the feed URL (the test app answers it by inject). */
const pathOf = (url: string) => new URL(url).pathname

const fetchFeed = (path: string) => t.request({ method: 'GET', url: path })

describe('POST /promoter/calendar-feed', () => {
  it('answers a 256-bit private URL under PUBLIC_URL and stores only its SHA-256', async () => {
    const p = await promoterWithToken()
    const res = await createFeed(p.token)
    expect(res.statusCode).toBe(201)
    const url: string = res.body.data.url
    const m = url.match(
      /^https:\/\/galera\.example\/api\/public\/calendar\/([A-Za-z0-9_-]{43})\.ics$/,
    )
    expect(m).not.toBeNull()
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.promoterId, p.id))
    expect(row!.tokenHash).toBe(hashToken(m![1]!))
    expect(row!.tokenHash).not.toContain(m![1]!)
  })

  it('refuses other roles', async () => {
    const { user } = await createUser(t.db, { role: 'client' })
    const res = await createFeed(await t.login(user.email))
    expect(res.statusCode).toBe(403)
  })
})

describe('GET /public/calendar/:token.ics', () => {
  it('lists the accepted and completed jobs only, with UTC times, escaped and folded text', async () => {
    const p = await promoterWithToken('Bruna Calendário')
    const { user: hirer } = await createUser(t.db, {
      role: 'company',
      name: 'Eventos, Bahia; Ltda',
    })
    const accepted = await createJob(t.db, {
      promoterId: p.id,
      hirerId: hirer.id,
      status: 'accepted',
      eventName: 'Feira de Verão, pavilhão 2; stand 7',
      cashCents: 123_456,
      startDate: '2026-12-05',
      startHour: '09:00',
      finishHour: '17:30',
      uf: 'BA',
    })
    const completed = await createJob(t.db, {
      promoterId: p.id,
      hirerId: hirer.id,
      status: 'completed',
      eventName: 'Lançamento ' + 'muito longo '.repeat(10),
      startDate: '2026-11-10',
      uf: 'AM',
    })
    for (const status of ['requested', 'declined', 'expired', 'cancelled'] as const)
      await createJob(t.db, {
        promoterId: p.id,
        hirerId: hirer.id,
        status,
        eventName: `Não listar ${status}`,
        startDate: '2026-12-20',
      })

    const feed = pathOf((await createFeed(p.token)).body.data.url)
    const res = await fetchFeed(feed)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.headers['cache-control']).toBe('private, max-age=300')
    // Calendar apps send no X-App-Key: the feed is open to them (the token guards it).
    expect((await t.request({ method: 'GET', url: feed, noAppKey: true })).statusCode).toBe(200)
    const text: string = res.raw.body
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    for (const physical of text.split('\r\n'))
      expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75)
    expect(text).not.toContain('Não listar')

    const lines = unfold(text)
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2)
    // Ordered by start: the completed one (Nov 10) first.
    const uids = lines.filter((l) => l.startsWith('UID:'))
    expect(uids).toEqual([`UID:${completed.id}@galera`, `UID:${accepted.id}@galera`])
    // Salvador 09:00–17:30 (UTC−3) → 12:00–20:30Z.
    expect(lines).toContain('DTSTART:20261205T120000Z')
    expect(lines).toContain('DTEND:20261205T203000Z')
    // Manaus 09:00 (UTC−4) → 13:00Z.
    expect(lines).toContain('DTSTART:20261110T130000Z')
    expect(lines).toContain('SUMMARY:Feira de Verão\\, pavilhão 2\\; stand 7')
    expect(lines).toContain('LOCATION:Centro de Convenções\\, Av. Centenário\\, 100\\, Salvador/BA')
    // The promoter's net (10% default: 1.234,56 − 123,46 = 1.111,10) and the hirer, escaped
    // (the decimal comma too).
    expect(lines).toContain(
      `DESCRIPTION:Contratante: Eventos\\, Bahia\\; Ltda\\nCachê líquido: ${formatBRL(111_110).replace(',', '\\,')}`,
    )
    expect(formatBRL(111_110)).toMatch(/^R\$\s1\.111,10$/)
    expect(lines.filter((l) => l === 'STATUS:CONFIRMED')).toHaveLength(2)
  })

  it('speaks the promoter’s language', async () => {
    const p = await promoterWithToken('Carla English')
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.id, p.id))
    const { user: hirer } = await createUser(t.db, { role: 'client', name: 'Hirer Person' })
    await createJob(t.db, { promoterId: p.id, hirerId: hirer.id, status: 'accepted' })
    const text: string = (await fetchFeed(pathOf((await createFeed(p.token)).body.data.url))).raw
      .body
    expect(unfold(text).find((l) => l.startsWith('DESCRIPTION:'))).toMatch(
      /^DESCRIPTION:Hirer: Hirer Person\\nNet fee: /,
    )
  })

  it('a new link revokes the old one', async () => {
    const p = await promoterWithToken()
    const first = pathOf((await createFeed(p.token)).body.data.url)
    expect((await fetchFeed(first)).statusCode).toBe(200)
    const second = pathOf((await createFeed(p.token)).body.data.url)
    expect(second).not.toBe(first)
    const old = await fetchFeed(first)
    expect(old.statusCode).toBe(404)
    expect(old.body.code).toBe('CALENDAR_FEED_NOT_FOUND')
    expect((await fetchFeed(second)).statusCode).toBe(200)
  })

  it('answers 404 to unknown, malformed or extension-less tokens, and after the account closes', async () => {
    const p = await promoterWithToken()
    const good = pathOf((await createFeed(p.token)).body.data.url)
    for (const path of [
      `/api/public/calendar/${'A'.repeat(43)}.ics`,
      '/api/public/calendar/short.ics',
      good.replace(/\.ics$/, ''),
      good.replace(/\.ics$/, '.txt'),
    ]) {
      const res = await fetchFeed(path)
      expect(res.statusCode, path).toBe(404)
      expect(res.body.code, path).toBe('CALENDAR_FEED_NOT_FOUND')
    }
    await t.db.update(users).set({ status: 'closed' }).where(eq(users.id, p.id))
    expect((await fetchFeed(good)).statusCode).toBe(404)
  })
})

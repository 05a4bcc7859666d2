import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { createJob } from '../../../test/factories/jobs.ts'

/** The period filter of the job lists (spec §5, ADR 0036): on the event's first day. */
let t: TestApp
let hirerToken: string
let promoterToken: string
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp()
  t.clock.set('2026-11-22T12:00:00.000Z')
  const h = await createUser(t.db, { role: 'company', name: 'Eventos Filtro' })
  hirerToken = await t.login(h.user.email)
  const p = await createPromoter(t.db)
  promoterToken = await t.login(p.user.email)
  for (const day of ['2026-12-02', '2026-12-10', '2026-12-20'])
    ids[day] = (
      await createJob(t.db, { promoterId: p.user.id, hirerId: h.user.id, startDate: day })
    ).id
})
afterAll(() => t.close())

const list = async (base: string, token: string, query: string, locale?: 'pt' | 'en') =>
  t.request({ method: 'GET', url: `${base}?tab=all${query}`, token, locale })
const jobIds = (res: { body: { data: { data: { id: string }[] } } }) =>
  res.body.data.data.map((j) => j.id).sort()
const fieldMessage = (res: { body: { errors?: { field: string; message: string }[] } }) =>
  res.body.errors?.find((e) => e.field === 'from')?.message

describe('GET /client/jobs and /promoter/jobs with a period', () => {
  it('narrows the solicitations by event day on both sides, ends included', async () => {
    const all = await list('/api/client/jobs', hirerToken, '')
    expect(all.statusCode).toBe(200)
    expect(all.body.data.data).toHaveLength(3)
    const mid = await list('/api/client/jobs', hirerToken, '&from=2026-12-02&to=2026-12-10')
    expect(jobIds(mid)).toEqual([ids['2026-12-02'], ids['2026-12-10']].sort())
    expect(mid.body.data.total).toBe(2)
    expect(mid.body.data.counts.all).toBe(2)
    const late = await list('/api/promoter/jobs', promoterToken, '&from=2026-12-11')
    expect(jobIds(late)).toEqual([ids['2026-12-20']])
    const empty = await list('/api/promoter/jobs', promoterToken, '&from=&to=')
    expect(empty.body.data.data).toHaveLength(3)
  })

  it("refuses 'from' after 'to' (422, translated) and a day that does not exist", async () => {
    const pt = await list('/api/client/jobs', hirerToken, '&from=2026-12-20&to=2026-12-01')
    expect(pt.statusCode).toBe(422)
    expect(fieldMessage(pt)).toBe('A data "de" não pode ser depois da data "até"')
    const en = await list(
      '/api/promoter/jobs',
      promoterToken,
      '&from=2026-12-20&to=2026-12-01',
      'en',
    )
    expect(en.statusCode).toBe(422)
    expect(fieldMessage(en)).toBe('The "from" date cannot be after the "to" date')
    expect((await list('/api/client/jobs', hirerToken, '&to=2026-13-01')).statusCode).toBe(422)
  })
})

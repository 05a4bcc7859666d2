import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { JobStatus } from '@galera/shared'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createCategory, createUser } from '../../../test/factories/accounts.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { createJob } from '../../../test/factories/jobs.ts'

let t: TestApp
let category: string
let child: string
let lonely: string
let promoterId: string
let hirerId: string
const NO_ID = '00000000-0000-4000-8000-000000000000'

const ask = (query: string) =>
  t.request({ method: 'GET', url: `/api/public/cache-suggestion?${query}` })

beforeAll(async () => {
  t = await createTestApp()
  category = (
    await createCategory(t.db, { slug: 'recep', namePt: 'Recepção', nameEn: 'Reception' })
  ).id
  child = (
    await createCategory(t.db, {
      slug: 'recep-bil',
      namePt: 'Recepção bilíngue',
      nameEn: 'Bilingual reception',
      parentId: category,
    })
  ).id
  lonely = (await createCategory(t.db, { slug: 'dj', namePt: 'DJ', nameEn: 'DJ' })).id
  const { user: hirer } = await createUser(t.db, { role: 'company' })
  const { user: promoter } = await createPromoter(t.db)
  promoterId = promoter.id
  hirerId = hirer.id
  let day = 1
  const job = (status: JobStatus, cashCents: number, more: Record<string, unknown> = {}) =>
    createJob(t.db, {
      promoterId: promoter.id,
      hirerId: hirer.id,
      status,
      cashCents,
      categoryId: category,
      // One promoter: each job on its own day so bookings never overlap.
      startDate: `2027-01-${String(day++).padStart(2, '0')}`,
      ...more,
    })
  // Salvador (BA), 8 paid hours each (09:00–17:00): R$ 50, 60, 70, 80, 100 an hour.
  await job('completed', 40_000, { startDate: '2026-11-02' })
  await job('completed', 48_000, { startDate: '2026-11-03' })
  await job('accepted', 56_000)
  await job('accepted', 64_000, { categoryId: child })
  await job('accepted', 80_000)
  // Not real prices: never counted.
  await job('requested', 9_000_000)
  await job('declined', 9_000_000)
  await job('cancelled', 9_000_000)
  // Elsewhere in BA: Feira de Santana, 4 hours (R$ 30 and R$ 40 an hour).
  await job('accepted', 12_000, {
    city: 'Feira de Santana',
    startHour: '14:00',
    finishHour: '18:00',
  })
  await job('accepted', 16_000, {
    city: 'Feira de Santana',
    startHour: '14:00',
    finishHour: '18:00',
  })
  // São Paulo, SP: two days 09:00–13:00 → 8 paid hours, R$ 200 an hour.
  await job('accepted', 160_000, {
    city: 'São Paulo',
    uf: 'SP',
    startDate: '2027-02-01',
    finishDate: '2027-02-02',
    startHour: '09:00',
    finishHour: '13:00',
  })
  // Another category: too few jobs anywhere.
  await job('completed', 30_000, { categoryId: lonely, startDate: '2026-11-04' })
})
afterAll(() => t.close())

describe('GET /api/public/cache-suggestion', () => {
  it('uses the city when it has enough jobs: median and quartiles per hour and for the hours', async () => {
    const res = await ask(`categoryId=${category}&uf=BA&city=salvador&hours=4`)
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toEqual({
      scope: 'city',
      basedOn: 5,
      minJobs: 5,
      hours: 4,
      hourly: { medianCents: 7_000, lowCents: 6_000, highCents: 8_000 },
      total: { medianCents: 28_000, lowCents: 24_000, highCents: 32_000 },
    })
  })

  it('widens to the UF when the city has too few jobs', async () => {
    const res = await ask(`categoryId=${category}&uf=BA&city=Feira%20de%20Santana&hours=8`)
    expect(res.body.data).toMatchObject({ scope: 'uf', basedOn: 7 })
    // BA hourly rates: 3000, 4000, 5000, 6000, 7000, 8000, 10000 → quartiles 4500, 6000, 7500.
    expect(res.body.data.hourly).toEqual({ medianCents: 6_000, lowCents: 4_500, highCents: 7_500 })
    expect(res.body.data.total).toEqual({
      medianCents: 48_000,
      lowCents: 36_000,
      highCents: 60_000,
    })
  })

  it('widens to the country when the UF has too few jobs', async () => {
    const res = await ask(`categoryId=${category}&uf=SP&city=Campinas&hours=2.5`)
    expect(res.body.data).toMatchObject({ scope: 'country', basedOn: 8, hours: 2.5 })
    // 3000 … 10000 and 20000 → median (6000 + 7000) / 2.
    expect(res.body.data.hourly.medianCents).toBe(6_500)
    expect(res.body.data.total.medianCents).toBe(16_250)
  })

  it('says honestly that there is not enough data', async () => {
    const res = await ask(`categoryId=${lonely}&uf=BA&city=Salvador&hours=8`)
    expect(res.body.data).toEqual({
      scope: 'none',
      basedOn: 1,
      minJobs: 5,
      hours: 8,
      hourly: null,
      total: null,
    })
    const unknown = await ask(`categoryId=${NO_ID}&uf=BA&city=Salvador&hours=8`)
    expect(unknown.body.data).toMatchObject({ scope: 'none', basedOn: 0, hourly: null })
  })

  it('validates the query', async () => {
    for (const q of [
      `categoryId=${category}&uf=BA&city=Salvador&hours=0`,
      `categoryId=${category}&uf=XX&city=Salvador&hours=8`,
      `categoryId=nope&uf=BA&city=Salvador&hours=8`,
      `categoryId=${category}&uf=BA&hours=8`,
      `categoryId=${category}&uf=BA&city=Salvador&hours=10000`,
    ]) {
      const res = await ask(q)
      expect(res.statusCode, q).toBe(422)
    }
  })

  it('follows new jobs once the ticker recomputes, at most every 10 minutes', async () => {
    const q = `categoryId=${lonely}&uf=BA&city=salvador&hours=8`
    expect((await ask(q)).body.data).toMatchObject({ scope: 'none', basedOn: 1 })
    for (const day of ['01', '02', '03', '04'])
      await createJob(t.db, {
        promoterId,
        hirerId,
        status: 'completed',
        cashCents: 40_000,
        categoryId: lonely,
        startDate: `2027-03-${day}`,
      })
    // The figures are the last computation's until the ticker's next one after 10 minutes.
    await t.ticker.runOnce()
    expect((await ask(q)).body.data).toMatchObject({ scope: 'none', basedOn: 1 })
    t.clock.advanceMinutes(11)
    await t.ticker.runOnce()
    expect((await ask(q)).body.data).toMatchObject({
      scope: 'city',
      basedOn: 5,
      hourly: { medianCents: 5_000 },
    })
  })
})

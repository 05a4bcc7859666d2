import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { LIMITS, type HireFormInput } from '@galera/shared'
import { WEEKLY_MASK_MAX } from '@galera/shared/promoters/availability.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createCategory, createUser } from '../../../test/factories/accounts.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { createJob } from '../../../test/factories/jobs.ts'
import { jobs } from '../../db/schema/index.ts'

/** ADR 0024: one hirer cannot flood promoters with solicitations. */
let t: TestApp
let categoryId: string
beforeAll(async () => {
  t = await createTestApp()
  categoryId = (
    await createCategory(t.db, { slug: 'limits-recepcao', namePt: 'Recepção', nameEn: 'Reception' })
  ).id
})
afterAll(() => t.close())
beforeEach(() => t.clock.set('2026-11-22T12:00:00.000Z'))

async function promoterId(): Promise<string> {
  const made = await createPromoter(t.db, {
    promoter: { weeklyAvailability: WEEKLY_MASK_MAX, categoryId },
  })
  return made.user.id
}

async function hirer() {
  const { user } = await createUser(t.db, { role: 'client', name: 'Carla Contratante' })
  return { id: user.id, token: await t.login(user.email) }
}

function body(promoter: string): HireFormInput {
  return {
    promoterId: promoter,
    company: {
      doc: '529.982.247-25',
      name: 'Carla Contratante',
      phone: '(71) 98765-4321',
      email: 'carla@eventos.dev',
    },
    event: {
      eventName: 'Lançamento de produto',
      startDate: '02/12/2026',
      finishDate: '02/12/2026',
      startHour: '09:00',
      finishHour: '17:00',
      cashCents: 50_000,
    },
    address: {
      nameLocal: 'Centro de Convenções',
      zipcode: '40010-000',
      address: 'Av. Centenário, 100',
      city: 'Salvador',
      state: 'BA',
    },
  }
}

const hire = (h: { token: string }, promoter: string, locale: 'pt' | 'en' = 'pt') =>
  t.request({
    method: 'POST',
    url: '/api/client/jobs',
    token: h.token,
    body: body(promoter),
    locale,
  })

const jobsOf = async (hirerId: string) =>
  (await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.hirerId, hirerId))).length

describe('solicitation limits per hirer (ADR 0024)', () => {
  it(`refuses more than ${LIMITS.hirerOpenJobsPerPromoterMax} waiting solicitations to one promoter, in both languages`, async () => {
    const h = await hirer()
    const p = await promoterId()
    for (let i = 0; i < LIMITS.hirerOpenJobsPerPromoterMax; i++)
      expect((await hire(h, p)).statusCode).toBe(201)
    const pt = await hire(h, p)
    expect(pt.statusCode).toBe(422)
    expect(pt.body).toMatchObject({
      status: 422,
      code: 'JOB_PROMOTER_OPEN_LIMIT',
      message:
        'Você já tem 3 solicitações aguardando resposta deste promotor. Espere a resposta dele antes de enviar outra.',
    })
    const en = await hire(h, p, 'en')
    expect(en.body.message).toBe(
      'You already have 3 solicitations waiting for this promoter’s answer. Wait for it before sending another.',
    )
    expect(await jobsOf(h.id)).toBe(LIMITS.hirerOpenJobsPerPromoterMax)
    // Another promoter is still fine; and once one is answered, this promoter can be asked again.
    expect((await hire(h, await promoterId())).statusCode).toBe(201)
    const [first] = await t.db.select().from(jobs).where(eq(jobs.promoterId, p)).limit(1)
    await t.db.update(jobs).set({ status: 'declined' }).where(eq(jobs.id, first!.id))
    expect((await hire(h, p)).statusCode).toBe(201)
  })

  it(`a flood of parallel solicitations stops at ${LIMITS.hirerOpenJobsMax} waiting in total`, async () => {
    const h = await hirer()
    const promoters: string[] = []
    for (let i = 0; i < 8; i++) promoters.push(await promoterId())
    // 40 at once, 5 per promoter: the per-promoter limit lets 3 × 8 = 24 through, the total 20.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => hire(h, promoters[i % promoters.length]!, 'en')),
    )
    const created = answers.filter((a) => a.statusCode === 201)
    expect(created).toHaveLength(LIMITS.hirerOpenJobsMax)
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 422)).toBe(true)
    expect(answers.some((a) => a.body.code === 'JOB_OPEN_LIMIT')).toBe(true)
    expect(answers.find((a) => a.body.code === 'JOB_OPEN_LIMIT')!.body.message).toBe(
      'You already have 20 solicitations waiting for an answer. Wait for the answers or cancel one before sending another.',
    )
    expect(await jobsOf(h.id)).toBe(LIMITS.hirerOpenJobsMax)
  })

  it(`refuses solicitations past ${LIMITS.hirerJobsPerDayMax} in 24 hours with 429 and Retry-After`, async () => {
    const h = await hirer()
    const p = await promoterId()
    // Earlier today, already answered: they no longer wait, but they count for the day.
    const oldest = new Date('2026-11-21T13:00:00.000Z') // 23 h ago
    for (let i = 0; i < LIMITS.hirerJobsPerDayMax - 1; i++)
      await createJob(t.db, {
        promoterId: p,
        hirerId: h.id,
        status: 'declined',
        requestedAt: i === 0 ? oldest : new Date('2026-11-22T10:00:00.000Z'),
      })
    expect((await hire(h, await promoterId())).statusCode).toBe(201)
    const limited = await hire(h, await promoterId())
    expect(limited.statusCode).toBe(429)
    expect(limited.body).toMatchObject({
      status: 429,
      code: 'JOB_DAILY_LIMIT',
      message: 'Você já enviou 30 solicitações nas últimas 24 horas. Tente novamente em 1 h.',
    })
    expect(limited.headers['retry-after']).toBe('3600')
    expect(await jobsOf(h.id)).toBe(LIMITS.hirerJobsPerDayMax)
    // When the oldest leaves the window, one more fits.
    t.clock.set('2026-11-22T13:00:01.000Z')
    expect((await hire(h, await promoterId())).statusCode).toBe(201)
  })
})

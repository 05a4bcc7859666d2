import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { computeFee, type HireFormInput } from '@galera/shared'
import { WEEKLY_MASK_MAX, slotBit } from '@galera/shared/promoters/availability.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createCategory, createUser } from '../../../test/factories/accounts.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { createJob } from '../../../test/factories/jobs.ts'
import { markJobPaid } from '../../../test/factories/payments.ts'
import {
  feeSchedules,
  jobs,
  ledgerEntries,
  notifications,
  payments,
  promoterBlockedDates,
  promoters,
} from '../../db/schema/index.ts'

let t: TestApp
let categoryId: string
beforeAll(async () => {
  t = await createTestApp()
  categoryId = (
    await createCategory(t.db, { slug: 'jobs-recepcao', namePt: 'Recepção', nameEn: 'Reception' })
  ).id
})
afterAll(() => t.close())
beforeEach(() => t.clock.set('2026-11-22T12:00:00.000Z'))

interface Side {
  id: string
  token: string
  email: string
}

async function promoter(extra: Parameters<typeof createPromoter>[1] = {}): Promise<Side> {
  const made = await createPromoter(t.db, {
    ...extra,
    promoter: { weeklyAvailability: WEEKLY_MASK_MAX, categoryId, ...extra.promoter },
  })
  return { id: made.user.id, email: made.user.email, token: await t.login(made.user.email) }
}

async function hirer(
  role: 'client' | 'company' = 'client',
  name = 'Carla Contratante',
): Promise<Side> {
  const { user } = await createUser(t.db, { role, name })
  return { id: user.id, email: user.email, token: await t.login(user.email) }
}

function hireBody(
  promoterId: string,
  event: Partial<HireFormInput['event']> = {},
  address: Partial<HireFormInput['address']> = {},
): HireFormInput {
  return {
    promoterId,
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
      ...event,
    },
    address: {
      nameLocal: 'Centro de Convenções',
      zipcode: '40010-000',
      address: 'Av. Centenário, 100',
      city: 'Salvador',
      state: 'BA',
      ...address,
    },
  }
}

const hire = (h: Side, body: unknown, key?: string, locale: 'pt' | 'en' = 'pt') =>
  t.request({
    method: 'POST',
    url: '/api/client/jobs',
    token: h.token,
    body,
    locale,
    headers: key ? { 'idempotency-key': key } : undefined,
  })

const onPromoter = (
  p: Side,
  action: 'accept' | 'decline' | 'cancel' | 'rating',
  id: string,
  body: unknown = {},
  locale: 'pt' | 'en' = 'pt',
) =>
  t.request({
    method: 'POST',
    url: `/api/promoter/jobs/${id}/${action}`,
    token: p.token,
    body,
    locale,
  })

const onHirer = (h: Side, action: 'cancel' | 'rating', id: string, body: unknown = {}) =>
  t.request({ method: 'POST', url: `/api/client/jobs/${id}/${action}`, token: h.token, body })

const getAs = (s: Side, side: 'promoter' | 'client', id: string) =>
  t.request({ method: 'GET', url: `/api/${side}/jobs/${id}`, token: s.token })

/** Moves the clock and signs the sides in again (sessions idle out after 7 days). */
async function at(iso: string, ...sides: Side[]) {
  t.clock.set(iso)
  for (const s of sides) s.token = await t.login(s.email)
}

async function row(id: string) {
  const [r] = await t.db.select().from(jobs).where(eq(jobs.id, id))
  return r!
}
async function ledger(jobId: string) {
  const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.jobId, jobId))
  return Object.fromEntries(rows.map((r) => [r.kind, r]))
}
async function notes(userId: string, code: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, code)))
}
async function blockedUntil(promoterId: string) {
  const [r] = await t.db.select().from(promoters).where(eq(promoters.userId, promoterId))
  return r!.blockedUntil
}

/** A fresh promoter, a hirer and one requested solicitation made through the API. */
async function requested(event: Partial<HireFormInput['event']> = {}) {
  const p = await promoter()
  const h = await hirer()
  const res = await hire(h, hireBody(p.id, event))
  expect(res.statusCode).toBe(201)
  return { p, h, id: res.body.data.id as string }
}

/** Accepted and paid (ADR 0055): the job rules below are about a job whose money is held. */
async function accepted(event: Partial<HireFormInput['event']> = {}) {
  const w = await requested(event)
  const res = await onPromoter(w.p, 'accept', w.id)
  expect(res.statusCode).toBe(200)
  await markJobPaid(t.db, w.id, t.clock.now())
  return w
}

describe('POST /api/client/jobs (hire)', () => {
  it('creates a solicitation with the 48 h deadline, the promoter category and a notification', async () => {
    const p = await promoter({ user: { name: 'Paula Prom' } })
    const h = await hirer('company', 'Eventos Bahia')
    const res = await hire(h, hireBody(p.id))
    expect(res.statusCode).toBe(201)
    const job = res.body.data
    expect(job).toMatchObject({
      status: 'requested',
      promoter: { id: p.id, name: 'Paula Prom', category: 'Recepção' },
      hirer: { id: h.id, name: 'Eventos Bahia' },
      contact: {
        doc: '52998224725',
        name: 'Carla Contratante',
        phone: '+5571987654321',
        email: 'carla@eventos.dev',
      },
      startDate: '2026-12-02',
      startHour: '09:00',
      timeZone: 'America/Sao_Paulo',
      startsAt: '2026-12-02T12:00:00.000Z',
      endsAt: '2026-12-02T20:00:00.000Z',
      workHours: 8,
      answerDeadline: '2026-11-24T12:00:00.000Z',
      fee: {
        grossCents: 50_000,
        providerFeeCents: 1_500,
        platformFeeCents: 3_500,
        netCents: 45_000,
        providerBps: 300,
        platformBps: 700,
        frozen: false,
      },
      actions: ['cancel'],
      cancelRefundCents: null,
      myRating: null,
      theirRating: null,
    })
    expect((await row(job.id)).categoryId).toBe(categoryId)
    const [n] = await notes(p.id, 'job_requested')
    expect(n!.link).toBe(`/promotor/panel/promoter/status/${job.id}/see`)
    expect(n!.params).toMatchObject({ hirer: 'Eventos Bahia', event: 'Lançamento de produto' })
    // The mail says when to answer by, in the promoter's zone: 24/11/2026 09:00.
    const mail = t.mailer.last(p.email)
    expect(mail?.text).toContain('Lançamento de produto')
    expect(mail?.text).toMatch(/24\/11\/2026,? 09:00/)
  })

  it('sets the deadline at the start when the event is less than 48 h away', async () => {
    const p = await promoter()
    const h = await hirer()
    const res = await hire(h, hireBody(p.id, { startDate: '23/11/2026', finishDate: '23/11/2026' }))
    expect(res.statusCode).toBe(201)
    expect(res.body.data.answerDeadline).toBe('2026-11-23T12:00:00.000Z')
  })

  it('uses the venue zone (AM is UTC−4) and multi-day paid hours', async () => {
    const p = await promoter()
    const h = await hirer()
    const body = hireBody(
      p.id,
      {
        startDate: '02/12/2026',
        finishDate: '04/12/2026',
        startHour: '10:00',
        finishHour: '14:00',
      },
      { state: 'AM', city: 'Manaus' },
    )
    const res = await hire(h, body)
    expect(res.statusCode).toBe(201)
    expect(res.body.data).toMatchObject({
      timeZone: 'America/Manaus',
      startsAt: '2026-12-02T14:00:00.000Z',
      endsAt: '2026-12-04T18:00:00.000Z',
      workHours: 12,
    })
  })

  it('is idempotent: same key and body → the same job (200); another body → 422', async () => {
    const p = await promoter()
    const h = await hirer()
    const first = await hire(h, hireBody(p.id), 'key-abc-12345')
    const again = await hire(h, hireBody(p.id), 'key-abc-12345')
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(200)
    expect(again.body.data.id).toBe(first.body.data.id)
    const other = await hire(h, hireBody(p.id, { cashCents: 60_000 }), 'key-abc-12345')
    expect(other.statusCode).toBe(422)
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED')
    // The key belongs to the hirer: another hirer may use the same one.
    const h2 = await hirer()
    expect((await hire(h2, hireBody(p.id), 'key-abc-12345')).statusCode).toBe(201)
    const bad = await hire(h, hireBody(p.id), 'short')
    expect(bad.statusCode).toBe(422)
    expect(bad.body.errors[0].field).toBe('Idempotency-Key')
    const rows = await t.db.select().from(jobs).where(eq(jobs.promoterId, p.id))
    expect(rows).toHaveLength(2)
  })

  it('creates one row when the same key is sent concurrently', async () => {
    const p = await promoter()
    const h = await hirer()
    const results = await Promise.all(
      Array.from({ length: 10 }, () => hire(h, hireBody(p.id), 'double-click-0001')),
    )
    expect(
      results.map((r) => r.statusCode).sort(),
      JSON.stringify(results.map((r) => r.body.code)),
    ).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1)
    const rows = await t.db.select().from(jobs).where(eq(jobs.promoterId, p.id))
    expect(rows).toHaveLength(1)
  })

  it('refuses what the form cannot send', async () => {
    const p = await promoter()
    const h = await hirer()
    const res = await hire(h, hireBody(p.id, { finishHour: '08:00' }))
    expect(res.statusCode).toBe(422)
    expect(res.body.errors).toEqual([{ field: 'event.finishHour', message: expect.any(String) }])
    const none = await hire(h, { ...hireBody(p.id), promoterId: 'x' })
    expect(none.statusCode).toBe(422)
  })

  it('refuses a past event (JOB_IN_PAST on the field) and one too far ahead', async () => {
    const p = await promoter()
    const h = await hirer()
    const past = await hire(
      h,
      hireBody(p.id, { startDate: '22/11/2026', finishDate: '22/11/2026', startHour: '08:00' }),
    )
    expect(past.statusCode).toBe(422)
    expect(past.body.code).toBe('JOB_IN_PAST')
    expect(past.body.errors[0]).toEqual({
      field: 'event.startDate',
      message: expect.not.stringContaining('hire.validation'),
    })
    const far = await hire(h, hireBody(p.id, { startDate: '02/12/2029', finishDate: '02/12/2029' }))
    expect(far.statusCode).toBe(422)
    expect(far.body.code).toBe('VALIDATION_FAILED')
    expect(far.body.errors[0].field).toBe('event.startDate')
  })

  it('refuses an unknown, inactive or blocked promoter with 404', async () => {
    const h = await hirer()
    const unknown = await hire(h, hireBody('00000000-0000-4000-8000-000000000000'))
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body.code).toBe('PROMOTER_NOT_FOUND')
    const inactive = await promoter({ promoter: { status: 'inactive' } })
    expect((await hire(h, hireBody(inactive.id))).statusCode).toBe(404)
    const blocked = await promoter({ promoter: { blockedUntil: new Date('2026-12-01T00:00:00Z') } })
    expect((await hire(h, hireBody(blocked.id))).body.code).toBe('PROMOTER_NOT_FOUND')
    const suspended = await createPromoter(t.db, {
      user: { status: 'suspended' },
      promoter: { weeklyAvailability: WEEKLY_MASK_MAX },
    })
    expect((await hire(h, hireBody(suspended.user.id))).statusCode).toBe(404)
  })

  it('refuses a day or day time outside the schedule, and a blocked day', async () => {
    const h = await hirer()
    // 2026-12-02 is a Wednesday (3): only the morning is open.
    const morningOnly = await promoter({ promoter: { weeklyAvailability: slotBit(3, 'morning') } })
    const ok = await hire(h, hireBody(morningOnly.id, { startHour: '08:00', finishHour: '11:30' }))
    expect(ok.statusCode).toBe(201)
    const afternoon = await hire(
      h,
      hireBody(morningOnly.id, { startHour: '08:00', finishHour: '13:00' }),
    )
    expect(afternoon.statusCode).toBe(422)
    expect(afternoon.body.code).toBe('PROMOTER_UNAVAILABLE')
    const thursday = await hire(
      h,
      hireBody(morningOnly.id, {
        startDate: '03/12/2026',
        finishDate: '03/12/2026',
        startHour: '08:00',
        finishHour: '11:00',
      }),
    )
    expect(thursday.body.code).toBe('PROMOTER_UNAVAILABLE')
    const p = await promoter()
    await t.db.insert(promoterBlockedDates).values({ promoterId: p.id, day: '2026-12-03' })
    const multi = await hire(h, hireBody(p.id, { finishDate: '04/12/2026' }))
    expect(multi.body.code).toBe('PROMOTER_UNAVAILABLE')
    expect((await hire(h, hireBody(p.id))).statusCode).toBe(201)
  })

  it('refuses a range that overlaps a booked job, and an underage promoter', async () => {
    const h = await hirer()
    const p = await promoter()
    await createJob(t.db, {
      promoterId: p.id,
      hirerId: h.id,
      status: 'accepted',
      startHour: '16:00',
      finishHour: '22:00',
    })
    const res = await hire(h, hireBody(p.id))
    expect(res.statusCode).toBe(409)
    expect(res.body.code).toBe('JOB_OVERLAP')
    // A requested (not booked) job does not hold the time.
    const q = await promoter()
    await createJob(t.db, { promoterId: q.id, hirerId: h.id, status: 'requested' })
    expect((await hire(h, hireBody(q.id))).statusCode).toBe(201)
    // 18 on 2026-12-03: 17 on the event day.
    const young = await promoter({ promoter: { birthDate: '2008-12-03' } })
    const under = await hire(h, hireBody(young.id))
    expect(under.statusCode).toBe(422)
    expect(under.body.code).toBe('PROMOTER_UNDERAGE')
    const onBirthday = await hire(
      h,
      hireBody(young.id, { startDate: '03/12/2026', finishDate: '03/12/2026' }),
    )
    expect(onBirthday.statusCode).toBe(201)
  })

  it('refuses hiring oneself', async () => {
    // A promoter row whose account is a client (only possible by data, never by sign-up).
    const made = await createPromoter(t.db, {
      user: { role: 'client' } as never,
      promoter: { weeklyAvailability: WEEKLY_MASK_MAX },
    })
    const token = await t.login(made.user.email)
    const res = await hire(
      { id: made.user.id, token, email: made.user.email },
      hireBody(made.user.id),
    )
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('JOB_SELF_HIRE')
  })
})

describe('reading jobs', () => {
  it('shows a job to its two sides only; contact to the promoter once accepted', async () => {
    const { p, h, id } = await requested()
    const asPromoter = await getAs(p, 'promoter', id)
    expect(asPromoter.statusCode).toBe(200)
    expect(asPromoter.body.data.contact).toBeNull()
    expect(asPromoter.body.data.actions).toEqual(['accept', 'decline'])
    expect(asPromoter.body.data.fee.frozen).toBe(false)
    const otherHirer = await hirer()
    const otherPromoter = await promoter()
    expect((await getAs(otherHirer, 'client', id)).statusCode).toBe(404)
    expect((await getAs(otherPromoter, 'promoter', id)).body.code).toBe('JOB_NOT_FOUND')
    // The hirer asking on the promoter's path is a wrong role; the promoter's own id on the
    // hirer's path is still not theirs.
    expect((await getAs(h, 'promoter', id)).statusCode).toBe(403)
    await onPromoter(p, 'accept', id)
    const after = await getAs(p, 'promoter', id)
    expect(after.body.data.contact).toMatchObject({ email: 'carla@eventos.dev' })
    expect(after.body.data.fee.frozen).toBe(true)
  })

  it('lists by tab with counts, the counterpart and pages', async () => {
    const p = await promoter()
    const h = await hirer('client', 'Lia Lista')
    for (const [status, day] of [
      ['requested', '2026-12-05'],
      ['requested', '2026-12-06'],
      ['accepted', '2026-12-07'],
      ['completed', '2026-11-10'],
      ['declined', '2026-12-08'],
      ['cancelled', '2026-12-09'],
    ] as const)
      await createJob(t.db, {
        promoterId: p.id,
        hirerId: h.id,
        status,
        startDate: day,
        requestedAt: new Date('2026-11-01T12:00:00Z'),
      })
    const res = await t.request({
      method: 'GET',
      url: '/api/promoter/jobs?tab=requested',
      token: p.token,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.counts).toEqual({
      requested: 2,
      accepted: 1,
      completed: 1,
      closed: 2,
      all: 6,
    })
    expect(res.body.data.total).toBe(2)
    expect(res.body.data.last_page).toBe(1)
    expect(res.body.data.data[0]).toMatchObject({
      counterpart: { id: h.id, name: 'Lia Lista' },
      netCents: 45_000,
    })
    const closed = await t.request({
      method: 'GET',
      url: '/api/client/jobs?tab=closed',
      token: h.token,
    })
    expect(closed.body.data.data.map((j: { status: string }) => j.status).sort()).toEqual([
      'cancelled',
      'declined',
    ])
    const all = await t.request({ method: 'GET', url: '/api/client/jobs', token: h.token })
    expect(all.body.data.total).toBe(6)
    const bad = await t.request({ method: 'GET', url: '/api/client/jobs?tab=nope', token: h.token })
    expect(bad.statusCode).toBe(422)
    const stranger = await hirer()
    const empty = await t.request({ method: 'GET', url: '/api/client/jobs', token: stranger.token })
    expect(empty.body.data).toMatchObject({ data: [], total: 0, last_page: 1 })
  })

  it('pages 20 at a time', async () => {
    const p = await promoter()
    const h = await hirer()
    for (let i = 0; i < 21; i++)
      await createJob(t.db, { promoterId: p.id, hirerId: h.id, startDate: '2026-12-10' })
    const p2 = await t.request({
      method: 'GET',
      url: '/api/client/jobs?tab=requested&page=2',
      token: h.token,
    })
    expect(p2.body.data).toMatchObject({ total: 21, last_page: 2 })
    expect(p2.body.data.data).toHaveLength(1)
  })
})

describe('POST /api/promoter/jobs/:id/accept', () => {
  it('books the job: fee frozen, the payment awaited, the hirer told', async () => {
    const { p, h, id } = await requested()
    const res = await onPromoter(p, 'accept', id)
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({
      status: 'accepted',
      acceptedAt: '2026-11-22T12:00:00.000Z',
      fee: {
        grossCents: 50_000,
        providerFeeCents: 1_500,
        platformFeeCents: 3_500,
        netCents: 45_000,
        frozen: true,
      },
      actions: ['cancel'],
      cancelBlocks: false,
    })
    // Nothing charged yet: the gross enters the ledger with the money (ADR 0055).
    expect(await ledger(id)).toEqual({})
    const [pay] = await t.db.select().from(payments).where(eq(payments.jobId, id))
    expect(pay).toMatchObject({ status: 'pending', amountCents: 50_000, netCents: 45_000 })
    const [n] = await notes(h.id, 'job_accepted')
    expect(n!.link).toBe(`/company/panel/company/solicitation/${id}/see`)
    expect(n!.params).toMatchObject({ promoter: 'Ana Souza', event: 'Lançamento de produto' })
    expect(t.mailer.last(h.email)?.subject).toContain('Ana Souza')
    // Twice: the graph refuses.
    const again = await onPromoter(p, 'accept', id)
    expect(again.statusCode).toBe(409)
    expect(again.body.code).toBe('JOB_INVALID_TRANSITION')
  })

  it('answers 404 to another promoter and leaves the job alone', async () => {
    const { id } = await requested()
    const other = await promoter()
    const res = await onPromoter(other, 'accept', id)
    expect(res.statusCode).toBe(404)
    expect(res.body.code).toBe('JOB_NOT_FOUND')
    expect((await onPromoter(other, 'decline', id)).statusCode).toBe(404)
    expect((await onPromoter(other, 'cancel', id)).statusCode).toBe(404)
    expect((await row(id)).status).toBe('requested')
    expect(await ledger(id)).toEqual({})
  })

  it('refuses after the answer deadline, even before the ticker ran', async () => {
    const { p, id } = await requested()
    t.clock.set('2026-11-24T11:59:59.000Z')
    t.clock.advance(1000)
    const res = await onPromoter(p, 'accept', id)
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('JOB_ANSWER_CLOSED')
    expect((await onPromoter(p, 'decline', id)).body.code).toBe('JOB_ANSWER_CLOSED')
    expect((await getAs(p, 'promoter', id)).body.data.actions).toEqual([])
  })

  it('refuses while the promoter is blocked, saying until when in the caller language', async () => {
    const { p, id } = await requested()
    await t.db
      .update(promoters)
      .set({ blockedUntil: new Date('2026-12-01T15:30:00Z') })
      .where(eq(promoters.userId, p.id))
    const res = await onPromoter(p, 'accept', id)
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('PROMOTER_BLOCKED')
    expect(res.body.message).toMatch(/01\/12\/2026,? 12:30/)
    expect((await onPromoter(p, 'accept', id, {}, 'en')).body.message).toContain('01/12/2026')
    expect((await getAs(p, 'promoter', id)).body.data.actions).toEqual(['decline'])
    await at('2026-12-01T15:30:00Z', p)
    // The block has ended, but so has the answer window (48 h): use a new solicitation.
    const h = await hirer()
    const fresh = await hire(
      h,
      hireBody(p.id, { startDate: '10/12/2026', finishDate: '10/12/2026' }),
    )
    expect((await onPromoter(p, 'accept', fresh.body.data.id)).statusCode).toBe(200)
  })

  it('refuses a second booking that overlaps (the database constraint)', async () => {
    const p = await promoter()
    const h1 = await hirer()
    const h2 = await hirer()
    const a = await hire(h1, hireBody(p.id))
    const b = await hire(h2, hireBody(p.id, { startHour: '16:00', finishHour: '20:00' }))
    expect((await onPromoter(p, 'accept', a.body.data.id)).statusCode).toBe(200)
    expect((await getAs(p, 'promoter', b.body.data.id)).body.data.actions).toEqual(['decline'])
    const res = await onPromoter(p, 'accept', b.body.data.id)
    expect(res.statusCode).toBe(409)
    expect(res.body.code).toBe('JOB_OVERLAP')
    expect((await row(b.body.data.id)).status).toBe('requested')
    expect(await ledger(b.body.data.id)).toEqual({})
    // Touching ends do not overlap ([start, end)).
    const c = await hire(h2, hireBody(p.id, { startHour: '17:00', finishHour: '20:00' }))
    expect((await onPromoter(p, 'accept', c.body.data.id)).statusCode).toBe(200)
  })

  it('freezes the schedule in force at the accept', async () => {
    const first = await requested()
    const second = await requested()
    expect((await onPromoter(first.p, 'accept', first.id)).statusCode).toBe(200)
    // The 9.8% alternative takes effect (published 15 days earlier by an admin).
    await t.db
      .update(feeSchedules)
      .set({
        status: 'published',
        effectiveFrom: new Date('2026-11-22T03:00:00Z'),
        publishedAt: new Date('2026-11-01T12:00:00Z'),
      })
      .where(and(eq(feeSchedules.status, 'draft'), eq(feeSchedules.providerBps, 280)))
    try {
      const preview = await getAs(second.p, 'promoter', second.id)
      expect(preview.body.data.fee).toMatchObject({
        providerBps: 280,
        netCents: 45_100,
        frozen: false,
      })
      const res = await onPromoter(second.p, 'accept', second.id)
      expect(res.body.data.fee).toEqual({
        ...computeFee(50_000, { providerBps: 280, platformBps: 700 }),
        providerBps: 280,
        platformBps: 700,
        frozen: true,
      })
      const kept = await getAs(first.p, 'promoter', first.id)
      expect(kept.body.data.fee).toMatchObject({ providerBps: 300, netCents: 45_000, frozen: true })
    } finally {
      await t.db
        .update(feeSchedules)
        .set({ status: 'withdrawn' })
        .where(and(eq(feeSchedules.status, 'published'), eq(feeSchedules.providerBps, 280)))
    }
  })
})

describe('POST /api/promoter/jobs/:id/decline', () => {
  it('declines with a reason and tells the hirer; a second answer is refused', async () => {
    const { p, h, id } = await requested()
    const res = await onPromoter(p, 'decline', id, { reason: 'Tenho outro compromisso' })
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({
      status: 'declined',
      reason: 'Tenho outro compromisso',
      actions: [],
    })
    expect(await notes(h.id, 'job_declined')).toHaveLength(1)
    expect((await onPromoter(p, 'accept', id)).body.code).toBe('JOB_INVALID_TRANSITION')
    expect((await onHirer(h, 'cancel', id)).body.code).toBe('JOB_INVALID_TRANSITION')
  })

  it('refuses a too long reason', async () => {
    const { p, id } = await requested()
    const res = await onPromoter(p, 'decline', id, { reason: 'x'.repeat(501) })
    expect(res.statusCode).toBe(422)
    expect((await row(id)).status).toBe('requested')
  })
})

describe('promoter cancellation (72 h rule)', () => {
  // The default event starts 2026-12-02T12:00Z.
  it('at exactly 72 h before the start: cancelled, full refund, not blocked', async () => {
    const { p, h, id } = await accepted()
    await at('2026-11-29T12:00:00.000Z', p, h)
    expect((await getAs(p, 'promoter', id)).body.data.cancelBlocks).toBe(false)
    const res = await onPromoter(p, 'cancel', id, { reason: 'Doente' })
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'promoter',
      refundCents: 50_000,
    })
    expect(await blockedUntil(p.id)).toBeNull()
    const l = await ledger(id)
    expect(Object.keys(l).sort()).toEqual(['gross', 'refund'])
    expect(l.refund!.amountCents).toBe(50_000)
    const [n] = await notes(h.id, 'job_cancelled')
    expect(n!.params).toMatchObject({ event: 'Lançamento de produto', by: 'Ana Souza' })
  })

  it('at 72 h − 1 s: blocked for 15 days, out of search and unable to accept', async () => {
    const { p, id } = await accepted()
    await at('2026-11-29T12:00:01.000Z', p)
    expect((await getAs(p, 'promoter', id)).body.data.cancelBlocks).toBe(true)
    const res = await onPromoter(p, 'cancel', id)
    expect(res.statusCode).toBe(200)
    expect(await blockedUntil(p.id)).toEqual(new Date('2026-12-14T12:00:01.000Z'))
    const panel = await t.request({ method: 'GET', url: '/api/promoter/panel', token: p.token })
    expect(panel.body.data.blockedUntil).toBe('2026-12-14T12:00:01.000Z')
    const h = await hirer()
    expect(
      (await hire(h, hireBody(p.id, { startDate: '20/12/2026', finishDate: '20/12/2026' })))
        .statusCode,
    ).toBe(404)
  })

  it('never shortens a longer block', async () => {
    const { p, id } = await accepted()
    await t.db
      .update(promoters)
      .set({ blockedUntil: new Date('2027-03-01T00:00:00Z') })
      .where(eq(promoters.userId, p.id))
    await at('2026-12-01T12:00:00.000Z', p)
    expect((await onPromoter(p, 'cancel', id)).statusCode).toBe(200)
    expect(await blockedUntil(p.id)).toEqual(new Date('2027-03-01T00:00:00Z'))
  })

  it('refuses a promoter cancel of a solicitation (decline it) and after the end', async () => {
    const { p, id } = await requested()
    expect((await onPromoter(p, 'cancel', id)).body.code).toBe('JOB_INVALID_TRANSITION')
    const b = await accepted()
    await at('2026-12-02T20:00:00.000Z', b.p)
    expect((await onPromoter(b.p, 'cancel', b.id)).body.code).toBe('JOB_INVALID_TRANSITION')
  })
})

describe('hirer cancellation (ADR 0019)', () => {
  it('a solicitation: free, nothing in the ledger, the promoter told', async () => {
    const { p, h, id } = await requested()
    const res = await onHirer(h, 'cancel', id)
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'hirer',
      refundCents: null,
    })
    expect(await ledger(id)).toEqual({})
    expect(await notes(p.id, 'job_cancelled')).toHaveLength(1)
    expect((await onPromoter(p, 'accept', id)).body.code).toBe('JOB_INVALID_TRANSITION')
  })

  it('within 7 days of the acceptance, even inside 72 h: full refund (CDC art. 49)', async () => {
    const { h, id } = await accepted({ startDate: '26/11/2026', finishDate: '26/11/2026' })
    await at('2026-11-25T12:00:00.000Z', h)
    expect((await getAs(h, 'client', id)).body.data.cancelRefundCents).toBe(50_000)
    const res = await onHirer(h, 'cancel', id)
    expect(res.body.data.refundCents).toBe(50_000)
    expect(Object.keys(await ledger(id)).sort()).toEqual(['gross', 'refund'])
  })

  it('the 7 days of regret end exactly 7 × 24 h after the acceptance', async () => {
    const { h, id } = await accepted({ startDate: '01/12/2026', finishDate: '01/12/2026' })
    await at('2026-11-29T12:00:00.000Z', h)
    expect((await getAs(h, 'client', id)).body.data.cancelRefundCents).toBe(50_000)
    t.clock.set('2026-11-29T12:00:01.000Z')
    expect((await getAs(h, 'client', id)).body.data.cancelRefundCents).toBe(25_000)
  })

  async function acceptedLongAgo(startDate: string) {
    const p = await promoter()
    const h = await hirer()
    const job = await createJob(t.db, {
      promoterId: p.id,
      hirerId: h.id,
      status: 'accepted',
      startDate,
      cashCents: 123_457,
      requestedAt: new Date('2026-11-01T12:00:00Z'),
      acceptedAt: new Date('2026-11-02T12:00:00Z'),
    })
    return { p, h, id: job.id }
  }

  it('more than 7 days after acceptance and at least 72 h before: full refund', async () => {
    const { h, id } = await acceptedLongAgo('2026-11-25')
    // Starts 2026-11-25T12:00Z: exactly 72 h away.
    const res = await onHirer(h, 'cancel', id)
    expect(res.body.data.refundCents).toBe(123_457)
  })

  it('inside 72 h and after the 7 days: half kept, fees on that half, the ledger adds up', async () => {
    const { p, h, id } = await acceptedLongAgo('2026-11-25')
    t.clock.set('2026-11-22T12:00:01.000Z')
    const preview = await getAs(h, 'client', id)
    // 123 457 × 50% = 61 728.5 → 61 729 kept (half up), 61 728 back.
    expect(preview.body.data.cancelRefundCents).toBe(61_728)
    const res = await onHirer(h, 'cancel', id, { reason: 'Evento adiado' })
    expect(res.body.data.refundCents).toBe(61_728)
    const l = await ledger(id)
    const kept = computeFee(61_729, { providerBps: 300, platformBps: 700 })
    expect(l.refund!.amountCents).toBe(61_728)
    expect(l.provider_fee!.amountCents).toBe(kept.providerFeeCents)
    expect(l.platform_fee!.amountCents).toBe(kept.platformFeeCents)
    expect(l.payout!.amountCents).toBe(kept.netCents)
    expect(l.payout!.dueOn).toBe('2026-11-25')
    const settled = ['refund', 'provider_fee', 'platform_fee', 'payout'].reduce(
      (s, k) => s + l[k]!.amountCents,
      0,
    )
    expect(settled).toBe(l.gross!.amountCents)
    expect(await blockedUntil(p.id)).toBeNull()
  })

  it('answers 404 to another hirer', async () => {
    const { id } = await accepted()
    const other = await hirer()
    expect((await onHirer(other, 'cancel', id)).statusCode).toBe(404)
    expect((await row(id)).status).toBe('accepted')
  })
})

describe('ticker', () => {
  it('expires unanswered solicitations at the deadline, once, and tells the hirer', async () => {
    const { p, h, id } = await requested()
    t.clock.set('2026-11-24T11:59:59.000Z')
    await t.ticker.runOnce()
    expect((await row(id)).status).toBe('requested')
    t.clock.set('2026-11-24T12:00:00.000Z')
    await t.ticker.runOnce()
    expect(await row(id)).toMatchObject({
      status: 'expired',
      expiredAt: new Date('2026-11-24T12:00:00.000Z'),
    })
    await t.ticker.runOnce()
    expect(await notes(h.id, 'job_expired')).toHaveLength(1)
    expect((await onPromoter(p, 'accept', id)).body.code).toBe('JOB_INVALID_TRANSITION')
  })

  it('completes ended jobs and settles them: fees and payout add up to the gross', async () => {
    const { p, h, id } = await accepted({ cashCents: 99_999 })
    await at('2026-12-02T19:59:59.000Z', p, h)
    await t.ticker.runOnce()
    expect((await row(id)).status).toBe('accepted')
    t.clock.set('2026-12-02T20:00:00.000Z')
    await t.ticker.runOnce()
    await t.ticker.runOnce()
    expect(await row(id)).toMatchObject({
      status: 'completed',
      completedAt: new Date('2026-12-02T20:00:00.000Z'),
    })
    const l = await ledger(id)
    const fee = computeFee(99_999, { providerBps: 300, platformBps: 700 })
    expect(l.provider_fee!.amountCents).toBe(fee.providerFeeCents)
    expect(l.platform_fee!.amountCents).toBe(fee.platformFeeCents)
    expect(l.payout).toMatchObject({ amountCents: fee.netCents, dueOn: '2026-12-02', paidAt: null })
    expect(l.provider_fee!.amountCents + l.platform_fee!.amountCents + l.payout!.amountCents).toBe(
      l.gross!.amountCents,
    )
    expect(await notes(p.id, 'job_completed')).toHaveLength(1)
    expect(await notes(h.id, 'job_completed')).toHaveLength(1)
    const view = await getAs(h, 'client', id)
    expect(view.body.data.actions).toEqual(['rate'])
  })

  it('the database refuses a settlement that does not add up', async () => {
    const { id } = await accepted()
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(ledgerEntries).values({ jobId: id, kind: 'refund', amountCents: 1 })
      }),
    ).rejects.toThrow()
  })
})

describe('ratings', () => {
  async function completed() {
    const w = await accepted()
    await at('2026-12-03T12:00:00.000Z', w.p, w.h)
    await t.ticker.runOnce()
    return w
  }
  const rating = { value: 'positive', comment: 'Pontual e simpática.' }

  it('each side rates the other once; theirs shows after I rate; counts follow', async () => {
    const { p, h, id } = await completed()
    const res = await onHirer(h, 'rating', id, rating)
    expect(res.statusCode).toBe(201)
    expect(res.body.data.myRating).toMatchObject({
      value: 'positive',
      comment: 'Pontual e simpática.',
    })
    expect(res.body.data.actions).toEqual([])
    expect(await notes(p.id, 'job_rated')).toHaveLength(1)
    const [pr] = await t.db.select().from(promoters).where(eq(promoters.userId, p.id))
    expect(pr!.ratingPositive).toBe(1)
    // The promoter has not rated: the hirer's rating stays hidden from them for now.
    const before = await getAs(p, 'promoter', id)
    expect(before.body.data.theirRating).toBeNull()
    expect(before.body.data.actions).toEqual(['rate'])
    const back = await onPromoter(p, 'rating', id, {
      value: 'neutral',
      comment: 'Ok, atrasou o pagamento.',
    })
    expect(back.statusCode).toBe(201)
    expect(back.body.data.theirRating).toMatchObject({ value: 'positive' })
    expect((await getAs(h, 'client', id)).body.data.theirRating).toMatchObject({ value: 'neutral' })
    const twice = await onHirer(h, 'rating', id, rating)
    expect(twice.statusCode).toBe(409)
    expect(twice.body.code).toBe('JOB_ALREADY_RATED')
  })

  it('refuses before completion, after 30 days, from strangers and with a bad comment', async () => {
    const early = await accepted()
    expect((await onHirer(early.h, 'rating', early.id, rating)).body.code).toBe('JOB_RATING_CLOSED')
    const { p, h, id } = await completed()
    expect((await onHirer(h, 'rating', id, { value: 'positive', comment: 'ok' })).statusCode).toBe(
      422,
    )
    expect(
      (await onHirer(h, 'rating', id, { value: 'great', comment: 'Muito bom' })).statusCode,
    ).toBe(422)
    const stranger = await hirer()
    expect((await onHirer(stranger, 'rating', id, rating)).statusCode).toBe(404)
    await at('2027-01-02T11:59:59.000Z', p, h)
    expect((await onPromoter(p, 'rating', id, rating)).statusCode).toBe(201)
    t.clock.set('2027-01-02T12:00:00.000Z')
    const late = await onHirer(h, 'rating', id, rating)
    expect(late.statusCode).toBe(422)
    expect(late.body.code).toBe('JOB_RATING_CLOSED')
    // The window closed: the promoter's rating is now visible to the hirer who never rated.
    expect((await getAs(h, 'client', id)).body.data.theirRating).toMatchObject({
      value: 'positive',
    })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { createPromoter, createRating } from '../../../test/factories/promoters.ts'
import { createJob } from '../../../test/factories/jobs.ts'
import { auditLog, promoters, userRatings } from '../../db/schema/index.ts'

let t: TestApp
let master: string
let basic: string
const ADMIN_LOGIN = '/api/auth/login/admin'
const NO_ID = '00000000-0000-4000-8000-000000000000'

async function adminToken(role: 'admin_master' | 'admin_basic') {
  const { user } = await createUser(t.db, { role })
  return t.login(user.email, undefined, ADMIN_LOGIN)
}

beforeAll(async () => {
  t = await createTestApp()
  master = await adminToken('admin_master')
  basic = await adminToken('admin_basic')
})
afterAll(() => t.close())

const counts = async (id: string) => {
  const [p] = await t.db.select().from(promoters).where(eq(promoters.userId, id))
  return [p!.ratingPositive, p!.ratingNeutral, p!.ratingNegative]
}

async function ratedPromoter() {
  const p = await createPromoter(t.db, { user: { name: 'Renata Moderada' } })
  const { user: hirer } = await createUser(t.db, { role: 'client', name: 'Carlos Contratante' })
  const job = await createJob(t.db, {
    promoterId: p.user.id,
    hirerId: hirer.id,
    status: 'completed',
    startDate: '2026-11-10',
  })
  const good = await createRating(t.db, {
    ratedUserId: p.user.id,
    raterUserId: hirer.id,
    value: 'positive',
    comment: 'Ótima recepção, muito simpática.',
    createdAt: new Date('2026-11-20T10:00:00Z'),
  })
  const bad = await createRating(t.db, {
    ratedUserId: p.user.id,
    raterUserId: hirer.id,
    value: 'negative',
    comment: 'Uma palavrão-ofensa absurda aqui.',
    createdAt: new Date('2026-11-21T10:00:00Z'),
  })
  await t.db.update(userRatings).set({ jobId: job.id }).where(eq(userRatings.id, bad.id))
  return { promoterId: p.user.id, hirerId: hirer.id, good, bad, jobId: job.id }
}

const publicComments = async (promoterId: string) =>
  (
    await t.request({ method: 'GET', url: `/api/public/ratings/${promoterId}?page=1` })
  ).body.data.items.map((i: { comment: string }) => i.comment)

describe('GET /api/admin/ratings', () => {
  it('lists ratings newest first with both names and searches comment and names', async () => {
    const r = await ratedPromoter()
    for (const token of [master, basic]) {
      const res = await t.request({ method: 'GET', url: '/api/admin/ratings', token })
      expect(res.statusCode).toBe(200)
      const first = res.body.data.data[0]
      expect(first).toMatchObject({
        id: r.bad.id,
        value: 'negative',
        rater: { id: r.hirerId, name: 'Carlos Contratante' },
        rated: { id: r.promoterId, name: 'Renata Moderada' },
        jobId: r.jobId,
        editedAt: null,
        hiddenAt: null,
      })
      expect(res.body.data.data[1].id).toBe(r.good.id)
      expect(res.body.data.total).toBeGreaterThanOrEqual(2)
    }
    const byComment = await t.request({
      method: 'GET',
      url: `/api/admin/ratings?q=${encodeURIComponent('OFENSA')}`,
      token: basic,
    })
    expect(byComment.body.data.data.map((x: { id: string }) => x.id)).toEqual([r.bad.id])
    const byName = await t.request({
      method: 'GET',
      url: `/api/admin/ratings?q=${encodeURIComponent('renata moderada')}`,
      token: basic,
    })
    expect(byName.body.data.data).toHaveLength(2)
    const none = await t.request({
      method: 'GET',
      url: `/api/admin/ratings?q=${encodeURIComponent('100%_nada')}`,
      token: basic,
    })
    expect(none.body.data).toMatchObject({ data: [], total: 0, last_page: 1 })
  })
})

describe('moderating a rating', () => {
  it('edits the comment (sets edited_at) with before and after in the audit trail', async () => {
    const r = await ratedPromoter()
    const res = await t.request({
      method: 'PATCH',
      url: `/api/admin/ratings/${r.bad.id}`,
      token: basic,
      body: { comment: 'Comentário removido pela moderação.' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.comment).toBe('Comentário removido pela moderação.')
    expect(res.body.data.editedAt).toBe(t.clock.now().toISOString())
    const [trail] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, r.bad.id))
    expect(trail).toMatchObject({
      action: 'rating.edit',
      before: { comment: 'Uma palavrão-ofensa absurda aqui.' },
      after: { comment: 'Comentário removido pela moderação.' },
    })
    expect(await publicComments(r.promoterId)).toContain('Comentário removido pela moderação.')

    const short = await t.request({
      method: 'PATCH',
      url: `/api/admin/ratings/${r.bad.id}`,
      token: basic,
      body: { comment: 'x' },
    })
    expect(short.statusCode).toBe(422)
    const missing = await t.request({
      method: 'PATCH',
      url: `/api/admin/ratings/${NO_ID}`,
      token: master,
      body: { comment: 'Qualquer coisa' },
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.body.code).toBe('RATING_NOT_FOUND')
  })

  it('hides a rating from the public profile and the score, and shows it again', async () => {
    const r = await ratedPromoter()
    expect(await counts(r.promoterId)).toEqual([1, 0, 1])
    const hide = await t.request({
      method: 'POST',
      url: `/api/admin/ratings/${r.bad.id}/hide`,
      token: basic,
    })
    expect(hide.statusCode).toBe(200)
    expect(hide.body.data.hiddenAt).toBe(t.clock.now().toISOString())
    expect(await counts(r.promoterId)).toEqual([1, 0, 0])
    expect(await publicComments(r.promoterId)).toEqual(['Ótima recepção, muito simpática.'])
    // Hiding twice changes nothing and leaves one trail row.
    await t.request({ method: 'POST', url: `/api/admin/ratings/${r.bad.id}/hide`, token: master })
    const unhide = await t.request({
      method: 'POST',
      url: `/api/admin/ratings/${r.bad.id}/unhide`,
      token: master,
    })
    expect(unhide.body.data.hiddenAt).toBeNull()
    expect(await counts(r.promoterId)).toEqual([1, 0, 1])
    expect(await publicComments(r.promoterId)).toHaveLength(2)
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, r.bad.id))
      .orderBy(auditLog.createdAt)
    expect(trail.map((a) => a.action).sort()).toEqual(['rating.hide', 'rating.unhide'])
    const hidden = trail.find((a) => a.action === 'rating.hide')!
    expect(hidden.before).toMatchObject({ hiddenAt: null })
    expect((hidden.after as { hiddenAt: string }).hiddenAt).toBeTruthy()
    expect(
      (await t.request({ method: 'POST', url: `/api/admin/ratings/${NO_ID}/hide`, token: basic }))
        .statusCode,
    ).toBe(404)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createImage } from '../../../test/factories/accounts.ts'
import { createPromoter, createRating } from '../../../test/factories/promoters.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import {
  promoterBlockedDates,
  promoterGallery,
  promoters,
  searchChanges,
  users,
} from '../../db/schema/index.ts'
import { SEARCH_PAGE_SIZE } from '@galera/shared/promoters/promoter.schemas.ts'
import { PromoterSearchIndex } from './search/search-index.ts'
import { promoterSearchRepository, type SearchPlan } from './promoter-search.repository.ts'
import { availabilityMask } from './promoter-search.service.ts'
import { createJob } from '../../../test/factories/jobs.ts'
import { jobs } from '../../db/schema/index.ts'

/*
 * The in-process index (ADR 0018) must answer what is committed: every kind of change that can
 * move a promoter in search reaches it through the trigger-written change log before the next
 * search, including after a rolled-back transaction left a hole in the sequence.
 */
let t: TestApp
let index: PromoterSearchIndex
beforeAll(async () => {
  t = await createTestApp()
  index = new PromoterSearchIndex(t.db)
})
afterAll(() => t.close())

const plan = (extra: Partial<SearchPlan> = {}): SearchPlan => ({
  terms: [{ word: 'quixabeira' }],
  now: t.clock.now(),
  sort: 'relevance',
  limit: SEARCH_PAGE_SIZE,
  offset: 0,
  ...extra,
})
const ids = async (extra: Partial<SearchPlan> = {}) =>
  (await index.search(plan(extra))).rows.map((r) => r.id)

describe('PromoterSearchIndex', () => {
  it('follows every change that moves a promoter in search, at once', async () => {
    expect(await ids()).toEqual([])
    const { user } = await createPromoter(t.db, {
      user: { name: 'Tereza Quixabeira' },
      promoter: { weeklyAvailability: 0b111 },
    })
    expect(await ids()).toEqual([user.id])

    // Account suspended, then active again.
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id))
    expect(await ids()).toEqual([])
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, user.id))
    expect(await ids()).toEqual([user.id])

    // A blocked day ("available on") and its removal. 2026-11-22 is a Sunday (bits 0..2).
    const day = { availableDay: '2026-11-22', availableMask: 0b111 }
    expect(await ids(day)).toEqual([user.id])
    await t.db.insert(promoterBlockedDates).values({ promoterId: user.id, day: '2026-11-22' })
    expect(await ids(day)).toEqual([])
    await t.db.delete(promoterBlockedDates).where(eq(promoterBlockedDates.promoterId, user.id))
    expect(await ids(day)).toEqual([user.id])

    // A cover picture, then the picture deleted from the library.
    const image = await createImage(t.db, { ownerId: user.id, purpose: 'gallery' })
    await t.db
      .insert(promoterGallery)
      .values({ promoterId: user.id, kind: 'image', imageId: image.id, isCover: true })
    expect((await index.search(plan())).rows[0]!.coverVariants).not.toBeNull()
    await t.db.execute(sql`UPDATE images SET deleted_at = now() WHERE id = ${image.id}`)
    expect((await index.search(plan())).rows[0]!.coverVariants).toBeNull()

    // Ratings move the rating sort; renaming moves the words.
    const { user: client } = await createUser(t.db, { role: 'client' })
    await createRating(t.db, { ratedUserId: user.id, raterUserId: client.id })
    expect((await index.search(plan())).rows[0]!.ratingPositive).toBe(1)
    await t.db.update(users).set({ name: 'Tereza Souza' }).where(eq(users.id, user.id))
    expect(await ids()).toEqual([])

    // Inactivated by an admin; deleted with the account.
    await t.db.update(users).set({ name: 'Tereza Quixabeira' }).where(eq(users.id, user.id))
    await t.db.update(promoters).set({ status: 'inactive' }).where(eq(promoters.userId, user.id))
    expect(await ids()).toEqual([])
    await t.db.update(promoters).set({ status: 'active' }).where(eq(promoters.userId, user.id))
    expect(await ids()).toEqual([user.id])
    await t.db.delete(promoters).where(eq(promoters.userId, user.id))
    expect(await ids()).toEqual([])
    expect(index.size).toBeGreaterThanOrEqual(0)
  })

  it('does not lose changes behind a rolled-back transaction', async () => {
    await index.search(plan())
    await t.db
      .transaction(async (tx) => {
        await tx
          .insert(searchChanges)
          .values({ promoterId: '00000000-0000-4000-8000-000000000001' })
        throw new Error('roll back')
      })
      .catch(() => {})
    const { user } = await createPromoter(t.db, { user: { name: 'Ivo Quixabeira' } })
    expect(await ids()).toEqual([user.id])
    await t.db.update(promoters).set({ heightCm: 190 }).where(eq(promoters.userId, user.id))
    expect(await ids({ heightMin: 185 })).toEqual([user.id])
  })
})

describe('"available on" and booked jobs: both search paths agree', () => {
  /** The ids each path answers for the day: the SQL reference and the in-process index. */
  async function both(day: string) {
    const p = plan({
      terms: [{ word: 'umbuzeiro' }],
      availableDay: day,
      availableMask: availabilityMask(day, undefined),
    })
    const viaSql = (await promoterSearchRepository(t.db).page(p)).map((r) => r.id).sort()
    const viaIndex = (await index.search(p)).rows.map((r) => r.id).sort()
    expect(viaIndex, `index and SQL differ on ${day}`).toEqual(viaSql)
    return viaSql
  }

  it('a day a booked job touches (São Paulo days) removes the promoter; other statuses do not', async () => {
    const { user } = await createPromoter(t.db, {
      user: { name: 'Lia Umbuzeiro' },
      promoter: { weeklyAvailability: 0x1fffff },
    })
    const { user: other } = await createPromoter(t.db, {
      user: { name: 'Rui Umbuzeiro' },
      promoter: { weeklyAvailability: 0x1fffff },
    })
    const { user: hirer } = await createUser(t.db, { role: 'company' })
    const everyone = [user.id, other.id].sort()
    const days = ['2026-12-02', '2026-12-05', '2026-12-06', '2026-12-07', '2026-12-09']
    for (const day of days) expect(await both(day)).toEqual(everyone)

    const job = (extra: Omit<Parameters<typeof createJob>[1], 'promoterId' | 'hirerId'>) =>
      createJob(t.db, { promoterId: user.id, hirerId: hirer.id, ...extra })
    // Solicitations that are not booked never take the day.
    for (const status of ['requested', 'declined', 'expired', 'cancelled'] as const)
      await job({ status, startDate: '2026-12-02' })
    expect(await both('2026-12-02')).toEqual(everyone)

    const day = await job({ status: 'accepted', startDate: '2026-12-02' })
    // A night from Saturday 20:00 to Sunday 02:00 takes both days, not Monday.
    await job({
      status: 'completed',
      startDate: '2026-12-05',
      finishDate: '2026-12-06',
      startHour: '20:00',
      finishHour: '02:00',
    })
    // Manaus 22:00–23:30 (UTC−4) is 23:00–00:30 in São Paulo: the 9th and the 10th.
    await job({
      status: 'accepted',
      startDate: '2026-12-09',
      startHour: '22:00',
      finishHour: '23:30',
      uf: 'AM',
    })
    for (const d of ['2026-12-02', '2026-12-05', '2026-12-06', '2026-12-09', '2026-12-10'])
      expect(await both(d)).toEqual([other.id])
    expect(await both('2026-12-07')).toEqual(everyone)
    expect(await both('2026-12-01')).toEqual(everyone)

    // Cancelling the booking frees the day again (the jobs trigger tells the index).
    await t.db
      .update(jobs)
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: 'hirer' })
      .where(eq(jobs.id, day.id))
    expect(await both('2026-12-02')).toEqual(everyone)
  })

  it('a job ending exactly at midnight (São Paulo) leaves the next day free', async () => {
    const { user } = await createPromoter(t.db, {
      user: { name: 'Ana Umbuzeiro Meia-Noite' },
      promoter: { weeklyAvailability: 0x1fffff },
    })
    const { user: hirer } = await createUser(t.db, { role: 'client' })
    await createJob(t.db, {
      promoterId: user.id,
      hirerId: hirer.id,
      status: 'accepted',
      startDate: '2026-12-12',
      finishDate: '2026-12-13',
      startHour: '18:00',
      finishHour: '00:00',
    })
    expect(await both('2026-12-12')).not.toContain(user.id)
    expect(await both('2026-12-13')).toContain(user.id)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createCategory, createUser } from '../../../test/factories/accounts.ts'
import { createPromoter, createRating } from '../../../test/factories/promoters.ts'
import { queryRows } from '../../platform/db/database.ts'
import { addresses, categories, promoters, userRatings, users } from '../../db/schema/index.ts'

/*
 * Migration 0003 keeps the promoter's search document and rating summary in the database, so
 * no code path (sign-up, profile edit, admin edit, category rename, rating moderation) can leave
 * them stale. These tests change the source rows directly, as any future code would.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function promoterRow(userId: string) {
  const [row] = await t.db.select().from(promoters).where(eq(promoters.userId, userId))
  return row!
}

describe('search document', () => {
  it('holds the unaccented name, category (both languages, with the parent) and place', async () => {
    const parent = await createCategory(t.db, {
      slug: 'trig-parent',
      namePt: 'Recepção',
      nameEn: 'Reception',
    })
    const child = await createCategory(t.db, {
      slug: 'trig-child',
      namePt: 'Recepcionista Bilíngue',
      nameEn: 'Bilingual receptionist',
      parentId: parent.id,
    })
    const { user } = await createPromoter(t.db, {
      user: { name: 'Joana Conceição' },
      city: 'São Paulo',
      uf: 'SP',
      promoter: { categoryId: child.id, description: 'Atendimento em congressos médicos' },
    })
    const row = await promoterRow(user.id)
    expect(row.searchDoc).toBe(
      'joana conceicao recepcionista bilingue bilingual receptionist recepcao reception sao paulo sp',
    )
    expect(row.city).toBe('São Paulo')
    expect(row.uf).toBe('SP')
    const [hit] = await queryRows<{ ok: boolean }>(
      t.db,
      sql`select search_tsv @@ to_tsquery('simple', 'congresso:*') as ok from promoters where user_id = ${user.id}`,
    )
    expect(hit!.ok).toBe(true)
  })

  it('follows a change of name, address, description and category name', async () => {
    const category = await createCategory(t.db, {
      slug: 'trig-rename',
      namePt: 'Animador',
      nameEn: 'Entertainer',
    })
    const { user } = await createPromoter(t.db, {
      user: { name: 'Rui Barbosa' },
      promoter: { categoryId: category.id },
    })
    await t.db.update(users).set({ name: 'Rui Barbosa Neto' }).where(eq(users.id, user.id))
    await t.db
      .update(addresses)
      .set({ city: 'Feira de Santana' })
      .where(eq(addresses.userId, user.id))
    await t.db
      .update(categories)
      .set({ namePt: 'Animador de Festas' })
      .where(eq(categories.id, category.id))
    await t.db
      .update(promoters)
      .set({ description: 'Animação infantil' })
      .where(eq(promoters.userId, user.id))
    const row = await promoterRow(user.id)
    expect(row.searchDoc).toBe(
      'rui barbosa neto animador de festas entertainer feira de santana ba',
    )
    expect(row.city).toBe('Feira de Santana')
    expect(String(row.searchTsv)).toContain("'animacao'")
  })
})

describe('rating summary', () => {
  it('counts visible ratings and scores them, on insert, hide and delete', async () => {
    const { user } = await createPromoter(t.db, { user: { name: 'Bia Nota' } })
    const { user: client } = await createUser(t.db, { role: 'client' })
    const fresh = await promoterRow(user.id)
    expect([fresh.ratingPositive, fresh.ratingNeutral, fresh.ratingNegative]).toEqual([0, 0, 0])
    expect(fresh.ratingScore).toBeCloseTo(0.5)

    await createRating(t.db, { ratedUserId: user.id, raterUserId: client.id, value: 'positive' })
    await createRating(t.db, { ratedUserId: user.id, raterUserId: client.id, value: 'positive' })
    const bad = await createRating(t.db, {
      ratedUserId: user.id,
      raterUserId: client.id,
      value: 'negative',
    })
    let row = await promoterRow(user.id)
    expect([row.ratingPositive, row.ratingNeutral, row.ratingNegative]).toEqual([2, 0, 1])
    expect(row.ratingScore).toBeCloseTo(3 / 5)

    await t.db.update(userRatings).set({ hiddenAt: new Date() }).where(eq(userRatings.id, bad.id))
    row = await promoterRow(user.id)
    expect([row.ratingPositive, row.ratingNegative]).toEqual([2, 0])
    expect(row.ratingScore).toBeCloseTo(3 / 4)

    await t.db.delete(userRatings).where(eq(userRatings.ratedUserId, user.id))
    row = await promoterRow(user.id)
    expect([row.ratingPositive, row.ratingNeutral, row.ratingNegative]).toEqual([0, 0, 0])
  })

  it('refuses a self-rating, an unknown value and a too-short comment', async () => {
    const { user } = await createPromoter(t.db)
    await expect(
      createRating(t.db, { ratedUserId: user.id, raterUserId: user.id }),
    ).rejects.toThrow()
    const { user: client } = await createUser(t.db, { role: 'client' })
    await expect(
      t.db.insert(userRatings).values({
        ratedUserId: user.id,
        raterUserId: client.id,
        value: 'great',
        comment: 'Muito bom',
      }),
    ).rejects.toThrow()
    await expect(
      createRating(t.db, { ratedUserId: user.id, raterUserId: client.id, comment: 'ok' }),
    ).rejects.toThrow()
  })
})

describe('promoter constraints', () => {
  it('refuse an unknown status and an out-of-range weekly availability', async () => {
    const { user } = await createPromoter(t.db)
    await expect(
      t.db.update(promoters).set({ status: 'paused' }).where(eq(promoters.userId, user.id)),
    ).rejects.toThrow()
    await expect(
      t.db
        .update(promoters)
        .set({ weeklyAvailability: 2 ** 21 })
        .where(eq(promoters.userId, user.id)),
    ).rejects.toThrow()
  })
})

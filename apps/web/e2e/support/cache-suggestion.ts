import { addDays, todayInBrazil } from '@galera/shared'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createJob } from '../../../api/test/factories/jobs.ts'
import { createPromoter, createRating } from '../../../api/test/factories/promoters.ts'

/** Only the fees journey (admin-fees.spec.ts) signs in as this admin master (it switches language). */
export const FEES_MASTER = { email: 'mila.taxas@galera.dev', name: 'Mila Taxas' }

/** The sugestao-cache journey (cache-suggestion.spec.ts) asks about this city and category. */
export const CACHE_CITY = { uf: 'BA', city: 'Vitória da Conquista' }
export const CACHE_CATEGORY_SLUG = 'bartender'
/** Six completed 5-hour jobs at R$ 100…150 an hour: median R$ 125/h → R$ 625,00 for 5 h. */
export const CACHE_RATES_CENTS = [10_000, 11_000, 12_000, 13_000, 14_000, 15_000]

/** Only the fees journey moderates this rating. */
export const MODERATED_COMMENT = 'Atendimento péssimo, comentário a moderar.'

/**
 * Completed jobs in the past (real clock) of an inactive promoter — out of search, so no other
 * journey sees them — for sugestao-cache; their payouts also fill the admin payouts screen. One
 * rating for the moderation screen.
 */
export async function seedCacheSuggestion(db: Db) {
  await createUser(db, { role: 'admin_master', email: FEES_MASTER.email, name: FEES_MASTER.name })
  const category = await db.query.categories.findFirst({
    where: (c, { eq }) => eq(c.slug, CACHE_CATEGORY_SLUG),
  })
  const { user: promoter } = await createPromoter(db, {
    user: { email: 'tiago.drinks@galera.dev', name: 'Tiago Drinks' },
    city: CACHE_CITY.city,
    uf: CACHE_CITY.uf,
    promoter: { categoryId: category?.id, status: 'inactive' },
  })
  const { user: hirer } = await createUser(db, {
    role: 'company',
    email: 'bar.conquista@galera.dev',
    name: 'Bar da Conquista',
  })
  const today = todayInBrazil(new Date())
  let first: string | undefined
  for (const [i, hourly] of CACHE_RATES_CENTS.entries()) {
    const day = addDays(today, -40 + i * 3)
    const job = await createJob(db, {
      promoterId: promoter.id,
      hirerId: hirer.id,
      status: 'completed',
      categoryId: category?.id ?? null,
      eventName: `Open bar ${i + 1}`,
      startDate: day,
      startHour: '18:00',
      finishHour: '23:00',
      uf: CACHE_CITY.uf,
      city: CACHE_CITY.city,
      cashCents: hourly * 5,
      requestedAt: new Date(Date.parse(`${addDays(day, -10)}T12:00:00Z`)),
    })
    first ??= job.id
  }
  await createRating(db, {
    ratedUserId: promoter.id,
    raterUserId: hirer.id,
    value: 'negative',
    comment: MODERATED_COMMENT,
  })
  return { promoterId: promoter.id, firstJobId: first }
}

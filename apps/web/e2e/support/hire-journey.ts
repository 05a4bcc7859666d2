import type { Db } from '../../../api/src/platform/db/database.ts'
import { createPromoter } from '../../../api/test/factories/promoters.ts'

/** The hire journey's promoters (clocked instance only): available every day and day time. */
export const HIRE_PROMOTER = { email: 'helena.contrato@galera.dev', name: 'Helena Contratada' }
export const LATE_CANCEL_PROMOTER = { email: 'caio.cancela@galera.dev', name: 'Caio Cancelamento' }

export async function seedHireJourney(db: Db) {
  const category = await db.query.categories.findFirst({
    where: (c, { eq }) => eq(c.slug, 'recepcionista'),
  })
  const ids: Record<string, string> = {}
  for (const p of [HIRE_PROMOTER, LATE_CANCEL_PROMOTER]) {
    const made = await createPromoter(db, {
      user: { email: p.email, name: p.name },
      promoter: { categoryId: category?.id, weeklyAvailability: 2 ** 21 - 1 },
    })
    ids[p.email] = made.user.id
  }
  return ids
}

import { addDays, todayInBrazil } from '@galera/shared'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createJob } from '../../../api/test/factories/jobs.ts'
import { createPromoter } from '../../../api/test/factories/promoters.ts'
import { CLOCKED_RUNS, forRun } from './own-accounts.ts'

/** Only the promoter's solicitations journey (promoter-jobs.spec.ts) uses these accounts. */
export const JOBS_PROMOTER = { email: 'jo.solicitacoes@galera.dev', name: 'Joana Solicitações' }
export const JOBS_HIRER = { email: 'hugo.contratante@galera.dev', name: 'Hugo Contratante' }

export const JOBS_EVENTS = {
  toDecline: 'Degustação no Shopping',
  toKeep: 'Feira de Tecnologia',
  lateCancel: 'Ação relâmpago',
  accepted: 'Congresso Médico',
  completed: 'Lançamento de Verão',
} as const

/**
 * Solicitations in every state the journey needs, dated from the real clock (the main e2e
 * instance runs on it): two new ones, an accepted job in less than 72 h (cancelling blocks), one
 * three weeks ahead, and a job completed ten days ago (its payout due, ratable). A repeated run
 * (`--repeat-each`) signs in with its run's promoter (forRun), seeded alike.
 */
export async function seedPromoterJobs(db: Db): Promise<void> {
  for (let run = 0; run < CLOCKED_RUNS; run++) await seedPromoterJobsRun(db, run)
}

async function seedPromoterJobsRun(db: Db, run: number) {
  const jobsPromoter = forRun(JOBS_PROMOTER, run)
  const jobsHirer = forRun(JOBS_HIRER, run)
  const category = await db.query.categories.findFirst({
    where: (c, { eq }) => eq(c.slug, 'recepcionista'),
  })
  const { user: promoter } = await createPromoter(db, {
    user: { email: jobsPromoter.email, name: jobsPromoter.name },
    promoter: { categoryId: category?.id, weeklyAvailability: 2 ** 21 - 1 },
  })
  const { user: hirer } = await createUser(db, {
    role: 'company',
    email: jobsHirer.email,
    name: jobsHirer.name,
  })
  const now = new Date()
  const today = todayInBrazil(now)
  const base = { promoterId: promoter.id, hirerId: hirer.id, categoryId: category?.id ?? null }
  await createJob(db, {
    ...base,
    eventName: JOBS_EVENTS.toKeep,
    startDate: addDays(today, 12),
    finishDate: addDays(today, 13),
    cashCents: 180_000,
    requestedAt: now,
  })
  await createJob(db, {
    ...base,
    eventName: JOBS_EVENTS.toDecline,
    startDate: addDays(today, 9),
    startHour: '14:00',
    finishHour: '20:00',
    cashCents: 45_000,
    requestedAt: now,
  })
  await createJob(db, {
    ...base,
    status: 'accepted',
    eventName: JOBS_EVENTS.lateCancel,
    startDate: addDays(today, 2),
    startHour: '10:00',
    finishHour: '16:00',
    cashCents: 60_000,
    requestedAt: new Date(now.getTime() - 10 * 86_400_000),
  })
  await createJob(db, {
    ...base,
    status: 'accepted',
    eventName: JOBS_EVENTS.accepted,
    startDate: addDays(today, 21),
    cashCents: 95_000,
    requestedAt: new Date(now.getTime() - 86_400_000),
  })
  await createJob(db, {
    ...base,
    status: 'completed',
    eventName: JOBS_EVENTS.completed,
    startDate: addDays(today, -10),
    cashCents: 120_000,
    requestedAt: new Date(now.getTime() - 20 * 86_400_000),
  })
  return { promoterId: promoter.id, hirerId: hirer.id }
}

import { count, eq, inArray } from 'drizzle-orm'
import {
  addDays,
  computeFee,
  eventWindow,
  LIMITS,
  todayInBrazil,
  type JobStatus,
} from '@galera/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { feeScheduleAt } from '../../modules/jobs/fee-in-force.repository.ts'
import { jobs, ledgerEntries, promoters, userRatings, users } from '../schema/index.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR

export interface DemoJob {
  hirer: 'client' | 'company'
  status: JobStatus
  eventName: string
  /** Event day relative to today (São Paulo). */
  inDays: number
  days?: number
  startHour: string
  finishHour: string
  cashCents: number
  /** When it was requested, hours before now. */
  requestedHoursAgo: number
  place: { name: string; zipcode: string; address: string; city: string; uf: string }
  reason?: string
  ratings?: Array<{ by: 'promoter' | 'hirer'; value: 'positive' | 'neutral'; comment: string }>
}

const PELOURINHO = {
  name: 'Largo do Pelourinho',
  zipcode: '40026280',
  address: 'Largo do Pelourinho, s/n',
  city: 'Salvador',
  uf: 'BA',
}
const CENTRO_CONVENCOES = {
  name: 'Centro de Convenções Salvador',
  zipcode: '41820020',
  address: 'Avenida Tancredo Neves, 1632',
  city: 'Salvador',
  uf: 'BA',
}

/** A few jobs in every status, so each panel screen shows real data on `npm start`. */
const DEMO_JOBS: DemoJob[] = [
  {
    hirer: 'client',
    status: 'requested',
    eventName: 'Aniversário de 15 anos — recepção',
    inDays: 6,
    startHour: '18:00',
    finishHour: '23:00',
    cashCents: 45_000,
    requestedHoursAgo: 2,
    place: PELOURINHO,
  },
  {
    hirer: 'company',
    status: 'requested',
    eventName: 'Degustação no supermercado',
    inDays: 9,
    startHour: '09:00',
    finishHour: '15:00',
    cashCents: 60_000,
    requestedHoursAgo: 20,
    place: CENTRO_CONVENCOES,
  },
  {
    hirer: 'company',
    status: 'accepted',
    eventName: 'Feira da Construção Bahia — credenciamento',
    inDays: 20,
    days: 2,
    startHour: '08:00',
    finishHour: '18:00',
    cashCents: 160_000,
    requestedHoursAgo: 72,
    place: CENTRO_CONVENCOES,
  },
  {
    hirer: 'client',
    status: 'completed',
    eventName: 'Lançamento de livro',
    inDays: -12,
    startHour: '19:00',
    finishHour: '22:00',
    cashCents: 35_000,
    requestedHoursAgo: 24 * 20,
    place: PELOURINHO,
    ratings: [
      { by: 'hirer', value: 'positive', comment: 'Pontual, simpática e muito organizada.' },
      { by: 'promoter', value: 'positive', comment: 'Cliente atenciosa, tudo combinado certinho.' },
    ],
  },
  {
    hirer: 'company',
    status: 'completed',
    eventName: 'Congresso de Marketing — recepção',
    inDays: -5,
    startHour: '08:00',
    finishHour: '17:00',
    cashCents: 90_000,
    requestedHoursAgo: 24 * 15,
    place: CENTRO_CONVENCOES,
  },
  {
    hirer: 'company',
    status: 'declined',
    eventName: 'Blitz promocional no shopping',
    inDays: 4,
    startHour: '10:00',
    finishHour: '16:00',
    cashCents: 30_000,
    requestedHoursAgo: 30,
    place: CENTRO_CONVENCOES,
    reason: 'Já tenho compromisso nesse dia.',
  },
  {
    hirer: 'client',
    status: 'cancelled',
    eventName: 'Chá revelação',
    inDays: 11,
    startHour: '15:00',
    finishHour: '19:00',
    cashCents: 25_000,
    requestedHoursAgo: 10,
    place: PELOURINHO,
    reason: 'O evento foi adiado.',
  },
  {
    hirer: 'client',
    status: 'expired',
    eventName: 'Coquetel de inauguração',
    inDays: 2,
    startHour: '19:00',
    finishHour: '23:00',
    cashCents: 40_000,
    requestedHoursAgo: 24 * 3,
    place: PELOURINHO,
  },
]

const DEMO_EMAILS = {
  promoter: 'promotora@galera.dev',
  client: 'cliente@galera.dev',
  company: 'empresa@galera.dev',
} as const

/**
 * Demo jobs of the demo promoter with the demo client and company (README "Demo accounts"),
 * written like the rules would have left them: fee frozen at the acceptance, ledger settled for
 * completed jobs, ratings on completed ones. Does nothing when the promoter already has jobs or
 * the demo accounts are missing. Production seed code: no test helpers.
 */
export async function seedDemoJobs(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name, phone: users.phone })
    .from(users)
    .where(inArray(users.email, Object.values(DEMO_EMAILS)))
  const by = (email: string) => people.find((p) => p.email === email)
  const promoter = by(DEMO_EMAILS.promoter)
  const client = by(DEMO_EMAILS.client)
  const company = by(DEMO_EMAILS.company)
  if (!promoter || !client || !company) return 0
  const [{ n }] = await db.select({ n: count() }).from(jobs).where(eq(jobs.promoterId, promoter.id))
  if (n > 0) return 0
  const [profile] = await db
    .select({ categoryId: promoters.categoryId })
    .from(promoters)
    .where(eq(promoters.userId, promoter.id))
  if (!profile) return 0

  const today = todayInBrazil(now)
  for (const d of DEMO_JOBS)
    await insertDemoJob(db, {
      promoter,
      hirer: d.hirer === 'client' ? client : company,
      contactDoc: d.hirer === 'client' ? '39053344705' : '11222333000181',
      categoryId: profile.categoryId,
      job: d,
      today,
      now,
    })
  return DEMO_JOBS.length
}

interface DemoPerson {
  id: string
  name: string
  email: string
  phone: string | null
}

/**
 * One demo job written as the rules would have left it (fee frozen at the acceptance, ledger
 * settled when completed, ratings after it). Also used by the showcase seed's past jobs.
 */
export async function insertDemoJob(
  db: DbOrTx,
  o: {
    promoter: { id: string }
    hirer: DemoPerson
    contactDoc: string
    categoryId: string | null
    job: DemoJob
    today: string
    now: Date
  },
): Promise<void> {
  const { promoter, hirer, contactDoc, categoryId, job: d, today, now } = o
  const startDate = addDays(today, d.inDays)
  const finishDate = addDays(startDate, (d.days ?? 1) - 1)
  const w = eventWindow({
    startDate,
    finishDate,
    startHour: d.startHour,
    finishHour: d.finishHour,
    uf: d.place.uf,
  })
  const requestedAt = new Date(now.getTime() - d.requestedHoursAgo * HOUR)
  const answerDeadline = new Date(
    Math.min(requestedAt.getTime() + LIMITS.jobAnswerHours * HOUR, w.startsAt.getTime()),
  )
  const booked = d.status === 'accepted' || d.status === 'completed'
  const acceptedAt = booked ? new Date(requestedAt.getTime() + 3 * HOUR) : null
  const schedule = booked ? await feeScheduleAt(db, acceptedAt!) : null
  const fee = schedule ? computeFee(d.cashCents, schedule) : null
  const completedAt = d.status === 'completed' ? w.endsAt : null
  const [job] = await db
    .insert(jobs)
    .values({
      promoterId: promoter.id,
      hirerId: hirer.id,
      status: d.status,
      contactDoc,
      contactName: hirer.name,
      contactPhone: hirer.phone ?? '+5571987650001',
      contactEmail: hirer.email,
      eventName: d.eventName,
      startDate,
      finishDate,
      startHour: d.startHour,
      finishHour: d.finishHour,
      startsAt: w.startsAt,
      endsAt: w.endsAt,
      timeZone: w.timeZone,
      workHours: w.workHours,
      cashCents: d.cashCents,
      placeName: d.place.name,
      zipcode: d.place.zipcode,
      address: d.place.address,
      city: d.place.city,
      uf: d.place.uf,
      categoryId,
      requestedAt,
      answerDeadline,
      acceptedAt,
      ...(schedule && fee
        ? {
            feeScheduleId: schedule.id,
            providerBps: schedule.providerBps,
            platformBps: schedule.platformBps,
            providerFeeCents: fee.providerFeeCents,
            platformFeeCents: fee.platformFeeCents,
            netCents: fee.netCents,
          }
        : {}),
      declinedAt: d.status === 'declined' ? new Date(requestedAt.getTime() + 5 * HOUR) : null,
      expiredAt: d.status === 'expired' ? answerDeadline : null,
      cancelledAt: d.status === 'cancelled' ? new Date(requestedAt.getTime() + HOUR) : null,
      cancelledBy: d.status === 'cancelled' ? 'hirer' : null,
      completedAt,
      reason: d.reason ?? null,
      updatedAt: now,
    })
    .returning()
  if (!job) return
  if (booked && fee) {
    await db
      .insert(ledgerEntries)
      .values({ jobId: job.id, kind: 'gross', amountCents: d.cashCents, createdAt: acceptedAt! })
  }
  if (d.status === 'completed' && fee) {
    await db.insert(ledgerEntries).values(
      [
        { jobId: job.id, kind: 'provider_fee', amountCents: fee.providerFeeCents },
        { jobId: job.id, kind: 'platform_fee', amountCents: fee.platformFeeCents },
        { jobId: job.id, kind: 'payout', amountCents: fee.netCents, dueOn: startDate },
      ]
        .filter((e) => e.amountCents > 0)
        .map((e) => ({ ...e, createdAt: completedAt! })),
    )
    for (const r of d.ratings ?? []) {
      await db.insert(userRatings).values({
        jobId: job.id,
        raterUserId: r.by === 'promoter' ? promoter.id : hirer.id,
        ratedUserId: r.by === 'promoter' ? hirer.id : promoter.id,
        value: r.value,
        comment: r.comment,
        createdAt: new Date(completedAt!.getTime() + DAY),
      })
    }
  }
}

import {
  canTransition,
  computeFee,
  LIMITS,
  type FeeRates,
  type JobAction,
  type JobDto,
  type PaymentStatus,
  type JobRatingDto,
  type JobStatus,
  type JobSummaryDto,
  type DisputeMoneyState,
  type DisputeReason,
  type JobDisputeDto,
} from '@galera/shared'
import type { jobs, paymentDisputes } from '../../db/schema/index.ts'
import { fileUrl } from '../promoters/promoter-dto.ts'

export type JobRow = typeof jobs.$inferSelect
type DisputeRow = typeof paymentDisputes.$inferSelect
export type JobSide = 'promoter' | 'hirer'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Whose side the caller is on (undefined: not a party, which the routes answer with 404). */
export function sideOf(job: Pick<JobRow, 'promoterId' | 'hirerId'>, userId: string) {
  if (job.promoterId === userId) return 'promoter' as const
  if (job.hirerId === userId) return 'hirer' as const
  return undefined
}

/** Spec §9 / ADR 0019: `starts_at − now < 72 h` is late; exactly 72 h is not. */
export function isLatePromoterCancel(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() < LIMITS.promoterCancelBlockHours * HOUR
}

export function promoterBlockEnd(now: Date): Date {
  return new Date(now.getTime() + LIMITS.promoterBlockDays * DAY)
}

/**
 * What the hirer keeps back when cancelling an accepted job now (ADR 0019): everything within
 * the 7 days of regret (CDC art. 49, before the event starts) or at least 72 h before the start;
 * otherwise half the cachê goes to the promoter (fees on that half, frozen schedule).
 */
export function hirerCancelSettlement(
  job: Pick<JobRow, 'cashCents' | 'startsAt' | 'acceptedAt'> & { rates: FeeRates },
  now: Date,
) {
  const untilStart = job.startsAt.getTime() - now.getTime()
  const sinceAccept = now.getTime() - (job.acceptedAt ?? now).getTime()
  const regret = untilStart > 0 && sinceAccept <= LIMITS.hirerRegretDays * DAY
  const early = untilStart >= LIMITS.promoterCancelBlockHours * HOUR
  const keptCents =
    regret || early ? 0 : Math.floor((job.cashCents * LIMITS.hirerLateCancelBps + 5_000) / 10_000)
  const kept = computeFee(keptCents, job.rates)
  return {
    refundCents: job.cashCents - keptCents,
    providerFeeCents: kept.providerFeeCents,
    platformFeeCents: kept.platformFeeCents,
    payoutCents: kept.netCents,
  }
}

export interface ActionState {
  side: JobSide
  now: Date
  /** The promoter's block end, when one is running. */
  blockedUntil: Date | null
  /** A booked job of the promoter overlaps this one (an accept would be refused). */
  overlapsBooked: boolean
  iRated: boolean
}

export function ratingWindowOpen(job: Pick<JobRow, 'status' | 'completedAt'>, now: Date) {
  return (
    job.status === 'completed' &&
    !!job.completedAt &&
    now.getTime() < job.completedAt.getTime() + LIMITS.jobRatingDays * DAY
  )
}

/** The actions the caller may take now: the status graph, then deadlines, block and rating. */
export function jobActions(
  job: Pick<JobRow, 'status' | 'answerDeadline' | 'endsAt' | 'completedAt'>,
  s: ActionState,
): JobAction[] {
  const status = job.status as JobStatus
  const out: JobAction[] = []
  const answerOpen = s.now < job.answerDeadline
  if (
    canTransition(status, 'accepted', s.side) &&
    answerOpen &&
    !(s.blockedUntil && s.blockedUntil > s.now) &&
    !s.overlapsBooked
  )
    out.push('accept')
  if (canTransition(status, 'declined', s.side) && answerOpen) out.push('decline')
  if (canTransition(status, 'cancelled', s.side) && (status !== 'accepted' || s.now < job.endsAt))
    out.push('cancel')
  if (ratingWindowOpen(job, s.now) && !s.iRated) out.push('rate')
  return out
}

export interface JobDetailExtras {
  side: JobSide
  now: Date
  promoterName: string
  promoterAvatar: Record<string, string> | null
  category: string | null
  hirerName: string
  blockedUntil: Date | null
  overlapsBooked: boolean
  /** The fee schedule in force now (the preview before acceptance). */
  scheduleNow: FeeRates
  myRating: JobRatingDto | null
  theirRating: JobRatingDto | null
  /** The job's payment row (ADR 0055), if it has one. */
  payment?: {
    status: string
    deadline: Date
    releaseAt: Date
    releasedAt: Date | null
    /** Its last dispute (ADR 0063), and the promoter's part as the ledger has it now. */
    dispute?: DisputeRow
    payoutCents: number
  } | null
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

function feeOf(job: JobRow, scheduleNow: FeeRates): JobDto['fee'] {
  if (job.acceptedAt && job.netCents !== null) {
    return {
      grossCents: job.cashCents,
      providerFeeCents: job.providerFeeCents!,
      platformFeeCents: job.platformFeeCents!,
      netCents: job.netCents,
      providerBps: job.providerBps!,
      platformBps: job.platformBps!,
      frozen: true,
    }
  }
  return { ...computeFee(job.cashCents, scheduleNow), ...scheduleNow, frozen: false }
}

export function frozenRates(job: JobRow): FeeRates {
  return { providerBps: job.providerBps ?? 0, platformBps: job.platformBps ?? 0 }
}

/**
 * The whole job for one side. Their rating shows once I rated or the window closed (so neither
 * side writes theirs after reading the other's, as Airbnb does).
 */
export function jobDto(job: JobRow, x: JobDetailExtras): JobDto {
  const status = job.status as JobStatus
  const iRated = !!x.myRating
  const showContact = x.side === 'hirer' || status === 'accepted' || status === 'completed'
  const theirVisible = iRated || (status === 'completed' && !ratingWindowOpen(job, x.now))
  return {
    id: job.id,
    status,
    promoter: {
      id: job.promoterId,
      name: x.promoterName,
      avatarUrl: fileUrl(x.promoterAvatar, 'thumb'),
      category: x.category,
    },
    hirer: { id: job.hirerId, name: x.hirerName },
    contact: showContact
      ? {
          doc: job.contactDoc,
          name: job.contactName,
          phone: job.contactPhone,
          email: job.contactEmail,
        }
      : null,
    eventName: job.eventName,
    startsAt: job.startsAt.toISOString(),
    endsAt: job.endsAt.toISOString(),
    timeZone: job.timeZone,
    workHours: Number(job.workHours),
    startDate: job.startDate,
    finishDate: job.finishDate,
    startHour: job.startHour,
    finishHour: job.finishHour,
    place: {
      name: job.placeName,
      zipcode: job.zipcode,
      address: job.address,
      complement: job.complement,
      city: job.city,
      uf: job.uf,
    },
    fee: feeOf(job, x.scheduleNow),
    requestedAt: job.requestedAt.toISOString(),
    answerDeadline: job.answerDeadline.toISOString(),
    acceptedAt: iso(job.acceptedAt),
    declinedAt: iso(job.declinedAt),
    expiredAt: iso(job.expiredAt),
    completedAt: iso(job.completedAt),
    cancelledAt: iso(job.cancelledAt),
    cancelledBy: (job.cancelledBy as JobDto['cancelledBy']) ?? null,
    reason: job.reason,
    refundCents: job.refundCents,
    actions: jobActions(job, { ...x, iRated }),
    cancelBlocks:
      x.side === 'promoter' && status === 'accepted' && isLatePromoterCancel(job.startsAt, x.now),
    // Nothing to give back while the payment is awaited (ADR 0055).
    cancelRefundCents:
      x.side === 'hirer' && status === 'accepted' && (!x.payment || x.payment.status === 'paid')
        ? hirerCancelSettlement({ ...job, rates: frozenRates(job) }, x.now).refundCents
        : null,
    myRating: x.myRating,
    theirRating: theirVisible ? x.theirRating : null,
    payment: x.payment
      ? {
          status: x.payment.status as PaymentStatus,
          deadline: x.payment.deadline.toISOString(),
          releaseAt: x.payment.releaseAt.toISOString(),
          releasedAt: iso(x.payment.releasedAt),
          dispute: x.payment.dispute ? jobDisputeDto(x.payment.dispute, x.payment) : null,
        }
      : null,
  }
}

export interface SummaryExtras {
  side: JobSide
  now: Date
  counterpartName: string
  blockedUntil: Date | null
  overlapsBooked: boolean
  iRated: boolean
  scheduleNow: FeeRates
}

export function jobSummaryDto(job: JobRow, x: SummaryExtras): JobSummaryDto {
  return {
    id: job.id,
    status: job.status as JobStatus,
    eventName: job.eventName,
    startsAt: job.startsAt.toISOString(),
    endsAt: job.endsAt.toISOString(),
    timeZone: job.timeZone,
    city: job.city,
    uf: job.uf,
    cashCents: job.cashCents,
    netCents: job.netCents ?? computeFee(job.cashCents, x.scheduleNow).netCents,
    counterpart: {
      id: x.side === 'promoter' ? job.hirerId : job.promoterId,
      name: x.counterpartName,
    },
    answerDeadline: job.answerDeadline.toISOString(),
    actions: jobActions(job, x),
  }
}

/** The dispute on the job's answer, with where the promoter's money is (ADR 0063). */
function jobDisputeDto(
  d: DisputeRow,
  p: { releasedAt: Date | null; payoutCents: number },
): JobDisputeDto {
  const money: DisputeMoneyState = !d.decidedAt
    ? 'held'
    : p.releasedAt
      ? 'released'
      : p.payoutCents === 0
        ? 'refunded'
        : 'to_release'
  return {
    id: d.id,
    reason: d.reason as DisputeReason,
    description: d.description,
    openedAt: d.openedAt.toISOString(),
    outcome: (d.outcome as JobDisputeDto['outcome']) ?? null,
    refundCents: d.refundCents ?? null,
    decisionNote: d.decisionNote ?? null,
    decidedAt: iso(d.decidedAt),
    payoutCents: p.payoutCents,
    money,
  }
}

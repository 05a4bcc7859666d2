import {
  DECIDABLE_FLAGS,
  computeFee,
  type DecisionDto,
  type DisputeDto,
  type DisputeReason,
  type HirerDisputeDto,
  type OpenDisputeSchema,
  type DecisionSchema,
  type PendingDecisionsDto,
} from '@galera/shared'
import { webPath } from '@galera/shared/web-paths.ts'
import type { z } from 'zod'
import { audit } from '../../platform/audit.ts'
import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import { uniqueViolation } from '../../platform/db/pg-errors.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { frozenRates, type JobRow } from '../jobs/job-dto.ts'
import { jobsRepository } from '../jobs/jobs.repository.ts'
import { jobNoticeParams } from '../jobs/job-context.ts'
import { notifyAdmins } from '../notifications/notifications.service.ts'
import { paymentProvider } from './payment-charge.ts'
import { paymentRefundStep, sendRefund } from './provider-steps.ts'
import { notifyJobSides } from './payment-notices.ts'
import {
  paymentDisputesRepository,
  type DisputeRow,
  type PendingDecisionRow,
} from './payment-disputes.repository.ts'
import { paymentsRepository, type PaymentRow } from './payments.repository.ts'

type OpenDispute = z.output<typeof OpenDisputeSchema>
type Decision = z.output<typeof DecisionSchema>

const decidableFlag = (flag: string | null) =>
  flag !== null && (DECIDABLE_FLAGS as readonly string[]).includes(flag)

/**
 * ADR 0063: the dispute window of a paid job runs from the job's end to the release instant
 * (end + 48 h, ADR 0055); a dispute may be opened while the money is held there.
 */
function windowOf(job: JobRow, p: PaymentRow) {
  return { opensAt: job.endsAt, closesAt: p.releaseAt }
}

function inWindow(job: JobRow, p: PaymentRow, now: Date) {
  const w = windowOf(job, p)
  return p.status === 'paid' && !p.releasedAt && now >= w.opensAt && now < w.closesAt
}

/**
 * Disputes and admin decisions on held money (ADR 0063): the hirer opens a dispute in the window;
 * an admin master releases the money or refunds the hirer (in full or in part) through the
 * provider, with the ledger written in the decision's transaction. Both are audited and told.
 */
export function paymentDisputesService(ctx: AppContext) {
  async function hirerView(job: JobRow, p: PaymentRow): Promise<HirerDisputeDto> {
    const last = await paymentDisputesRepository(ctx.db).lastOf(p.id)
    const w = windowOf(job, p)
    return {
      opensAt: w.opensAt.toISOString(),
      closesAt: w.closesAt.toISOString(),
      canOpen: !last && inWindow(job, p, ctx.clock.now()),
      dispute: last ? disputeDto(last) : null,
    }
  }

  /** The hirer's job and payment; another user's job reads as not found. */
  async function mine(userId: string, jobId: string) {
    const job = await jobsRepository(ctx.db).find(jobId)
    if (!job || job.hirerId !== userId) throw new AppError('JOB_NOT_FOUND')
    const payment = await paymentsRepository(ctx.db).findByJob(jobId)
    if (!payment) throw new AppError('JOB_NOT_FOUND')
    return { job, payment }
  }

  return {
    async view(userId: string, jobId: string): Promise<HirerDisputeDto> {
      const { job, payment } = await mine(userId, jobId)
      return hirerView(job, payment)
    },

    async open(
      actor: AuthUser,
      jobId: string,
      input: OpenDispute,
      ip: string,
    ): Promise<HirerDisputeDto> {
      const now = ctx.clock.now()
      await mine(actor.id, jobId)
      try {
        await ctx.db.transaction(async (tx) => {
          const p = (await paymentsRepository(tx).lockByJob(jobId))!
          const job = (await jobsRepository(tx).find(jobId))!
          const d = paymentDisputesRepository(tx)
          const last = await d.lastOf(p.id)
          if (last && !last.decidedAt) throw new AppError('PAYMENT_DISPUTE_OPEN')
          if (last || !inWindow(job, p, now)) throw new AppError('PAYMENT_DISPUTE_CLOSED')
          const dispute = await d.insert({
            paymentId: p.id,
            jobId,
            openedBy: actor.id,
            reason: input.reason,
            description: input.description,
            openedAt: now,
          })
          await audit(tx, {
            actorId: actor.id,
            action: 'payment.dispute_open',
            targetType: 'payment',
            targetId: p.id,
            after: { disputeId: dispute.id, reason: input.reason },
            ip,
          })
          await notifyJobSides(ctx, tx, job, 'payment_dispute_opened', ['promoter'])
          await notifyAdmins(
            tx,
            {
              code: 'payment_dispute_admin',
              link: webPath('adminPayments'),
              params: { ...jobNoticeParams(job), amount: p.amountCents },
            },
            { email: ctx },
          )
        })
      } catch (err) {
        // Two opens at once: the payment's lock orders them; the index is the last word.
        if (uniqueViolation(err) === 'payment_disputes_one_open')
          throw new AppError('PAYMENT_DISPUTE_OPEN')
        throw err
      }
      const { job, payment } = await mine(actor.id, jobId)
      return hirerView(job, payment)
    },

    async pending(): Promise<PendingDecisionsDto> {
      const r = paymentDisputesRepository(ctx.db)
      const rows = await r.pending()
      const disputes = new Map(
        (await r.disputes(rows.flatMap((x) => (x.dispute_id ? [x.dispute_id] : [])))).map((d) => [
          d.id,
          d,
        ]),
      )
      return { data: rows.map((row) => pendingDto(row, disputes)) }
    },

    async decide(actor: AuthUser, paymentId: string, input: Decision, ip: string) {
      const now = ctx.clock.now()
      const decided = await ctx.db.transaction(async (tx): Promise<DecisionDto> => {
        const pr = paymentsRepository(tx)
        const p = await pr.lockById(paymentId)
        if (!p) throw new AppError('PAYMENT_NOT_FOUND')
        const d = paymentDisputesRepository(tx)
        const dispute = await d.lockOpen(p.id)
        const flag = decidableFlag(p.flag) ? p.flag : null
        if (!dispute && !flag) throw new AppError('PAYMENT_NOTHING_TO_DECIDE')
        // ADR 0070: a release committed as sending may be at the provider already.
        if (p.status !== 'paid' || p.releasedAt || p.transferRequestedAt)
          throw new AppError('PAYMENT_NOT_DECIDABLE')
        const job = (await jobsRepository(tx).find(p.jobId))!
        const refundCents = input.outcome === 'refund' ? input.refundCents! : 0

        if (input.outcome === 'refund') {
          await refund(tx, job, p, refundCents, now)
        } else if (flag) {
          await pr.update(p.id, { flag: null, updatedAt: now })
        }
        if (dispute)
          await d.decide(dispute.id, {
            outcome: input.outcome,
            refundCents: input.outcome === 'refund' ? refundCents : null,
            decisionNote: input.note,
            decidedBy: actor.id,
            decidedAt: now,
          })
        await audit(tx, {
          actorId: actor.id,
          action: 'payment.decide',
          targetType: 'payment',
          targetId: p.id,
          before: { flag: p.flag, disputeId: dispute?.id ?? null, status: p.status },
          after: { outcome: input.outcome, refundCents, note: input.note },
          ip,
        })
        if (input.outcome === 'refund')
          await notifyJobSides(ctx, tx, job, 'payment_decided_refund', ['hirer', 'promoter'], {
            amount: refundCents,
          })
        else await notifyJobSides(ctx, tx, job, 'payment_decided_release', ['hirer', 'promoter'])
        return {
          paymentId: p.id,
          outcome: input.outcome,
          refundCents,
          decidedAt: now.toISOString(),
        }
      })
      // ADR 0070: the refund is asked for after the decision committed, with no transaction
      // open; a provider that fails leaves it to the ticker's refund step (retried, never twice).
      if (decided.outcome === 'refund')
        await sendRefund(
          ctx,
          ctx.db,
          paymentProvider(ctx),
          paymentRefundStep(now, 'Galera Eventos: decisão de disputa', true),
          paymentId,
          now,
        )
      return decided
    },
  }

  /**
   * ADR 0063: a refund of `refundCents` settles the job again as ADR 0019 settles a late
   * cancellation: the hirer gets `refundCents` back, the frozen fee applies to the part kept, the
   * promoter's payout is the rest. The ledger is checked in the decision's transaction; the
   * provider is asked after it committed (ADR 0070).
   */
  async function refund(tx: Tx, job: JobRow, p: PaymentRow, refundCents: number, now: Date) {
    if (job.status !== 'completed') throw new AppError('PAYMENT_NOT_DECIDABLE')
    const refundable = p.amountCents - p.refundCents
    if (refundCents > refundable) throw new AppError('PAYMENT_REFUND_TOO_LARGE')
    const kept = computeFee(p.amountCents - refundCents, frozenRates(job))
    const d = paymentDisputesRepository(tx)
    await d.clearSettlement(job.id)
    await jobsRepository(tx).insertLedger([
      { jobId: job.id, kind: 'refund', amountCents: refundCents, createdAt: now },
      { jobId: job.id, kind: 'provider_fee', amountCents: kept.providerFeeCents, createdAt: now },
      { jobId: job.id, kind: 'platform_fee', amountCents: kept.platformFeeCents, createdAt: now },
      {
        jobId: job.id,
        kind: 'payout',
        amountCents: kept.netCents,
        dueOn: job.startDate,
        createdAt: now,
      },
    ])
    await d.checkLedgerNow()
    // Sent to the provider after the commit (`decide`, ADR 0070); `refunded_at` marks it done.
    await paymentsRepository(tx).update(p.id, {
      status: 'refunded',
      refundCents,
      flag: decidableFlag(p.flag) ? null : p.flag,
      updatedAt: now,
    })
  }
}

function disputeDto(d: DisputeRow): DisputeDto {
  return {
    id: d.id,
    reason: d.reason as DisputeReason,
    description: d.description,
    openedAt: d.openedAt.toISOString(),
    outcome: (d.outcome as DisputeDto['outcome']) ?? null,
    refundCents: d.refundCents ?? null,
    decisionNote: d.decisionNote ?? null,
    decidedAt: d.decidedAt?.toISOString() ?? null,
  }
}

function pendingDto(row: PendingDecisionRow, disputes: Map<string, DisputeRow>) {
  const dispute = row.dispute_id ? disputes.get(row.dispute_id) : undefined
  return {
    paymentId: row.payment_id,
    jobId: row.job_id,
    eventName: row.event_name,
    hirerName: row.hirer_name,
    promoterName: row.promoter_name,
    amountCents: Number(row.amount_cents),
    refundableCents: Number(row.amount_cents) - Number(row.refund_cents),
    flag: decidableFlag(row.flag) ? row.flag : null,
    dispute: dispute ? disputeDto(dispute) : null,
    releaseAt: new Date(row.release_at).toISOString(),
    canRefund: row.job_status === 'completed',
  }
}

import type {
  AdminPaymentDto,
  AdminPaymentsDto,
  PaymentDifferenceDto,
  PaymentMethod,
  PaymentStatus,
  ReconciliationDto,
  PaymentDifferenceKind,
} from '@galera/shared'
import { audit } from '../../platform/audit.ts'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import {
  adminPaymentsRepository,
  type AdminPaymentRow,
  type DifferenceRow,
  type ReconciliationRow,
} from './admin-payments.repository.ts'
import { providerFailure } from './payment-charge.ts'
import { listProviderCharges, reconcile } from './payments-reconcile.ts'

const PAGE = 50

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

/** The admin master's payments screen and reconciliation (ADR 0057); every write is audited. */
export function adminPaymentsService(ctx: AppContext) {
  return {
    async list(status: string, page: number): Promise<AdminPaymentsDto> {
      const r = adminPaymentsRepository(ctx.db)
      const [totals, rows, total] = await Promise.all([
        r.totals(ctx.clock.now()),
        r.list(status, PAGE, (page - 1) * PAGE),
        r.count(status),
      ])
      return {
        totals,
        data: rows.map(paymentDto),
        total,
        last_page: Math.max(1, Math.ceil(total / PAGE)),
      }
    },

    async reconciliation(): Promise<ReconciliationDto> {
      const last = await adminPaymentsRepository(ctx.db).lastRun()
      return last ? runDto(last) : { last: null, differences: [] }
    },

    /** Runs the reconciliation now (the provider answers outside any transaction's lock). */
    async reconcileNow(actor: AuthUser, ip: string): Promise<ReconciliationDto> {
      // Without a provider there is nothing to compare (the daily job skips too): a state of this
      // environment, not an outage to retry.
      if (!ctx.env.PAYMENT_PROVIDER_URL) throw new AppError('PAYMENT_PROVIDER_NOT_CONFIGURED')
      const now = ctx.clock.now()
      // ADR 0070: the provider's pages are read first, with no transaction open.
      let listed
      try {
        listed = await listProviderCharges(ctx, now)
      } catch (err) {
        return providerFailure(ctx, err)
      }
      const run = await ctx.db.transaction(async (tx) => {
        const run = await reconcile(ctx, tx, now, actor.id, listed)
        await audit(tx, {
          actorId: actor.id,
          action: 'payments.reconcile',
          targetType: 'payment_reconciliation',
          targetId: run!.id,
          after: {
            chargesChecked: run!.chargesChecked,
            paymentsChecked: run!.paymentsChecked,
            differences: run!.differences,
          },
          ip,
        })
        return run!
      })
      return runDto(run)
    },

    async resolve(actor: AuthUser, id: string, ip: string): Promise<ReconciliationDto> {
      const now = ctx.clock.now()
      const runId = await ctx.db.transaction(async (tx) => {
        const r = adminPaymentsRepository(tx)
        const d = await r.lockDifference(id)
        if (!d) throw new AppError('PAYMENT_DIFFERENCE_NOT_FOUND')
        if (d.resolvedAt) return d.reconciliationId
        await r.resolveDifference(id, actor.id, now)
        await audit(tx, {
          actorId: actor.id,
          action: 'payment_difference.resolve',
          targetType: 'payment_difference',
          targetId: id,
          before: { kind: d.kind, ours: d.ours, theirs: d.theirs, resolvedAt: null },
          after: { resolvedAt: now.toISOString() },
          ip,
        })
        return d.reconciliationId
      })
      return runDto((await adminPaymentsRepository(ctx.db).run(runId))!)
    },
  }

  async function runDto(run: ReconciliationRow): Promise<ReconciliationDto> {
    return {
      last: {
        id: run.id,
        day: run.day,
        ranAt: run.ranAt.toISOString(),
        manual: run.runBy !== null,
        chargesChecked: run.chargesChecked,
        paymentsChecked: run.paymentsChecked,
        differences: run.differences,
      },
      differences: (await adminPaymentsRepository(ctx.db).differencesOf(run.id)).map(differenceDto),
    }
  }
}

function paymentDto(r: AdminPaymentRow): AdminPaymentDto {
  return {
    id: r.id,
    jobId: r.job_id,
    eventName: r.event_name,
    hirerName: r.hirer_name,
    promoterName: r.promoter_name,
    amountCents: Number(r.amount_cents),
    refundCents: Number(r.refund_cents),
    status: r.status as PaymentStatus,
    method: (r.method as PaymentMethod | null) ?? null,
    flag: r.flag,
    deadline: iso(r.deadline)!,
    paidAt: iso(r.paid_at),
    releaseAt: iso(r.release_at)!,
    releasedAt: iso(r.released_at),
  }
}

function differenceDto(d: DifferenceRow): PaymentDifferenceDto {
  return {
    id: d.id,
    kind: d.kind as PaymentDifferenceKind,
    paymentId: d.payment_id,
    eventName: d.event_name,
    providerPaymentId: d.provider_payment_id,
    ours: d.ours,
    theirs: d.theirs,
    resolvedAt: iso(d.resolved_at),
  }
}

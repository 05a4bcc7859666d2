import { type PaymentDto, type PayoutAccountDto, type PixKeyType } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { JobSide } from '../jobs/job-dto.ts'
import { jobsRepository } from '../jobs/jobs.repository.ts'
import { checkPixCode, paymentDto, paymentProvider, providerFailure } from './payment-charge.ts'
import { paymentsRepository } from './payments.repository.ts'

/**
 * The hirer's side of a job's payment (ADR 0055): the charge is opened at the provider when the
 * hirer first asks for it, under the payment row's lock, so any number of concurrent asks make
 * one charge.
 */
export function paymentsService(ctx: AppContext) {
  const provider = paymentProvider(ctx)

  async function mine(side: JobSide, userId: string, jobId: string) {
    const job = await jobsRepository(ctx.db).find(jobId)
    const owner = job && (side === 'hirer' ? job.hirerId : job.promoterId)
    if (!job || owner !== userId) throw new AppError('JOB_NOT_FOUND')
    const payment = await paymentsRepository(ctx.db).findByJob(jobId)
    if (!payment) throw new AppError('JOB_NOT_FOUND')
    return { job, payment }
  }

  return {
    async view(side: JobSide, userId: string, jobId: string): Promise<PaymentDto> {
      return paymentDto((await mine(side, userId, jobId)).payment)
    },

    /** Opens (once) the provider charge of the hirer's pending payment and answers it. */
    async open(userId: string, jobId: string): Promise<PaymentDto> {
      const { job } = await mine('hirer', userId, jobId)
      const now = ctx.clock.now()
      const row = await ctx.db.transaction(async (tx) => {
        const r = paymentsRepository(tx)
        const p = (await r.lockByJob(jobId))!
        if (p.status !== 'pending' || p.deadline <= now) return p
        if (p.providerPaymentId && p.pixPayload) return p
        try {
          let customerId = await r.customerOf(userId)
          if (!customerId) {
            const hirer = await jobsRepository(tx).user(userId)
            customerId = (
              await provider.createCustomer({
                name: job.contactName || hirer?.name || 'Galera Eventos',
                email: job.contactEmail,
                cpfCnpj: job.contactDoc,
                externalReference: userId,
              })
            ).id
            await r.saveCustomer(userId, customerId)
          }
          const charge = p.providerPaymentId
            ? await provider.getCharge(p.providerPaymentId)
            : await provider.createCharge({
                customerId,
                valueCents: p.amountCents,
                dueDate: localDay(p.deadline, job.timeZone),
                description: `Galera Eventos — ${job.eventName}`,
                externalReference: p.id,
              })
          // Saved before the next call: a failure below never makes a second charge.
          await r.update(p.id, {
            providerPaymentId: charge.id,
            cardUrl: charge.invoiceUrl,
            updatedAt: now,
          })
          const pix = await provider.pixCode(charge.id)
          return r.update(p.id, {
            pixPayload: checkPixCode(pix.payload, p.amountCents),
            updatedAt: now,
          })
        } catch (err) {
          return providerFailure(ctx, err)
        }
      })
      if (row.status !== 'pending') return paymentDto(row)
      if (row.deadline <= now) throw new AppError('PAYMENT_CLOSED')
      return paymentDto(row)
    },

    async payoutAccount(promoterId: string): Promise<PayoutAccountDto | null> {
      const a = await paymentsRepository(ctx.db).payoutAccount(promoterId)
      return a ? payoutDto(a) : null
    },

    async savePayoutAccount(
      promoterId: string,
      input: { pixKeyType: PixKeyType; pixKey: string },
    ): Promise<PayoutAccountDto> {
      const a = await paymentsRepository(ctx.db).savePayoutAccount(
        promoterId,
        input.pixKeyType,
        input.pixKey,
        ctx.clock.now(),
      )
      return payoutDto(a)
    },
  }
}

function payoutDto(a: { pixKeyType: string; pixKey: string; updatedAt: Date }): PayoutAccountDto {
  return {
    pixKeyType: a.pixKeyType as PixKeyType,
    pixKey: a.pixKey,
    updatedAt: a.updatedAt.toISOString(),
  }
}

/** The venue-local day (YYYY-MM-DD) of an instant. */
function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}

import { type PaymentDto, type PayoutAccountDto, type PixKeyType } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { JobSide } from '../jobs/job-dto.ts'
import { jobsRepository } from '../jobs/jobs.repository.ts'
import { openCharge, shareFlight } from './payment-open.ts'
import { paymentDto } from './payment-charge.ts'
import { paymentsRepository } from './payments.repository.ts'

/**
 * The hirer's side of a job's payment (ADR 0055): the charge is opened at the provider when the
 * hirer first asks for it, under the payment row's lock, so any number of concurrent asks make
 * one charge.
 */
export function paymentsService(ctx: AppContext) {
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

    /**
     * Opens (once) the provider charge of the hirer's pending payment and answers it. Concurrent
     * asks in this process share one attempt; across processes the committed claim decides.
     */
    async open(userId: string, jobId: string): Promise<PaymentDto> {
      const { job, payment } = await mine('hirer', userId, jobId)
      const row = await shareFlight(ctx, payment.id, () => openCharge(ctx, job, payment.id, userId))
      if (row.status !== 'pending') return paymentDto(row)
      if (row.deadline <= ctx.clock.now()) throw new AppError('PAYMENT_CLOSED')
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

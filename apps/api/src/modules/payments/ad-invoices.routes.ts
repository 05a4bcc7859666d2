import { z } from 'zod'
import { AdInvoiceDtoSchema, AdInvoiceListSchema, type AdInvoiceDto } from '@galera/shared'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { adInvoiceDto, openAdCharge } from './ad-payment.ts'
import { adPaymentsRepository } from './ad-payments.repository.ts'
import { shareFlight } from './payment-open.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const SUPPLIER = ['supplier'] as const

/** "My ad invoices" (ADR 0060): the winner's ad payments and paying one by Pix or card. */
export async function adInvoicesModule(app: TypedApp, ctx: AppContext) {
  async function mine(supplierId: string, id: string) {
    const [row] = await adPaymentsRepository(ctx.db).ofSupplier(supplierId, id)
    if (!row) throw new AppError('AD_INVOICE_NOT_FOUND')
    return row
  }

  app.get(
    '/supplier/ad-invoices',
    {
      auth: SUPPLIER,
      schema: {
        tags: ['payments'],
        summary: 'My ad invoices: each won (or passed-on) ad slot, what to pay and by when',
        response: { 200: AdInvoiceListSchema },
      },
    },
    async (req) => {
      const rows = await adPaymentsRepository(ctx.db).ofSupplier(req.user!.id)
      return { items: await Promise.all(rows.map(adInvoiceDto)) }
    },
  )

  app.post(
    '/supplier/ad-invoices/:id/pay',
    {
      auth: SUPPLIER,
      schema: {
        tags: ['payments'],
        summary: 'Opens the charge at the provider (once) and answers its Pix code and card page',
        params: IdParams,
        response: { 200: AdInvoiceDtoSchema },
      },
    },
    async (req): Promise<AdInvoiceDto> => {
      const row = await mine(req.user!.id, req.params.id)
      const p = await shareFlight(ctx, row.payment.id, () => openAdCharge(ctx, row.payment.id))
      if (p.status === 'pending' && p.deadline <= ctx.clock.now())
        throw new AppError('PAYMENT_CLOSED')
      return adInvoiceDto({ ...row, payment: p })
    },
  )
}

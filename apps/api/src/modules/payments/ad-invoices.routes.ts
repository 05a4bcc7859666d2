import { z } from 'zod'
import { AdInvoiceDtoSchema, AdInvoiceListSchema, type AdInvoiceDto } from '@galera/shared'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import type { AppContext } from '../../platform/context.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { adInvoiceDto, issueAdBoleto, openAdCharge } from './ad-payment.ts'
import { adPaymentsRepository } from './ad-payments.repository.ts'
import { shareFlight } from './payment-open.ts'
import { ProviderError } from './provider.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const SUPPLIER = ['supplier'] as const

/** "My ad invoices" (ADR 0060): the winner's ad payments and paying one by Pix, card or boleto. */
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
        summary:
          'Opens the charge at the provider (once) and answers its Pix code, card page and boleto',
        params: IdParams,
        response: { 200: AdInvoiceDtoSchema },
      },
    },
    async (req): Promise<AdInvoiceDto> => {
      const row = await mine(req.user!.id, req.params.id)
      const opened = await shareFlight(ctx, row.payment.id, () => openAdCharge(ctx, row.payment.id))
      if (opened.status === 'pending' && opened.deadline <= ctx.clock.now())
        throw new AppError('PAYMENT_CLOSED')
      let p = opened
      try {
        p = await issueAdBoleto(ctx, opened, row.startsOn)
      } catch (err) {
        // Pix and card still work: the boleto is asked for again on the next open.
        if (!(err instanceof ProviderError)) throw err
        ctx.log.warn({ adPaymentId: opened.id, message: err.message }, 'ad boleto failed')
      }
      return adInvoiceDto({ ...row, payment: p })
    },
  )
}

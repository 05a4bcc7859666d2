import {
  AdminAdPaymentsDtoSchema,
  AdminAdPaymentsQuerySchema,
  type AdminAdPaymentsDto,
  type AdPaymentStatus,
  type PaymentMethod,
} from '@galera/shared'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import type { AppContext } from '../../platform/context.ts'
import {
  adminAdPaymentsRepository,
  type AdminAdPaymentRow,
} from './admin-ad-payments.repository.ts'

const PAGE = 50
const MASTER = ['admin_master'] as const
const iso = (d: Date | string) => new Date(d).toISOString()

/** The ad payments section of the admin master's payments screen (ADR 0064). */
export async function adminAdPaymentsModule(app: TypedApp, ctx: AppContext) {
  app.get(
    '/admin/payments/ads',
    {
      auth: MASTER,
      schema: {
        tags: ['payments'],
        summary: 'Ad payments: what the suppliers paid (charged or given back) and what waits',
        querystring: AdminAdPaymentsQuerySchema,
        response: { 200: AdminAdPaymentsDtoSchema },
      },
    },
    async (req): Promise<AdminAdPaymentsDto> => {
      const r = adminAdPaymentsRepository(ctx.db)
      const { status, page } = req.query
      const [totals, rows, total] = await Promise.all([
        r.totals(),
        r.list(status, PAGE, (page - 1) * PAGE),
        r.count(status),
      ])
      return {
        totals,
        data: rows.map(rowDto),
        total,
        last_page: Math.max(1, Math.ceil(total / PAGE)),
      }
    },
  )
}

function rowDto(r: AdminAdPaymentRow): AdminAdPaymentsDto['data'][number] {
  return {
    id: r.id,
    auctionId: r.auction_id,
    auctionName: r.auction_name,
    supplierName: r.supplier_name,
    amountCents: Number(r.amount_cents),
    refundCents: Number(r.refund_cents),
    status: r.status as AdPaymentStatus,
    method: (r.method as PaymentMethod | null) ?? null,
    flag: r.flag,
    deadline: iso(r.deadline),
    paidAt: r.paid_at === null ? null : iso(r.paid_at),
  }
}

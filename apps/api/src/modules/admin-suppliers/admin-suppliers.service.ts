import {
  ADMIN_SUPPLIERS_PAGE_SIZE,
  AD_STATUS_CODE,
  adStatus,
  auctionPhase,
  translate,
  type AdKind,
  type AdminSupplierBudgetsQuery,
  type AdminSupplierDto,
  type AdminSupplierFeedbackDto,
  type AdminSupplierListQuery,
  type AdminSupplierProductRowDto,
  type AdminSupplierPromotionRowDto,
  type AdminSupplierProposalRowDto,
  type AdminSupplierRowDto,
  type Locale,
  type Paged,
  type SupplierStatus,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { audit } from '../../platform/audit.ts'
import { AppError } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { oneOffKey } from '../../platform/mail/mail-queue.ts'
import type { Mail } from '../../platform/mail/mailer.ts'
import { layout } from '../../platform/mail/templates.ts'
import { adminSuppliersRepository, type SupplierListRow } from './admin-suppliers.repository.ts'

const SIZE = ADMIN_SUPPLIERS_PAGE_SIZE

function paged<T>(data: T[], total: number, page: number): Paged<T> {
  return { data, total, page, lastPage: Math.max(1, Math.ceil(total / SIZE)) }
}

function rowDto(r: SupplierListRow): AdminSupplierRowDto {
  return {
    id: r.id,
    companyName: r.companyName,
    establishmentTitle: r.establishmentTitle,
    cnpj: r.cnpj ?? '',
    email: r.email,
    city: r.city,
    uf: r.uf,
    status: r.status as SupplierStatus,
    accountStatus: r.accountStatus,
    activeProducts: Number(r.activeProducts),
    createdAt: r.createdAt.toISOString(),
  }
}

/**
 * No notification code fits an admin's activate/inactivate (the codes are a database check), so
 * the supplier hears about it by e-mail in its own language, like promoters (ADR 0017).
 */
export function supplierStatusMail(
  locale: Locale,
  to: string,
  name: string,
  status: SupplierStatus,
): Mail {
  return layout(locale, to, `dashboards.suppliers.mail.${status}.subject`, name, [
    translate(locale, `dashboards.suppliers.mail.${status}.body`),
    translate(locale, 'dashboards.suppliers.mail.contact'),
  ])
}

/** Admin Suppliers tab: list, one supplier's tabs and its activate/inactivate. */
export function adminSuppliersService(ctx: AppContext) {
  const repo = adminSuppliersRepository(ctx.db)

  async function mustExist(id: string) {
    if (!(await repo.exists(id))) throw new AppError('SUPPLIER_NOT_FOUND')
  }

  async function detail(id: string): Promise<AdminSupplierDto> {
    const r = await repo.find(id)
    if (!r) throw new AppError('SUPPLIER_NOT_FOUND')
    const a = r.address
    return {
      ...rowDto(r),
      legalNature: r.legalNature,
      openingDate: r.openingDate,
      mainActivity: r.mainActivity,
      secondaryActivities: r.secondaryActivities,
      commercialEmail: r.commercialEmail,
      commercialPhone: r.commercialPhone,
      contactName: r.contactName,
      contactPhone: r.contactPhone,
      phone: r.phone,
      site: r.site,
      address: a?.cep
        ? {
            cep: a.cep,
            street: a.street!,
            number: a.number!,
            complement: a.complement,
            neighborhood: a.neighborhood!,
            city: a.city!,
            uf: a.uf!,
          }
        : null,
      certified: r.certified,
    }
  }

  return {
    async list(q: AdminSupplierListQuery): Promise<Paged<AdminSupplierRowDto>> {
      const { total, rows } = await repo.list(
        { q: q.q || undefined, status: q.status },
        q.page,
        SIZE,
      )
      return paged(rows.map(rowDto), total, q.page)
    },

    detail,

    async budgets(
      id: string,
      query: AdminSupplierBudgetsQuery,
      locale: Locale,
    ): Promise<Paged<AdminSupplierProposalRowDto>> {
      const { page } = query
      await mustExist(id)
      const { total, rows } = await repo.proposals(id, page, SIZE, query)
      return paged(
        rows.map((r) => ({
          proposalId: r.proposalId,
          budgetId: r.budgetId,
          kind: r.kind as 'budget' | 'reverse_auction',
          subject:
            r.kind === 'budget'
              ? (r.ownName ?? r.askedName ?? '')
              : locale === 'en'
                ? r.categoryEn
                : r.categoryPt,
          clientName: r.clientName,
          quantity: r.quantity,
          status: r.status,
          totalCents: r.totalCents === null ? null : Number(r.totalCents),
          createdAt: r.createdAt.toISOString(),
        })),
        total,
        page,
      )
    },

    async products(
      id: string,
      page: number,
      locale: Locale,
    ): Promise<Paged<AdminSupplierProductRowDto>> {
      await mustExist(id)
      const { total, rows } = await repo.products(id, page, SIZE)
      return paged(
        rows.map((r) => ({
          id: r.id,
          name: r.name,
          code: r.code,
          category: locale === 'en' ? r.categoryEn : r.categoryPt,
          status: r.status as 'active' | 'inactive',
          ratingAvg: r.ratingAvg === null ? null : Number(r.ratingAvg),
          createdAt: r.createdAt.toISOString(),
        })),
        total,
        page,
      )
    },

    async promotions(id: string): Promise<AdminSupplierPromotionRowDto[]> {
      await mustExist(id)
      const now = ctx.clock.now()
      const rows = await repo.promotions(id)
      return rows.map((r) => {
        const won = !!r.won
        const status = won ? adStatus(r, now, r.adCancelledAt ? 'cancelled' : null) : null
        return {
          auctionId: r.auctionId,
          name: r.name,
          kind: r.kind as AdKind,
          phase: auctionPhase(
            {
              status: r.status as 'open' | 'closed' | 'cancelled',
              bidsOpenAt: r.bidsOpenAt.toISOString(),
              bidsCloseAt: r.bidsCloseAt.toISOString(),
            },
            now,
          ),
          myHighestBidCents: r.myHighest === null ? null : Number(r.myHighest),
          won,
          adStatus: status,
          adStatusCode: status === null ? null : AD_STATUS_CODE[status],
          startsOn: r.startsOn,
          endsOn: r.endsOn,
        }
      })
    },

    async feedbacks(id: string, page: number): Promise<Paged<AdminSupplierFeedbackDto>> {
      await mustExist(id)
      const { total, rows } = await repo.feedbacks(id, page, SIZE)
      return paged(
        rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          subject: r.subject ?? '',
          authorName: r.authorName,
          stars: Number(r.stars),
          comment: r.comment,
          createdAt: new Date(r.createdAt).toISOString(),
        })),
        total,
        page,
      )
    },

    /**
     * Activates or inactivates a supplier: inactive means hidden from the public with its
     * products and no new budgets. Idempotent; audited and e-mailed only on a change.
     */
    async setStatus(
      actor: AuthUser,
      id: string,
      status: SupplierStatus,
      ip: string,
    ): Promise<AdminSupplierDto> {
      await ctx.db.transaction(async (tx) => {
        const r = adminSuppliersRepository(tx)
        const before = await r.lock(id)
        if (!before) throw new AppError('SUPPLIER_NOT_FOUND')
        if (before.status === status) return
        await r.setStatus(id, status, ctx.clock.now())
        await audit(tx, {
          actorId: actor.id,
          action: status === 'active' ? 'supplier.activate' : 'supplier.inactivate',
          targetType: 'supplier',
          targetId: id,
          before: { status: before.status },
          after: { status },
          ip,
        })
        // Queued with the change (ADR 0066).
        const row = await r.find(id)
        if (row) {
          const locale: Locale = row.locale === 'en' ? 'en' : 'pt-BR'
          await ctx.mails.queue(
            tx,
            supplierStatusMail(locale, row.email, row.establishmentTitle, status),
            oneOffKey(`supplier.${status}`),
          )
        }
      })
      return detail(id)
    },
  }
}

import {
  AD_LIMITS,
  addDays,
  adStatus,
  auctionPhase,
  todayInBrazil,
  zonedToUtc,
  type AdKind,
  type AdminDashboardAuctionDto,
  type AdminDashboardDto,
  type Locale,
  type Role,
  type SupplierDashboardDto,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { accountsRepository } from '../accounts/accounts.repository.ts'
import { adBidsRepository } from '../promotions/ad-bids.repository.ts'
import { slidesService } from '../promotions/slides.service.ts'
import { dashboardsRepository, type AuctionStatsRow, type Month } from './dashboards.repository.ts'

const TZ = 'America/Sao_Paulo'
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** The window of the supplier's answer rate and median answer time. */
const ANSWER_WINDOW_DAYS = 90
const LIST_SIZE = 5

const toIso = (v: Date | string) => new Date(v).toISOString()

/** The São Paulo calendar month of `now`, as days and as the UTC instants bounding it. */
export function monthOf(now: Date): Month {
  const today = todayInBrazil(now)
  const firstDay = `${today.slice(0, 7)}-01`
  const [y, m] = today.split('-').map(Number)
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
  return {
    firstDay,
    lastDay: addDays(next, -1),
    from: zonedToUtc(firstDay, '00:00', TZ),
    to: zonedToUtc(next, '00:00', TZ),
  }
}

function auctionDto(r: AuctionStatsRow, now: Date): AdminDashboardAuctionDto {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind as AdKind,
    phase: auctionPhase(
      { status: r.status, bidsOpenAt: toIso(r.bids_open_at), bidsCloseAt: toIso(r.bids_close_at) },
      now,
    ),
    bidsCloseAt: toIso(r.bids_close_at),
    highestBidCents: r.highest === null ? null : Number(r.highest),
    bidCount: Number(r.bid_count),
    winnerName: r.winner_name,
  }
}

/** The supplier's Start tab and the admin Start tab. */
export function dashboardsService(ctx: AppContext) {
  const repo = dashboardsRepository(ctx.db)

  return {
    async supplier(supplierId: string, locale: Locale): Promise<SupplierDashboardDto> {
      const now = ctx.clock.now()
      const today = todayInBrazil(now)
      const since = new Date(now.getTime() - ANSWER_WINDOW_DAYS * DAY)
      const [open, stats, deals, ratings, ads, leading, biddable] = await Promise.all([
        repo.openRequests(supplierId, now, LIST_SIZE),
        repo.answerStats(supplierId, since, now),
        repo.deals(supplierId, monthOf(now)),
        repo.ratings(supplierId),
        repo.activeAds(supplierId, today),
        repo.leadingCount(supplierId, now),
        repo.biddableAuctionIds(now),
      ])
      const { active, eligible } = await adBidsRepository(ctx.db).eligibility(biddable, supplierId)
      return {
        openRequests: open.rows.map((r) => ({
          proposalId: r.proposal_id,
          budgetId: r.budget_id,
          kind: r.kind,
          subject:
            r.kind === 'budget'
              ? (r.product_name ?? '')
              : locale === 'en'
                ? r.category_en
                : r.category_pt,
          quantity: r.quantity,
          answerBy: toIso(r.answer_deadline),
        })),
        openRequestsCount: open.count,
        answerRate: stats.due > 0 ? Math.min(1, stats.answered / stats.due) : null,
        answerMinutes: stats.median === null ? null : Math.round(Number(stats.median)),
        dealsClosed: deals.total,
        dealsThisMonth: deals.month,
        ratings: {
          average: ratings.average === null ? null : Number(ratings.average),
          count: ratings.count,
        },
        activePromotions: ads.map((a) => ({
          auctionId: a.id,
          name: a.name,
          kind: a.kind as AdKind,
          status: adStatus({ startsOn: a.starts_on, endsOn: a.ends_on }, now),
          startsOn: a.starts_on,
          endsOn: a.ends_on,
        })),
        leadingAuctions: leading,
        openAuctions: active ? eligible.size : 0,
      }
    },

    async admin(): Promise<AdminDashboardDto> {
      const now = ctx.clock.now()
      const soon = new Date(now.getTime() + AD_LIMITS.closingSoonHours * HOUR)
      const [roles, counts, products, companies, open, closingSoon, results, slides] =
        await Promise.all([
          accountsRepository(ctx.db).countUsersByRole(),
          repo.adminCounts(monthOf(now)),
          repo.latestProducts(LIST_SIZE),
          repo.newCompanies(LIST_SIZE),
          repo.openAuctions(now, LIST_SIZE),
          repo.openAuctions(now, LIST_SIZE, soon),
          repo.auctionResults(LIST_SIZE),
          slidesService(ctx).today(now),
        ])
      const usersByRole: Record<Role, number> = {
        admin_master: 0,
        admin_basic: 0,
        client: 0,
        company: 0,
        promoter: 0,
        supplier: 0,
      }
      for (const r of roles) if (r.role in usersByRole) usersByRole[r.role as Role] = r.count
      const shown = [...slides.top, ...slides.bottom]
      const ends = await repo.slideEnds(shown.map((s) => s.id))
      return {
        counts: {
          usersByRole,
          openBudgets: counts.open_budgets,
          jobsThisMonth: counts.jobs_month,
          feesRevenueCents: Number(counts.fees),
          adsRevenueCents: Number(counts.ads),
        },
        latestProducts: products.map((p) => ({
          id: p.id,
          name: p.name,
          supplierName: p.supplier_name,
          createdAt: toIso(p.created_at),
        })),
        newCompanies: companies.map((c) => ({
          id: c.id,
          name: c.name,
          role: c.role,
          createdAt: toIso(c.created_at),
        })),
        auctions: {
          open: open.map((a) => auctionDto(a, now)),
          closingSoon: closingSoon.map((a) => auctionDto(a, now)),
          results: results.map((a) => auctionDto(a, now)),
        },
        banners: shown.map((s) => ({
          id: s.id,
          source: s.source,
          title: s.title,
          position: s.position,
          slideOrder: s.slideOrder,
          endsOn: ends.get(s.id) ?? todayInBrazil(now),
        })),
      }
    },
  }
}

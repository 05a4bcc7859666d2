import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`

/** A São Paulo month: its first and last day and the UTC instants that bound it. */
export interface Month {
  firstDay: string
  lastDay: string
  from: Date
  to: Date
}

export interface AuctionStatsRow {
  id: string
  name: string
  kind: string
  status: 'open' | 'closed' | 'cancelled'
  bids_open_at: Date | string
  bids_close_at: Date | string
  highest: number | null
  bid_count: number
  winner_name: string | null
}

/** The highest live bid of `a`, the live bid count and the winner's establishment title. */
const auctionStatsColumns = sql`a.id, a.name, a.kind, a.status, a.bids_open_at, a.bids_close_at,
  (select max(b.amount_cents)::float8 from ad_bids b
    where b.auction_id = a.id and b.withdrawn_at is null) as highest,
  (select count(*)::int from ad_bids b
    where b.auction_id = a.id and b.withdrawn_at is null) as bid_count,
  (select s.establishment_title from ad_bids b join suppliers s on s.user_id = b.supplier_id
    where b.auction_id = a.id and b.won) as winner_name`

/** Read-only aggregates of the two Start tabs; no writes here. */
export function dashboardsRepository(db: DbOrTx) {
  const one = async <T>(q: SQL): Promise<T> => (await queryRows<T>(db, q))[0]!

  return {
    // ---- Supplier ------------------------------------------------------------------------

    /** Requests waiting for its answer (status new, deadline ahead, request still open). */
    async openRequests(supplierId: string, now: Date, limit: number) {
      const where = sql`bp.supplier_id = ${supplierId}::uuid and bp.status = 'new'
        and bp.answer_deadline > ${iso(now)} and b.status = 'open'`
      const [rows, count] = await Promise.all([
        queryRows<{
          proposal_id: string
          budget_id: string
          kind: 'budget' | 'reverse_auction'
          product_name: string | null
          category_pt: string
          category_en: string
          quantity: number
          answer_deadline: Date | string
        }>(
          db,
          sql`select bp.id as proposal_id, b.id as budget_id, b.kind,
              coalesce(own.name, asked.name) as product_name,
              c.name_pt as category_pt, c.name_en as category_en, b.quantity, bp.answer_deadline
            from budget_proposals bp
            join budgets b on b.id = bp.budget_id
            join categories c on c.id = b.category_id
            left join products own on own.id = bp.product_id
            left join products asked on asked.id = b.product_id
            where ${where}
            order by bp.answer_deadline asc, bp.id asc
            limit ${limit}`,
        ),
        one<{ n: number }>(
          sql`select count(*)::int as n from budget_proposals bp
            join budgets b on b.id = bp.budget_id where ${where}`,
        ),
      ])
      return { rows, count: count.n }
    },

    /**
     * Requests sent to it (by a client or a reassignment; reverse-auction proposals are its own
     * initiative) since `since`: how many it answered or declined, of those already due, and the
     * median minutes to do so.
     */
    async answerStats(supplierId: string, since: Date, now: Date) {
      return one<{ answered: number; due: number; median: number | null }>(
        sql`select
            count(*) filter (where answered_at is not null or declined_at is not null)::int as answered,
            count(*) filter (where not (status = 'new' and answer_deadline > ${iso(now)}))::int as due,
            (percentile_cont(0.5) within group (order by
              extract(epoch from (coalesce(answered_at, declined_at) - created_at)) / 60)
              filter (where answered_at is not null or declined_at is not null))::float8 as median
          from budget_proposals
          where supplier_id = ${supplierId}::uuid and source <> 'auction'
            and created_at >= ${iso(since)} and created_at <= ${iso(now)}`,
      )
    },

    /** Deals (a client chose its proposal): all time and in the São Paulo month. */
    async deals(supplierId: string, month: Month) {
      return one<{ total: number; month: number }>(
        sql`select count(*)::int as total,
            count(*) filter (where chosen_at >= ${iso(month.from)} and chosen_at < ${iso(month.to)})::int as month
          from budget_proposals
          where supplier_id = ${supplierId}::uuid and status in ('chosen','completed')`,
      )
    },

    /** Mean stars of its ratings (each the mean of its four criteria) and how many. */
    async ratings(supplierId: string) {
      return one<{ average: number | null; count: number }>(
        sql`select round(avg((cost_benefit + on_time + support + quality) / 4.0), 2)::float8 as average,
            count(*)::int as count
          from supplier_ratings where supplier_id = ${supplierId}::uuid`,
      )
    },

    /** Its won ads (paid, ADR 0060) not cancelled and not over yet (scheduled or online). */
    async activeAds(supplierId: string, today: string) {
      return queryRows<{
        id: string
        name: string
        kind: string
        starts_on: string
        ends_on: string
      }>(
        db,
        sql`select a.id, a.name, a.kind, a.starts_on::text as starts_on, a.ends_on::text as ends_on
          from ad_auctions a
          join ad_bids b on b.auction_id = a.id and b.won and b.supplier_id = ${supplierId}::uuid
          where a.status = 'closed' and a.ad_cancelled_at is null and a.ends_on >= ${today}::date
            and not exists (select 1 from ad_payments ap where ap.bid_id = b.id and ap.status <> 'paid')
          order by a.starts_on asc, a.id asc`,
      )
    },

    /** Auctions in the open phase where its live bid is the highest. */
    async leadingCount(supplierId: string, now: Date) {
      const r = await one<{ n: number }>(
        sql`select count(*)::int as n from ad_auctions a
          where a.status = 'open' and a.bids_open_at <= ${iso(now)} and a.bids_close_at > ${iso(now)}
            and (select b.supplier_id from ad_bids b
              where b.auction_id = a.id and b.withdrawn_at is null
              order by b.amount_cents desc limit 1) = ${supplierId}::uuid`,
      )
      return r.n
    },

    /** Auctions still taking bids or about to (not closed, not cancelled, close ahead). */
    async biddableAuctionIds(now: Date) {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select a.id from ad_auctions a
          where a.status = 'open' and a.bids_close_at > ${iso(now)}`,
      )
      return rows.map((r) => r.id)
    },

    // ---- Admin ---------------------------------------------------------------------------

    async adminCounts(month: Month) {
      return one<{
        open_budgets: number
        jobs_month: number
        fees: number
        ads: number
      }>(
        sql`select
            (select count(*)::int from budgets where status = 'open' and deleted_at is null) as open_budgets,
            (select count(*)::int from jobs where status in ('accepted','completed')
              and start_date between ${month.firstDay}::date and ${month.lastDay}::date) as jobs_month,
            (select coalesce(sum(amount_cents), 0)::float8 from ledger_entries
              where kind = 'platform_fee' and created_at >= ${iso(month.from)}
                and created_at < ${iso(month.to)}) as fees,
            (select coalesce(sum(amount_cents), 0)::float8 from ledger_entries
              where kind = 'ad_charge' and created_at >= ${iso(month.from)}
                and created_at < ${iso(month.to)}) as ads`,
      )
    },

    async latestProducts(limit: number) {
      return queryRows<{
        id: string
        name: string
        supplier_name: string
        created_at: Date | string
      }>(
        db,
        sql`select p.id, p.name, s.establishment_title as supplier_name, p.created_at
          from products p join suppliers s on s.user_id = p.supplier_id
          order by p.created_at desc, p.id desc limit ${limit}`,
      )
    },

    async newCompanies(limit: number) {
      return queryRows<{
        id: string
        name: string
        role: 'supplier' | 'company'
        created_at: Date | string
      }>(
        db,
        sql`select u.id, coalesce(s.establishment_title, c.trade_name, u.name) as name, u.role,
            u.created_at
          from users u
          left join suppliers s on s.user_id = u.id
          left join companies c on c.user_id = u.id
          where u.role in ('supplier','company')
          order by u.created_at desc, u.id desc limit ${limit}`,
      )
    },

    /** Open-phase auctions, soonest close first; `until` keeps only those closing by then. */
    async openAuctions(now: Date, limit: number, until?: Date) {
      return queryRows<AuctionStatsRow>(
        db,
        sql`select ${auctionStatsColumns} from ad_auctions a
          where a.status = 'open' and a.bids_open_at <= ${iso(now)} and a.bids_close_at > ${iso(now)}
            ${until ? sql`and a.bids_close_at <= ${iso(until)}` : sql``}
          order by a.bids_close_at asc, a.id asc limit ${limit}`,
      )
    },

    /** The latest closed auctions (the ticker's results), newest close first. */
    async auctionResults(limit: number) {
      return queryRows<AuctionStatsRow>(
        db,
        sql`select ${auctionStatsColumns} from ad_auctions a
          where a.status = 'closed'
          order by a.closed_at desc, a.id desc limit ${limit}`,
      )
    },

    /** The last day of each slide's period (banners and auctions by id). */
    async slideEnds(ids: string[]) {
      if (!ids.length) return new Map<string, string>()
      const list = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
      const rows = await queryRows<{ id: string; ends_on: string }>(
        db,
        sql`select id, ends_on::text as ends_on from banners where id in (${list})
          union all
          select id, ends_on::text as ends_on from ad_auctions where id in (${list})`,
      )
      return new Map(rows.map((r) => [r.id, r.ends_on]))
    },
  }
}

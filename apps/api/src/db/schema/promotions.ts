import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { categories } from './catalogue.ts'
import { images } from './files.ts'
import { suppliers } from './profiles.ts'
import { products } from './products.ts'

/**
 * An ad auction (ADR 0022): an admin sells one slide of the home page (position and slide
 * order) for an ad period (`starts_on`..`ends_on`, São Paulo dates). Suppliers bid from
 * `bids_open_at` until `bids_close_at`; the ticker closes it then and marks exactly one winning bid.
 * Kinds: `company` (the winner's company ad space), `product` (a product, named by `product_key`:
 * the importer code every supplier of that item shares, or the product's id), `category`.
 * Bidding status is stored because its transition has side effects: open → closed (ticker) and
 * open → cancelled (admin, before the close). The ad's status (scheduled, online, offline) is
 * derived from the dates; `ad_cancelled_at` is the winner's irreversible cancellation.
 */
export const adAuctions = pgTable(
  'ad_auctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    details: text('details').notNull(),
    categoryId: uuid('category_id').references(() => categories.id),
    productId: uuid('product_id').references(() => products.id),
    productKey: text('product_key'),
    position: text('position').notNull(),
    slideOrder: integer('slide_order').notNull(),
    minBidCents: bigint('min_bid_cents', { mode: 'number' }).notNull(),
    /** The bid button's value: every bid beats the highest by at least this much. */
    incrementCents: bigint('increment_cents', { mode: 'number' }).notNull(),
    bidsOpenAt: timestamp('bids_open_at', { withTimezone: true }).notNull(),
    bidsCloseAt: timestamp('bids_close_at', { withTimezone: true }).notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    exampleImageId: uuid('example_image_id').references(() => images.id),
    status: text('status').notNull().default('open'),
    /** When eligible suppliers were told bidding opened (the ticker does it at `bids_open_at`). */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set at the close: the winner's product promoted by a product auction. */
    adProductId: uuid('ad_product_id').references(() => products.id),
    desktopImageId: uuid('desktop_image_id').references(() => images.id),
    mobileImageId: uuid('mobile_image_id').references(() => images.id),
    adCancelledAt: timestamp('ad_cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ad_auctions_kind_check', sql`${t.kind} in ('company','product','category')`),
    check('ad_auctions_position_check', sql`${t.position} in ('top','bottom')`),
    check('ad_auctions_status_check', sql`${t.status} in ('open','closed','cancelled')`),
    check('ad_auctions_details_check', sql`char_length(${t.details}) between 100 and 3000`),
    check('ad_auctions_slide_order_check', sql`${t.slideOrder} between 1 and 20`),
    check('ad_auctions_money_check', sql`${t.minBidCents} > 0 and ${t.incrementCents} > 0`),
    check('ad_auctions_bidding_check', sql`${t.bidsCloseAt} > ${t.bidsOpenAt}`),
    check('ad_auctions_period_check', sql`${t.endsOn} >= ${t.startsOn}`),
    check(
      'ad_auctions_target_check',
      sql`(${t.kind} = 'category') = (${t.categoryId} is not null)
        and (${t.kind} = 'product') = (${t.productId} is not null and ${t.productKey} is not null)`,
    ),
    check(
      'ad_auctions_closed_check',
      sql`(${t.status} = 'closed') = (${t.closedAt} is not null)
        and (${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`,
    ),
    index('ad_auctions_close_idx')
      .on(t.bidsCloseAt)
      .where(sql`${t.status} = 'open'`),
    index('ad_auctions_period_idx').on(t.startsOn, t.endsOn),
    index('ad_auctions_announce_idx')
      .on(t.bidsOpenAt)
      .where(sql`${t.announcedAt} is null and ${t.status} = 'open'`),
    // Hand-written in migration 0011: EXCLUDE (product_key =, daterange(starts_on, ends_on) &&)
    // for product auctions that are not cancelled ("auction periods may not overlap").
  ],
)

/**
 * A supplier's bid. Bids of one auction are serialised by a lock on the auction row, so each one
 * beats the highest by the increment and none lands after the close; `won` marks exactly one bid
 * per auction (partial unique index). `withdrawn_at`: the supplier was suspended while it was open.
 */
export const adBids = pgTable(
  'ad_bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => adAuctions.id),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.userId),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key'),
    won: boolean('won').notNull().default(false),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ad_bids_amount_check', sql`${t.amountCents} > 0`),
    uniqueIndex('ad_bids_amount_key').on(t.auctionId, t.amountCents),
    uniqueIndex('ad_bids_one_winner')
      .on(t.auctionId)
      .where(sql`${t.won}`),
    uniqueIndex('ad_bids_idempotency_key')
      .on(t.supplierId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('ad_bids_auction_idx').on(t.auctionId, sql`${t.amountCents} desc`),
    index('ad_bids_supplier_idx').on(t.supplierId, t.createdAt),
  ],
)

/**
 * A banner an admin places directly on the home slides (spec §3 Banner). Its period may not
 * overlap another live banner's for the same company, the same category (EXCLUDE constraints,
 * migration 0011) or the same product (migration 0015, ADR 0028). Status is derived from the dates; `deleted_at` is the stored "deleted" (code 3).
 */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    companyId: uuid('company_id').references(() => suppliers.userId),
    categoryId: uuid('category_id').references(() => categories.id),
    productId: uuid('product_id').references(() => products.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    link: text('link'),
    desktopImageId: uuid('desktop_image_id')
      .notNull()
      .references(() => images.id),
    mobileImageId: uuid('mobile_image_id')
      .notNull()
      .references(() => images.id),
    position: text('position').notNull(),
    slideOrder: integer('slide_order').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('banners_position_check', sql`${t.position} in ('top','bottom')`),
    check('banners_slide_order_check', sql`${t.slideOrder} between 1 and 20`),
    check('banners_period_check', sql`${t.endsOn} >= ${t.startsOn}`),
    check('banners_link_check', sql`${t.link} is null or ${t.link} ~ '^https?://[^[:space:]]+$'`),
    index('banners_period_idx')
      .on(t.startsOn, t.endsOn)
      .where(sql`${t.deletedAt} is null`),
  ],
)

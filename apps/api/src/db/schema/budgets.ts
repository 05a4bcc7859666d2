import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { categories } from './catalogue.ts'
import { colors, images } from './files.ts'
import { suppliers } from './profiles.ts'
import { products } from './products.ts'

/**
 * A client's request (ADR 0021): a budget on one product sent to up to 3 suppliers
 * (`kind = 'budget'`), or a reverse auction open to every active supplier of a category until
 * `proposals_until` (`kind = 'reverse_auction'`). Each supplier's side is a `budget_proposals` row.
 * Status: open → deal (a proposal chosen, waiting for contact) → completed | contact_expired;
 * open → cancelled (client) | expired (no live proposal left); deal → cancelled (client).
 */
export const budgets = pgTable(
  'budgets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number people quote ("Orçamento nº 1024"). */
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 1001 }),
    kind: text('kind').notNull().default('budget'),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    /** The product asked for (budget); for a reverse auction, an optional product it started from. */
    productId: uuid('product_id').references(() => products.id),
    /** Top-level product category: the product's, or the reverse auction's. */
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    quantity: integer('quantity').notNull(),
    colorId: uuid('color_id').references(() => colors.id),
    /** none, text, logo, image, attachment (spec §3 customization). */
    customization: text('customization').notNull().default('none'),
    customText: text('custom_text'),
    /** Logo colours: 1, 2, 3 or 4 (= "4 or more"). */
    logoColors: smallint('logo_colors'),
    /** The client's file for logo/image/attachment (one of their images). */
    customImageId: uuid('custom_image_id').references(() => images.id),
    attachmentText: text('attachment_text'),
    /** Delivery states (UF), 1–3. */
    states: text('states').array().notNull(),
    /** The suppliers the client chose (budget kind), 1–3. Reassignments add proposals, not these. */
    requestedSupplierIds: uuid('requested_supplier_ids').array(),
    notes: text('notes'),
    // Reverse auction (spec §3 codes).
    actionType: smallint('action_type'),
    targetAudience: smallint('target_audience'),
    goal: smallint('goal'),
    deliveryDeadline: date('delivery_deadline', { mode: 'string' }),
    proposalsUntil: timestamp('proposals_until', { withTimezone: true }),
    /** The /choose description (≤ 200 characters). */
    description: text('description'),
    status: text('status').notNull().default('open'),
    chosenProposalId: uuid('chosen_proposal_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** The client removed it from their list (only once it is over). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('budgets_number_key').on(t.number),
    uniqueIndex('budgets_idempotency_idx')
      .on(t.clientId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('budgets_client_idx').on(t.clientId, t.status, t.createdAt),
    index('budgets_auction_open_idx')
      .on(t.categoryId, t.proposalsUntil)
      .where(sql`${t.kind} = 'reverse_auction' and ${t.status} = 'open'`),
    check('budgets_kind_check', sql`${t.kind} in ('budget','reverse_auction')`),
    check(
      'budgets_status_check',
      sql`${t.status} in ('open','deal','completed','contact_expired','cancelled','expired')`,
    ),
    check('budgets_quantity_check', sql`${t.quantity} between 100 and 100000`),
    check(
      'budgets_customization_check',
      sql`${t.customization} in ('none','text','logo','image','attachment')`,
    ),
    check(
      'budgets_logo_colors_check',
      sql`${t.logoColors} is null or ${t.logoColors} between 1 and 4`,
    ),
    check(
      'budgets_attachment_text_check',
      sql`${t.attachmentText} is null or char_length(${t.attachmentText}) <= 25`,
    ),
    check('budgets_states_check', sql`cardinality(${t.states}) between 1 and 3`),
    check(
      'budgets_kind_fields_check',
      sql`(${t.kind} = 'budget' and ${t.productId} is not null and cardinality(${t.requestedSupplierIds}) between 1 and 3) or (${t.kind} = 'reverse_auction' and ${t.proposalsUntil} is not null and ${t.actionType} between 0 and 2 and ${t.targetAudience} between 0 and 6 and ${t.goal} between 0 and 2 and ${t.deliveryDeadline} is not null)`,
    ),
    check(
      'budgets_description_check',
      sql`${t.description} is null or char_length(${t.description}) <= 200`,
    ),
    check(
      'budgets_deal_check',
      sql`(${t.status} in ('deal','completed','contact_expired')) = (${t.chosenProposalId} is not null)`,
    ),
  ],
)

/**
 * One supplier's side of a budget (spec `budgetsProposal`). Status codes shown by the spec:
 * 1 new, 0 expired, 2 counter-proposal. A supplier is on a budget at most once (unique), and at
 * most one proposal of a budget is ever chosen (partial unique index): the deal race has one winner.
 */
export const budgetProposals = pgTable(
  'budget_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    budgetId: uuid('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.userId),
    /** The supplier's own product this proposal is about (its match of the asked product). */
    productId: uuid('product_id').references(() => products.id),
    /** client (chosen in the request), reassigned (after a decline), auction (reverse auction). */
    source: text('source').notNull(),
    reassignedFromId: uuid('reassigned_from_id'),
    status: text('status').notNull().default('new'),
    answerDeadline: timestamp('answer_deadline', { withTimezone: true }).notNull(),
    /**
     * The price (ADR 0027): the quantity priced (the counter's, else the request's), the unit value
     * and the extras; `total_cents` is derived from them, never typed (CHECK).
     */
    quantity: integer('quantity'),
    unitCents: bigint('unit_cents', { mode: 'number' }),
    setupPerColorCents: bigint('setup_per_color_cents', { mode: 'number' }).notNull().default(0),
    setupColors: smallint('setup_colors').notNull().default(0),
    freightCents: bigint('freight_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }),
    deliveryDays: integer('delivery_days'),
    justification: text('justification'),
    // Counter-proposal (status counter): what differs from the request.
    counterQuantity: integer('counter_quantity'),
    counterColorId: uuid('counter_color_id').references(() => colors.id),
    counterCustomization: text('counter_customization'),
    declineReason: text('decline_reason'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
    contactDeadline: timestamp('contact_deadline', { withTimezone: true }),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('budget_proposals_supplier_key').on(t.budgetId, t.supplierId),
    uniqueIndex('budget_proposals_one_deal_key')
      .on(t.budgetId)
      .where(sql`${t.status} in ('chosen','completed','contact_expired')`),
    index('budget_proposals_supplier_idx').on(t.supplierId, t.status, t.createdAt),
    index('budget_proposals_new_deadline_idx')
      .on(t.answerDeadline)
      .where(sql`${t.status} = 'new'`),
    index('budget_proposals_contact_deadline_idx')
      .on(t.contactDeadline)
      .where(sql`${t.status} = 'chosen'`),
    check(
      'budget_proposals_status_check',
      sql`${t.status} in ('new','answered','counter','declined','gave_up','expired','chosen','completed','not_chosen','contact_expired','cancelled')`,
    ),
    check('budget_proposals_source_check', sql`${t.source} in ('client','reassigned','auction')`),
    check(
      'budget_proposals_values_check',
      sql`${t.status} not in ('answered','counter','chosen','completed','contact_expired') or ${t.unitCents} is not null`,
    ),
    check(
      'budget_proposals_total_check',
      sql`(${t.unitCents} is null and ${t.totalCents} is null and ${t.quantity} is null) or (${t.unitCents} > 0 and ${t.quantity} between 1 and 100000 and ${t.totalCents} = ${t.unitCents} * ${t.quantity} + ${t.setupPerColorCents} * ${t.setupColors} + ${t.freightCents})`,
    ),
    check(
      'budget_proposals_extras_check',
      sql`${t.setupPerColorCents} >= 0 and ${t.freightCents} >= 0 and ${t.setupColors} between 0 and 12 and (${t.setupPerColorCents} = 0) = (${t.setupColors} = 0)`,
    ),
    check(
      'budget_proposals_counter_quantity_check',
      sql`${t.counterQuantity} is null or ${t.quantity} = ${t.counterQuantity}`,
    ),
    check(
      'budget_proposals_counter_check',
      sql`${t.counterQuantity} is null or ${t.counterQuantity} between 1 and 100000`,
    ),
    check(
      'budget_proposals_contact_check',
      sql`${t.status} not in ('chosen','completed','contact_expired') or ${t.contactDeadline} is not null`,
    ),
  ],
)

/** Product rating (spec §3): one per completed deal; editable by its author; admins delete. */
export const productRatings = pgTable(
  'product_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => budgetProposals.id),
    material: smallint('material').notNull(),
    finishing: smallint('finishing').notNull(),
    customization: smallint('customization').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_ratings_proposal_key').on(t.proposalId),
    index('product_ratings_product_idx').on(t.productId, t.createdAt),
    check(
      'product_ratings_stars_check',
      sql`${t.material} between 1 and 5 and ${t.finishing} between 1 and 5 and ${t.customization} between 1 and 5`,
    ),
    check('product_ratings_title_check', sql`char_length(${t.title}) between 3 and 600`),
    check('product_ratings_comment_check', sql`char_length(${t.comment}) between 3 and 1500`),
  ],
)

/** "Was this helpful?": once per user per comment. */
export const productRatingVotes = pgTable(
  'product_rating_votes',
  {
    ratingId: uuid('rating_id')
      .notNull()
      .references(() => productRatings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ratingId, t.userId] })],
)

/** Supplier rating (spec §3): cost-benefit, on time, support, quality; one per completed deal. */
export const supplierRatings = pgTable(
  'supplier_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.userId),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => budgetProposals.id),
    costBenefit: smallint('cost_benefit').notNull(),
    onTime: smallint('on_time').notNull(),
    support: smallint('support').notNull(),
    quality: smallint('quality').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_ratings_proposal_key').on(t.proposalId),
    index('supplier_ratings_supplier_idx').on(t.supplierId),
    check(
      'supplier_ratings_stars_check',
      sql`${t.costBenefit} between 1 and 5 and ${t.onTime} between 1 and 5 and ${t.support} between 1 and 5 and ${t.quality} between 1 and 5`,
    ),
  ],
)

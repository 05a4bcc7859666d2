import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  customType,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { categories } from './catalogue.ts'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** One postal address per account (sign-up step "address"). */
export const addresses = pgTable(
  'addresses',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    cep: text('cep').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    complement: text('complement'),
    neighborhood: text('neighborhood').notNull(),
    city: text('city').notNull(),
    cityIbge: text('city_ibge'),
    uf: text('uf').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('addresses_cep_check', sql`${t.cep} ~ '^[0-9]{8}$'`),
    check('addresses_uf_check', sql`${t.uf} ~ '^[A-Z]{2}$'`),
    index('addresses_city_idx').on(t.uf, t.city),
  ],
)

/**
 * Promoter attributes of spec §3 (PRODUCT.md option codes). Skin colour and disability are
 * sensitive (LGPD art. 11): stored only with their consent, shown only when `show_sensitive`.
 */
export const promoters = pgTable(
  'promoters',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender').notNull(),
    heightCm: integer('height_cm').notNull(),
    weightKg: integer('weight_kg').notNull(),
    shoeSize: integer('shoe_size').notNull(),
    hair: text('hair').notNull(),
    eyes: text('eyes').notNull(),
    skin: text('skin'),
    disabilities: text('disabilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    showSensitive: boolean('show_sensitive').notNull().default(false),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dance: text('dance')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    instruments: text('instruments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hasCar: boolean('has_car').notNull().default(false),
    equipment: text('equipment'),
    issuesInvoice: boolean('issues_invoice').notNull().default(false),
    canTravel: boolean('can_travel').notNull().default(false),
    description: text('description').notNull(),
    references: text('references_text'),
    categoryId: uuid('category_id').references(() => categories.id),
    instagramUrl: text('instagram_url'),
    facebookUrl: text('facebook_url'),
    /** Only admins set these two (PRODUCT.md); a promoter sending them is ignored. */
    isLaunched: boolean('is_launched').notNull().default(false),
    isSpotlight: boolean('is_spotlight').notNull().default(false),
    /** Spec §4: admins activate or inactivate a promoter; inactive ones never appear in search. */
    status: text('status').notNull().default('active'),
    /** Hiring issue: a late cancellation blocks the profile until this instant (hidden from search). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /**
     * Weekly availability: bit `weekday * 3 + dayTime` (weekday 0 = Sunday; morning 0, afternoon 1,
     * night 2) — see `@galera/shared/promoters/availability.ts`. Exceptions: promoter_blocked_dates.
     */
    weeklyAvailability: integer('weekly_availability').notNull().default(0),
    /** Denormalised for search, kept by database triggers (migration 0003): never written by code. */
    searchDoc: text('search_doc').notNull().default(''),
    searchTsv: tsvector('search_tsv'),
    city: text('city'),
    uf: text('uf'),
    ratingPositive: integer('rating_positive').notNull().default(0),
    ratingNeutral: integer('rating_neutral').notNull().default(0),
    ratingNegative: integer('rating_negative').notNull().default(0),
    /** Smoothed share of good ratings, 0..1 (trigger on user_ratings). */
    ratingScore: real('rating_score').notNull().default(0.5),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promoters_status_check', sql`${t.status} in ('active','inactive')`),
    check('promoters_weekly_check', sql`${t.weeklyAvailability} between 0 and 2097151`),
    check('promoters_height_check', sql`${t.heightCm} between 100 and 250`),
    check('promoters_weight_check', sql`${t.weightKg} between 30 and 300`),
    check('promoters_shoe_check', sql`${t.shoeSize} between 15 and 55`),
    check('promoters_gender_check', sql`${t.gender} in ('female','male','other','not_informed')`),
    check('promoters_hair_check', sql`${t.hair} in ('blond','red','brown','black','grey')`),
    check('promoters_eyes_check', sql`${t.eyes} in ('black','brown','green','blue')`),
    check(
      'promoters_skin_check',
      sql`${t.skin} is null or ${t.skin} in ('white','black','mixed','yellow','indigenous')`,
    ),
    check('promoters_description_check', sql`char_length(${t.description}) between 1 and 3000`),
    index('promoters_category_idx').on(t.categoryId),
    index('promoters_search_doc_trgm').using('gin', sql`${t.searchDoc} gin_trgm_ops`),
    index('promoters_search_tsv_idx').using('gin', t.searchTsv),
    index('promoters_place_idx').on(t.uf, t.city),
    index('promoters_birth_idx').on(t.birthDate),
    index('promoters_height_idx').on(t.heightCm),
    index('promoters_weight_idx').on(t.weightKg),
    index('promoters_languages_idx').using('gin', t.languages),
    index('promoters_dance_idx').using('gin', t.dance),
    index('promoters_instruments_idx').using('gin', t.instruments),
    index('promoters_rating_idx').on(t.ratingScore.desc(), t.userId),
    index('promoters_newest_idx').on(t.createdAt.desc(), t.userId),
    index('promoters_spotlight_idx')
      .on(t.userId)
      .where(sql`${t.isSpotlight}`),
  ],
)

/** Supplier company data (spec §3 Supplier); the CNPJ is on users. */
export const suppliers = pgTable(
  'suppliers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    establishmentTitle: text('establishment_title').notNull(),
    legalNature: text('legal_nature').notNull(),
    openingDate: date('opening_date', { mode: 'string' }).notNull(),
    mainActivity: text('main_activity').notNull(),
    secondaryActivities: text('secondary_activities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    commercialEmail: text('commercial_email').notNull(),
    commercialPhone: text('commercial_phone').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone'),
    site: text('site'),
    /**
     * Admins activate or inactivate a supplier. An inactive supplier is hidden from the
     * public (list, company page, products), receives no new budgets and cannot bid; it can log in.
     */
    status: text('status').notNull().default('active'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('suppliers_status_check', sql`${t.status} in ('active','inactive')`)],
)

/**
 * LGPD consent records (SECURITY.md): what was accepted, which version, when, from which IP.
 * Revoking keeps the row and sets `revoked_at`.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'consents_kind_check',
      sql`${t.kind} in ('terms','privacy','sensitive_data','marketing')`,
    ),
    index('consents_user_idx').on(t.userId),
    uniqueIndex('consents_one_live')
      .on(t.userId, t.kind, t.version)
      .where(sql`${t.revokedAt} is null`),
  ],
)

/** Terms of use / privacy versions: effective 10 days after publication, 5 days to object. */
export const termsVersions = pgTable(
  'terms_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: text('version').notNull(),
    summaryPt: text('summary_pt').notNull(),
    summaryEn: text('summary_en').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    publishedBy: uuid('published_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('terms_versions_version_key').on(t.version),
    check(
      'terms_versions_notice_check',
      sql`${t.effectiveAt} >= ${t.publishedAt} + interval '10 days'`,
    ),
  ],
)

export const termsObjections = pgTable(
  'terms_objections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersionId: uuid('terms_version_id')
      .notNull()
      .references(() => termsVersions.id),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('terms_objections_once').on(t.userId, t.termsVersionId)],
)

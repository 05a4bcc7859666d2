import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/** Case-insensitive text (extension citext): `Ana@X.com` and `ana@x.com` are one e-mail. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' })

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** PRODUCT.md roles; the spec's numeric `profile` is derived from it. */
    role: text('role').notNull(),
    name: text('name').notNull(),
    email: citext('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 11-digit CPF for people. */
    cpf: text('cpf'),
    /** 14-character CNPJ for suppliers and companies. */
    cnpj: text('cnpj'),
    /** E.164 mobile, unique when present. */
    phone: text('phone'),
    locale: text('locale').notNull().default('pt-BR'),
    status: text('status').notNull().default('active'),
    /** "About you" (people): date of birth and gender code. */
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender'),
    /** Profile picture (an image of the image library). */
    avatarImageId: uuid('avatar_image_id'),
    /** 'Certificado' badge, set when an admin approves the documents. */
    isCertified: boolean('is_certified').notNull().default(false),
    /** ADR 0026: an admin requires the 'Certificado' (with a reason) until it is approved. */
    certificationRequiredAt: timestamp('certification_required_at', { withTimezone: true }),
    certificationRequiredReason: text('certification_required_reason'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_cpf_key').on(t.cpf),
    uniqueIndex('users_cnpj_key').on(t.cnpj),
    uniqueIndex('users_phone_key').on(t.phone),
    /** The few accounts that are not active: "account active?" checks read this small index. */
    index('users_not_active_idx')
      .on(t.id)
      .where(sql`${t.status} <> 'active'`),
    check(
      'users_role_check',
      sql`${t.role} in ('admin_master','admin_basic','client','supplier','promoter','company')`,
    ),
    check('users_status_check', sql`${t.status} in ('active','inactive','suspended','closed')`),
    check(
      'users_certification_required_check',
      sql`(${t.certificationRequiredAt} is null) = (${t.certificationRequiredReason} is null) and (${t.certificationRequiredReason} is null or char_length(${t.certificationRequiredReason}) between 3 and 500) and (${t.certificationRequiredAt} is null or ${t.role} in ('promoter','supplier'))`,
    ),
    check('users_locale_check', sql`${t.locale} in ('pt-BR','en')`),
    check('users_cpf_check', sql`${t.cpf} is null or ${t.cpf} ~ '^[0-9]{11}$'`),
    check('users_cnpj_check', sql`${t.cnpj} is null or ${t.cnpj} ~ '^[0-9A-Z]{12}[0-9]{2}$'`),
    check('users_phone_check', sql`${t.phone} is null or ${t.phone} ~ '^\\+55[0-9]{10,11}$'`),
  ],
)

/** A company (hirer, profile 6) has its own branded login page `/login/company/{id}`. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tradeName: text('trade_name').notNull(),
    legalName: text('legal_name').notNull(),
    phones: text('phones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_user_key').on(t.userId)],
)

/**
 * Opaque bearer tokens: only the SHA-256 is stored (ARCHITECTURE.md "Identity and access").
 * A session dies at `expires_at` (absolute) or after the idle limit since `last_seen_at`.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
)

/** Forgot-password codes: single use, 15 minutes, 5 tries; the code itself is never stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    /** Set when the code was exchanged for a reset token. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: timestamp('reset_token_expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_resets_user_idx').on(t.userId),
    uniqueIndex('password_resets_token_key').on(t.resetTokenHash),
    // One live code per user: asking again replaces the previous one.
    uniqueIndex('password_resets_one_active')
      .on(t.userId)
      .where(sql`${t.isActive}`),
    check('password_resets_tries_check', sql`${t.tries} >= 0 and ${t.tries} <= 5`),
  ],
)

import { z } from 'zod'
import { formatDate, formatDateTime, DEFAULT_TIME_ZONE, type AppLocale } from '../format/date.ts'
import { formatBRL } from '../format/money.ts'
import { formatNumber } from '../format/number.ts'
import { formatBps } from '../jobs/fees.ts'

export * from './notification.dto.ts'

/** Spec §3 notification codes (same list as the database check). */
export const NOTIFICATION_CODE_LIST = [
  'budget_received',
  'budget_declined',
  'budget_approved',
  'feedback_available',
  'company_feedback',
  'product_feedback',
  'auction_company',
  'auction_product',
  'auction_category',
  'auction_won',
  'supplier_new',
  'account_suspended',
  'account_reactivated',
  'certification_approved',
  'certification_refused',
  'terms_updated',
  // Hiring promoters.
  'job_requested',
  'job_accepted',
  'job_declined',
  'job_expired',
  'job_cancelled',
  'job_completed',
  'job_rated',
  'fee_schedule_published',
  // Budgets (ADR 0021).
  'budget_answered',
  'budget_counter',
  'budget_expired',
  'budget_gave_up',
  'budget_not_chosen',
  'budget_cancelled',
  'budget_contact_expired',
  'budget_completed',
  'reverse_auction_new',
  // Conversations (ADR 0056): unread messages after a while.
  'conversation_unread',
  'conversation_unread_budget',
  // Payments (ADR 0055).
  'payment_received',
  'payment_expired',
  'payment_released',
  // Conversations (ADR 0058): an admin's warning about a message.
  'conversation_warning',
  // Ad payments (ADR 0060).
  'ad_payment_due',
  'ad_payment_received',
  'ad_payment_expired',
  // Payment disputes and admin decisions (ADR 0063).
  'payment_dispute_opened',
  'payment_dispute_admin',
  'payment_decided_release',
  'payment_decided_refund',
] as const

/** The codes that also go out by e-mail, in the recipient's language. */
export const EMAILED_NOTIFICATION_CODES = [
  'account_suspended',
  'account_reactivated',
  'certification_approved',
  'certification_refused',
  'auction_won',
  'budget_approved',
  'supplier_new',
  'job_requested',
  'job_accepted',
  'job_declined',
  'job_cancelled',
  'fee_schedule_published',
  'budget_received',
  'budget_answered',
  'budget_counter',
  'budget_declined',
  'budget_not_chosen',
  'feedback_available',
  'conversation_unread',
  'conversation_unread_budget',
  'payment_received',
  'payment_expired',
  'payment_released',
  'conversation_warning',
  'ad_payment_due',
  'ad_payment_received',
  'ad_payment_expired',
  'payment_dispute_opened',
  'payment_dispute_admin',
  'payment_decided_release',
  'payment_decided_refund',
] as const

export const NOTIFICATIONS_PER_PAGE = 20

/**
 * ADR 0024: notification params are stored raw (an ISO instant, basis points, centavos, a count)
 * and shown in the reader's language when read: the bell formats them with the page's locale, an
 * e-mail with the recipient's. `timeZone` (a raw param too) places a job's dates at its venue.
 */
export type NotificationParamKind = 'date' | 'dateTime' | 'bps' | 'money' | 'count'

const JOB_DATE = { date: 'dateTime' } as const

export const NOTIFICATION_PARAM_KINDS: Partial<
  Record<(typeof NOTIFICATION_CODE_LIST)[number], Record<string, NotificationParamKind>>
> = {
  job_requested: { date: 'dateTime', deadline: 'dateTime' },
  job_accepted: JOB_DATE,
  job_declined: JOB_DATE,
  job_expired: JOB_DATE,
  job_cancelled: JOB_DATE,
  job_completed: JOB_DATE,
  job_rated: JOB_DATE,
  payment_received: JOB_DATE,
  payment_expired: JOB_DATE,
  payment_released: { date: 'dateTime', amount: 'money' },
  payment_dispute_opened: JOB_DATE,
  payment_dispute_admin: { date: 'dateTime', amount: 'money' },
  payment_decided_release: JOB_DATE,
  payment_decided_refund: { date: 'dateTime', amount: 'money' },
  ad_payment_due: { amount: 'money', deadline: 'dateTime' },
  ad_payment_received: { amount: 'money' },
  ad_payment_expired: { amount: 'money' },
  fee_schedule_published: { date: 'date', total: 'bps', provider: 'bps', platform: 'bps' },
  budget_received: { deadline: 'dateTime', quantity: 'count' },
  budget_approved: { deadline: 'dateTime' },
  terms_updated: { date: 'date' },
  conversation_unread: { count: 'count' },
  conversation_unread_budget: { count: 'count' },
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** One raw value in `locale`; anything not raw (rows written before ADR 0024) is shown as stored. */
function formatParam(
  kind: NotificationParamKind,
  value: string | number,
  locale: AppLocale,
  timeZone: string,
): string | number {
  if (kind === 'date' || kind === 'dateTime') {
    if (typeof value !== 'string' || !ISO_INSTANT.test(value) || Number.isNaN(Date.parse(value)))
      return value
    return kind === 'date'
      ? formatDate(value, locale, timeZone)
      : formatDateTime(value, locale, timeZone)
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return value
  if (kind === 'bps') return formatBps(value, locale)
  if (kind === 'money') return formatBRL(value)
  return formatNumber(value, locale)
}

/** The params of a notification ready for its message in `locale` (dates, percentages, money). */
export function notificationParams(
  code: string,
  params: Record<string, string | number>,
  locale: AppLocale,
): Record<string, string | number> {
  const kinds = NOTIFICATION_PARAM_KINDS[code as keyof typeof NOTIFICATION_PARAM_KINDS]
  if (!kinds) return params
  const timeZone =
    typeof params.timeZone === 'string' && params.timeZone ? params.timeZone : DEFAULT_TIME_ZONE
  const out: Record<string, string | number> = { ...params }
  for (const [name, kind] of Object.entries(kinds)) {
    const value = params[name]
    if (value !== undefined) out[name] = formatParam(kind, value, locale, timeZone)
  }
  return out
}

export const NotificationPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(100_000, { error: 'validation.invalid' })
    .default(1),
})

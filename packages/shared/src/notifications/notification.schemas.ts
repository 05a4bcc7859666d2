import { z } from 'zod'

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
  // Issue 5: hiring promoters.
  'job_requested',
  'job_accepted',
  'job_declined',
  'job_expired',
  'job_cancelled',
  'job_completed',
  'job_rated',
  'fee_schedule_published',
  // Issue 6: budgets (ADR 0021).
  'budget_answered',
  'budget_counter',
  'budget_expired',
  'budget_gave_up',
  'budget_not_chosen',
  'budget_cancelled',
  'budget_contact_expired',
  'budget_completed',
  'reverse_auction_new',
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
] as const

export const NOTIFICATIONS_PER_PAGE = 20

export interface NotificationDto {
  id: string
  code: string
  link: string
  params: Record<string, string | number>
  read: boolean
  createdAt: string
}

export interface NotificationPage {
  data: NotificationDto[]
  last_page: number
  unread: number
}

/** What the SSE stream sends as `event: notification`. */
export interface NotificationEvent {
  notification: NotificationDto
  unread: number
}

export const NotificationPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(100_000, { error: 'validation.invalid' })
    .default(1),
})

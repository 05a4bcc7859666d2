import { z } from '../validation/zod-setup.ts'

/**
 * ADR 0066: the mails the queue gave up on after every retry, for the admin master to see and
 * send again. `error` is the transport's last answer (an SMTP refusal, a timeout).
 */
export const FailedMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  failedAt: z.string(),
})
export type FailedMail = z.output<typeof FailedMailSchema>

export const FailedMailListSchema = z.object({ data: z.array(FailedMailSchema) })
export type FailedMailList = z.output<typeof FailedMailListSchema>

export const MailRetriedSchema = z.object({ id: z.string(), queued: z.literal(true) })
export type MailRetried = z.output<typeof MailRetriedSchema>

/**
 * ADR 0071: the ticker's runs the queue gave up on after every retry (a slot's time-based work);
 * `error` is the run's last error. The next slots run regardless; every ticker job is idempotent.
 */
export const FailedTickerRunSchema = z.object({
  id: z.string(),
  slotAt: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  failedAt: z.string(),
})
export type FailedTickerRun = z.output<typeof FailedTickerRunSchema>

export const FailedTickerRunListSchema = z.object({ data: z.array(FailedTickerRunSchema) })
export type FailedTickerRunList = z.output<typeof FailedTickerRunListSchema>

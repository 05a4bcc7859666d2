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

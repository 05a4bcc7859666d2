import { z } from '../validation/zod-setup.ts'
import { longText } from '../validation/text.ts'
import { MessageAttachmentSchema } from './conversation.schemas.ts'

/* Moderation of conversations and their attachments (ADR 0058). */

/** Why a message is reported (labels: `conversations.report.reasons.<code>`). */
export const REPORT_REASONS = ['contact', 'harassment', 'spam', 'fraud', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
export const REPORT_NOTE_MAX_CHARS = 500

export const ReportMessageSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'validation.required' }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX_CHARS, 'validation.maxChars')
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(longText(REPORT_NOTE_MAX_CHARS).optional()),
})
export type ReportMessageInput = z.input<typeof ReportMessageSchema>

/** PDFs attached to a message: 5 MB at most (an image follows the upload pipeline's 10 MB). */
export const PDF_MAX_BYTES = 5 * 1024 * 1024
/** What the attach button offers (the server sniffs the bytes whatever the name says). */
export const ATTACHMENT_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,application/pdf'

/** Admins: a conversation with reports (never its messages: those are read one audited time each). */
/** A participant as moderation sees them: every contact attempt they made before a deal, and whether suspended. */
export const ModerationParticipantSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactAttempts: z.number().int(),
  suspended: z.boolean(),
})

export const ReportedConversationSchema = z.object({
  id: z.string(),
  kind: z.enum(['promoter', 'budget']),
  hirer: ModerationParticipantSchema,
  provider: ModerationParticipantSchema,
  openReports: z.number().int(),
  reports: z.number().int(),
  lastReportAt: z.string(),
})
export const ReportedConversationListSchema = z.object({
  data: z.array(ReportedConversationSchema),
})
export type ModerationParticipant = z.infer<typeof ModerationParticipantSchema>
export type ReportedConversation = z.infer<typeof ReportedConversationSchema>
export type ReportedConversationList = z.infer<typeof ReportedConversationListSchema>

export const AdminReportSchema = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
  resolution: z.enum(['hidden', 'warned', 'dismissed']).nullable(),
})

/** Admins: a reported conversation as written (nothing masked), with who wrote what. */
export const AdminMessageSchema = z.object({
  id: z.number().int(),
  side: z.enum(['hirer', 'provider']),
  authorId: z.string().nullable(),
  text: z.string(),
  contactAttempt: z.boolean(),
  hidden: z.boolean(),
  attachment: MessageAttachmentSchema.nullable(),
  createdAt: z.string(),
  reports: z.array(AdminReportSchema),
})
export const AdminConversationSchema = z.object({
  conversation: ReportedConversationSchema,
  /** Every message, oldest first; the reported ones carry their reports. */
  data: z.array(AdminMessageSchema),
})
export type AdminMessage = z.infer<typeof AdminMessageSchema>
export type AdminConversation = z.infer<typeof AdminConversationSchema>

export const WarnSenderSchema = z.object({})

import { z } from '../validation/zod-setup.ts'
import { longText } from '../validation/text.ts'

/* Conversations between hirers and providers (ADR 0056). */

/** `promoter`: hirer ↔ promoter (a job, or a question before hiring); `budget`: client ↔ supplier. */
export const CONVERSATION_KINDS = ['promoter', 'budget'] as const
export type ConversationKind = (typeof CONVERSATION_KINDS)[number]
export type ConversationSide = 'hirer' | 'provider'

export const MESSAGE_MAX_CHARS = 2000
/** Messages per page of a conversation (older ones load on demand). */
export const MESSAGES_PER_PAGE = 30

// Bidirectional overrides and zero-width characters make a message read differently from what was
// stored (and hide a contact from the masking); a plain-text message keeps none of them.
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g

/**
 * A message as plain text: NFC, invisible and direction characters dropped, at most two blank
 * lines in a row, trimmed; 1–2000 characters without control characters but \n and \t. It is
 * stored and shown as text, never as HTML.
 */
export function plainMessage(text: string): string {
  return text
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

export const SendMessageSchema = z.object({
  text: z
    .string({ error: 'validation.required' })
    .transform(plainMessage)
    .pipe(longText(MESSAGE_MAX_CHARS)),
})
export type SendMessageInput = z.input<typeof SendMessageSchema>

export const ConversationContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
})
export type ConversationContact = z.infer<typeof ConversationContactSchema>

export const ConversationDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(CONVERSATION_KINDS),
  /** The caller's side. */
  side: z.enum(['hirer', 'provider']),
  /** The other side; a budget's client stays unnamed to the supplier until the deal (null). */
  counterpart: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  /** What it is about: the job (hirer ↔ promoter) or the budget proposal (client ↔ supplier). */
  jobId: z.string().nullable(),
  budgetId: z.string().nullable(),
  proposalId: z.string().nullable(),
  /** The job's event or the budget's product, when there is one. */
  subject: z.string().nullable(),
  /** The job is accepted or the budget deal closed: nothing is masked, contacts are shown. */
  deal: z.boolean(),
  /** The other side's contact, only after the deal. */
  contact: ConversationContactSchema.nullable(),
  lastMessage: z
    .object({
      text: z.string(),
      mine: z.boolean(),
      /** ADR 0058: what it carries besides (or instead of) text. */
      attachment: z.enum(['image', 'pdf']).nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  unread: z.number().int(),
})
export type ConversationDto = z.infer<typeof ConversationDtoSchema>

export const ConversationListSchema = z.object({
  data: z.array(ConversationDtoSchema),
  /** Unread messages over all my conversations (the header's count). */
  unread: z.number().int(),
})
export type ConversationList = z.infer<typeof ConversationListSchema>

/**
 * ADR 0058: one attachment. `url`: an image's variants come from the upload pipeline; a PDF is
 * downloaded from `/conversations/{id}/messages/{messageId}/attachment`. `removed`: its author
 * closed the account (or an admin hid the message), so it is gone.
 */
export const MessageAttachmentSchema = z.object({
  kind: z.enum(['image', 'pdf']),
  removed: z.boolean(),
  name: z.string().nullable(),
  bytes: z.number().int().nullable(),
  image: z.object({ thumb: z.string(), medium: z.string(), large: z.string() }).nullable(),
})
export type MessageAttachment = z.infer<typeof MessageAttachmentSchema>

export const MessageDtoSchema = z.object({
  id: z.number().int(),
  mine: z.boolean(),
  /** As the caller may read it: the other side's contact details masked before the deal; empty when hidden. */
  text: z.string(),
  /** ADR 0058: hidden by moderation (shown as "message removed by moderation" to both sides). */
  hidden: z.boolean(),
  /** Not mine, and I reported it. */
  reported: z.boolean(),
  attachment: MessageAttachmentSchema.nullable(),
  /** Mine, with contact details the other side does not see until the deal. */
  contactHidden: z.boolean(),
  /** Mine, and the other side has read it (read receipt). */
  read: z.boolean(),
  createdAt: z.string(),
})
export type MessageDto = z.infer<typeof MessageDtoSchema>

export const MessagePageQuerySchema = z.object({
  /** Messages older than this id (the page before); the newest page without it. */
  before: z.coerce.number().int().positive().optional(),
})

export const MessagePageSchema = z.object({
  conversation: ConversationDtoSchema,
  /** Oldest first. */
  data: z.array(MessageDtoSchema),
  /** The id to ask `before` for the older page, or null at the start. */
  before: z.number().int().nullable(),
})
export type MessagePage = z.infer<typeof MessagePageSchema>

/** What the notification stream sends as `event: message` (ids only: the reader fetches). */
export const MessageEventSchema = z.object({
  conversationId: z.string(),
  messageId: z.number().int(),
})
export type MessageEvent = z.infer<typeof MessageEventSchema>

export const ConversationUnreadSchema = z.object({ unread: z.number().int() })

/** Admins: who tried to pass contact details before the deal, and how often (GigSalad's strikes). */
export const ContactAttemptsSchema = z.object({
  data: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      role: z.string(),
      attempts: z.number().int(),
      lastAt: z.string(),
    }),
  ),
})
export type ContactAttempts = z.infer<typeof ContactAttemptsSchema>

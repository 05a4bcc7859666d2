import {
  MESSAGES_PER_PAGE,
  type ContactAttempts,
  type ConversationDto,
  type ConversationList,
  type MessageAttachment,
  type MessageDto,
  type MessagePage,
} from '@galera/shared'
import { webPath } from '@galera/shared/web-paths.ts'
import { maskContacts } from '@galera/shared/conversations/contact-masking.ts'
import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import { throttled, AppError } from '../../platform/http/app-error.ts'
import { notify } from '../notifications/notifications.service.ts'
import {
  conversationsRepository,
  type ConversationView,
  type MessageRow,
  type MessageView,
} from './conversations.repository.ts'

/** Conversations listed at once (newest activity first). */
export const CONVERSATIONS_LISTED = 100
/** Messages one person may send per minute, over all their conversations. */
export const MESSAGES_PER_MINUTE = 20
/** Unread messages wait this long before they are mailed (through the notification digest). */
export const UNREAD_MAIL_AFTER_MS = 10 * 60_000

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString()

/** What the reader may read of a message: the other side's contact details masked before the deal. */
function readable(body: string, mine: boolean, deal: boolean, kinds: readonly string[]) {
  return mine || deal || kinds.length === 0 ? body : maskContacts(body).text
}

export function toConversationDto(v: ConversationView): ConversationDto {
  return {
    id: v.id,
    kind: v.kind,
    side: v.side,
    counterpart: {
      id: v.other_id,
      // ADR 0021: the supplier learns who the client is with the deal.
      name: v.kind === 'budget' && v.side === 'provider' && !v.deal ? null : v.other_name,
    },
    jobId: v.job_id,
    budgetId: v.budget_id,
    proposalId: v.proposal_id,
    subject: v.subject,
    deal: v.deal,
    contact: v.deal ? { name: v.other_name, email: v.other_email, phone: v.other_phone } : null,
    lastMessage:
      v.last_body === null || v.last_side === null || v.last_at === null
        ? null
        : {
            text: readable(v.last_body, v.last_side === v.side, v.deal, v.last_kinds ?? []),
            mine: v.last_side === v.side,
            attachment:
              v.last_attachment === 'image' || v.last_attachment === 'pdf'
                ? v.last_attachment
                : null,
            createdAt: iso(v.last_at),
          },
    unread: v.unread,
  }
}

/** ADR 0058: the attachment as the reader may have it (gone once hidden or its author left). */
export function toAttachment(
  m: MessageView,
  nameFor: (name: string) => string,
): MessageAttachment | null {
  if (m.attachmentKind !== 'image' && m.attachmentKind !== 'pdf') return null
  const gone = !!m.hiddenAt
  if (m.attachmentKind === 'pdf') {
    const removed = gone || m.attachmentKey === null
    return {
      kind: 'pdf',
      removed,
      name: m.attachmentName === null ? null : nameFor(m.attachmentName),
      bytes: m.attachmentBytes,
      image: null,
    }
  }
  const v = m.imageVariants
  const removed = gone || !v || m.imageDeletedAt !== null
  return {
    kind: 'image',
    removed,
    name: null,
    bytes: null,
    image: removed
      ? null
      : { thumb: `/files/${v.thumb}`, medium: `/files/${v.medium}`, large: `/files/${v.large}` },
  }
}

export function toMessageDto(m: MessageView, v: ConversationView): MessageDto {
  const mine = m.authorSide === v.side
  const hidden = m.hiddenAt !== null
  const read = (text: string) => readable(text, mine, v.deal, maskContacts(text).found)
  return {
    id: m.id,
    mine,
    // ADR 0058: a hidden message keeps nothing for either side but the fact it was removed.
    text: hidden ? '' : readable(m.body, mine, v.deal, m.contactKinds),
    hidden,
    reported: !mine && m.reported,
    attachment: toAttachment(m, read),
    contactHidden: !hidden && mine && !v.deal && m.contactKinds.length > 0,
    read: mine && v.other_read_upto >= m.id,
    createdAt: m.createdAt.toISOString(),
  }
}

/** ADR 0056: who may talk to whom, masking until the deal, read receipts, live push. */
export function conversationsService(ctx: AppContext) {
  const repo = conversationsRepository(ctx.db)

  async function mustView(userId: string, id: string): Promise<ConversationView> {
    const v = await repo.view(userId, id)
    if (!v) throw new AppError('CONVERSATION_NOT_FOUND')
    return v
  }

  /** Finds or makes a conversation (a concurrent open of the same one wins the unique index). */
  async function opened(
    userId: string,
    find: () => Promise<string | undefined>,
    make: () => Promise<string | undefined>,
  ) {
    const id = (await find()) ?? (await make()) ?? (await find())
    if (!id) throw new AppError('CONFLICT')
    return toConversationDto(await mustView(userId, id))
  }

  return {
    async list(userId: string): Promise<ConversationList> {
      const rows = await repo.views(userId, CONVERSATIONS_LISTED)
      return { data: rows.map(toConversationDto), unread: await repo.unreadTotal(userId) }
    },

    unread: async (userId: string) => ({ unread: await repo.unreadTotal(userId) }),

    /** A hirer's question to a promoter before hiring: one conversation per pair until a hire. */
    async openWithPromoter(hirerId: string, promoterId: string): Promise<ConversationDto> {
      if (hirerId === promoterId || !(await repo.activePromoter(promoterId)))
        throw new AppError('PROMOTER_NOT_FOUND')
      return opened(
        hirerId,
        async () => (await repo.findPreHire(hirerId, promoterId))?.id,
        () =>
          repo.insert({
            kind: 'promoter',
            hirerId,
            providerId: promoterId,
            createdAt: ctx.clock.now(),
          }),
      )
    },

    /** The job's conversation for its hirer or promoter; the pair's earlier question continues. */
    async openForJob(userId: string, jobId: string): Promise<ConversationDto> {
      const job = await repo.jobParties(jobId)
      if (!job || (job.hirerId !== userId && job.promoterId !== userId))
        throw new AppError('JOB_NOT_FOUND')
      return opened(
        userId,
        () => repo.findByJob(jobId),
        async () =>
          ctx.db.transaction(async (tx) => {
            const r = conversationsRepository(tx)
            return (
              (await r.adoptPreHire(job.hirerId, job.promoterId, jobId, job.requestedAt)) ??
              (await r.insert({
                kind: 'promoter',
                hirerId: job.hirerId,
                providerId: job.promoterId,
                jobId,
              }))
            )
          }),
      )
    },

    /** The proposal's conversation for the budget's client or the proposal's supplier. */
    async openForProposal(userId: string, proposalId: string): Promise<ConversationDto> {
      const p = await repo.proposalParties(proposalId)
      if (!p || (p.clientId !== userId && p.supplierId !== userId))
        throw new AppError('PROPOSAL_NOT_FOUND')
      return opened(
        userId,
        () => repo.findByProposal(proposalId),
        () =>
          repo.insert({
            kind: 'budget',
            hirerId: p.clientId,
            providerId: p.supplierId,
            proposalId,
            createdAt: ctx.clock.now(),
          }),
      )
    },

    async messages(userId: string, id: string, before?: number): Promise<MessagePage> {
      const v = await mustView(userId, id)
      const rows = await repo.messages(id, userId, before, MESSAGES_PER_PAGE + 1)
      const more = rows.length > MESSAGES_PER_PAGE
      const page = rows.slice(0, MESSAGES_PER_PAGE).reverse()
      return {
        conversation: toConversationDto(v),
        data: page.map((m) => toMessageDto(m, v)),
        before: more && page.length > 0 ? page[0].id : null,
      }
    },

    /**
     * Stores the text as typed (plain text), counts an attempt when it carries contact details
     * before the deal, and tells both sides' streams at commit. The sender gets it back as they
     * wrote it, with `contactHidden` when the other side reads it masked.
     */
    async send(userId: string, id: string, text: string): Promise<MessageDto> {
      await sendLimit(ctx, userId)
      return ctx.db.transaction((tx) => deliver(ctx, tx, userId, id, { body: text }))
    },

    async markRead(userId: string, id: string): Promise<{ unread: number }> {
      const v = await mustView(userId, id)
      await repo.markRead(id, v.side)
      return { unread: await repo.unreadTotal(userId) }
    },

    /** Admins: who tried to pass contact details before a deal. */
    async contactAttempts(): Promise<ContactAttempts> {
      const rows = await repo.contactAttempts(200)
      return {
        data: rows.map((r) => ({
          userId: r.user_id,
          name: r.name,
          role: r.role,
          attempts: Number(r.attempts),
          lastAt: iso(r.last_at),
        })),
      }
    },
  }
}

/** 20 messages a minute per sender (ADR 0056), attachments included. */
export async function sendLimit(ctx: AppContext, userId: string) {
  const limit = await ctx.rateLimiter.hit(
    `conversation-send:${userId}`,
    MESSAGES_PER_MINUTE,
    60_000,
  )
  if (!limit.allowed) throw throttled('TOO_MANY_REQUESTS', limit.retryAfterMs)
}

/**
 * Writes one message in `tx` as the caller's side, counts a contact attempt before the deal, and
 * tells both sides' streams at commit; the sender gets it back as written.
 */
export async function deliver(
  ctx: AppContext,
  tx: Tx,
  userId: string,
  id: string,
  values: Pick<MessageRow, 'body'> &
    Partial<
      Pick<
        MessageRow,
        | 'attachmentKind'
        | 'attachmentImageId'
        | 'attachmentKey'
        | 'attachmentName'
        | 'attachmentBytes'
      >
    >,
  image?: { variants: Record<string, string> },
): Promise<MessageDto> {
  const r = conversationsRepository(tx)
  const v = await r.view(userId, id)
  if (!v) throw new AppError('CONVERSATION_NOT_FOUND')
  const found = maskContacts(`${values.body}\n${values.attachmentName ?? ''}`).found
  const row = await r.insertMessage({
    ...values,
    conversationId: id,
    authorId: userId,
    authorSide: v.side,
    contactKinds: found,
    contactAttempt: !v.deal && found.length > 0,
    createdAt: ctx.clock.now(),
  })
  await r.announce(
    [v.other_id, userId].filter((u): u is string => !!u),
    id,
    row.id,
  )
  return toMessageDto(
    { ...row, imageVariants: image?.variants ?? null, imageDeletedAt: null, reported: false },
    v,
  )
}

/**
 * For each side with messages unread for `UNREAD_MAIL_AFTER_MS`: one bell notification whose
 * e-mail goes through the notification digest (ADR 0024) in the recipient's language; the side's
 * "mailed up to" moves in the same transaction, so those messages are mailed once.
 */
export async function mailUnreadMessages(
  ctx: AppContext,
  tx: Tx,
  now: Date,
  batch: number,
): Promise<number> {
  const r = conversationsRepository(tx)
  const due = await r.dueUnreadMails(
    new Date(now.getTime() - UNREAD_MAIL_AFTER_MS),
    new Date(now.getTime() - 7 * 24 * 3_600_000),
    batch,
  )
  for (const d of due) {
    await r.markMailed(d.id, d.side, Number(d.last_id))
    const link = webPath('conversation', { id: d.id })
    const count = Number(d.count)
    await notify(
      tx,
      d.budget_number === null
        ? {
            userId: d.user_id,
            code: 'conversation_unread',
            link,
            params: { name: d.other_name, count },
          }
        : {
            userId: d.user_id,
            code: 'conversation_unread_budget',
            link,
            params: { number: Number(d.budget_number), count },
          },
      { email: { ...ctx, clock: { now: () => now } } },
    )
  }
  return due.length
}

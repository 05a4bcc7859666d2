import {
  type AdminConversation,
  type ReportMessageInput,
  type ReportedConversation,
  type ReportedConversationList,
} from '@galera/shared'
import { webPath } from '@galera/shared/web-paths.ts'
import { maskContacts } from '@galera/shared/conversations/contact-masking.ts'
import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import { audit } from '../../platform/audit.ts'
import { AppError, throttled } from '../../platform/http/app-error.ts'
import type { AuthUser } from '../../platform/http/auth.ts'
import { notify } from '../notifications/notifications.service.ts'
import { conversationsRepository } from './conversations.repository.ts'
import { toAttachment } from './conversations.service.ts'
import { moderationRepository, type ReportedRow } from './moderation.repository.ts'

/** Reports one person may file per hour (a flood of reports is not a moderation tool). */
export const REPORTS_PER_HOUR = 30
/** Messages moderation reads of one conversation at most (the newest reports are what matter). */
const ADMIN_MESSAGES = 1000

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString()

function toReported(r: ReportedRow): ReportedConversation {
  return {
    id: r.id,
    kind: r.kind,
    hirer: {
      id: r.hirer_id,
      name: r.hirer_name,
      contactAttempts: Number(r.hirer_attempts),
      suspended: r.hirer_suspended,
    },
    provider: {
      id: r.provider_id,
      name: r.provider_name,
      contactAttempts: Number(r.provider_attempts),
      suspended: r.provider_suspended,
    },
    openReports: Number(r.open_reports),
    reports: Number(r.reports),
    lastReportAt: iso(r.last_report_at),
  }
}

/**
 * ADR 0058: either side reports the other's message; admins read reported conversations only,
 * each read audited (LGPD art. 37), and hide a message, warn its author or dismiss the report.
 * Suspending the author is the admin's existing suspension (`/admin/users/{id}/suspend`).
 */
export function moderationService(ctx: AppContext) {
  const repo = moderationRepository(ctx.db)

  /** A reported message and its conversation, in `tx`; 404 for anything never reported. */
  async function reported(tx: Tx, messageId: number) {
    const m = await moderationRepository(tx).reportedMessage(messageId)
    if (!m) throw new AppError('MESSAGE_NOT_FOUND')
    return m
  }

  /** Closes the message's open reports with what was done, and audits it on its author. */
  async function settle(
    tx: Tx,
    actor: AuthUser,
    ip: string,
    m: { id: number; conversationId: string; authorId: string | null },
    resolution: 'hidden' | 'warned' | 'dismissed',
  ) {
    const now = ctx.clock.now()
    const closed = await moderationRepository(tx).resolve(m.id, actor.id, now, resolution)
    const action = (
      { hidden: 'message.hide', warned: 'message.warn', dismissed: 'message.dismiss' } as const
    )[resolution]
    await audit(tx, {
      actorId: actor.id,
      action,
      targetType: m.authorId ? 'user' : 'conversation',
      targetId: m.authorId ?? m.conversationId,
      after: { conversationId: m.conversationId, messageId: m.id, reportsClosed: closed },
      ip,
    })
  }

  return {
    /** The other side reports a message it can read; once per message and person. */
    async report(
      userId: string,
      conversationId: string,
      messageId: number,
      input: ReportMessageInput,
    ) {
      const limit = await ctx.rateLimiter.hit(
        `conversation-report:${userId}`,
        REPORTS_PER_HOUR,
        3_600_000,
      )
      if (!limit.allowed) throw throttled('TOO_MANY_REQUESTS', limit.retryAfterMs)
      await ctx.db.transaction(async (tx) => {
        const v = await conversationsRepository(tx).view(userId, conversationId)
        if (!v) throw new AppError('CONVERSATION_NOT_FOUND')
        const r = moderationRepository(tx)
        const m = await r.message(conversationId, messageId)
        // One's own message is not one's to report; a hidden one is already dealt with.
        if (!m || m.authorSide === v.side || m.hiddenAt) throw new AppError('MESSAGE_NOT_FOUND')
        const made = await r.insertReport({
          messageId,
          conversationId,
          reporterId: userId,
          reason: input.reason,
          note: input.note ?? null,
          createdAt: ctx.clock.now(),
        })
        if (!made) throw new AppError('MESSAGE_ALREADY_REPORTED')
      })
      return { ok: true as const }
    },

    async reportedList(): Promise<ReportedConversationList> {
      return { data: (await repo.reportedConversations(200)).map(toReported) }
    },

    /** A reported conversation as written, for moderation; the read is audited in the same transaction. */
    async read(actor: AuthUser, id: string, ip: string): Promise<AdminConversation> {
      return ctx.db.transaction(async (tx) => {
        const r = moderationRepository(tx)
        const row = await r.reportedConversation(id)
        if (!row) throw new AppError('CONVERSATION_NOT_FOUND')
        const [messages, reports] = await Promise.all([
          r.allMessages(id, ADMIN_MESSAGES),
          r.reportsOf(id),
        ])
        await audit(tx, {
          actorId: actor.id,
          action: 'conversation.read',
          targetType: 'conversation',
          targetId: id,
          after: { name: `${row.hirer_name} ↔ ${row.provider_name}`, messages: messages.length },
          ip,
        })
        return {
          conversation: toReported(row),
          data: messages.map((m) => ({
            id: m.id,
            side: m.authorSide as 'hirer' | 'provider',
            authorId: m.authorId,
            text: m.body,
            contactAttempt: m.contactAttempt,
            hidden: m.hiddenAt !== null,
            attachment: toAttachment({ ...m, hiddenAt: null }, (n) => n),
            createdAt: m.createdAt.toISOString(),
            reports: reports
              .filter((x) => x.messageId === m.id)
              .map((x) => ({
                id: x.id,
                reason: x.reason as AdminConversation['data'][number]['reports'][number]['reason'],
                note: x.note,
                createdAt: x.createdAt.toISOString(),
                resolution: x.resolution as 'hidden' | 'warned' | 'dismissed' | null,
              })),
          })),
        }
      })
    },

    /** Hidden for both sides (shown as removed by moderation); its image goes too. */
    async hide(actor: AuthUser, messageId: number, ip: string) {
      await ctx.db.transaction(async (tx) => {
        const m = await reported(tx, messageId)
        const r = moderationRepository(tx)
        if (!(await r.hide(m.id, actor.id, ctx.clock.now()))) throw new AppError('CONFLICT')
        if (m.attachmentImageId) await r.removeImage(m.attachmentImageId, ctx.clock.now())
        await settle(tx, actor, ip, m, 'hidden')
        const c = await conversationsRepository(tx).sides(m.conversationId)
        if (c)
          await conversationsRepository(tx).announce(
            [c.hirerId, c.providerId],
            m.conversationId,
            m.id,
          )
      })
      return { ok: true as const }
    },

    /** The author is told (bell and e-mail, in their language) that the message broke the rules. */
    async warn(actor: AuthUser, messageId: number, ip: string) {
      await ctx.db.transaction(async (tx) => {
        const m = await reported(tx, messageId)
        if (!m.authorId) throw new AppError('CONFLICT')
        await notify(
          tx,
          {
            userId: m.authorId,
            code: 'conversation_warning',
            link: webPath('conversation', { id: m.conversationId }),
          },
          { email: ctx },
        )
        await settle(tx, actor, ip, m, 'warned')
      })
      return { ok: true as const }
    },

    async dismiss(actor: AuthUser, messageId: number, ip: string) {
      await ctx.db.transaction(async (tx) => {
        const m = await reported(tx, messageId)
        await settle(tx, actor, ip, m, 'dismissed')
      })
      return { ok: true as const }
    },
  }
}

/**
 * ADR 0058, LGPD art. 18 VI: a closing account's messages lose their author (the conversation
 * keeps its side, so the other person's record still reads) and the contact details typed in
 * them; the text stays. Its PDFs are removed: their keys are returned to delete after the commit
 * (its images go with the account's other images).
 */
export async function forgetMessageAuthor(tx: Tx, userId: string): Promise<string[]> {
  const r = moderationRepository(tx)
  for (const m of await r.authoredWithContacts(userId)) {
    const masked = maskContacts(m.body).text
    if (masked !== m.body) await r.setBody(m.id, masked)
  }
  const keys = await r.authoredPdfKeys(userId)
  await r.forgetAuthor(userId)
  return keys
}

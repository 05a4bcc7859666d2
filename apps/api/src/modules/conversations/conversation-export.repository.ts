import { asc, inArray } from 'drizzle-orm'
import { maskContacts } from '@galera/shared/conversations/contact-masking.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { conversationMessages } from '../../db/schema/index.ts'
import { conversationsRepository } from './conversations.repository.ts'

/** Conversations in one export at most (far above what one person holds). */
const EXPORTED = 10_000

/**
 * LGPD art. 18 II/V (ADR 0058): the person's conversations and every message in them, as they may
 * read them — their own as written, the other side's masked before the deal (that is the other
 * person's data), a hidden message's text left out. Attachments by kind and name only.
 */
export async function conversationsExport(db: DbOrTx, userId: string) {
  const views = await conversationsRepository(db).views(userId, EXPORTED)
  const ids = views.map((v) => v.id)
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(conversationMessages)
          .where(inArray(conversationMessages.conversationId, ids))
          .orderBy(asc(conversationMessages.id))
  return views.map((v) => ({
    id: v.id,
    kind: v.kind,
    mySide: v.side,
    jobId: v.job_id,
    proposalId: v.proposal_id,
    subject: v.subject,
    deal: v.deal,
    messages: rows
      .filter((m) => m.conversationId === v.id)
      .map((m) => {
        const mine = m.authorSide === v.side
        const show = (t: string) => (mine || v.deal ? t : maskContacts(t).text)
        return {
          id: m.id,
          mine,
          text: m.hiddenAt ? null : show(m.body),
          hiddenByModeration: m.hiddenAt !== null,
          attachment: m.attachmentKind
            ? { kind: m.attachmentKind, name: m.attachmentName && show(m.attachmentName) }
            : null,
          sentAt: m.createdAt.toISOString(),
        }
      }),
  }))
}

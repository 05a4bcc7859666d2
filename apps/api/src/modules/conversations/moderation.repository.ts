import { and, asc, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import { conversationMessages, conversationReports, images } from '../../db/schema/index.ts'
import type { MessageView } from './conversations.repository.ts'

export type ReportRow = typeof conversationReports.$inferSelect

/** A reported conversation's summary row (who talks, how many reports). */
export interface ReportedRow {
  id: string
  kind: 'promoter' | 'budget'
  hirer_id: string
  hirer_name: string
  provider_id: string
  provider_name: string
  hirer_attempts: number
  provider_attempts: number
  hirer_suspended: boolean
  provider_suspended: boolean
  open_reports: number
  reports: number
  last_report_at: Date | string
}

/** Every contact attempt a person made before a deal, in any conversation (the partial index). */
const attempts = (userId: ReturnType<typeof sql>) =>
  sql`(select count(*) from conversation_messages a where a.author_id = ${userId} and a.contact_attempt)::int`

const reportedQuery = (where: ReturnType<typeof sql>, limit: number) => sql`
  select c.id, c.kind, c.hirer_id, h.name as hirer_name, c.provider_id, p.name as provider_name,
    ${attempts(sql`c.hirer_id`)} as hirer_attempts, ${attempts(sql`c.provider_id`)} as provider_attempts,
    h.status = 'suspended' as hirer_suspended, p.status = 'suspended' as provider_suspended,
    (count(*) filter (where r.resolved_at is null))::int as open_reports,
    count(*)::int as reports, max(r.created_at) as last_report_at
  from conversation_reports r
  join conversations c on c.id = r.conversation_id
  join users h on h.id = c.hirer_id
  join users p on p.id = c.provider_id
  where ${where}
  group by c.id, h.name, h.status, p.name, p.status
  order by (count(*) filter (where r.resolved_at is null) > 0) desc, max(r.created_at) desc
  limit ${limit}`

/** ADR 0058: reports, the moderation of messages, and a closed account's messages. SQL only. */
export function moderationRepository(db: DbOrTx) {
  return {
    /** A message of a conversation, or undefined. */
    async message(conversationId: string, messageId: number) {
      const [row] = await db
        .select()
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.id, messageId),
            eq(conversationMessages.conversationId, conversationId),
          ),
        )
      return row
    },

    /** A message that has at least one report (what moderation may act on), or undefined. */
    async reportedMessage(messageId: number) {
      const [row] = await db
        .select()
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.id, messageId),
            sql`exists (select 1 from conversation_reports r where r.message_id = ${conversationMessages.id})`,
          ),
        )
      return row
    },

    /** One report per reporter and message; false when this reporter already reported it. */
    async insertReport(values: typeof conversationReports.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(conversationReports)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: conversationReports.id })
      return rows.length > 0
    },

    async reportedConversations(limit: number): Promise<ReportedRow[]> {
      return queryRows<ReportedRow>(db, reportedQuery(sql`true`, limit))
    },

    async reportedConversation(id: string): Promise<ReportedRow | undefined> {
      const [row] = await queryRows<ReportedRow>(db, reportedQuery(sql`c.id = ${id}::uuid`, 1))
      return row
    },

    /** Every message of a conversation as written, oldest first (moderation reads it whole). */
    async allMessages(conversationId: string, limit: number): Promise<MessageView[]> {
      return db
        .select({
          ...getTableColumns(conversationMessages),
          imageVariants: images.variants,
          imageDeletedAt: images.deletedAt,
          reported: sql<boolean>`false`,
        })
        .from(conversationMessages)
        .leftJoin(images, eq(images.id, conversationMessages.attachmentImageId))
        .where(eq(conversationMessages.conversationId, conversationId))
        .orderBy(asc(conversationMessages.id))
        .limit(limit)
    },

    reportsOf(conversationId: string): Promise<ReportRow[]> {
      return db
        .select()
        .from(conversationReports)
        .where(eq(conversationReports.conversationId, conversationId))
        .orderBy(asc(conversationReports.createdAt))
    },

    /** Hides a message for both sides; false when it was hidden already. */
    async hide(messageId: number, adminId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(conversationMessages)
        .set({ hiddenAt: now, hiddenBy: adminId })
        .where(and(eq(conversationMessages.id, messageId), isNull(conversationMessages.hiddenAt)))
        .returning({ id: conversationMessages.id })
      return rows.length > 0
    },

    /** The hidden message's image goes with it (its URL answers 404 from then on). */
    async removeImage(imageId: string, now: Date) {
      await db
        .update(images)
        .set({ deletedAt: now })
        .where(and(eq(images.id, imageId), isNull(images.deletedAt)))
    },

    /** Closes the open reports of a message with what moderation did; how many it closed. */
    async resolve(
      messageId: number,
      adminId: string,
      now: Date,
      resolution: 'hidden' | 'warned' | 'dismissed',
    ): Promise<number> {
      const rows = await db
        .update(conversationReports)
        .set({ resolvedAt: now, resolvedBy: adminId, resolution })
        .where(
          and(eq(conversationReports.messageId, messageId), isNull(conversationReports.resolvedAt)),
        )
        .returning({ id: conversationReports.id })
      return rows.length
    },

    /** The closing account's messages: their text, to drop the contact details left in it. */
    authoredWithContacts(userId: string) {
      return db
        .select({ id: conversationMessages.id, body: conversationMessages.body })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.authorId, userId),
            sql`cardinality(${conversationMessages.contactKinds}) > 0`,
          ),
        )
    },

    async setBody(id: number, body: string) {
      await db.update(conversationMessages).set({ body }).where(eq(conversationMessages.id, id))
    },

    /** The PDFs the closing account sent (their files go after the commit). */
    async authoredPdfKeys(userId: string): Promise<string[]> {
      const rows = await db
        .select({ key: conversationMessages.attachmentKey })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.authorId, userId),
            isNotNull(conversationMessages.attachmentKey),
          ),
        )
      return rows.map((r) => r.key!).filter(Boolean)
    },

    /** The author of the closing account's messages is gone; the side stays (ADR 0058). */
    async forgetAuthor(userId: string) {
      await db
        .update(conversationMessages)
        .set({ authorId: null, attachmentKey: null })
        .where(eq(conversationMessages.authorId, userId))
    },
  }
}

import { and, eq, getTableColumns, isNull, lt, sql, type SQL } from 'drizzle-orm'
import type { ConversationSide } from '@galera/shared'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'
import { pgNotify } from '../../platform/db/pg-notify.ts'
import {
  budgetProposals,
  budgets,
  conversationMessages,
  conversations,
  images,
  jobs,
  users,
} from '../../db/schema/index.ts'
import { NOTIFICATIONS_CHANNEL } from '../notifications/notifications.repository.ts'

export type ConversationRow = typeof conversations.$inferSelect
export type MessageRow = typeof conversationMessages.$inferSelect
/** A message with its image attachment's files and whether the reader reported it (ADR 0058). */
export type MessageView = MessageRow & {
  imageVariants: Record<string, string> | null
  imageDeletedAt: Date | null
  reported: boolean
}
/** A conversation as one participant sees it (one row of `views`). */
export interface ConversationView {
  id: string
  kind: 'promoter' | 'budget'
  side: ConversationSide
  job_id: string | null
  proposal_id: string | null
  budget_id: string | null
  subject: string | null
  other_id: string | null
  other_name: string
  other_email: string
  other_phone: string | null
  deal: boolean
  unread: number
  other_read_upto: number
  last_body: string | null
  last_side: ConversationSide | null
  last_kinds: string[] | null
  last_at: Date | string | null
  last_attachment: string | null
}

/**
 * A job or a proposal statuses that make the deal (ADR 0056). A job's deal also needs its payment
 * held or later (ADR 0057); a job accepted before payments existed has no payment row.
 */
const JOB_DEAL = sql.raw(`('accepted','completed')`)
const PROPOSAL_DEAL = sql.raw(`('chosen','completed','contact_expired')`)

/**
 * Every conversation of `userId` (or the one `id`), with what the caller may see of the other
 * side, the deal flag, the unread count and the last message. A pre-hire conversation belongs to
 * the pair's first hire made after it (the hire continues it), and is under that job's deal.
 */
function viewsQuery(userId: string, where: SQL, limit: number): SQL {
  return sql`
    with mine as (
      select c.*,
        case when c.hirer_id = ${userId}::uuid then 'hirer' else 'provider' end as side,
        case when c.hirer_id = ${userId}::uuid then c.provider_id else c.hirer_id end as other_id,
        case when c.hirer_id = ${userId}::uuid then c.hirer_read_upto else c.provider_read_upto end as my_read,
        case when c.hirer_id = ${userId}::uuid then c.provider_read_upto else c.hirer_read_upto end as other_read,
        -- A pre-hire question is the conversation of the pair's first hire made after it, until
        -- that job's conversation is opened (and takes it over).
        coalesce(c.job_id, case when c.kind = 'promoter' then (
          select h.id from jobs h where h.hirer_id = c.hirer_id and h.promoter_id = c.provider_id
            and h.requested_at > c.created_at
            and not exists (select 1 from conversations o where o.job_id = h.id)
          order by h.requested_at limit 1) end) as job_ref
      from conversations c
      where (c.hirer_id = ${userId}::uuid or c.provider_id = ${userId}::uuid) and ${where}
      order by coalesce(c.last_message_at, c.created_at) desc
      limit ${limit}
    )
    select m.id, m.kind, m.side, m.job_ref as job_id, m.proposal_id, p.budget_id,
      coalesce(j.event_name, pr.name) as subject,
      m.other_id, o.name as other_name, o.email as other_email, o.phone as other_phone,
      case
        when m.kind = 'budget' then p.status in ${PROPOSAL_DEAL}
        else coalesce(j.status in ${JOB_DEAL}
          and not exists (select 1 from payments pay where pay.job_id = j.id and pay.paid_at is null), false)
      end as deal,
      (select count(*)::int from conversation_messages x
        where x.conversation_id = m.id and x.author_side <> m.side and x.id > m.my_read) as unread,
      m.other_read::bigint as other_read_upto,
      l.body as last_body, l.author_side as last_side, l.contact_kinds as last_kinds, l.created_at as last_at,
      l.attachment_kind as last_attachment
    from mine m
    join users o on o.id = m.other_id
    left join jobs j on j.id = m.job_ref
    left join budget_proposals p on p.id = m.proposal_id
    left join budgets b on b.id = p.budget_id
    left join products pr on pr.id = b.product_id
    left join lateral (select body, author_side, contact_kinds, created_at, attachment_kind
      from conversation_messages x
      where x.conversation_id = m.id and x.hidden_at is null order by x.id desc limit 1) l on true
    order by coalesce(m.last_message_at, m.created_at) desc`
}

export function conversationsRepository(db: DbOrTx) {
  return {
    async views(userId: string, limit: number): Promise<ConversationView[]> {
      const rows = await queryRows<ConversationView>(db, viewsQuery(userId, sql`true`, limit))
      return rows.map(normalise)
    },

    /** One conversation as `userId` sees it, or undefined when they are not in it. */
    async view(userId: string, id: string): Promise<ConversationView | undefined> {
      const [row] = await queryRows<ConversationView>(
        db,
        viewsQuery(userId, sql`c.id = ${id}::uuid`, 1),
      )
      return row && normalise(row)
    },

    async unreadTotal(userId: string): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from conversations c
            join conversation_messages x on x.conversation_id = c.id
            where (c.hirer_id = ${userId}::uuid and x.author_side = 'provider' and x.id > c.hirer_read_upto)
               or (c.provider_id = ${userId}::uuid and x.author_side = 'hirer' and x.id > c.provider_read_upto)`,
      )
      return Number(row?.n ?? 0)
    },

    async jobParties(jobId: string) {
      const [row] = await db
        .select({
          hirerId: jobs.hirerId,
          promoterId: jobs.promoterId,
          requestedAt: jobs.requestedAt,
        })
        .from(jobs)
        .where(eq(jobs.id, jobId))
      return row
    },

    async proposalParties(proposalId: string) {
      const [row] = await db
        .select({ clientId: budgets.clientId, supplierId: budgetProposals.supplierId })
        .from(budgetProposals)
        .innerJoin(budgets, eq(budgets.id, budgetProposals.budgetId))
        .where(eq(budgetProposals.id, proposalId))
      return row
    },

    /** An active promoter account (someone a question can be asked to). */
    async activePromoter(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, 'promoter'), eq(users.status, 'active')))
      return !!row
    },

    /** The conversation's two people (moderation tells both streams of a change). */
    async sides(conversationId: string) {
      const [row] = await db
        .select({ hirerId: conversations.hirerId, providerId: conversations.providerId })
        .from(conversations)
        .where(eq(conversations.id, conversationId))
      return row
    },

    async findByJob(jobId: string) {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.jobId, jobId))
      return row?.id
    },

    async findByProposal(proposalId: string) {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.proposalId, proposalId))
      return row?.id
    },

    async findPreHire(hirerId: string, providerId: string) {
      const [row] = await db
        .select({ id: conversations.id, createdAt: conversations.createdAt })
        .from(conversations)
        .where(
          and(
            eq(conversations.kind, 'promoter'),
            eq(conversations.hirerId, hirerId),
            eq(conversations.providerId, providerId),
            isNull(conversations.jobId),
          ),
        )
      return row
    },

    /** The pair's pre-hire conversation, begun before the hire, becomes the job's (continued). */
    async adoptPreHire(hirerId: string, providerId: string, jobId: string, requestedAt: Date) {
      const [row] = await db
        .update(conversations)
        .set({ jobId })
        .where(
          and(
            eq(conversations.kind, 'promoter'),
            eq(conversations.hirerId, hirerId),
            eq(conversations.providerId, providerId),
            isNull(conversations.jobId),
            lt(conversations.createdAt, requestedAt),
          ),
        )
        .returning({ id: conversations.id })
      return row?.id
    },

    /** Inserts a conversation; undefined when a concurrent open made the same one (unique index). */
    async insert(values: typeof conversations.$inferInsert): Promise<string | undefined> {
      const [row] = await db
        .insert(conversations)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: conversations.id })
      return row?.id
    },

    async messages(
      conversationId: string,
      readerId: string,
      before: number | undefined,
      limit: number,
    ): Promise<MessageView[]> {
      return db
        .select({
          ...getTableColumns(conversationMessages),
          imageVariants: images.variants,
          imageDeletedAt: images.deletedAt,
          reported: sql<boolean>`exists (select 1 from conversation_reports r
            where r.message_id = ${conversationMessages.id} and r.reporter_id = ${readerId}::uuid)`,
        })
        .from(conversationMessages)
        .leftJoin(images, eq(images.id, conversationMessages.attachmentImageId))
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            before ? lt(conversationMessages.id, before) : undefined,
          ),
        )
        .orderBy(sql`${conversationMessages.id} desc`)
        .limit(limit)
    },

    async insertMessage(values: typeof conversationMessages.$inferInsert): Promise<MessageRow> {
      const [row] = await db.insert(conversationMessages).values(values).returning()
      const readColumn = values.authorSide === 'hirer' ? 'hirer_read_upto' : 'provider_read_upto'
      await db.execute(
        sql`update conversations set last_message_at = ${row.createdAt.toISOString()}::timestamptz,
            ${sql.raw(readColumn)} = ${row.id} where id = ${row.conversationId}::uuid`,
      )
      return row
    },

    /** Marks everything up to the last message read for `side`; the last message's id. */
    async markRead(conversationId: string, side: ConversationSide): Promise<void> {
      const column = sql.raw(side === 'hirer' ? 'hirer_read_upto' : 'provider_read_upto')
      await db.execute(
        sql`update conversations set ${column} = greatest(${column},
              coalesce((select max(id) from conversation_messages where conversation_id = ${conversationId}::uuid), 0))
            where id = ${conversationId}::uuid`,
      )
    },

    /** Tells both sides' open streams (the notification stream) that a message arrived. */
    async announce(userIds: string[], conversationId: string, messageId: number) {
      await pgNotify(
        db,
        NOTIFICATIONS_CHANNEL,
        userIds.map((userId) =>
          JSON.stringify({ userId, kind: 'message', conversationId, messageId }),
        ),
      )
    },

    /**
     * Sides with messages from the other side unread and not yet mailed, the oldest of them sent
     * before `olderThan` (and after `since`, so a long-stopped ticker does not mail old history).
     */
    async dueUnreadMails(olderThan: Date, since: Date, limit: number) {
      return queryRows<{
        id: string
        side: ConversationSide
        user_id: string
        other_name: string
        count: number
        last_id: number
        budget_number: number | null
      }>(
        db,
        sql`with sides as (
              select c.id, 'hirer' as side, c.hirer_id as user_id, c.provider_id as other_id,
                greatest(c.hirer_read_upto, c.hirer_mailed_upto) as seen
              from conversations c where c.last_message_at >= ${since.toISOString()}::timestamptz
              union all
              select c.id, 'provider', c.provider_id, c.hirer_id, greatest(c.provider_read_upto, c.provider_mailed_upto)
              from conversations c where c.last_message_at >= ${since.toISOString()}::timestamptz
            )
            select s.id, s.side, s.user_id, o.name as other_name, u.count, u.last_id, b.number as budget_number
            from sides s
            join users o on o.id = s.other_id
            join conversations c on c.id = s.id
            left join budget_proposals p on p.id = c.proposal_id
            left join budgets b on b.id = p.budget_id
            cross join lateral (select count(*)::int as count, max(x.id)::bigint as last_id, min(x.created_at) as first_at
              from conversation_messages x
              where x.conversation_id = s.id and x.author_side <> s.side and x.id > s.seen) u
            where u.count > 0 and u.first_at <= ${olderThan.toISOString()}::timestamptz
            limit ${limit}`,
      )
    },

    async markMailed(conversationId: string, side: ConversationSide, upto: number) {
      const column = sql.raw(side === 'hirer' ? 'hirer_mailed_upto' : 'provider_mailed_upto')
      await db.execute(
        sql`update conversations set ${column} = greatest(${column}, ${upto}) where id = ${conversationId}::uuid`,
      )
    },

    /** Admins: senders with contact attempts before the deal, most first. */
    async contactAttempts(limit: number) {
      return queryRows<{
        user_id: string
        name: string
        role: string
        attempts: number
        last_at: Date | string
      }>(
        db,
        sql`select u.id as user_id, u.name, u.role, count(*)::int as attempts, max(m.created_at) as last_at
            from conversation_messages m join users u on u.id = m.author_id
            where m.contact_attempt
            group by u.id order by attempts desc, last_at desc limit ${limit}`,
      )
    },
  }
}

/** node-postgres answers bigint as text and a timestamp as Date; PGlite may differ. */
function normalise(row: ConversationView): ConversationView {
  return { ...row, unread: Number(row.unread), other_read_upto: Number(row.other_read_upto) }
}

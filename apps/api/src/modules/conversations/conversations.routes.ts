import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  ContactAttemptsSchema,
  ConversationDtoSchema,
  ConversationListSchema,
  ConversationUnreadSchema,
  MessageDtoSchema,
  MessagePageQuerySchema,
  MessagePageSchema,
  SendMessageSchema,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { conversationsService } from './conversations.service.ts'
import { conversationModerationRoutes } from './moderation.routes.ts'

const tags = ['conversations']
const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })

/**
 * `/api/conversations…` (ADR 0056): any signed-in user's conversations; only the two
 * participants read or write one (someone else's answers 404). New messages reach both sides
 * through the notification stream (`event: message`).
 */
export async function conversationsModule(app: TypedApp, ctx: AppContext) {
  const svc = conversationsService(ctx)

  app.get(
    '/conversations',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'My conversations, latest activity first, with unread counts',
        response: { 200: ConversationListSchema },
      },
    },
    async (req) => svc.list(req.user!.id),
  )

  app.get(
    '/conversations/unread',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Unread messages over all my conversations (the header count)',
        response: { 200: ConversationUnreadSchema },
      },
    },
    async (req) => svc.unread(req.user!.id),
  )

  // Find-or-open one conversation about a promoter (pre-hire), a job or a budget proposal.
  const openers = [
    {
      path: '/conversations/promoter/:id',
      auth: ['client', 'company'],
      summary: 'Opens (or finds) my pre-hire conversation with a promoter',
      open: svc.openWithPromoter,
    },
    {
      path: '/conversations/job/:id',
      auth: ['client', 'company', 'promoter'],
      summary: "Opens (or finds) a job's conversation; the pair's earlier question continues",
      open: svc.openForJob,
    },
    {
      path: '/conversations/proposal/:id',
      auth: ['client', 'company', 'supplier'],
      summary: "Opens (or finds) a budget proposal's conversation (client ↔ supplier)",
      open: svc.openForProposal,
    },
  ] as const
  for (const { path, auth, summary, open } of openers)
    app.post(
      path,
      {
        auth,
        schema: { tags, summary, params: IdParams, response: { 200: ConversationDtoSchema } },
      },
      async (req) => open(req.user!.id, req.params.id),
    )

  app.get(
    '/conversations/:id/messages',
    {
      auth: 'user',
      schema: {
        tags,
        summary: "A page of a conversation's messages, oldest first (`before` for older ones)",
        params: IdParams,
        querystring: MessagePageQuerySchema,
        response: { 200: MessagePageSchema },
      },
    },
    async (req) => svc.messages(req.user!.id, req.params.id, req.query.before),
  )

  app.post(
    '/conversations/:id/messages',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Sends a message (plain text, 1–2000 characters)',
        params: IdParams,
        body: SendMessageSchema,
        response: { 201: MessageDtoSchema },
      },
    },
    async (req, reply) => {
      const message = await svc.send(req.user!.id, req.params.id, req.body.text)
      void reply.code(201)
      return message
    },
  )

  app.post(
    '/conversations/:id/read',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Marks the conversation read up to its last message',
        params: IdParams,
        response: { 200: ConversationUnreadSchema },
      },
    },
    async (req) => svc.markRead(req.user!.id, req.params.id),
  )

  app.get(
    '/admin/conversations/contact-attempts',
    {
      auth: ['admin_master', 'admin_basic'],
      schema: {
        tags,
        summary: 'Senders who typed contact details before a deal, with how many times',
        response: { 200: ContactAttemptsSchema },
      },
    },
    async () => svc.contactAttempts(),
  )

  await conversationModerationRoutes(app, ctx)
}

import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  AdminConversationSchema,
  MessageDtoSchema,
  ReportMessageSchema,
  ReportedConversationListSchema,
} from '@galera/shared'
import { OkDtoSchema } from '@galera/shared/auth/auth.dto.ts'
import type { AppContext } from '../../platform/context.ts'
import { rawResponse } from '../../platform/http/responses.ts'
import { readUpload } from '../../platform/files/uploads.ts'
import { attachmentsService } from './attachments.service.ts'
import { moderationService } from './moderation.service.ts'

const tags = ['conversations']
const ADMINS = ['admin_master', 'admin_basic'] as const
const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const MessageParams = z.object({
  id: z.uuid({ error: 'validation.invalid' }),
  messageId: z.coerce.number({ error: 'validation.invalid' }).int().positive(),
})
const AdminMessageParams = MessageParams.pick({ messageId: true })

/** RFC 6266: an ASCII fallback name and the UTF-8 one. */
function disposition(name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'documento.pdf'
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * ADR 0058: attachments (participants), reports (the other side of a message), and moderation
 * (admins, reported conversations only, every read and action audited).
 */
export async function conversationModerationRoutes(app: TypedApp, ctx: AppContext) {
  const moderation = moderationService(ctx)
  const attachments = attachmentsService(ctx)

  app.post(
    '/conversations/:id/attachments',
    {
      auth: 'user',
      schema: {
        tags,
        summary:
          'Sends an image or a PDF (multipart `file`, optional `text`); sniffed, size-limited',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 201: MessageDtoSchema },
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, 'file')
      const message = await attachments.send(req.user!.id, req.params.id, {
        file: upload.file,
        filename: upload.filename,
        mimetype: upload.mimetype,
        text: upload.fields.text ?? '',
      })
      return reply.code(201).send(message)
    },
  )

  app.get(
    '/conversations/:id/messages/:messageId/attachment',
    {
      auth: 'user',
      schema: {
        tags,
        summary: "A message's PDF, as a download (Content-Disposition: attachment)",
        params: MessageParams,
        response: { 200: rawResponse('application/pdf', 'The PDF as sent') },
      },
    },
    async (req, reply) => {
      const { file, name } = await attachments.pdf(
        req.user!.id,
        req.params.id,
        req.params.messageId,
      )
      if (file.size !== undefined) void reply.header('Content-Length', String(file.size))
      return reply
        .type('application/pdf')
        .header('Content-Disposition', disposition(name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.body)
    },
  )

  app.post(
    '/conversations/:id/messages/:messageId/report',
    {
      auth: 'user',
      schema: {
        tags,
        summary: "Reports the other side's message to moderation (a reason, an optional note)",
        params: MessageParams,
        body: ReportMessageSchema,
        response: { 200: OkDtoSchema },
      },
    },
    async (req) => moderation.report(req.user!.id, req.params.id, req.params.messageId, req.body),
  )

  app.get(
    '/admin/conversations/reports',
    {
      auth: ADMINS,
      schema: {
        tags,
        summary: 'Conversations with reported messages, open reports first (no message text)',
        response: { 200: ReportedConversationListSchema },
      },
    },
    async () => moderation.reportedList(),
  )

  app.get(
    '/admin/conversations/:id',
    {
      auth: ADMINS,
      schema: {
        tags,
        summary: 'A reported conversation as written (only reported ones; each read is audited)',
        params: IdParams,
        response: { 200: AdminConversationSchema },
      },
    },
    async (req) => moderation.read(req.user!, req.params.id, req.ip),
  )

  const actions = [
    { verb: 'hide', summary: 'Hides a reported message for both sides', run: moderation.hide },
    {
      verb: 'warn',
      summary: "Warns a reported message's author (bell and e-mail)",
      run: moderation.warn,
    },
    { verb: 'dismiss', summary: "Dismisses a message's open reports", run: moderation.dismiss },
  ] as const
  for (const { verb, summary, run } of actions)
    app.post(
      `/admin/conversations/messages/:messageId/${verb}`,
      {
        auth: ADMINS,
        schema: { tags, summary, params: AdminMessageParams, response: { 200: OkDtoSchema } },
      },
      async (req) => run(req.user!, req.params.messageId, req.ip),
    )
}

import { z } from 'zod'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import { CalendarFeedDtoSchema } from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { rawResponse } from '../../platform/http/responses.ts'
import { calendarFeedService } from './calendar-feed.service.ts'

const tags = ['calendar feed']

/** The promoter's private iCalendar feed of accepted jobs (ADR 0019). */
export async function calendarFeedModule(app: TypedApp, ctx: AppContext) {
  const service = calendarFeedService(ctx)

  app.post(
    '/promoter/calendar-feed',
    {
      auth: ['promoter'],
      schema: {
        tags,
        summary: 'Creates my private calendar link (a new one revokes the previous); shown once',
        response: { 201: CalendarFeedDtoSchema },
      },
    },
    async (req, reply) => {
      const dto = await service.rotate(req.user!.id)
      void reply.code(201)
      return dto
    },
  )

  app.get(
    '/public/calendar/:file',
    {
      auth: 'public',
      schema: {
        tags,
        summary: 'iCalendar (RFC 5545) of the token owner’s accepted and completed jobs',
        params: z.object({ file: z.string() }),
        response: { 200: rawResponse('text/calendar', 'The iCalendar feed (RFC 5545)') },
      },
    },
    async (req, reply) => {
      const file = req.params.file
      const token = file.endsWith('.ics') ? file.slice(0, -4) : ''
      const body = await service.render(token)
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Disposition', 'inline; filename="galera-agenda.ics"')
        .send(body)
    },
  )
}

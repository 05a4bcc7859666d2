import { z } from 'zod'
import {
  FailedMailListSchema,
  FailedTickerRunListSchema,
  MailRetriedSchema,
  type Role,
} from '@galera/shared'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import type { AppContext } from '../../platform/context.ts'
import { mailQueueService } from './mail-queue.service.ts'

const IdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) })
const MASTER: readonly Role[] = ['admin_master']
const tags = ['admin']

/**
 * ADR 0066: mails that failed for good, and sending one again; ADR 0071: the ticker's runs that
 * failed for good (admin master).
 */
export async function mailQueueModule(app: TypedApp, ctx: AppContext) {
  const svc = mailQueueService(ctx)

  app.get(
    '/admin/mail-queue/failed',
    {
      auth: MASTER,
      schema: {
        tags,
        summary: 'Mails the queue gave up on after every retry (newest first, at most 100)',
        response: { 200: FailedMailListSchema },
      },
    },
    async () => svc.failed(),
  )
  app.post(
    '/admin/mail-queue/failed/:id/retry',
    {
      auth: MASTER,
      schema: {
        tags,
        summary: 'Sends a failed mail again: one more attempt through the queue, audited',
        params: IdParams,
        response: { 200: MailRetriedSchema },
      },
    },
    async (req) => svc.retry(req.user!, req.params.id, req.ip),
  )
  app.get(
    '/admin/ticker/failed',
    {
      auth: MASTER,
      schema: {
        tags,
        summary: 'Ticker runs the queue gave up on after every retry (newest first, at most 100)',
        response: { 200: FailedTickerRunListSchema },
      },
    },
    async () => svc.failedTickerRuns(),
  )
}

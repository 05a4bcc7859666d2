import { z } from 'zod'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import type { AppContext } from '../../platform/context.ts'
import { listOutbox } from '../../platform/mail/mailer.ts'
import { escapeHtml } from '../../platform/html.ts'
import { OffsetClock } from '../../platform/clock.ts'
import { rawResponse } from '../../platform/http/responses.ts'

/**
 * Non-production only: the mails the app would have sent, so a newcomer without SMTP can read a
 * reset code. Never registered when NODE_ENV=production.
 */
// The answers stay as they were (a 400 with its own text for a bad clock move): the schemas only
// type the handlers.
const ClockBody = z.object({ advanceHours: z.unknown() }).partial().optional()
const OutboxQuery = z.object({ to: z.unknown() }).partial()
// Outside /api, so not enveloped; declared all the same (ADR 0044).
const ClockAnswer = z.object({ now: z.string(), tickerRan: z.boolean() })
const ClockRefusal = z.object({ error: z.string() })
const OutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
})

export async function devModule(
  app: TypedApp,
  ctx: AppContext,
  options: { runTicker?: () => Promise<boolean> } = {},
) {
  // Test-only clock control (TEST_CLOCK=on): moves time forward, then runs the ticker once, so a
  // journey can reach a job's end. Time never moves back: the ledger and deadlines assume it.
  if (ctx.clock instanceof OffsetClock) {
    const clock = ctx.clock
    app.post(
      '/dev/clock',
      {
        schema: { hide: true, body: ClockBody, response: { 200: ClockAnswer, 400: ClockRefusal } },
      },
      async (req, reply) => {
        const hours = Number(req.body?.advanceHours)
        if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 400)
          return reply.code(400).send({ error: 'advanceHours: a positive number of hours' })
        clock.advance(hours * 3_600_000)
        const ran = options.runTicker ? await options.runTicker() : false
        return { now: clock.now().toISOString(), tickerRan: ran }
      },
    )
  }
  app.get(
    '/dev/outbox.json',
    { schema: { hide: true, querystring: OutboxQuery, response: { 200: z.array(OutboxMail) } } },
    async (req) => {
      const { to } = req.query
      const mails = await listOutbox(
        ctx.db,
        50,
        typeof to === 'string' ? to.toLowerCase() : undefined,
      )
      return mails.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        createdAt: m.createdAt.toISOString(),
      }))
    },
  )
  app.get(
    '/dev/outbox',
    { schema: { hide: true, response: { 200: rawResponse('text/html', 'The outbox as a page') } } },
    async (_req, reply) => {
      const mails = await listOutbox(ctx.db)
      const items = mails
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">Para / To: <strong>${escapeHtml(m.to)}</strong> · ${m.createdAt.toISOString()}</p><pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join('')
      const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Caixa de saída (dev) — Galera Eventos</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}.meta{color:#4b5563}</style></head><body><main><h1>Caixa de saída de desenvolvimento</h1><p>E-mails que seriam enviados (sem SMTP_URL configurado). / Mails that would have been sent.</p>${items || '<p>Nenhum e-mail ainda. / No mail yet.</p>'}</main></body></html>`
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html)
    },
  )
}

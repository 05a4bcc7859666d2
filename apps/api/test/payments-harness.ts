import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { WEEKLY_MASK_MAX } from '@galera/shared/promoters/availability.ts'
import { createTestApp, type TestApp } from './harness.ts'
import { createUser } from './factories/accounts.ts'
import { createPromoter } from './factories/promoters.ts'
import { createJob, type JobFactoryInput } from './factories/jobs.ts'
import { startStandIn, type StandIn } from '../src/modules/payments/stand-in/stand-in.ts'
import type { AsaasWebhookEvent } from '../src/modules/payments/asaas.client.ts'
import {
  jobs,
  ledgerEntries,
  notifications,
  paymentEvents,
  payments,
} from '../src/db/schema/index.ts'

export const WEBHOOK_TOKEN = 'test-webhook-token-0123456789abcdef0123'

export interface Side {
  id: string
  email: string
  token: string
}

/**
 * The API listening on a loopback port (the stand-in's webhooks reach it over HTTP, as Asaas's
 * would) and the Asaas stand-in it pays through.
 */
export async function paymentsWorld() {
  const standIn = await startStandIn({ apiKey: 'test-api-key-123', webhookToken: WEBHOOK_TOKEN })
  const t = await createTestApp({
    env: {
      PAYMENT_PROVIDER_URL: standIn.url,
      PAYMENT_API_KEY: 'test-api-key-123',
      PAYMENT_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    },
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  standIn.setWebhookUrl(`http://127.0.0.1:${port}/webhooks/asaas`)
  standIn.setClock(() => t.clock.now())
  const webhookUrl = `http://127.0.0.1:${port}/webhooks/asaas`
  return {
    t,
    standIn,
    webhookUrl,
    async close() {
      await standIn.idle()
      await standIn.close()
      await t.close()
    },
  }
}

export function paymentHelpers(w: { t: TestApp; standIn: StandIn; webhookUrl: string }) {
  const { t } = w

  async function side(role: 'promoter' | 'client'): Promise<Side> {
    const user =
      role === 'promoter'
        ? (await createPromoter(t.db, { promoter: { weeklyAvailability: WEEKLY_MASK_MAX } })).user
        : (await createUser(t.db, { role: 'client' })).user
    return { id: user.id, email: user.email, token: await t.login(user.email) }
  }

  /** A promoter, a hirer and a solicitation the promoter accepts through the API. */
  async function acceptedJob(input: Partial<JobFactoryInput> = {}) {
    const p = await side('promoter')
    const h = await side('client')
    const job = await createJob(t.db, { promoterId: p.id, hirerId: h.id, ...input })
    const res = await t.request({
      method: 'POST',
      url: `/api/promoter/jobs/${job.id}/accept`,
      token: p.token,
    })
    if (res.statusCode !== 200) throw new Error(`accept: ${JSON.stringify(res.body)}`)
    return { p, h, id: job.id }
  }

  const openPayment = (h: Side, id: string) =>
    t.request({ method: 'POST', url: `/api/client/jobs/${id}/payment`, token: h.token })
  const payment = (s: Side, side: 'client' | 'promoter', id: string) =>
    t.request({ method: 'GET', url: `/api/${side}/jobs/${id}/payment`, token: s.token })

  /** Opens the charge and plays the hirer paying it on the stand-in; waits for the webhooks. */
  async function pay(h: Side, id: string, method: 'pix' | 'card' = 'pix') {
    const res = await openPayment(h, id)
    if (res.statusCode !== 200) throw new Error(`open: ${JSON.stringify(res.body)}`)
    const p = await paymentRow(id)
    w.standIn.pay(p.providerPaymentId!, method)
    await w.standIn.idle()
    return p.providerPaymentId!
  }

  const webhook = (body: AsaasWebhookEvent | Record<string, unknown>, token = WEBHOOK_TOKEN) =>
    t.request({
      method: 'POST',
      url: '/webhooks/asaas',
      body,
      headers: token ? { 'asaas-access-token': token } : {},
      noAppKey: true,
    })

  async function paymentRow(jobId: string) {
    const [r] = await t.db.select().from(payments).where(eq(payments.jobId, jobId))
    return r!
  }
  async function jobRow(id: string) {
    const [r] = await t.db.select().from(jobs).where(eq(jobs.id, id))
    return r!
  }
  async function ledger(jobId: string) {
    const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.jobId, jobId))
    return { rows, ...Object.fromEntries(rows.map((r) => [r.kind, r])) } as {
      rows: typeof rows
    } & Partial<Record<string, (typeof rows)[number]>>
  }
  async function notes(userId: string, code: string) {
    return t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.code, code)))
  }
  /** A charge's recorded events in the stand-in's sending order (its event ids end in `&N`). */
  async function events(providerPaymentId: string) {
    const rows = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerPaymentId, providerPaymentId))
    const seq = (id: string) => Number(id.split('&')[1] ?? Number.MAX_SAFE_INTEGER)
    return rows.sort((a, b) => seq(a.providerEventId) - seq(b.providerEventId))
  }
  /** Moves the clock and signs the sides in again (sessions idle out after 7 days). */
  async function at(iso: string, ...sides: Side[]) {
    t.clock.set(iso)
    for (const s of sides) s.token = await t.login(s.email)
  }
  async function savePixKey(p: Side, pixKeyType = 'email', pixKey = 'Pix.Promotora@Galera.dev') {
    return t.request({
      method: 'PUT',
      url: '/api/promoter/payout-account',
      token: p.token,
      body: { pixKeyType, pixKey },
    })
  }

  /** The stand-in's webhooks reach the API again (after a test turned them off). */
  const restoreWebhooks = () => w.standIn.setWebhookUrl(w.webhookUrl)

  return {
    restoreWebhooks,
    side,
    acceptedJob,
    openPayment,
    payment,
    pay,
    webhook,
    paymentRow,
    jobRow,
    ledger,
    notes,
    events,
    at,
    savePixKey,
  }
}

/**
 * One test file's world: the app and its stand-in for the whole file, the clock at
 * 2026-11-22 12:00Z before each test (the factory's job: 2026-12-02 12:00Z–20:00Z in Salvador).
 */
export function usePaymentsWorld() {
  const ref = {} as {
    w: Awaited<ReturnType<typeof paymentsWorld>>
    h: ReturnType<typeof paymentHelpers>
  }
  beforeAll(async () => {
    ref.w = await paymentsWorld()
    ref.h = paymentHelpers(ref.w)
  })
  afterAll(() => ref.w.close())
  beforeEach(() => ref.w.t.clock.set('2026-11-22T12:00:00.000Z'))
  return ref
}

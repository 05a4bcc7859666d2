import { describe, expect, it } from 'vitest'
import type { AppContext } from '../../platform/context.ts'
import { usePaymentsWorld } from '../../../test/payments-harness.ts'
import { jobsRepository } from '../jobs/jobs.repository.ts'
import { openCharge } from './payment-open.ts'

const world = usePaymentsWorld()

/** A promise and the function that settles it. */
function signal<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

/**
 * Another process of the API over the same database: its own settings object (so its own
 * provider client and its own in-process flights, payment-open.ts), and its database handle
 * spied on: `afterFirst` settles when its first transaction (the claim check) has committed, and
 * every later transaction starts only once `holdLater` has settled.
 */
function otherProcess(holdLater: Promise<unknown>) {
  const { ctx } = world.w.t
  const afterFirst = signal()
  let n = 0
  const db = new Proxy(ctx.db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown
      if (prop !== 'transaction') return typeof value === 'function' ? value.bind(target) : value
      return async (...args: Parameters<typeof target.transaction>) => {
        if (n++ > 0) await holdLater.catch(() => {})
        const result = await target.transaction(...args)
        afterFirst.resolve()
        return result
      }
    },
  })
  const other: AppContext = { ...ctx, env: { ...ctx.env }, db }
  return { ctx: other, afterFirst: afterFirst.promise }
}

/**
 * The first opener holds the claim while the provider makes the charge (ADR 0057): the stand-in
 * holds its answer to the create call until `release()`. Webhooks are off meanwhile, so only the
 * openers store the charge id.
 */
function holdCreate(fail = false) {
  const { standIn } = world.w
  const inCreate = signal()
  const gate = signal()
  standIn.setWebhookUrl('')
  standIn.beforeCreateAnswer(async () => {
    inCreate.resolve()
    await gate.promise
    if (fail) throw new Error('connection reset before the answer')
  })
  return {
    inCreate: inCreate.promise,
    release: () => gate.resolve(),
    restore() {
      standIn.beforeCreateAnswer(undefined)
      world.h.restoreWebhooks()
    },
  }
}

async function pendingJob() {
  const { h: hirer, id } = await world.h.acceptedJob({ cashCents: 250_00 })
  const job = (await jobsRepository(world.w.t.db).find(id))!
  return { hirer, id, job, paymentId: (await world.h.paymentRow(id)).id }
}

describe('a second opener while the first holds the claim (another process)', () => {
  it('waits for the first one and answers its charge, calling the provider not once', async () => {
    const { standIn } = world.w
    const { hirer, id, job, paymentId } = await pendingJob()
    const hold = holdCreate()
    const callsBefore = standIn.calls.length
    try {
      const first = world.h.openPayment(hirer, id)
      await hold.inCreate
      const claimed = await world.h.paymentRow(id)
      expect(claimed.chargeRequestedAt).not.toBeNull()
      expect(claimed.providerPaymentId).toBeNull()

      const other = otherProcess(first)
      const second = openCharge(other.ctx, job, paymentId, hirer.id)
      // Its claim check found the first one's claim; only then does the provider answer.
      await other.afterFirst
      const callsWhileWaiting = standIn.calls.slice(callsBefore)
      hold.release()
      const [a, b] = await Promise.all([first, second])

      expect(a.statusCode).toBe(200)
      const row = await world.h.paymentRow(id)
      expect(b).toMatchObject({
        id: paymentId,
        providerPaymentId: row.providerPaymentId,
        pixPayload: a.body.data.pix.payload,
      })
      const made = [...standIn.charges.values()].filter((c) => c.externalReference === paymentId)
      expect(made.map((c) => c.id)).toEqual([row.providerPaymentId])
      // Every provider call is the first opener's: look-up, customer, charge, then its Pix code.
      expect(callsWhileWaiting).toEqual([
        'GET /v3/payments',
        'POST /v3/customers',
        'POST /v3/payments',
      ])
      expect(standIn.calls.slice(callsBefore)).toEqual([
        ...callsWhileWaiting,
        `GET /v3/payments/${row.providerPaymentId}/pixQrCode`,
      ])
    } finally {
      hold.release()
      hold.restore()
    }
  })

  it('takes over when the first one fails and gives the claim back: still one charge', async () => {
    const { standIn } = world.w
    const { hirer, id, job, paymentId } = await pendingJob()
    // The provider makes the charge, but its answer never reaches the first opener.
    const hold = holdCreate(true)
    const callsBefore = standIn.calls.length
    try {
      const first = world.h.openPayment(hirer, id)
      await hold.inCreate
      const other = otherProcess(first)
      const second = openCharge(other.ctx, job, paymentId, hirer.id)
      await other.afterFirst
      hold.release()
      const a = await first
      expect(a.statusCode).toBe(503)
      expect(a.body.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE')
      const b = await second

      const made = [...standIn.charges.values()].filter((c) => c.externalReference === paymentId)
      expect(made).toHaveLength(1)
      expect(b).toMatchObject({ providerPaymentId: made[0]!.id, pixPayload: made[0]!.pixPayload })
      expect(await world.h.paymentRow(id)).toMatchObject({
        providerPaymentId: made[0]!.id,
        pixPayload: made[0]!.pixPayload,
      })
      // The second opener found the charge by our reference instead of making another one.
      expect(standIn.calls.slice(callsBefore)).toEqual([
        'GET /v3/payments',
        'POST /v3/customers',
        'POST /v3/payments',
        'GET /v3/payments',
        `GET /v3/payments/${made[0]!.id}/pixQrCode`,
      ])
    } finally {
      hold.release()
      hold.restore()
    }
  })

  it('takes over a claim older than a minute (its opener stalled) and reuses its charge', async () => {
    const { standIn, t } = world.w
    const { hirer, id, job, paymentId } = await pendingJob()
    const hold = holdCreate()
    try {
      const first = world.h.openPayment(hirer, id)
      await hold.inCreate
      t.clock.advance(61_000)
      // No waiting here: the stale claim is taken and the charge found by our reference.
      const b = await openCharge({ ...t.ctx, env: { ...t.ctx.env } }, job, paymentId, hirer.id)
      const made = [...standIn.charges.values()].filter((c) => c.externalReference === paymentId)
      expect(made).toHaveLength(1)
      expect(b).toMatchObject({ providerPaymentId: made[0]!.id, pixPayload: made[0]!.pixPayload })
      hold.release()
      const a = await first
      expect(a.statusCode).toBe(200)
      expect(a.body.data.pix.payload).toBe(made[0]!.pixPayload)
      expect(
        [...standIn.charges.values()].filter((c) => c.externalReference === paymentId),
      ).toEqual(made)
    } finally {
      hold.release()
      hold.restore()
    }
  })

  it('a stalled opener whose charge lands after the takeover removes its own: one live charge', async () => {
    const { standIn, t } = world.w
    const { hirer, id, job, paymentId } = await pendingJob()
    // The first create call is held before the provider makes anything; later ones go through.
    const inCreate = signal()
    const gate = signal()
    let creates = 0
    standIn.setWebhookUrl('')
    standIn.beforeCreate(async () => {
      if (creates++ > 0) return
      inCreate.resolve()
      await gate.promise
    })
    try {
      const first = world.h.openPayment(hirer, id)
      await inCreate.promise
      t.clock.advance(61_000)
      const b = await openCharge({ ...t.ctx, env: { ...t.ctx.env } }, job, paymentId, hirer.id)
      gate.resolve()
      const a = await first
      expect(a.statusCode).toBe(200)

      const mine = [...standIn.charges.values()].filter((c) => c.externalReference === paymentId)
      expect(mine).toHaveLength(2)
      const live = mine.filter((c) => !c.deleted)
      expect(live.map((c) => c.id)).toEqual([b.providerPaymentId])
      expect(a.body.data.pix.payload).toBe(live[0]!.pixPayload)
      expect(await world.h.paymentRow(id)).toMatchObject({
        providerPaymentId: live[0]!.id,
        pixPayload: live[0]!.pixPayload,
      })
    } finally {
      gate.resolve()
      standIn.beforeCreate(undefined)
      world.h.restoreWebhooks()
    }
  })
})

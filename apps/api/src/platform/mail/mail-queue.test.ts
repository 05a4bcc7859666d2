import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { createTestApp, MemoryMailer, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { auditLog, mailEvents } from '../../db/schema/index.ts'
import { queryRows } from '../db/database.ts'
import { MAIL_QUEUE, createBoss } from '../jobs/boss.ts'
import { createMailQueue, jobIdFor, type MailQueue } from './mail-queue.ts'
import type { Mail } from './mailer.ts'

/**
 * ADR 0066: mails go through a PostgreSQL job queue (pg-boss) written in the transaction of their
 * cause, retried with backoff, sent once per event, failed for good in front of the admin master.
 * Runs on PGlite, and on a server with TEST_DATABASE_URL.
 */
let t: TestApp
let master: { token: string }
let basic: { token: string }

beforeAll(async () => {
  t = await createTestApp({
    env: { MAIL_RETRY_LIMIT: '1', MAIL_RETRY_DELAY_SECONDS: '1', MAIL_LEASE_SECONDS: '1' },
  })
  const m = await createUser(t.db, { role: 'admin_master' })
  master = { token: await t.login(m.user.email, undefined, '/api/auth/login/admin') }
  const b = await createUser(t.db, { role: 'admin_basic' })
  basic = { token: await t.login(b.user.email, undefined, '/api/auth/login/admin') }
})
afterAll(() => t.close())

let n = 0
function mail(): Mail {
  n++
  return {
    to: `pessoa${n}@queue.galera.dev`,
    subject: `Assunto ${n}`,
    text: `Texto ${n}`,
    html: '',
  }
}
const sentTo = (to: string) => t.mailer.sent.filter((m) => m.to === to)

async function jobState(id: string) {
  const [row] = await queryRows<{ state: string; waiting: boolean; retry_count: number }>(
    t.db,
    sql`select state, start_after > now() as waiting, retry_count from pgboss.job
         where name = ${MAIL_QUEUE} and id = ${id}::uuid`,
  )
  return row
}

describe('the mail is written with its cause (transactional outbox)', () => {
  it('rolls back with the transaction and commits with it, once per key', async () => {
    const m = mail()
    await expect(
      t.db.transaction(async (tx) => {
        expect(await t.ctx.mails.queue(tx, m, 'test:rollback')).toBe(true)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await t.drainMails()).toBe(0)
    expect(await t.db.select().from(mailEvents).where(eq(mailEvents.key, 'test:rollback'))).toEqual(
      [],
    )
    expect(await jobState(jobIdFor('test:rollback'))).toBeUndefined()

    expect(await t.db.transaction((tx) => t.ctx.mails.queue(tx, m, 'test:rollback'))).toBe(true)
    // The same event again: nothing more is queued (the key is the table's primary key).
    expect(await t.db.transaction((tx) => t.ctx.mails.queue(tx, m, 'test:rollback'))).toBe(false)
    expect(await t.drainMails()).toBe(1)
    expect(await t.drainMails()).toBe(0)
    expect(sentTo(m.to)).toHaveLength(1)
    const [event] = await t.db.select().from(mailEvents).where(eq(mailEvents.key, 'test:rollback'))
    expect(event!.sentAt).toBeInstanceOf(Date)
    expect(t.mailer.jobIds.at(-1)).toBe(event!.jobId)
  })

  it('a fan-out queues each mail once, also when the same keys come again', async () => {
    const items = Array.from({ length: 30 }, (_, i) => ({ mail: mail(), key: `test:fan:${i}` }))
    expect(await t.db.transaction((tx) => t.ctx.mails.queueMany(tx, items))).toBe(30)
    expect(await t.db.transaction((tx) => t.ctx.mails.queueMany(tx, items))).toBe(0)
    expect(await t.drainMails()).toBe(30)
    for (const { mail: m } of items) expect(sentTo(m.to)).toHaveLength(1)
  })
})

describe('a failed send', () => {
  it('is retried after a backoff and then sent once', async () => {
    const m = mail()
    await t.db.transaction((tx) => t.ctx.mails.queue(tx, m, 'test:retry'))
    const id = jobIdFor('test:retry')
    t.mailer.failWith = new Error('421 4.3.2 service not available')
    try {
      expect(await t.drainMails()).toBe(1)
    } finally {
      t.mailer.failWith = null
    }
    expect(sentTo(m.to)).toHaveLength(0)
    // Waiting for its retry, not before the backoff has passed.
    expect(await jobState(id)).toMatchObject({ state: 'retry', waiting: true })
    expect(await t.drainMails()).toBe(0)
    await expect.poll(() => t.drainMails(), { timeout: 20_000, interval: 250 }).toBe(1)
    expect(sentTo(m.to)).toHaveLength(1)
    expect(await jobState(id)).toMatchObject({ state: 'completed', retry_count: 1 })
    expect(await t.drainMails()).toBe(0)
    expect(sentTo(m.to)).toHaveLength(1)
  })
})

describe('two workers', () => {
  let other: MailQueue
  const otherMailer = new MemoryMailer()
  beforeAll(async () => {
    other = await createMailQueue({
      database: t.database,
      mailer: otherMailer,
      log: t.app.log,
      supervise: false,
      settings: { retryLimit: 1, retryDelaySeconds: 1, leaseSeconds: 60 },
    })
  })
  afterAll(() => other.close())

  it('racing for the same jobs send each mail once', async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ mail: mail(), key: `test:race:${i}` }))
    await t.db.transaction((tx) => t.ctx.mails.queueMany(tx, items))
    const before = t.mailer.sent.length
    const ran = await Promise.all([t.drainMails(), other.drain(), t.drainMails(), other.drain()])
    expect(ran.reduce((a, b) => a + b, 0)).toBe(40)
    const ids = [...t.mailer.jobIds.slice(before), ...otherMailer.jobIds]
    expect(ids).toHaveLength(40)
    expect(new Set(ids).size).toBe(40)
    expect(new Set(ids)).toEqual(new Set(items.map((i) => jobIdFor(i.key))))
  })
})

describe("a serving process's worker", () => {
  it('is woken by the commit that queued the mail (NOTIFY), not by its slow backstop poll, and sends a whole fan-out', async () => {
    const mailer = new MemoryMailer()
    const queue = await createMailQueue({
      database: t.database,
      mailer,
      settings: { retryLimit: 1, retryDelaySeconds: 1, leaseSeconds: 30 },
      log: t.app.log,
      supervise: false,
    })
    try {
      // Polls far beyond the wait below: only the NOTIFY can wake the worker in time.
      await queue.startWorker({ pollSeconds: 600, backstopPollSeconds: 600 })
      const m = mail()
      await t.db.transaction((tx) => queue.queue(tx, m, 'test:woken'))
      await expect
        .poll(() => mailer.sent.filter((x) => x.to === m.to).length, {
          timeout: 20_000,
          interval: 100,
        })
        .toBe(1)
      // A fan-out wakes it once: it sends every mail of it, not one per wake-up.
      const fan = Array.from({ length: 25 }, (_, i) => ({ mail: mail(), key: `test:woken:${i}` }))
      await t.db.transaction((tx) => queue.queueMany(tx, fan))
      const fanTo = new Set(fan.map((f) => f.mail.to))
      await expect
        .poll(() => mailer.sent.filter((x) => fanTo.has(x.to)).length, {
          timeout: 20_000,
          interval: 100,
        })
        .toBe(25)
    } finally {
      await queue.close()
    }
  })
})

describe('a worker that dies holding a mail', () => {
  it('loses nothing: after its lease another worker sends the mail, once', async () => {
    const m = mail()
    await t.db.transaction((tx) => t.ctx.mails.queue(tx, m, 'test:crash'))
    const id = jobIdFor('test:crash')
    // A worker claims it and dies before sending (no ack).
    const dead = createBoss(t.database, { supervise: false })
    await dead.start()
    const [claimed] = await dead.fetch(MAIL_QUEUE)
    expect(claimed?.id).toBe(id)
    await dead.stop({ graceful: false, close: true })
    expect(await jobState(id)).toMatchObject({ state: 'active' })
    // Within the lease it stays the dead worker's.
    expect(await t.drainMails()).toBe(0)
    await expect
      .poll(() => t.ctx.mails.drain({ expireLeases: true }), { timeout: 20_000, interval: 250 })
      .toBe(1)
    expect(sentTo(m.to)).toHaveLength(1)
    expect(await t.ctx.mails.drain({ expireLeases: true })).toBe(0)
    expect(sentTo(m.to)).toHaveLength(1)
  })

  it('that had sent the mail but not acknowledged it: the mail is not sent again', async () => {
    const m = mail()
    await t.db.transaction((tx) => t.ctx.mails.queue(tx, m, 'test:sent-not-acked'))
    // The transport took it and the worker recorded it, then died before completing the job.
    await t.db
      .update(mailEvents)
      .set({ sentAt: new Date() })
      .where(eq(mailEvents.key, 'test:sent-not-acked'))
    expect(await t.drainMails()).toBe(1)
    expect(sentTo(m.to)).toHaveLength(0)
    expect(await jobState(jobIdFor('test:sent-not-acked'))).toMatchObject({ state: 'completed' })
  })
})

describe('failed for good (admin master)', () => {
  it('is listed to the admin master, and sending it again really sends it, audited', async () => {
    const m = mail()
    await t.db.transaction((tx) => t.ctx.mails.queue(tx, m, 'test:failed'))
    const id = jobIdFor('test:failed')
    t.mailer.failWith = new Error('550 5.1.1 mailbox unavailable')
    try {
      expect(await t.drainMails()).toBe(1)
      // MAIL_RETRY_LIMIT=1: the one retry fails too, then the mail is failed for good.
      await expect.poll(() => t.drainMails(), { timeout: 20_000, interval: 250 }).toBe(1)
    } finally {
      t.mailer.failWith = null
    }
    expect(await jobState(id)).toMatchObject({ state: 'failed' })
    expect(sentTo(m.to)).toHaveLength(0)

    const list = await t.request({
      method: 'GET',
      url: '/api/admin/mail-queue/failed',
      token: master.token,
    })
    expect(list.statusCode).toBe(200)
    const row = list.body.data.data.find((r: { id: string }) => r.id === id)
    expect(row).toMatchObject({
      to: m.to,
      subject: m.subject,
      attempts: 2,
      error: '550 5.1.1 mailbox unavailable',
    })
    const refused = await t.request({
      method: 'POST',
      url: `/api/admin/mail-queue/failed/${id}/retry`,
      token: basic.token,
    })
    expect(refused.statusCode).toBe(403)

    const retried = await t.request({
      method: 'POST',
      url: `/api/admin/mail-queue/failed/${id}/retry`,
      token: master.token,
    })
    expect(retried.statusCode).toBe(200)
    expect(retried.body.data).toEqual({ id, queued: true })
    // The harness ran the queue after the answer, as a serving process's worker does.
    expect(sentTo(m.to)).toHaveLength(1)
    expect(await jobState(id)).toMatchObject({ state: 'completed' })
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.retry'), eq(auditLog.targetId, id)))
    expect(entry).toMatchObject({ targetType: 'mail', after: { name: m.to, subject: m.subject } })

    const again = await t.request({
      method: 'POST',
      url: `/api/admin/mail-queue/failed/${id}/retry`,
      token: master.token,
    })
    expect(again.statusCode).toBe(404)
    expect(again.body.code).toBe('FAILED_MAIL_NOT_FOUND')
    const listed = await t.request({
      method: 'GET',
      url: '/api/admin/mail-queue/failed',
      token: master.token,
    })
    expect(listed.body.data.data.map((r: { id: string }) => r.id)).not.toContain(id)
  })

  it('a bad id is a clear 422 in the language asked', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/mail-queue/failed/not-an-id/retry',
      token: master.token,
      locale: 'en',
    })
    expect(res.statusCode).toBe(422)
    expect(res.body.errors[0].field).toBe('id')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  TEST_APP_KEY,
  TEST_APP_SECRET,
  type TestApp,
} from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { openStream } from '../../../test/sse-reader.ts'
import { openPostgres } from '../../platform/db/database.ts'
import { eq } from 'drizzle-orm'
import { notifications } from '../../db/schema/index.ts'
import { notify, notifyAdmins, notifyMany } from './notifications.service.ts'

let t: TestApp
const u: Record<'ana' | 'bob' | 'admin', { id: string; email: string; token: string }> = {} as never

beforeAll(async () => {
  t = await createTestApp()
  const make = async (
    key: 'ana' | 'bob' | 'admin',
    role: 'client' | 'supplier' | 'admin_basic',
    locale: 'pt-BR' | 'en',
  ) => {
    const { user } = await createUser(t.db, { role, locale, name: key })
    const token = await t.login(
      user.email,
      undefined,
      role === 'admin_basic' ? '/api/auth/login/admin' : '/api/auth/login',
    )
    u[key] = { id: user.id, email: user.email, token }
  }
  await make('ana', 'client', 'pt-BR')
  await make('bob', 'supplier', 'en')
  await make('admin', 'admin_basic', 'en')
})
afterAll(() => t.close())

const list = (token: string, page = 1) =>
  t.request({ method: 'GET', url: `/api/notifications?page=${page}`, token })

describe('notifications API', () => {
  it('lists only my notifications, newest first, with the unread count', async () => {
    await notify(t.db, { userId: u.ana.id, code: 'budget_received', link: '/budgets/1' })
    await notify(t.db, {
      userId: u.ana.id,
      code: 'feedback_available',
      link: '/feedback',
      params: { name: 'X' },
    })
    await notify(t.db, { userId: u.bob.id, code: 'budget_declined', link: '/' })
    const res = await list(u.ana.token)
    expect(res.statusCode).toBe(200)
    expect(res.body.data.unread).toBe(2)
    expect(res.body.data.last_page).toBe(1)
    expect(res.body.data.data.map((n: { code: string }) => n.code)).toEqual([
      'feedback_available',
      'budget_received',
    ])
    expect(res.body.data.data[0]).toMatchObject({
      link: '/feedback',
      params: { name: 'X' },
      read: false,
    })
    expect(Date.parse(res.body.data.data[0].createdAt)).not.toBeNaN()
  })

  it('marks one read (own only) and then all', async () => {
    const ana = (await list(u.ana.token)).body.data.data
    const bobs = (await list(u.bob.token)).body.data.data
    const read = (id: string, token: string) =>
      t.request({ method: 'POST', url: `/api/notifications/${id}/read`, token })
    expect((await read(bobs[0].id, u.ana.token)).statusCode).toBe(404)
    expect((await list(u.bob.token)).body.data.unread).toBe(1)
    const ok = await read(ana[0].id, u.ana.token)
    expect(ok.statusCode).toBe(200)
    expect(ok.body.data.unread).toBe(1)
    expect((await read(ana[0].id, u.ana.token)).body.data.unread).toBe(1)
    expect((await list(u.ana.token)).body.data.data[0].read).toBe(true)
    expect((await read('not-a-uuid', u.ana.token)).statusCode).toBe(422)
    const all = await t.request({
      method: 'POST',
      url: '/api/notifications/read-all',
      token: u.ana.token,
    })
    expect(all.body.data.unread).toBe(0)
    expect((await list(u.ana.token)).body.data.unread).toBe(0)
    // Bob's stay unread.
    expect((await list(u.bob.token)).body.data.unread).toBe(1)
  })

  it('pages 20 at a time', async () => {
    const { user } = await createUser(t.db, { role: 'client' })
    const token = await t.login(user.email)
    for (let i = 0; i < 21; i++)
      await notify(t.db, { userId: user.id, code: 'terms_updated', link: '/' })
    const p1 = await list(token, 1)
    expect(p1.body.data.data).toHaveLength(20)
    expect(p1.body.data.last_page).toBe(2)
    expect((await list(token, 2)).body.data.data).toHaveLength(1)
    expect((await list(token, 3)).body.data.data).toHaveLength(0)
  })

  it('needs a signed-in user', async () => {
    expect((await t.request({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401)
    expect(
      (await t.request({ method: 'POST', url: '/api/notifications/read-all' })).statusCode,
    ).toBe(401)
  })
})

describe('e-mail of important codes', () => {
  it('mails an important code in the recipient language, not the others', async () => {
    const email = { mails: t.ctx.mails, env: t.ctx.env }
    const before = t.mailer.sent.length
    await notify(t.db, { userId: u.bob.id, code: 'account_suspended', link: '/' }, { email })
    await notify(
      t.db,
      { userId: u.ana.id, code: 'certification_approved', link: '/profile' },
      { email },
    )
    await notify(t.db, { userId: u.ana.id, code: 'budget_cancelled', link: '/' }, { email })
    await notify(t.db, { userId: u.ana.id, code: 'auction_won', link: '/' })
    await t.drainMails()
    // The queue sends them in any order (ADR 0066).
    const sent = t.mailer.sent.slice(before)
    expect(sent.map((m) => m.to).sort()).toEqual([u.bob.email, u.ana.email].sort())
    const bob = sent.find((m) => m.to === u.bob.email)!
    const ana = sent.find((m) => m.to === u.ana.email)!
    expect(bob.subject).toBe('Galera Eventos: Your account was suspended')
    expect(bob.text).toContain('Hello') // the mail layout's English greeting
    expect(ana.subject).toBe('Galera Eventos: Certificação aprovada')
    expect(ana.text).toContain('/profile')
  })

  it('notifyMany writes every row across batches and mails each in its language, coalesced', async () => {
    // A moment past any mail window the tests above opened (ADR 0024).
    const clock = { now: () => new Date('2030-01-01T12:00:00.000Z') }
    const email = { mails: t.ctx.mails, env: t.ctx.env, clock }
    const count = async (userId: string) =>
      (await list(userId === u.ana.id ? u.ana.token : u.bob.token)).body.data.unread as number
    const [anaBefore, bobBefore] = [await count(u.ana.id), await count(u.bob.id)]
    const mailsBefore = t.mailer.sent.length
    // 1,001 rows: two INSERT batches of at most 1,000.
    const inputs = Array.from({ length: 1_001 }, (_, i) => ({
      userId: i % 2 ? u.bob.id : u.ana.id,
      code: 'fee_schedule_published' as const,
      link: `/fees/${i}`,
      params: { n: i },
    }))
    const rows = await t.db.transaction((tx) => notifyMany(tx, inputs, { email }))
    expect(rows).toHaveLength(1_001)
    expect(new Set(rows.map((r) => r.id)).size).toBe(1_001)
    expect(await count(u.ana.id)).toBe(anaBefore + 501)
    expect(await count(u.bob.id)).toBe(bobBefore + 500)
    // ADR 0024: one mail per recipient at once; the other 999 wait for one digest each.
    await t.drainMails()
    expect(t.mailer.sent.length - mailsBefore).toBe(2)
    const sent = t.mailer.sent.slice(mailsBefore)
    expect(sent.filter((m) => m.to === u.bob.email)).toHaveLength(1)
    expect(sent.find((m) => m.to === u.bob.email)?.text).toContain('Hello')
    expect(sent.find((m) => m.to === u.ana.email)?.text).not.toContain('Hello')
    const waiting = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.mailPending, true))
    expect(waiting.filter((w) => w.userId === u.ana.id)).toHaveLength(500)
    expect(waiting.filter((w) => w.userId === u.bob.id)).toHaveLength(499)
  })

  it('notifyMany rolls back with its transaction and mails nothing for a quiet code', async () => {
    const mailsBefore = t.mailer.sent.length
    const before = (await list(u.ana.token)).body.data.unread as number
    await expect(
      t.db.transaction(async (tx) => {
        await notifyMany(tx, [{ userId: u.ana.id, code: 'terms_updated', link: '/' }])
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect((await list(u.ana.token)).body.data.unread).toBe(before)
    await notifyMany(t.db, [{ userId: u.ana.id, code: 'terms_updated', link: '/' }], {
      email: { mails: t.ctx.mails, env: t.ctx.env },
    })
    expect((await list(u.ana.token)).body.data.unread).toBe(before + 1)
    await t.drainMails()
    expect(t.mailer.sent.length).toBe(mailsBefore)
    expect(await notifyMany(t.db, [])).toEqual([])
  })

  it('notifyAdmins reaches every active admin', async () => {
    const rows = await notifyAdmins(
      t.db,
      { code: 'supplier_new', link: '/admin/home', params: { name: 'ACME' } },
      { email: { mails: t.ctx.mails, env: t.ctx.env } },
    )
    expect(rows.map((r) => r.userId)).toContain(u.admin.id)
    await t.drainMails()
    expect(t.mailer.last(u.admin.email)?.subject).toBe(
      'Galera Eventos: New supplier registered: ACME',
    )
  })
})

describe('GET /api/notifications/stream (SSE)', () => {
  let base: string
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address() as { port: number }
    base = `http://127.0.0.1:${address.port}`
  })

  it('pushes a notification made after connecting, only to its user', async () => {
    const stream = await openStream(base, u.bob.token)
    try {
      expect(stream.res.status).toBe(200)
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/)
      const ready = await stream.next('ready')
      expect(typeof ready.unread).toBe('number')
      await notify(t.db, { userId: u.ana.id, code: 'budget_received', link: '/not-for-bob' })
      const row = await t.db.transaction((tx) =>
        notify(tx, { userId: u.bob.id, code: 'budget_approved', link: '/budgets/9' }),
      )
      const event = await stream.next('notification')
      expect(event.notification).toMatchObject({
        id: row.id,
        code: 'budget_approved',
        link: '/budgets/9',
        read: false,
      })
      expect(event.unread).toBe(ready.unread + 1)
    } finally {
      stream.close()
    }
  })

  it('pushes each row of a fan-out (notifyMany) to its user', async () => {
    const stream = await openStream(base, u.bob.token)
    try {
      const ready = await stream.next('ready')
      const rows = await t.db.transaction((tx) =>
        notifyMany(tx, [
          { userId: u.ana.id, code: 'terms_updated', link: '/not-for-bob' },
          { userId: u.bob.id, code: 'reverse_auction_new', link: '/auction/1' },
        ]),
      )
      const event = await stream.next('notification')
      expect(event.notification).toMatchObject({ id: rows[1].id, link: '/auction/1' })
      expect(event.unread).toBe(ready.unread + 1)
    } finally {
      stream.close()
    }
  })

  it('takes the app key from the query on this route only, and needs a session', async () => {
    const noKey = await fetch(`${base}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${u.bob.token}` },
    })
    expect(noKey.status).toBe(403)
    const wrongKey = await fetch(
      `${base}/api/notifications/stream?appKey=${TEST_APP_KEY}&appSecret=wrong-secret`,
      { headers: { authorization: `Bearer ${u.bob.token}` } },
    )
    expect(wrongKey.status).toBe(403)
    const elsewhere = await fetch(
      `${base}/api/notifications?appKey=${TEST_APP_KEY}&appSecret=${TEST_APP_SECRET}`,
      { headers: { authorization: `Bearer ${u.bob.token}` } },
    )
    expect(elsewhere.status).toBe(403)
    const anonymous = await fetch(
      `${base}/api/notifications/stream?appKey=${TEST_APP_KEY}&appSecret=${TEST_APP_SECRET}`,
    )
    expect(anonymous.status).toBe(401)
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'reaches a stream held by another API process on the same PostgreSQL',
    async () => {
      const url = (t.db as unknown as { $client: { options: { connectionString: string } } })
        .$client.options.connectionString
      const other = await createTestApp({ database: await openPostgres(url, 2) })
      try {
        await other.app.listen({ port: 0, host: '127.0.0.1' })
        const port = (other.app.server.address() as { port: number }).port
        const stream = await openStream(`http://127.0.0.1:${port}`, u.ana.token)
        try {
          await stream.next('ready')
          // Written through the first app's pool, heard by the second app's listener.
          const row = await notify(t.db, { userId: u.ana.id, code: 'auction_won', link: '/ads' })
          const event = await stream.next('notification')
          expect(event.notification.id).toBe(row.id)
        } finally {
          stream.close()
        }
      } finally {
        await other.close()
      }
    },
  )
})

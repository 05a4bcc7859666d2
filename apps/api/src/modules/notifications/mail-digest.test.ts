import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { notifications } from '../../db/schema/index.ts'
import { MAIL_DIGEST_WINDOW_MS, notify, notifyMany } from './notifications.service.ts'

/** ADR 0024: notification e-mails are coalesced per recipient; in-app rows stay one per event. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
beforeEach(() => t.clock.set('2026-11-22T12:00:00.000Z'))

const jobParams = {
  event: 'Feira de Verão',
  hirer: 'Carla',
  date: '2026-12-02T12:00:00.000Z',
  deadline: '2026-11-24T12:00:00.000Z',
  timeZone: 'America/Bahia',
}

async function burst(userId: string, n: number) {
  for (let i = 0; i < n; i++)
    await t.db.transaction((tx) =>
      notify(
        tx,
        {
          userId,
          code: 'job_requested',
          link: '/promotor/panel/promoter/status/requested',
          params: { ...jobParams, event: `Evento ${i + 1}` },
        },
        { email: t.ctx },
      ),
    )
}

/** The mails sent to `email` once the queue has run (ADR 0066). */
const mailsTo = async (email: string) => {
  await t.drainMails()
  return t.mailer.sent.filter((m) => m.to === email)
}

describe('notification e-mails per recipient (ADR 0024)', () => {
  it('50 notifications in a burst give the first mail at once and one digest, sent once', async () => {
    const { user } = await createUser(t.db, { role: 'promoter', name: 'Paula' })
    await burst(user.id, 50)
    // Every event is in the bell…
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(rows).toHaveLength(50)
    // …but only the first went by e-mail.
    expect(await mailsTo(user.email)).toHaveLength(1)
    expect((await mailsTo(user.email))[0]!.text).toContain('Evento 1')

    // Inside the window the ticker waits.
    t.clock.advance(MAIL_DIGEST_WINDOW_MS - 60_000)
    await t.ticker.runOnce()
    expect(await mailsTo(user.email)).toHaveLength(1)

    t.clock.advance(60_000)
    await t.ticker.runOnce()
    const mails = await mailsTo(user.email)
    expect(mails).toHaveLength(2)
    const digest = mails[1]!
    expect(digest.subject).toBe('Galera Eventos: novas notificações (49)')
    expect(digest.text).toContain('Novas notificações desde o último e-mail (49):')
    expect(digest.text).toContain('Nova solicitação de Carla: Evento 2')
    expect(digest.text).toContain('Nova solicitação de Carla: Evento 21')
    expect(digest.text).not.toContain('Evento 22 ')
    expect(digest.text).toContain('E mais 29.')
    const pending = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.mailPending, true)))
    expect(pending).toHaveLength(0)

    // Sent once: later runs send nothing more.
    for (let i = 0; i < 3; i++) {
      t.clock.advance(MAIL_DIGEST_WINDOW_MS)
      await t.ticker.runOnce()
    }
    expect(await mailsTo(user.email)).toHaveLength(2)
  })

  it('a flood that goes on yields at most one mail per window, and other recipients are not held', async () => {
    const { user } = await createUser(t.db, { role: 'promoter', name: 'Paula' })
    const { user: other } = await createUser(t.db, { role: 'promoter', name: 'Bruna' })
    await burst(user.id, 5)
    t.clock.advance(MAIL_DIGEST_WINDOW_MS)
    await t.ticker.runOnce() // digest of 4; the window opens again
    await burst(user.id, 5)
    await burst(other.id, 1)
    expect(await mailsTo(user.email)).toHaveLength(2)
    expect(await mailsTo(other.email)).toHaveLength(1)
    t.clock.advance(MAIL_DIGEST_WINDOW_MS)
    await t.ticker.runOnce()
    expect(await mailsTo(user.email)).toHaveLength(3)
    expect((await mailsTo(user.email))[2]!.subject).toBe('Galera Eventos: novas notificações (5)')
    // One waiting mail goes as its own mail, not a digest of one.
    await burst(user.id, 1)
    t.clock.advance(MAIL_DIGEST_WINDOW_MS)
    await t.ticker.runOnce()
    expect(await mailsTo(user.email)).toHaveLength(4)
    expect((await mailsTo(user.email))[3]!.subject).toBe(
      'Galera Eventos: Nova solicitação de Carla: Evento 1',
    )
  })

  it('fan-outs (notifyMany) follow the same window per recipient', async () => {
    const { user: a } = await createUser(t.db, { role: 'supplier', name: 'Ana' })
    const { user: b } = await createUser(t.db, { role: 'promoter', name: 'Bia', locale: 'en' })
    const fee = { date: '2026-12-10T03:00:00.000Z', total: 980, provider: 300, platform: 680 }
    for (let i = 0; i < 3; i++)
      await t.db.transaction((tx) =>
        notifyMany(
          tx,
          [a, b].map((u) => ({
            userId: u.id,
            code: 'fee_schedule_published' as const,
            link: '/profile',
            params: fee,
          })),
          { email: t.ctx },
        ),
      )
    expect(await mailsTo(a.email)).toHaveLength(1)
    expect(await mailsTo(b.email)).toHaveLength(1)
    t.clock.advance(MAIL_DIGEST_WINDOW_MS)
    await t.ticker.runOnce()
    expect(await mailsTo(a.email)).toHaveLength(2)
    expect((await mailsTo(b.email))[1]!.subject).toBe('Galera Eventos: new notifications (2)')
  })
})

describe('numbers and dates in e-mails follow the recipient (ADR 0024)', () => {
  it('formats raw params in the recipient language', async () => {
    const { user: pt } = await createUser(t.db, { role: 'promoter', name: 'Paula' })
    const { user: en } = await createUser(t.db, { role: 'promoter', name: 'Pam', locale: 'en' })
    const fee = { date: '2026-12-10T03:00:00.000Z', total: 980, provider: 300, platform: 680 }
    await t.db.transaction(async (tx) => {
      for (const u of [pt, en])
        await notify(
          tx,
          { userId: u.id, code: 'fee_schedule_published', link: '/profile', params: fee },
          { email: t.ctx },
        )
    })
    expect((await mailsTo(pt.email))[0]!.subject).toBe(
      'Galera Eventos: Nova tabela de taxas a partir de 10/12/2026: 9,8%',
    )
    expect((await mailsTo(pt.email))[0]!.text).toContain(
      '9,8% (3% do meio de pagamento + 6,8% da plataforma)',
    )
    expect((await mailsTo(en.email))[0]!.subject).toBe(
      'Galera Eventos: New fee schedule from 10/12/2026: 9.8%',
    )
    expect((await mailsTo(en.email))[0]!.text).toContain(
      '9.8% (3% payment provider + 6.8% platform)',
    )

    t.clock.advance(MAIL_DIGEST_WINDOW_MS)
    const { user: pt2 } = await createUser(t.db, { role: 'promoter', name: 'Paula' })
    const { user: en2 } = await createUser(t.db, { role: 'promoter', name: 'Pam', locale: 'en' })
    await t.db.transaction(async (tx) => {
      for (const u of [pt2, en2])
        await notify(
          tx,
          {
            userId: u.id,
            code: 'job_requested',
            link: '/promotor/panel/promoter/status/requested',
            params: jobParams,
          },
          { email: t.ctx },
        )
    })
    // 12:00 UTC is 09:00 in Bahia, the venue's zone.
    expect((await mailsTo(pt2.email))[0]!.text).toContain('em 02/12/2026, 09:00')
    expect((await mailsTo(en2.email))[0]!.text).toContain('on 02/12/2026, 09:00')
  })
})

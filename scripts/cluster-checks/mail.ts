import pg from 'pg'
import { expect, it } from 'vitest'
import { createUser } from '../../apps/api/test/factories/accounts.ts'
import { everyProcessServing, pidOfPort } from '../cluster-mail.ts'
import { APP_HEADERS, type Cluster } from '../cluster-setup.ts'

/** A mail queued before a crash of the process sending it is sent once after it (ADR 0066). */
export function mailCheck(c: Cluster) {
  it('a mail queued before a crash is sent once after it', async () => {
    const { user } = await createUser(c.database.db, { role: 'client' })
    const toUser = () => c.smtp.accepted.filter((m) => m.to.includes(user.email))
    // The ticker check above killed one process and the cluster restarts it.
    await everyProcessServing(c.url, 3)
    c.smtp.hold = true
    // The reset code's mail is queued with the code, through process 1; a worker claims it and
    // hangs on the mail server.
    const asked = await fetch(c.url('/api/check/user', 1), {
      method: 'POST',
      headers: { ...APP_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ access: user.email }),
    })
    expect(asked.status).toBe(200)
    await expect.poll(() => c.smtp.held, { timeout: 60_000, interval: 100 }).not.toBeNull()
    const pids = [...c.output.matchAll(/\[cluster\] api\d pid (\d+)/g)].map((m) => Number(m[1]))
    const pid = pidOfPort(c.smtp.held!.remotePort, pids)
    expect(pid).toBeGreaterThan(0)
    const sql = new pg.Client({ connectionString: c.dbUrl })
    await sql.connect()
    try {
      const event = async () =>
        (
          await sql.query<{ job_id: string; sent: boolean }>(
            `select job_id, sent_at is not null as sent from mail_events where recipient = $1`,
            [user.email],
          )
        ).rows
      // Queued, not sent: the worker that holds it is killed before the server answers.
      expect(await event()).toEqual([expect.objectContaining({ sent: false })])
      process.kill(pid!, 'SIGKILL')
      c.smtp.hold = false
      // After its lease another process takes the job over and the mail goes out, once.
      await expect.poll(() => toUser().length, { timeout: 90_000, interval: 250 }).toBe(1)
      const [row] = await event()
      await expect
        .poll(
          async () =>
            (
              await sql.query<{ state: string }>(
                `select state from pgboss.job where name = 'mail' and id = $1`,
                [row!.job_id],
              )
            ).rows[0]?.state,
          { timeout: 30_000, interval: 250 },
        )
        .toBe('completed')
      expect((await event())[0]!.sent).toBe(true)
      expect(toUser()).toHaveLength(1)
      expect(toUser()[0]!.raw).toContain(`Message-ID: <${row!.job_id}@galera.mail>`)
    } finally {
      await sql.end()
    }
  }, 180_000)
}

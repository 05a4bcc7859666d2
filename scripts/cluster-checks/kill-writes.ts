import pg from 'pg'
import { expect, it } from 'vitest'
import { createUser } from '../../apps/api/test/factories/accounts.ts'
import { APP_HEADERS, PASSWORD, type Cluster } from '../cluster-setup.ts'

/** kill -9 of a process under a stream of writes loses no acknowledged write. */
export function killWritesCheck(c: Cluster) {
  it('kill -9 of one process under a stream of writes loses no acknowledged write', async () => {
    const { user } = await createUser(c.database.db, { role: 'client' })
    // The last pid the cluster printed for api2: the supervisor restarts a process that exited
    // (an earlier check's load), and the first one printed may be gone (kill ESRCH).
    const pid = Number([...c.output.matchAll(/\[cluster\] api2 pid (\d+)/g)].at(-1)?.[1])
    expect(pid).toBeGreaterThan(0)
    // Each successful login writes a session row: the token is the acknowledgement.
    const acknowledged: string[] = []
    const after: number[] = []
    let killed = false
    async function writer(count: number) {
      for (let n = 0; n < count; n++) {
        if (!killed && acknowledged.length >= 10) {
          killed = true
          process.kill(pid, 'SIGKILL')
        }
        const res = await c.login(user.email, PASSWORD, 0).catch(() => null)
        if (killed) after.push(res?.status ?? 0)
        if (res?.status === 200)
          acknowledged.push(((await res.json()) as { data: { token: string } }).data.token)
      }
    }
    await Promise.all([writer(30), writer(30)])
    expect(killed).toBe(true)
    const failed = after.filter((s) => s !== 200).length
    console.log(
      `kill -9: ${acknowledged.length} writes acknowledged, ${after.length} sent after the kill, ${failed} of them failed (${after.filter((s) => s !== 200).join(', ') || 'none'})`,
    )
    // The others keep serving: HAProxy retries refused connections elsewhere and takes the dead
    // process out; at most the requests it was answering fail.
    expect(after.filter((s) => s === 200).length).toBeGreaterThanOrEqual(after.length - 2)
    expect(after.slice(-10).every((s) => s === 200)).toBe(true)
    for (const token of acknowledged) {
      const me = await fetch(c.url('/api/auth/me'), {
        headers: { ...APP_HEADERS, authorization: `Bearer ${token}` },
      })
      expect(me.status).toBe(200)
    }
    // A write whose answer was lost with the process may be there too; none acknowledged is lost.
    const client = new pg.Client({ connectionString: c.dbUrl })
    await client.connect()
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from sessions where user_id = $1',
      [user.id],
    )
    await client.end()
    expect(rows[0]!.n).toBeGreaterThanOrEqual(acknowledged.length)
  }, 180_000)
}

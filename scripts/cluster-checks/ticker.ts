import pg from 'pg'
import { expect, it } from 'vitest'
import { type Cluster } from '../cluster-setup.ts'

/** The ticker on the job queue (ADR 0071): one run per slot, one at a time, going on after kill -9. */
export function tickerCheck(c: Cluster) {
  it('runs each ticker slot once, one run at a time, and goes on after kill -9 of a process', async () => {
    const roles = () =>
      Promise.all(
        [1, 2, 3].map((i) =>
          fetch(c.url('/api/health', i)).then(
            async (r) => ((await r.json()) as { data: { ticker: string } }).data.ticker,
            () => 'down',
          ),
        ),
      )
    const sql = new pg.Client({ connectionString: c.dbUrl })
    await sql.connect()
    try {
      const runs = async () => {
        const { rows } = await sql.query<{ n: number }>(
          'select count(*)::int as n from ticker_runs',
        )
        return rows[0]!.n
      }
      // The process killed above is back: every process queues the slots (ADR 0071).
      await expect
        .poll(async () => (await roles()).join(), { timeout: 120_000, interval: 500 })
        .toBe('on,on,on')
      const before = await runs()
      await expect.poll(runs, { timeout: 30_000 }).toBeGreaterThan(before + 2)
      // One job per slot, and one recorded run per job that ran (a run between its record and
      // its completion is the one active job at most).
      const { rows: tally } = await sql.query<{ runs: number; done: number; active: number }>(
        `select (select count(*)::int from ticker_runs) as runs,
                (select count(*)::int from pgboss.job where name = 'ticker' and state = 'completed'
                    and (output->>'ran')::boolean) as done,
                (select count(*)::int from pgboss.job where name = 'ticker' and state = 'active')
                  as active`,
      )
      const { runs: recorded, done, active } = tally[0]!
      expect(active).toBeLessThanOrEqual(1)
      expect(recorded).toBeGreaterThanOrEqual(done)
      expect(recorded).toBeLessThanOrEqual(done + active)
      const overlaps = async () => {
        // Runs never overlap: each starts after the one before it finished.
        const { rows } = await sql.query<{ overlaps: number }>(
          `select count(*)::int as overlaps from (
             select started_at, lag(finished_at) over (order by started_at) as previous_end
               from ticker_runs) r
            where r.started_at < r.previous_end`,
        )
        return rows[0]!.overlaps
      }
      expect(await overlaps()).toBe(0)

      // kill -9 of a process (it may be the one running a slot): the slots go on.
      const pids = [...c.output.matchAll(/\[cluster\] api2 pid (\d+)/g)]
      const pid = Number(pids.at(-1)?.[1])
      expect(pid).toBeGreaterThan(0)
      process.kill(pid, 'SIGKILL')
      const afterKill = await runs()
      await expect.poll(runs, { timeout: 60_000 }).toBeGreaterThan(afterKill + 2)
      expect(await overlaps()).toBe(0)
    } finally {
      await sql.end()
    }
  }, 240_000)
}

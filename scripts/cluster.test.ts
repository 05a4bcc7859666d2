/**
 * `npm run start:cluster` for real: HAProxy and 3 API processes on PostgreSQL, Redis and an
 * in-process S3 server (ADR 0052, 0053). Runs when HAProxy, PostgreSQL and Redis are here; skips
 * loudly otherwise, and under CI (whose .ci/run installs and starts them) fails instead.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres, type Database } from '../apps/api/src/platform/db/database.ts'
import { createUser } from '../apps/api/test/factories/accounts.ts'
import { notify } from '../apps/api/src/modules/notifications/notifications.service.ts'
import { dropKeys, redisAvailable, testKeyPrefix, TEST_REDIS_URL } from '../apps/api/test/redis.ts'
import { startTestS3, type TestS3 } from '../apps/api/test/s3.ts'
import { makePng, multipart } from '../apps/api/src/platform/files/testing/multipart.ts'
import { haproxyInstalled } from './haproxy.ts'
import { everyProcessServing, pidOfPort, smtpSink } from './cluster-mail.ts'
import { root } from './web-build.ts'

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const APP_HEADERS = { 'x-app-key': 'galera-web', 'x-app-secret': 'galera-web-dev-secret' }
const PASSWORD = 'Galera@2026'

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2_000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

const missing = [
  haproxyInstalled() ? null : 'haproxy',
  (await postgresAvailable()) ? null : `PostgreSQL at ${PG_URL}`,
  (await redisAvailable()) ? null : `Redis at ${TEST_REDIS_URL}`,
].filter(Boolean)
if (missing.length && process.env.CI)
  throw new Error(`the cluster test needs ${missing.join(', ')} under CI`)
if (missing.length)
  console.warn(`\n!!! SKIPPING the cluster test: missing ${missing.join(', ')} !!!\n`)

/** A port P with P…P+3 free (HAProxy and the three processes). */
async function freePorts(): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const s = createServer()
      s.once('error', () => resolve(false))
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)))
    })
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 20_000)
    const all = await Promise.all([0, 1, 2, 3].map((i) => free(base + i)))
    if (all.every(Boolean)) return base
  }
}

describe.skipIf(missing.length > 0)('start:cluster: HAProxy and 3 API processes', () => {
  const prefix = testKeyPrefix()
  // CLUSTER_TEST_DB_PREFIX names the throwaway database (a server shared by several runs).
  const dbName = `${process.env.CLUSTER_TEST_DB_PREFIX ?? 'galera_cluster'}_${randomBytes(5).toString('hex')}`
  let s3: TestS3
  const smtp = smtpSink()
  let database: Database
  let cluster: ChildProcess
  let output = ''
  let port = 0
  let dbUrl = ''
  const url = (path: string, i = 0) => `http://127.0.0.1:${port + i}${path}`

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_URL })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    await admin.end()
    const u = new URL(PG_URL)
    u.pathname = `/${dbName}`
    dbUrl = u.toString()
    s3 = await startTestS3()
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve))
    const smtpPort = (smtp.server.server.address() as AddressInfo).port
    // CLUSTER_TEST_PORT pins P…P+3 (a machine shared by several runs hands out port ranges).
    port = process.env.CLUSTER_TEST_PORT ? Number(process.env.CLUSTER_TEST_PORT) : await freePorts()
    cluster = spawn('node', ['--import', 'tsx', path.join(root, 'scripts/cluster.ts')], {
      cwd: root,
      env: {
        ...process.env,
        ...s3.env,
        DATABASE_URL: dbUrl,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        PROCESSES: '3',
        // A ticker slot every half second (ADR 0071); a run whose process died is handed on after
        // a 10 s heartbeat (pg-boss's minimum).
        TICKER: 'on',
        TICKER_INTERVAL_MS: '500',
        TICKER_LEASE_SECONDS: '10',
        // ADR 0066: mails through the queue to the sink; a dead worker's mail is taken over after
        // a 5 s lease, a failed send retried after about a second.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_LEASE_SECONDS: '5',
        MAIL_RETRY_DELAY_SECONDS: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_WEB: 'false',
        SEED_DEMO: 'false',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        // Overload shedding off, as in every app a test starts (ADR 0051, NO_SHEDDING in
        // apps/api/test/harness.ts): the replacement of a killed process starts on the same busy
        // cores, the survivors' event loops lag past 100 ms and they answered writes 503 —
        // failures of the machine's load, not of the kill.
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
        OVERLOAD_MAX_HEAP_MB: '0',
        OVERLOAD_MAX_IN_FLIGHT: '0',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'galera-cluster-data-')),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    cluster.stdout!.on('data', (b: Buffer) => (output += b.toString()))
    cluster.stderr!.on('data', (b: Buffer) => (output += b.toString()))
    database = await openPostgres(dbUrl, 2)
    // Ready when HAProxy and each process answer their health check (slow machines: minutes).
    const healthy = async () => {
      const codes = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          fetch(url('/api/health', i)).then(
            (r) => r.status,
            () => 0,
          ),
        ),
      )
      return codes.every((c) => c === 200)
    }
    const deadline = Date.now() + 300_000
    while (!(await healthy())) {
      if (Date.now() > deadline || cluster.exitCode !== null)
        throw new Error(`the cluster did not come up:\n${output}`)
      await new Promise((r) => setTimeout(r, 1_000))
    }
  }, 360_000)

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      cluster.kill('SIGTERM')
      await new Promise((resolve) => cluster.once('exit', resolve))
    }
    await database?.close()
    const admin = new pg.Client({ connectionString: PG_URL })
    await admin.connect()
    await admin.query(`drop database if exists ${dbName} with (force)`)
    await admin.end()
    await s3?.close()
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()))
    await dropKeys(prefix)
  }, 60_000)

  const login = (email: string, password: string, i: number, ip?: string) =>
    fetch(url('/api/auth/login', i), {
      method: 'POST',
      headers: {
        ...APP_HEADERS,
        'content-type': 'application/json',
        ...(ip ? { 'x-forwarded-for': ip } : {}),
      },
      body: JSON.stringify({ email, password }),
    })

  it('a login throttle hit on one process holds on the others', async () => {
    const { user } = await createUser(database.db, { role: 'client' })
    // Processes trust one proxy hop: this header stands for the client address HAProxy adds.
    for (let n = 0; n < 5; n++)
      expect((await login(user.email, 'Wrong@2026', 1, '10.7.7.7')).status).toBe(400)
    for (const i of [2, 3]) {
      const res = await login(user.email, PASSWORD, i, '10.7.7.7')
      expect(res.status).toBe(429)
      expect(((await res.json()) as { code: string }).code).toBe('LOGIN_THROTTLED')
    }
    expect((await login(user.email, PASSWORD, 2, '10.7.7.8')).status).toBe(200)
  })

  it('an upload made through one process is served by every process', async () => {
    const { user } = await createUser(database.db, { role: 'promoter' })
    const token = (
      (await (await login(user.email, PASSWORD, 0)).json()) as { data: { token: string } }
    ).data.token
    const { payload, contentType } = await multipart(
      { purpose: 'gallery' },
      { file: { body: await makePng(64, 64), name: 'p.png', type: 'image/png' } },
    )
    const up = await fetch(url('/api/me/images', 1), {
      method: 'POST',
      headers: { ...APP_HEADERS, 'content-type': contentType, authorization: `Bearer ${token}` },
      body: new Uint8Array(payload),
    })
    expect(up.status).toBe(201)
    const medium = ((await up.json()) as { data: { urls: { medium: string } } }).data.urls.medium
    const bodies = []
    for (const i of [0, 1, 2, 3]) {
      const res = await fetch(url(medium, i))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      bodies.push(Buffer.from(await res.arrayBuffer()))
    }
    for (const b of bodies) expect(b.equals(bodies[0]!)).toBe(true)
  })

  it('kill -9 of one process under a stream of writes loses no acknowledged write', async () => {
    const { user } = await createUser(database.db, { role: 'client' })
    const pid = Number(/\[cluster\] api2 pid (\d+)/.exec(output)?.[1])
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
        const res = await login(user.email, PASSWORD, 0).catch(() => null)
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
      const me = await fetch(url('/api/auth/me'), {
        headers: { ...APP_HEADERS, authorization: `Bearer ${token}` },
      })
      expect(me.status).toBe(200)
    }
    // A write whose answer was lost with the process may be there too; none acknowledged is lost.
    const client = new pg.Client({ connectionString: dbUrl })
    await client.connect()
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from sessions where user_id = $1',
      [user.id],
    )
    await client.end()
    expect(rows[0]!.n).toBeGreaterThanOrEqual(acknowledged.length)
  }, 180_000)

  it('a notification committed elsewhere reaches SSE clients on any process, through HAProxy', async () => {
    const { user } = await createUser(database.db, { role: 'client' })
    const token = (
      (await (await login(user.email, PASSWORD, 0)).json()) as { data: { token: string } }
    ).data.token
    const query = 'appKey=galera-web&appSecret=galera-web-dev-secret'
    const streams = await Promise.all(
      [0, 3].map(async (i) => {
        const ctrl = new AbortController()
        const res = await fetch(url(`/api/notifications/stream?${query}`, i), {
          headers: { authorization: `Bearer ${token}` },
          signal: ctrl.signal,
        })
        expect(res.headers.get('content-type')).toContain('text/event-stream')
        return { reader: res.body!.getReader(), close: () => ctrl.abort() }
      }),
    )
    // LISTEN/NOTIFY fans it out: the writer (here the test, on the shared database) is no process.
    await notify(database.db, { userId: user.id, code: 'terms_updated', link: '/terms' })
    for (const { reader, close } of streams) {
      let text = ''
      while (!text.includes('event: notification')) {
        const chunk = await reader.read()
        if (chunk.done) throw new Error(`stream ended: ${text}`)
        text += Buffer.from(chunk.value).toString()
      }
      expect(text).toContain('/terms')
      close()
    }
  })

  it('runs each ticker slot once, one run at a time, and goes on after kill -9 of a process', async () => {
    const roles = () =>
      Promise.all(
        [1, 2, 3].map((i) =>
          fetch(url('/api/health', i)).then(
            async (r) => ((await r.json()) as { data: { ticker: string } }).data.ticker,
            () => 'down',
          ),
        ),
      )
    const sql = new pg.Client({ connectionString: dbUrl })
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
        .poll(async () => (await roles()).join(), { timeout: 120_000, intervals: [500] })
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
      const pids = [...output.matchAll(/\[cluster\] api2 pid (\d+)/g)]
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

  it('a mail queued before a crash is sent once after it', async () => {
    const { user } = await createUser(database.db, { role: 'client' })
    const toUser = () => smtp.accepted.filter((m) => m.to.includes(user.email))
    // The ticker check above killed one process and the cluster restarts it.
    await everyProcessServing(url, 3)
    smtp.hold = true
    // The reset code's mail is queued with the code, through process 1; a worker claims it and
    // hangs on the mail server.
    const asked = await fetch(url('/api/check/user', 1), {
      method: 'POST',
      headers: { ...APP_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ access: user.email }),
    })
    expect(asked.status).toBe(200)
    await expect.poll(() => smtp.held, { timeout: 60_000, interval: 100 }).not.toBeNull()
    const pids = [...output.matchAll(/\[cluster\] api\d pid (\d+)/g)].map((m) => Number(m[1]))
    const pid = pidOfPort(smtp.held!.remotePort, pids)
    expect(pid).toBeGreaterThan(0)
    const sql = new pg.Client({ connectionString: dbUrl })
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
      smtp.hold = false
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

  it('drains and exits on SIGTERM', async () => {
    cluster.kill('SIGTERM')
    const code = await new Promise((resolve) => cluster.once('exit', resolve))
    expect(code).toBe(0)
    expect(output).toContain('[cluster] stopped')
  }, 60_000)
})

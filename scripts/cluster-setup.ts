/**
 * The cluster cluster.test.ts checks (one cluster for every check in scripts/cluster-checks/, in
 * order): `npm run start:cluster` for real: HAProxy and 3 API processes on PostgreSQL, Redis and an
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
import { afterAll, beforeAll } from 'vitest'
import { openPostgres, type Database } from '../apps/api/src/platform/db/database.ts'
import { dropKeys, redisAvailable, testKeyPrefix, TEST_REDIS_URL } from '../apps/api/test/redis.ts'
import { NO_SHEDDING_ENV } from '../apps/api/test/shedding.ts'
import { startTestS3, type TestS3 } from '../apps/api/test/s3.ts'
import { haproxyInstalled } from './haproxy.ts'
import { smtpSink } from './cluster-mail.ts'
import { root } from './web-build.ts'

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const APP_HEADERS = { 'x-app-key': 'galera-web', 'x-app-secret': 'galera-web-dev-secret' }
export const PASSWORD = 'Galera@2026'

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

export const missing = [
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

/** What a check reads of the running cluster (filled in by useCluster's beforeAll). */
export interface Cluster {
  /** `i` 0 is HAProxy, 1…3 a process's own port. */
  url(path: string, i?: number): string
  login(email: string, password: string, i: number, ip?: string): Promise<Response>
  database: Database
  dbUrl: string
  /** The cluster script's stdout and stderr so far (its `[cluster] apiN pid P` lines). */
  output: string
  process: ChildProcess
  smtp: ReturnType<typeof smtpSink>
}

/** Starts HAProxy and 3 processes before the file's checks and ends them after. */
export function useCluster(): Cluster {
  let port = 0
  const c = {
    url: (path: string, i = 0) => `http://127.0.0.1:${port + i}${path}`,
    output: '',
    smtp: smtpSink(),
  } as Cluster
  c.login = (email: string, password: string, i: number, ip?: string) =>
    fetch(c.url('/api/auth/login', i), {
      method: 'POST',
      headers: {
        ...APP_HEADERS,
        'content-type': 'application/json',
        ...(ip ? { 'x-forwarded-for': ip } : {}),
      },
      body: JSON.stringify({ email, password }),
    })

  const prefix = testKeyPrefix()
  // CLUSTER_TEST_DB_PREFIX names the throwaway database (a server shared by several runs).
  const dbName = `${process.env.CLUSTER_TEST_DB_PREFIX ?? 'galera_cluster'}_${randomBytes(5).toString('hex')}`
  let s3: TestS3

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_URL })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    await admin.end()
    const u = new URL(PG_URL)
    u.pathname = `/${dbName}`
    c.dbUrl = u.toString()
    s3 = await startTestS3()
    await new Promise<void>((resolve) => c.smtp.server.listen(0, '127.0.0.1', resolve))
    const smtpPort = (c.smtp.server.server.address() as AddressInfo).port
    // CLUSTER_TEST_PORT pins P…P+3 (a machine shared by several runs hands out port ranges).
    port = process.env.CLUSTER_TEST_PORT ? Number(process.env.CLUSTER_TEST_PORT) : await freePorts()
    c.process = spawn('node', ['--import', 'tsx', path.join(root, 'scripts/cluster.ts')], {
      cwd: root,
      env: {
        ...process.env,
        ...s3.env,
        DATABASE_URL: c.dbUrl,
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
        // Overload shedding off, as in every app a test starts (ADR 0051,
        // apps/api/test/shedding.ts): the replacement of a killed process starts on the same busy
        // cores, the survivors' event loops lag past 100 ms and they answered writes 503 —
        // failures of the machine's load, not of the kill.
        ...NO_SHEDDING_ENV,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'galera-cluster-data-')),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    c.process.stdout!.on('data', (b: Buffer) => (c.output += b.toString()))
    c.process.stderr!.on('data', (b: Buffer) => (c.output += b.toString()))
    c.database = await openPostgres(c.dbUrl, 2)
    // Ready when HAProxy and each process answer their health check (slow machines: minutes).
    const healthy = async () => {
      const codes = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          fetch(c.url('/api/health', i)).then(
            (r) => r.status,
            () => 0,
          ),
        ),
      )
      return codes.every((c) => c === 200)
    }
    const deadline = Date.now() + 300_000
    while (!(await healthy())) {
      if (Date.now() > deadline || c.process.exitCode !== null)
        throw new Error(`the cluster did not come up:\n${c.output}`)
      await new Promise((r) => setTimeout(r, 1_000))
    }
  }, 360_000)

  afterAll(async () => {
    if (c.process && c.process.exitCode === null) {
      c.process.kill('SIGTERM')
      await new Promise((resolve) => c.process.once('exit', resolve))
    }
    await c.database?.close()
    const admin = new pg.Client({ connectionString: PG_URL })
    await admin.connect()
    await admin.query(`drop database if exists ${dbName} with (force)`)
    await admin.end()
    await s3?.close()
    await new Promise<void>((resolve) => c.smtp.server.close(() => resolve()))
    await dropKeys(prefix)
  }, 60_000)
  return c
}

import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { buildApp, type App, type BuildOptions } from '../src/app.ts'
import { EnvSchema, type Env } from '../src/config/env.ts'
import { ManualClock } from '../src/platform/clock.ts'
import { openPglite, openPostgres, type Database } from '../src/platform/db/database.ts'
import type { Delivery, Mail, Mailer } from '../src/platform/mail/mailer.ts'
import { startTestS3, type TestS3 } from './s3.ts'
import { NO_SHEDDING } from './shedding.ts'

/**
 * How long `vi.waitFor` waits for something asynchronous (a notification, a cache fill, pressure
 * easing) that lands within milliseconds alone: a budget for two busy cores, not a timing
 * assertion (ADR 0077; `expect.poll` gets the same from the project config).
 */
export const SETTLED = { timeout: 15_000 }

export const TEST_APP_KEY = 'galera-web'
export const TEST_APP_SECRET = 'galera-web-dev-secret'

/** A fresh, migrated database for one test file: PGlite from the template, or a server copy. */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const template = inject('pgTemplate')
  if (serverUrl && template) {
    const name = `galera_t_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name} template ${template}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const database = await openPostgres(url.toString(), 10)
    const close = database.close
    return {
      ...database,
      close: async () => {
        await close()
        const a = new pg.Client({ connectionString: serverUrl })
        await a.connect()
        await a.query(`drop database if exists ${name} with (force)`)
        await a.end()
      },
    }
  }
  const database = await reuseOrLoad()
  let closed = false
  return {
    ...database,
    // Into the worker's pool instead of closing: loading a PGlite from the template costs 1–2 s
    // of CPU, putting a used one back to the template's state a few milliseconds (ADR 0059).
    close: async () => {
      if (closed) return
      closed = true
      idle.push(database)
    },
  }
}

/**
 * A PGlite a file of this worker closed, put back to the template's state when taken (not when
 * closed, so whatever a closed app still had in flight lands before the reset, not after), or a
 * new one.
 */
async function reuseOrLoad(): Promise<Database> {
  for (let database = idle.pop(); database; database = idle.pop()) {
    try {
      await resetToTemplate(database)
      return database
    } catch {
      await database.close().catch(() => {})
    }
  }
  return loadTemplate()
}

/** PGlites of this worker (vitest runs API files with `isolate: false`) waiting for a file. */
const idle: Database[] = []
let template: { blob: Blob; reset: string } | undefined

/**
 * Loads a PGlite from the migrated template. The first load of a worker also writes the SQL that
 * puts any database back to the template: every table of the app emptied, its sequences restarted
 * and the rows the migrations inserted (the fee schedules) inserted again, as they were.
 */
async function loadTemplate(): Promise<Database> {
  template ??= { blob: new Blob([readFileSync(inject('pgliteTemplatePath'))]), reset: '' }
  const database = await openPglite({ loadDataDir: template.blob })
  if (!template.reset) template.reset = await resetScript(clientOf(database))
  return database
}

interface PgliteClient {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  exec(sql: string): Promise<unknown>
}
const clientOf = (database: Database) =>
  (database.db as unknown as { $client: PgliteClient }).$client
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

async function resetScript(client: PgliteClient): Promise<string> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  )
  const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value::text as value from pg_sequences
      where schemaname = 'public'`,
  )
  const parts = [`truncate ${tables.map((t) => `public.${ident(t.name)}`).join(', ')} cascade`]
  // The mail queue's jobs (pg-boss's schema, ADR 0066): a file never sees another's mails.
  parts.push('truncate pgboss.job')
  for (const q of sequences)
    parts.push(
      q.value === null
        ? `alter sequence public.${ident(q.name)} restart`
        : `select setval('public.${ident(q.name)}', ${Number(q.value)}, true)`,
    )
  for (const { name } of tables) {
    const { rows: columns } = await client.query<{ column: string }>(
      `select column_name as column from information_schema.columns
        where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
          and identity_generation is distinct from 'ALWAYS'
        order by ordinal_position`,
      [name],
    )
    const list = columns.map((c) => ident(c.column)).join(', ')
    const { rows } = await client.query<{ json: string | null }>(
      `select json_agg(json_build_object(${columns
        .map((c) => `'${c.column.replaceAll("'", "''")}', ${ident(c.column)}`)
        .join(', ')}))::text as json from public.${ident(name)}`,
    )
    const json = rows[0]?.json
    if (!json) continue
    parts.push(
      `insert into public.${ident(name)} (${list}) select ${list} from json_populate_recordset(null::public.${ident(name)}, '${json.replaceAll("'", "''")}')`,
    )
  }
  return parts.join(';\n')
}

/**
 * Puts a PGlite a test file used back to the template's state: the data (resetScript), and the
 * driver methods a statement counter wrapped on the client (own properties over the prototype's).
 */
async function resetToTemplate(database: Database): Promise<void> {
  const client = clientOf(database) as unknown as Record<string, unknown>
  for (const method of ['query', 'exec', 'transaction'])
    if (Object.hasOwn(client, method)) delete client[method]
  await clientOf(database).exec(`rollback; reset all; select pg_advisory_unlock_all(); unlisten *;`)
  await clientOf(database).exec(template!.reset)
}

/** Captures mails in memory so tests read the reset code without any response carrying it. */
export class MemoryMailer implements Mailer {
  readonly kind = 'outbox' as const
  readonly sent: Mail[] = []
  /** The queue job of each mail in `sent`, in the same order. */
  readonly jobIds: string[] = []
  /** Set by a test to make the transport fail (a mail server that is down). */
  failWith: Error | null = null
  async send(mail: Mail, delivery: Delivery) {
    if (this.failWith) throw this.failWith
    this.sent.push(mail)
    this.jobIds.push(delivery.jobId)
  }
  last(to?: string): Mail | undefined {
    return [...this.sent].reverse().find((m) => !to || m.to === to)
  }
}

export interface TestApp extends App {
  db: Database['db']
  clock: ManualClock
  mailer: MemoryMailer
  database: Database
  /**
   * Sends the mails the queue holds now (ADR 0066), as the worker of a serving process would;
   * `request` does it after every response and `ticker.runOnce` after every run, so a test reads
   * a mail right after the action.
   */
  drainMails(): Promise<number>
  request(options: RequestOptions): Promise<TestResponse>
  /** Logs in and returns the bearer token. */
  login(email: string, password?: string, path?: string): Promise<string>
  close(): Promise<void>
}

export interface RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'
  url: string
  body?: unknown
  token?: string
  locale?: 'pt' | 'en'
  headers?: Record<string, string>
  /** Leave out the X-App-Key / X-App-Secret headers. */
  noAppKey?: boolean
  remoteAddress?: string
}

export interface TestResponse {
  statusCode: number
  headers: LightMyRequestResponse['headers']
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any
  raw: LightMyRequestResponse
}

export interface TestAppOptions {
  env?: Partial<Record<keyof Env, string>>
  database?: Database
  requestTimeoutMs?: number
  /** Adds routes before the app is sealed (for platform tests). */
  configure?: (app: App['app']) => void | Promise<void>
  readOnlyAccounts?: BuildOptions['readOnlyAccounts']
  overload?: BuildOptions['overload']
  /** Turns on the in-process cache of public reads (off in tests unless asked for). */
  publicReadCache?: boolean
}

/** `TEST_FILE_STORE=s3`: every test app stores uploads in one in-process S3 server (ADR 0053). */
let sharedS3: Promise<TestS3> | undefined
async function fileStoreEnv(): Promise<Partial<TestS3['env']>> {
  if (process.env.TEST_FILE_STORE !== 's3') return {}
  sharedS3 ??= startTestS3()
  return (await sharedS3).env
}

export { NO_SHEDDING }

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = EnvSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TICKER: 'off',
    // The mail queue is drained by the harness after each request (no worker of its own).
    JOB_WORKER: 'off',
    // Tests never leave the machine: a CEP lookup goes to a closed loopback port unless the test
    // starts its own stand-in provider (locations.routes.test.ts).
    CEP_PROVIDER_URL: 'http://127.0.0.1:9',
    ...(await fileStoreEnv()),
    ...options.env,
  })
  const database = options.database ?? (await openTestDatabase())
  const clock = new ManualClock()
  const mailer = new MemoryMailer()
  const built = await buildApp({
    env,
    database,
    clock,
    mailer,
    logger: false,
    requestTimeoutMs: options.requestTimeoutMs,
    readOnlyAccounts: options.readOnlyAccounts,
    // Shedding is off unless a test turns it on: a busy test machine must not answer 503 at random.
    publicReadCache: options.publicReadCache ?? false,
    overload: { ...NO_SHEDDING, ...options.overload },
  })
  if (options.configure) await options.configure(built.app)
  await built.app.ready()
  // A ticker run sends what it queued, as `request` does: the mails of a run are read right after.
  const ticker: App['ticker'] = {
    async runOnce() {
      const ran = await built.ticker.runOnce()
      await built.ctx.mails.drain()
      return ran
    },
    start: (intervalMs) => built.ticker.start(intervalMs),
    stop: () => built.ticker.stop(),
  }
  const testApp: TestApp = {
    ...built,
    ticker,
    db: database.db,
    clock,
    mailer,
    database,
    drainMails: () => built.ctx.mails.drain(),
    async request(o) {
      const headers: Record<string, string> = { ...(o.headers ?? {}) }
      if (!o.noAppKey) {
        headers['x-app-key'] ??= TEST_APP_KEY
        headers['x-app-secret'] ??= TEST_APP_SECRET
      }
      if (o.locale) headers.locale = o.locale
      if (o.token) headers.authorization = `Bearer ${o.token}`
      const res = await built.app.inject({
        method: o.method,
        url: o.url,
        headers,
        remoteAddress: o.remoteAddress,
        ...(o.body !== undefined ? { payload: o.body as never } : {}),
      })
      await built.ctx.mails.drain()
      let body: unknown = res.body
      try {
        body = res.json()
      } catch {
        /* not JSON */
      }
      return { statusCode: res.statusCode, headers: res.headers, body, raw: res }
    },
    async close() {
      await built.app.close()
      await database.close()
    },
    async login(email, password = 'Galera@2026', path = '/api/auth/login') {
      const res = await testApp.request({ method: 'POST', url: path, body: { email, password } })
      if (res.statusCode !== 200)
        throw new Error(`login ${email} failed: ${res.statusCode} ${JSON.stringify(res.body)}`)
      return res.body.data.token as string
    },
  }
  return testApp
}

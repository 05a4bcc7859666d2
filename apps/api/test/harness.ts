import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { buildApp, type App, type BuildOptions } from '../src/app.ts'
import { EnvSchema, type Env } from '../src/config/env.ts'
import { ManualClock } from '../src/platform/clock.ts'
import { openPglite, openPostgres, type Database } from '../src/platform/db/database.ts'
import type { Mail, Mailer } from '../src/platform/mail/mailer.ts'
import { startTestS3, type TestS3 } from './s3.ts'

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
  const file = inject('pgliteTemplatePath')
  return openPglite({ loadDataDir: new Blob([readFileSync(file)]) })
}

/** Captures mails in memory so tests read the reset code without any response carrying it. */
export class MemoryMailer implements Mailer {
  readonly kind = 'outbox' as const
  readonly sent: Mail[] = []
  async send(mail: Mail) {
    this.sent.push(mail)
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

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = EnvSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TICKER: 'off',
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
    overload: {
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0,
      maxHeapUsedBytes: 0,
      maxInFlight: 0,
      ...options.overload,
    },
  })
  if (options.configure) await options.configure(built.app)
  await built.app.ready()
  const testApp: TestApp = {
    ...built,
    db: database.db,
    clock,
    mailer,
    database,
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

import { Writable } from 'node:stream'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../app.ts'
import { EnvSchema } from '../config/env.ts'
import { NO_SHEDDING, openTestDatabase, TEST_APP_KEY, TEST_APP_SECRET } from '../../test/harness.ts'
import { createUser } from '../../test/factories/accounts.ts'
import type { Database } from './db/database.ts'

const lines: string[] = []
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean))
    done()
  },
})
let built: App
let database: Database

beforeAll(async () => {
  database = await openTestDatabase()
  const env = EnvSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'info', TICKER: 'off' })
  built = await buildApp({ env, database, logStream: sink, overload: NO_SHEDDING })
  const declared = { response: { 200: z.object({}) } }
  built.app.get('/api/test/fail', { auth: 'public', schema: declared }, async () => {
    throw new Error('boom')
  })
  await built.app.ready()
})
afterAll(async () => {
  await built.app.close()
  await database.close()
})

describe('logs (SECURITY.md "Logs")', () => {
  it('are JSON lines with UTC time and request id, and never carry passwords, tokens, codes or e-mails', async () => {
    const { user } = await createUser(database.db, {
      role: 'client',
      email: 'log.check@galera.dev',
      cpf: '52998224725',
    })
    const headers = { 'x-app-key': TEST_APP_KEY, 'x-app-secret': TEST_APP_SECRET }
    const login = await built.app.inject({
      method: 'POST',
      url: '/api/auth/login?email=log.check@galera.dev',
      headers,
      payload: { email: user.email, password: 'Galera@2026' },
    })
    const token = login.json().data.token as string
    await built.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...headers, authorization: `Bearer ${token}` },
    })
    await built.app.inject({ method: 'GET', url: '/api/test/fail', headers })
    await built.app.inject({
      method: 'POST',
      url: '/api/check/user',
      headers,
      payload: { access: user.email },
    })

    expect(lines.length).toBeGreaterThan(4)
    for (const line of lines) {
      const entry = JSON.parse(line)
      expect(entry.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      expect(line).not.toContain('Galera@2026')
      expect(line).not.toContain(token)
      expect(line).not.toContain('log.check@galera.dev')
      expect(line).not.toContain('52998224725')
      expect(line).not.toContain('galera-web-dev-secret')
    }
    const completed = lines.map((l) => JSON.parse(l)).filter((e) => e.msg === 'request completed')
    expect(completed.every((e) => typeof e.reqId === 'string')).toBe(true)
    expect(lines.some((l) => l.includes('unhandled error') && l.includes('boom'))).toBe(true)
  })
})

import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { generateCpf } from '@brazilian-utils/brazilian-utils'
import { buildApp, type App } from '../app.ts'
import { EnvSchema } from '../config/env.ts'
import { NO_SHEDDING, openTestDatabase, TEST_APP_KEY, TEST_APP_SECRET } from '../../test/harness.ts'
import type { Database } from './db/database.ts'

/**
 * ADR 0029, SECURITY.md "Logs": while the database is down or fails mid-way, a sign-up's error
 * log says what failed (the error type, the SQL with placeholders) but holds none of the values
 * the person typed — CPF, e-mail, phone, name, address, the password hash or a session token hash.
 */
function logSink() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  return { lines, stream }
}

async function appOver(database: Database, stream: Writable): Promise<App> {
  const env = EnvSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'info', TICKER: 'off' })
  const built = await buildApp({ env, database, logStream: stream, overload: NO_SHEDDING })
  await built.app.ready()
  return built
}

let seq = 0
function person() {
  seq++
  const cpf = generateCpf()
  const phoneDigits = `71988${String(seq).padStart(2, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`
  return {
    cpf,
    phoneDigits,
    email: `sigilo.${seq}.${Date.now()}@pessoal.test`,
    name: `Marisa Sigilosa ${'ABCDEFGH'[seq]}`,
    complement: `Apartamento secreto ${seq}01`,
    street: `Travessa Confidencial ${seq}`,
  }
}

const signUp = (built: App, p: ReturnType<typeof person>, ip: string) =>
  built.app.inject({
    method: 'POST',
    url: '/api/register/client',
    headers: { 'x-app-key': TEST_APP_KEY, 'x-app-secret': TEST_APP_SECRET },
    remoteAddress: ip,
    payload: {
      name: p.name,
      cpf: p.cpf,
      birthDate: '15/03/1990',
      gender: 'female',
      phone: `(${p.phoneDigits.slice(0, 2)}) ${p.phoneDigits.slice(2, 7)}-${p.phoneDigits.slice(7)}`,
      email: p.email,
      address: {
        cep: '40010-000',
        street: p.street,
        number: '10',
        complement: p.complement,
        neighborhood: 'Centro',
        city: 'Salvador',
        cityIbge: '2927408',
        uf: 'BA',
      },
      password: 'Galera@2026',
      passwordConfirmation: 'Galera@2026',
      acceptTerms: true,
      acceptPrivacy: true,
    },
  })

function expectNothingPersonal(lines: string[], people: ReturnType<typeof person>[]) {
  for (const line of lines) {
    for (const p of people) {
      expect(line).not.toContain(p.cpf)
      expect(line).not.toContain(p.cpf.slice(0, 9))
      expect(line).not.toContain(p.email)
      expect(line).not.toContain(p.phoneDigits)
      expect(line).not.toContain(p.name)
      expect(line).not.toContain(p.complement)
      expect(line).not.toContain(p.street)
    }
    expect(line).not.toContain('Galera@2026')
    expect(line).not.toContain('$argon2')
    // A session token hash (sha256, hex) or a token itself.
    expect(line).not.toMatch(/[0-9a-f]{64}/)
  }
}

const failures = (lines: string[], msg = 'database unavailable') =>
  lines
    .map((l) => JSON.parse(l) as { msg: string; err?: { type: string; message: string } })
    .filter((e) => e.msg === msg)

describe('database errors are logged without the values of the query', () => {
  describe('the database fails in the middle of a sign-up', () => {
    let database: Database
    let built: App
    const { lines, stream } = logSink()
    beforeAll(async () => {
      database = await openTestDatabase()
      built = await appOver(database, stream)
      // The server going away while a statement runs (SQLSTATE 57P01, admin shutdown).
      await database.db.execute(sql`
        create function test_fail_write() returns trigger language plpgsql as $$
        begin raise exception 'terminating connection' using errcode = '57P01'; end $$`)
    })
    afterAll(async () => {
      await built.app.close()
      await database.close()
    })

    it('the first query fails (the lookup of e-mail, CPF and phone): 500, and the log names the query without its values', async () => {
      await database.db.execute(sql`alter table users rename to users_away`)
      try {
        const p = person()
        const from = lines.length
        const res = await signUp(built, p, '10.20.0.1')
        expect(res.statusCode).toBe(500)
        const mine = lines.slice(from)
        const logged = failures(mine, 'unhandled error')
        expect(logged).toHaveLength(1)
        expect(logged[0].err?.type).toBe('DrizzleQueryError')
        expect(logged[0].err?.message).toContain('from "users"')
        expect(logged[0].err?.message).toContain('params: [redacted]')
        expectNothingPersonal(mine, [p])
      } finally {
        await database.db.execute(sql`alter table users_away rename to users`)
      }
    })

    it.each([
      ['users', 'the account insert (name, e-mail, CPF, phone, password hash)'],
      ['addresses', 'the address insert (free text)'],
      ['sessions', 'the session insert (token hash)'],
    ])('on %s: %s', async (table, _what) => {
      await database.db.execute(
        sql.raw(
          `create trigger test_fail before insert on ${table} for each row execute function test_fail_write()`,
        ),
      )
      try {
        const p = person()
        const from = lines.length
        const res = await signUp(built, p, `10.20.1.${seq}`)
        expect(res.statusCode).toBe(503)
        const mine = lines.slice(from)
        const logged = failures(mine)
        expect(logged).toHaveLength(1)
        expect(logged[0].err?.type).toBe('DrizzleQueryError')
        expect(logged[0].err?.message).toContain(`insert into "${table}"`)
        expectNothingPersonal(mine, [p])
      } finally {
        await database.db.execute(sql.raw(`drop trigger test_fail on ${table}`))
      }
    })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { users } from '../../db/schema/index.ts'
import { isDemoAccountEmail } from '../../db/seed/demo.ts'

/** ADR 0032: the e2e server's demo accounts read but never write. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    readOnlyAccounts: {
      isReadOnly: (user) => isDemoAccountEmail(user.email),
      allows: (method, url) => method === 'POST' && url.startsWith('/api/supplier/proposals/'),
    },
  })
  await createUser(t.db, { role: 'client', email: 'cliente@galera.dev', name: 'Carla Cliente' })
  await createUser(t.db, { role: 'client', email: 'own.account@galera.dev', name: 'Own Account' })
})
afterAll(() => t.close())

const localeOf = async (email: string) =>
  (await t.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]!.locale

describe('read-only demo accounts', () => {
  it('knows the demo accounts by e-mail', () => {
    expect(isDemoAccountEmail('cliente@galera.dev')).toBe(true)
    expect(isDemoAccountEmail('Fornecedor@Galera.dev')).toBe(true)
    expect(isDemoAccountEmail('bahiapromo@galera.dev')).toBe(true)
    expect(isDemoAccountEmail('promotor.7@demo.galera.dev')).toBe(true)
    expect(isDemoAccountEmail('own.account@galera.dev')).toBe(false)
    expect(isDemoAccountEmail('cliente@galera.dev.evil.test')).toBe(false)
  })

  it('refuses a demo account’s language switch with a translated message, changing nothing', async () => {
    const token = await t.login('cliente@galera.dev')
    const pt = await t.request({
      method: 'PUT',
      url: '/api/auth/me/locale',
      token,
      body: { locale: 'en' },
    })
    expect(pt.statusCode).toBe(403)
    expect(pt.body.code).toBe('DEMO_ACCOUNT_READ_ONLY')
    expect(pt.body.message).toMatch(/somente leitura/)
    const en = await t.request({
      method: 'PUT',
      url: '/api/auth/me/locale',
      token,
      body: { locale: 'en' },
      locale: 'en',
    })
    expect(en.statusCode).toBe(403)
    expect(en.body.message).toMatch(/read-only/)
    expect(await localeOf('cliente@galera.dev')).toBe('pt-BR')
  })

  it('lets a demo account sign in, read and sign out', async () => {
    const token = await t.login('cliente@galera.dev')
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token })
    expect(me.statusCode).toBe(200)
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', token, body: {} })
    expect(out.statusCode).toBe(200)
  })

  it('lets an own account write', async () => {
    const token = await t.login('own.account@galera.dev')
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/me/locale',
      token,
      body: { locale: 'en' },
    })
    expect(res.statusCode).toBe(200)
    expect(await localeOf('own.account@galera.dev')).toBe('en')
  })

  it('lets the documented exception through to its route', async () => {
    const token = await t.login('cliente@galera.dev')
    // The exception reaches the route, whose own guard answers (a client is not a supplier).
    const res = await t.request({
      method: 'POST',
      url: '/api/supplier/proposals/00000000-0000-4000-8000-000000000000/contacted',
      token,
      body: {},
    })
    expect(res.statusCode).toBe(403)
    expect(res.body.code).toBe('FORBIDDEN')
  })
})

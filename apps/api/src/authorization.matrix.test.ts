import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLES, type Role } from '@galera/shared'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { createUser } from '../test/factories/accounts.ts'
import { MATRIX } from '../test/authorization-matrix.ts'

let t: TestApp
const tokens = {} as Record<Role, string>

beforeAll(async () => {
  t = await createTestApp()
  for (const role of ROLES) {
    const { user } = await createUser(t.db, { role })
    const path =
      role === 'admin_master' || role === 'admin_basic'
        ? '/api/auth/login/admin'
        : '/api/auth/login'
    tokens[role] = await t.login(user.email, undefined, path)
  }
})
afterAll(() => t.close())

describe.each(MATRIX)('$method $url', (route) => {
  it('answers 401 to anonymous callers unless public', async () => {
    const res = await t.request({ method: route.method, url: route.url, body: route.body })
    if (route.allowed === 'public') expect([401, 403]).not.toContain(res.statusCode)
    else expect(res.statusCode).toBe(401)
  })
  it.each(ROLES)('as %s', async (role) => {
    const res = await t.request({
      method: route.method,
      url: route.url,
      body: route.body,
      token: tokens[role],
    })
    const allowed =
      route.allowed === 'public' || route.allowed === 'user' || route.allowed.includes(role)
    if (allowed) expect([401, 403]).not.toContain(res.statusCode)
    else expect(res.statusCode).toBe(403)
  })
})

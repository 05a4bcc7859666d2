import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLES, type Role } from '@galera/shared'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { createUser } from '../test/factories/accounts.ts'
import { MATRIX, type MatrixRoute } from '../test/authorization-matrix.ts'

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

/** `/api/x/:id/y` → a RegExp that a concrete matrix URL (without its query) must match. */
function routePattern(url: string): RegExp {
  const parts = url.split('/').map((segment) =>
    segment
      .split(/(:\w+)/)
      .map((piece) =>
        piece.startsWith(':') ? '[^/]+' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join(''),
  )
  return new RegExp(`^${parts.join('/')}$`)
}

const sameAccess = (a: MatrixRoute['allowed'], b: MatrixRoute['allowed']) =>
  typeof a === 'string' || typeof b === 'string'
    ? a === b
    : a.length === b.length && a.every((role) => b.includes(role))

/**
 * Routes the matrix cannot call as every role, checked here for anonymous callers and by their
 * own tests otherwise: logout would revoke the matrix's own sessions; the notification stream
 * never ends for a signed-in caller (notifications.routes.test.ts opens it).
 */
const ELSEWHERE = ['POST /api/auth/logout', 'GET /api/notifications/stream']

describe('the matrix is complete', () => {
  it.each(ELSEWHERE)('%s answers 401 to anonymous callers', async (route) => {
    const [method, url] = route.split(' ') as ['POST' | 'GET', string]
    expect((await t.request({ method, url })).statusCode).toBe(401)
  })

  it('lists every guarded route the app registers, with the access the route declares', () => {
    const missing: string[] = []
    for (const route of t.routes) {
      if (route.methods.some((m) => ELSEWHERE.includes(`${m} ${route.url}`))) continue
      const re = routePattern(route.url)
      for (const method of route.methods.filter((m) => m !== 'HEAD')) {
        const rows = MATRIX.filter((m) => m.method === method && re.test(m.url.split('?')[0]))
        if (rows.length === 0) missing.push(`${method} ${route.url}: not in the matrix`)
        else if (!rows.some((m) => sameAccess(m.allowed, route.auth as MatrixRoute['allowed'])))
          missing.push(`${method} ${route.url}: the matrix expects other roles`)
      }
    }
    expect(missing).toEqual([])
    expect(t.routes.length).toBeGreaterThan(100)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { z } from 'zod'
import { ROLES, type Role } from '@galera/shared'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { createSupplier } from '../../../test/factories/products.ts'
import { NO_ID } from '../../../test/matrix/roles.ts'
import type { DeclaredRoute } from './auth.ts'

/**
 * ADR 0029 "Never a 500 on bad input", as a property: every route the app registers (read from
 * the app itself, so a new route is covered the day it is added) gets hostile path parameters,
 * query strings and bodies — NUL bytes, huge strings, unicode oddities, nulls, arrays, numbers
 * where strings go, deep objects, negative and huge numbers, bad ids — shaped after the keys its
 * zod schemas declare, from a caller its guard lets through. No answer may be a 5xx.
 */
const SEED = 20_290_029
const RUNS = 6

/** Not called here: logout would end the callers' sessions; the stream never ends when signed in. */
const SKIPPED = ['POST /api/auth/logout', 'GET /api/notifications/stream']

let t: TestApp
const tokens = {} as Record<Role, string>

beforeAll(async () => {
  t = await createTestApp()
  // Callers as sign-up makes them: a promoter with its profile, a supplier with its company row.
  for (const role of ROLES) {
    const { user } =
      role === 'promoter'
        ? await createPromoter(t.db)
        : role === 'supplier'
          ? await createSupplier(t.db)
          : await createUser(t.db, { role })
    const path = role.startsWith('admin') ? '/api/auth/login/admin' : '/api/auth/login'
    tokens[role] = await t.login(user.email, undefined, path)
  }
})
afterAll(() => t.close())

// ---- hostile values --------------------------------------------------------------------------

const deep = (levels: number): unknown => {
  let v: unknown = 'fundo'
  for (let i = 0; i < levels; i++) v = i % 2 ? { a: v, n: i } : [v]
  return v
}
const deepArray = (levels: number): unknown => {
  let v: unknown = []
  for (let i = 0; i < levels; i++) v = [v]
  return v
}

const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'texto\u0000com nul',
    '',
    '   ',
    '\uFEFF\u200B\u202E',
    '\uD800',
    '\uDFFF abc',
    'e\u0301\u0301\u0301',
    '💩🇧🇷👩‍👩‍👧',
    'x'.repeat(70_000),
    'ção'.repeat(3_000),
    "'; drop table users; --",
    '../../etc/passwd',
    '%00',
    '1e309',
    '-1',
    'NaN',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    NO_ID,
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '2026-02-30',
    '99/99/9999',
    '<script>alert(1)</script>',
    '\r\nX-Injected: 1',
    '__proto__',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
)
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)
const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null))
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
    fc.constantFrom(
      deep(40),
      deepArray(500),
      Array.from({ length: 2_000 }, (_, i) => i),
    ),
  ),
}))

// ---- the shapes the routes declare -------------------------------------------------------------

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> }; shape?: object }

/** The keys a zod schema reads (objects, through pipes, refinements, unions and intersections). */
function keysOf(schema: unknown, depth = 0): string[] {
  const s = schema as AnySchema | undefined
  if (!s?._zod || depth > 6) return []
  if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape)
  const def = s._zod.def
  const nested = [def.in, def.innerType, def.schema, def.left, def.right, def.getter]
  const options = Array.isArray(def.options) ? def.options : []
  return [...new Set([...nested, ...options].flatMap((n) => keysOf(n, depth + 1)))]
}

/** A body: anything at all, or an object with the schema's keys holding hostile values. */
function bodyArb(schema: unknown) {
  const keys = keysOf(schema)
  const shaped = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] })
    : fc.constant({})
  return fc.oneof(shaped, shaped, hostileValue)
}

function queryArb(schema: unknown) {
  const keys = [...keysOf(schema), 'page', 'q']
  const v = fc.oneof(
    hostileString,
    hostileNumber.map(String),
    fc.array(hostileString, { maxLength: 3 }),
  )
  return fc.dictionary(fc.constantFrom(...keys), v, { maxKeys: keys.length })
}

const segment = (v: string) => {
  try {
    return encodeURIComponent(v)
  } catch {
    return '%ED%A0%80' // a lone surrogate, as a browser would send its bytes
  }
}

function urlOf(route: DeclaredRoute, params: string[], query: Record<string, unknown>) {
  let i = 0
  const path = route.url.replace(/:\w+/g, () => segment(params[i++] ?? NO_ID))
  const qs = new URLSearchParams()
  for (const [k, v] of Object.entries(query))
    for (const item of Array.isArray(v) ? v : [v]) qs.append(k, String(item))
  const tail = qs.toString()
  return tail ? `${path}?${tail}` : path
}

function callerOf(route: DeclaredRoute): string | undefined {
  if (route.auth === 'public') return undefined
  if (route.auth === 'user') return tokens.client
  return tokens[route.auth[0]]
}

// ---- the property ------------------------------------------------------------------------------

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const cases = () =>
  t.routes.flatMap((route) =>
    route.methods
      .filter((m) => m !== 'HEAD' && !SKIPPED.includes(`${m} ${route.url}`))
      .map((method) => ({ name: `${method} ${route.url}`, method: method as Method, route })),
  )

describe('no route answers 5xx to hostile input', () => {
  it('covers every route the app registers', () => {
    expect(cases().length).toBeGreaterThan(150)
  })

  it('every route, hostile params, query and body (fixed seed)', { timeout: 600_000 }, async () => {
    const failures: string[] = []
    for (const { name, method, route } of cases()) {
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown }
      const paramCount = (route.url.match(/:\w+/g) ?? []).length
      const sendsBody = method !== 'GET' && method !== 'DELETE'
      const input = fc.record({
        params: fc.array(hostileString, { minLength: paramCount, maxLength: paramCount }),
        query: queryArb(schema.querystring),
        body: sendsBody ? bodyArb(schema.body) : fc.constant(undefined),
        locale: fc.constantFrom('pt', 'en', 'xx', ''),
      })
      const result = await fc.check(
        fc.asyncProperty(input, async ({ params, query, body, locale }) => {
          const res = await t.app.inject({
            method,
            url: urlOf(route, params, query),
            headers: {
              'x-app-key': 'galera-web',
              'x-app-secret': 'galera-web-dev-secret',
              locale,
              ...(callerOf(route) ? { authorization: `Bearer ${callerOf(route)}` } : {}),
              ...(sendsBody ? { 'content-type': 'application/json' } : {}),
            },
            ...(sendsBody ? { payload: JSON.stringify(body) ?? 'null' } : {}),
          })
          if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`)
        }),
        {
          seed: SEED,
          numRuns: RUNS,
          endOnFailure: true,
          // Always tried first: a null body, and a NUL in every declared field, param and query key.
          examples: [
            [{ params: Array(paramCount).fill(NO_ID), query: {}, body: null, locale: 'pt' }],
            [
              {
                params: Array(paramCount).fill('a\u0000'),
                query: Object.fromEntries(keysOf(schema.querystring).map((k) => [k, 'x\u0000'])),
                body: Object.fromEntries(keysOf(schema.body).map((k) => [k, 'texto\u0000'])),
                locale: 'en',
              },
            ],
          ],
        },
      )
      if (result.failed)
        failures.push(
          `${name}: ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)} with ${JSON.stringify(result.counterexample).slice(0, 300)}`,
        )
    }
    expect(failures).toEqual([])
  })
})

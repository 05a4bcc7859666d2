import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { startTestS3, type TestS3 } from '../../../test/s3.ts'
import { makePng, multipart } from './testing/multipart.ts'

const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'galera-files-'))

let s3: TestS3
beforeAll(async () => {
  s3 = await startTestS3()
})
afterAll(() => s3.close())

async function loginAs(t: TestApp, role: 'promoter' | 'client' | 'admin_basic') {
  const { user } = await createUser(t.db, { role })
  return t.login(
    user.email,
    undefined,
    role === 'admin_basic' ? '/api/auth/login/admin' : '/api/auth/login',
  )
}

async function upload(t: TestApp, token: string, purpose: string) {
  const { payload, contentType } = await multipart(
    { purpose },
    { file: { body: await makePng(64, 64), name: 'doc.png', type: 'image/png' } },
  )
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/me/images',
    payload,
    headers: {
      'content-type': contentType,
      'x-app-key': 'galera-web',
      'x-app-secret': 'galera-web-dev-secret',
      authorization: `Bearer ${token}`,
    },
  })
  expect(res.statusCode).toBe(201)
  return res.json().data as { id: string; urls: { thumb: string; medium: string } }
}

const get = (t: TestApp, url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { cookie: `galera_session=${token}` } : {} })

// The same rules whichever store holds the bytes (ADR 0053).
describe.each([
  { store: 'local disk', env: () => ({ DATA_DIR: tempDataDir() }) },
  { store: 'S3', env: () => ({ DATA_DIR: tempDataDir(), ...s3.env }) },
])('GET /files/<key> on $store', ({ env }) => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  beforeAll(async () => {
    t = await createTestApp({ env: env() })
    tokens.owner = await loginAs(t, 'promoter')
    tokens.other = await loginAs(t, 'client')
    tokens.admin = await loginAs(t, 'admin_basic')
  })
  afterAll(() => t.close())

  it('serves gallery and avatar images to anyone, cached for a year', async () => {
    const image = await upload(t, tokens.owner!, 'gallery')
    const res = await get(t, image.urls.medium)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toContain('immutable')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    // RIFF....WEBP: the re-encoded picture, whole.
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP')
  })

  it('serves Certificado documents only to their owner and admins, never cached', async () => {
    const doc = await upload(t, tokens.owner!, 'document')
    expect((await get(t, doc.urls.medium)).statusCode).toBe(404)
    expect((await get(t, doc.urls.medium, tokens.other)).statusCode).toBe(404)
    const own = await get(t, doc.urls.medium, tokens.owner)
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toBe('private, no-store')
    expect((await get(t, doc.urls.medium, tokens.admin)).statusCode).toBe(200)
  })

  it('stops serving a deleted image and refuses keys outside the pattern', async () => {
    const image = await upload(t, tokens.owner!, 'gallery')
    const del = await t.request({
      method: 'DELETE',
      url: `/api/me/images/${image.id}`,
      token: tokens.owner,
    })
    expect(del.statusCode).toBe(200)
    expect((await get(t, image.urls.medium)).statusCode).toBe(404)
    expect((await get(t, '/files/../../etc/passwd')).statusCode).toBe(404)
    expect((await get(t, '/files/images/not-a-uuid/medium.webp')).statusCode).toBe(404)
  })
})

describe('two app instances sharing one bucket (ADR 0053)', () => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    const database = await openTestDatabase()
    // Each instance has a data folder of its own, as processes on different machines would.
    a = await createTestApp({ env: { DATA_DIR: tempDataDir(), ...s3.env }, database })
    b = await createTestApp({ env: { DATA_DIR: tempDataDir(), ...s3.env }, database })
  })
  afterAll(async () => {
    await b.app.close()
    await a.close()
  })

  it('an upload through one instance is served, byte for byte, by the other', async () => {
    const image = await upload(a, await loginAs(a, 'promoter'), 'gallery')
    const [fromA, fromB] = [await get(a, image.urls.thumb), await get(b, image.urls.thumb)]
    expect(fromB.statusCode).toBe(200)
    expect(fromB.headers['content-type']).toBe('image/webp')
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true)
  })

  it('answers 503, not 500, when the bucket cannot be reached', async () => {
    const image = await upload(a, await loginAs(a, 'promoter'), 'gallery')
    const away = await createTestApp({
      env: { DATA_DIR: tempDataDir(), ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' },
      database: a.database,
    })
    try {
      const res = await get(away, image.urls.medium)
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' })
    } finally {
      await away.app.close()
    }
  })
})

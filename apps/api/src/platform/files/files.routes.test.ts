import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { makePng, multipart } from './testing/multipart.ts'

let t: TestApp
const tokens: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'galera-files-')) } })
  for (const [key, role] of [
    ['owner', 'promoter'],
    ['other', 'client'],
    ['admin', 'admin_basic'],
  ] as const) {
    const { user } = await createUser(t.db, { role })
    tokens[key] = await t.login(
      user.email,
      undefined,
      key === 'admin' ? '/api/auth/login/admin' : '/api/auth/login',
    )
  }
})
afterAll(() => t.close())

async function upload(purpose: string) {
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
      authorization: `Bearer ${tokens.owner}`,
    },
  })
  expect(res.statusCode).toBe(201)
  return res.json().data as { id: string; urls: { medium: string } }
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { cookie: `galera_session=${token}` } : {} })

describe('GET /files/<key>', () => {
  it('serves gallery and avatar images to anyone, cached for a year', async () => {
    const image = await upload('gallery')
    const res = await get(image.urls.medium)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toContain('immutable')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves Certificado documents only to their owner and admins, never cached', async () => {
    const doc = await upload('document')
    expect((await get(doc.urls.medium)).statusCode).toBe(404)
    expect((await get(doc.urls.medium, tokens.other)).statusCode).toBe(404)
    const own = await get(doc.urls.medium, tokens.owner)
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toBe('private, no-store')
    expect((await get(doc.urls.medium, tokens.admin)).statusCode).toBe(200)
  })

  it('stops serving a deleted image and refuses keys outside the pattern', async () => {
    const image = await upload('gallery')
    const del = await t.request({
      method: 'DELETE',
      url: `/api/me/images/${image.id}`,
      token: tokens.owner,
    })
    expect(del.statusCode).toBe(200)
    expect((await get(image.urls.medium)).statusCode).toBe(404)
    expect((await get('/files/../../etc/passwd')).statusCode).toBe(404)
    expect((await get('/files/images/not-a-uuid/medium.webp')).statusCode).toBe(404)
  })
})

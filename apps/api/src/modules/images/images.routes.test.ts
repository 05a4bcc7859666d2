import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  TEST_APP_KEY,
  TEST_APP_SECRET,
  type TestApp,
} from '../../../test/harness.ts'
import { createImage, createUser } from '../../../test/factories/accounts.ts'
import { colors } from '../../db/schema/index.ts'
import {
  makeJpegWithExif,
  makePixelBombPng,
  makePng,
  multipart,
} from '../../platform/files/testing/multipart.ts'

let t: TestApp
let dataDir: string
const tokens: Record<string, string> = {}
const ids: Record<string, string> = {}
let colorId: string

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'galera-images-'))
  t = await createTestApp({ env: { DATA_DIR: dataDir } })
  for (const role of ['admin_master', 'client', 'company', 'supplier', 'promoter'] as const) {
    const { user } = await createUser(t.db, {
      role,
      cnpj: role === 'company' ? '11222333000181' : null,
    })
    ids[role] = user.id
    tokens[role] = await t.login(
      user.email,
      undefined,
      role === 'admin_master' ? '/api/auth/login/admin' : '/api/auth/login',
    )
  }
  const [c] = await t.db
    .insert(colors)
    .values({ namePt: 'Vermelho', nameEn: 'Red', hex: '#FF0000' })
    .returning()
  colorId = c.id
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function upload(
  url: string,
  token: string | undefined,
  fields: Record<string, string>,
  files: Record<string, { body: Buffer; name: string; type: string }>,
  locale: 'pt' | 'en' = 'pt',
) {
  const { payload, contentType } = await multipart(fields, files)
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': contentType,
      'x-app-key': TEST_APP_KEY,
      'x-app-secret': TEST_APP_SECRET,
      locale,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  })
  return { statusCode: res.statusCode, body: res.json() }
}

const png = (body: Buffer, name = 'photo.png') => ({ body, name, type: 'image/png' })

async function fetchFile(url: string) {
  const res = await t.app.inject({ method: 'GET', url })
  return { res, body: res.rawPayload }
}

describe('POST /api/me/images (file service)', () => {
  it('re-encodes a PNG into three WebP sizes, never upscaled, served with safe headers', async () => {
    const res = await upload(
      '/api/me/images',
      tokens.client,
      { purpose: 'avatar' },
      {
        file: png(await makePng(640, 480)),
      },
    )
    expect(res.statusCode).toBe(201)
    const image = res.body.data
    expect(image).toMatchObject({ purpose: 'avatar', width: 640, height: 480, colorId: null })
    expect(image.urls.thumb).toMatch(/^\/files\/images\/[0-9a-f-]{36}\/thumb\.webp$/)
    const sizes: Record<string, [number, number]> = {
      thumb: [200, 150],
      medium: [640, 480],
      large: [640, 480],
    }
    for (const [size, [w, h]] of Object.entries(sizes)) {
      const { res: file, body } = await fetchFile(image.urls[size])
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('image/webp')
      expect(file.headers['x-content-type-options']).toBe('nosniff')
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(file.headers['content-disposition']).toMatch(
        /^inline; filename="images-[0-9a-f-]+-\w+\.webp"$/,
      )
      const meta = await sharp(body).metadata()
      expect(meta.format).toBe('webp')
      expect([meta.width, meta.height]).toEqual([w, h])
    }
  })

  it('strips EXIF and GPS from a JPEG and caps the large size at 1600 px', async () => {
    const jpeg = await makeJpegWithExif(2400, 1800)
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const res = await upload(
      '/api/me/images',
      tokens.client,
      { purpose: 'gallery' },
      {
        file: { body: jpeg, name: 'camera.jpg', type: 'image/jpeg' },
      },
    )
    expect(res.statusCode).toBe(201)
    expect([res.body.data.width, res.body.data.height]).toEqual([1600, 1200])
    for (const size of ['thumb', 'medium', 'large']) {
      const { body } = await fetchFile(res.body.data.urls[size])
      const meta = await sharp(body).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(body.includes(Buffer.from('SpyCam'))).toBe(false)
      expect(body.includes(Buffer.from('secret-owner'))).toBe(false)
    }
  })

  it.each([
    ['an HTML page named .png', Buffer.from('<!doctype html><script>alert(1)</script>')],
    [
      'an SVG named .png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['a text file named .png', Buffer.from('just some text, not an image at all')],
  ])('refuses %s by its bytes, whatever its name and type say', async (_label, body) => {
    const res = await upload(
      '/api/me/images',
      tokens.client,
      { purpose: 'gallery' },
      {
        file: png(body, 'innocent.png'),
      },
    )
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('FILE_TYPE_NOT_ALLOWED')
    expect(res.body.errors).toEqual([{ field: 'file', message: 'Tipo de arquivo não suportado' }])
  })

  it('refuses a truncated PNG and garbage after a PNG signature cleanly (422, not 500)', async () => {
    const real = await makePng(300, 300)
    for (const body of [
      real.subarray(0, 60),
      Buffer.concat([real.subarray(0, 8), Buffer.alloc(500, 7)]),
    ]) {
      const res = await upload('/api/me/images', tokens.client, {}, { file: png(body) })
      expect(res.statusCode).toBe(422)
      expect(res.body.code).toBe('IMAGE_UNREADABLE')
    }
  })

  it('refuses a file over 10 MB with 413 while it streams', async () => {
    const big = Buffer.concat([await makePng(10, 10), Buffer.alloc(10 * 1024 * 1024 + 1, 1)])
    const res = await upload('/api/me/images', tokens.client, {}, { file: png(big) })
    expect(res.statusCode).toBe(413)
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('refuses a pixel bomb from its header, with a translated message', async () => {
    const bomb = await makePixelBombPng(20_000, 20_000)
    expect(bomb.length).toBeLessThan(1024)
    const pt = await upload('/api/me/images', tokens.client, {}, { file: png(bomb) })
    expect(pt.statusCode).toBe(422)
    expect(pt.body.code).toBe('IMAGE_TOO_MANY_PIXELS')
    expect(pt.body.errors[0]).toEqual({
      field: 'file',
      message: 'A imagem tem pixels demais (máximo 40 megapixels)',
    })
    const en = await upload('/api/me/images', tokens.client, {}, { file: png(bomb) }, 'en')
    expect(en.body.errors[0].message).toBe('The image has too many pixels (at most 40 megapixels)')
  })

  it('refuses a missing file with the spec message, and a bad purpose', async () => {
    const res = await upload('/api/me/images', tokens.client, { purpose: 'avatar' }, {})
    expect(res.statusCode).toBe(422)
    expect(res.body.code).toBe('FILE_REQUIRED')
    expect(res.body.errors).toEqual([{ field: 'file', message: 'Arquivo obrigatório não anexado' }])
    const en = await upload('/api/me/images', tokens.client, {}, {}, 'en')
    expect(en.body.errors[0].message).toBe('Required file not attached')
    const purpose = await upload(
      '/api/me/images',
      tokens.client,
      { purpose: 'banner' },
      {
        file: png(await makePng(20, 20)),
      },
    )
    expect(purpose.statusCode).toBe(422)
    expect(purpose.body.errors[0].field).toBe('purpose')
    const json = await t.request({
      method: 'POST',
      url: '/api/me/images',
      token: tokens.client,
      body: { file: 'x' },
    })
    expect(json.statusCode).toBe(415)
  })

  it('needs a signed-in user', async () => {
    const res = await upload('/api/me/images', undefined, {}, { file: png(await makePng(20, 20)) })
    expect(res.statusCode).toBe(401)
  })
})

describe('avatar and deletion (own images only)', () => {
  it('sets my own image as avatar, never someone else’s', async () => {
    const mine = await upload(
      '/api/me/images',
      tokens.supplier,
      { purpose: 'avatar' },
      {
        file: png(await makePng(50, 50)),
      },
    )
    const id = mine.body.data.id
    const set = await t.request({
      method: 'PUT',
      url: '/api/me/avatar',
      token: tokens.supplier,
      body: { imageId: id },
    })
    expect(set.statusCode).toBe(200)
    expect(set.body.data.image.id).toBe(id)
    const me = await t.request({ method: 'GET', url: '/api/me/avatar', token: tokens.supplier })
    expect(me.body.data.image.urls.thumb).toBe(mine.body.data.urls.thumb)

    const foreign = await t.request({
      method: 'PUT',
      url: '/api/me/avatar',
      token: tokens.client,
      body: { imageId: id },
    })
    expect(foreign.statusCode).toBe(404)
    const bad = await t.request({
      method: 'PUT',
      url: '/api/me/avatar',
      token: tokens.client,
      body: { imageId: 'nope' },
    })
    expect(bad.statusCode).toBe(422)

    // Someone else cannot delete it; deleting it myself clears my avatar.
    const del = (token: string) =>
      t.request({ method: 'DELETE', url: `/api/me/images/${id}`, token })
    expect((await del(tokens.client)).statusCode).toBe(404)
    expect((await del(tokens.supplier)).statusCode).toBe(200)
    expect((await del(tokens.supplier)).statusCode).toBe(404)
    const after = await t.request({ method: 'GET', url: '/api/me/avatar', token: tokens.supplier })
    expect(after.body.data.image).toBeNull()
    const again = await t.request({
      method: 'PUT',
      url: '/api/me/avatar',
      token: tokens.supplier,
      body: { imageId: id },
    })
    expect(again.statusCode).toBe(404)
  })
})

describe('image library per area (spec §7)', () => {
  it('lists only my own live images, 12 a page, newest first, with last_page', async () => {
    const { user } = await createUser(t.db, { role: 'company', cnpj: '11444777000161' })
    const token = await t.login(user.email)
    for (let i = 0; i < 13; i++) {
      t.clock.advance(1000)
      await createImage(t.db, { ownerId: user.id, purpose: 'gallery' })
    }
    await createImage(t.db, { ownerId: user.id, deleted: true })
    await createImage(t.db, { ownerId: ids.client })
    const page1 = await t.request({ method: 'GET', url: '/api/client/images?page=1', token })
    expect(page1.statusCode).toBe(200)
    expect(page1.body.data.data).toHaveLength(12)
    expect(page1.body.data.last_page).toBe(2)
    const page2 = await t.request({ method: 'GET', url: '/api/client/images?page=2', token })
    expect(page2.body.data.data).toHaveLength(1)
    const page3 = await t.request({ method: 'GET', url: '/api/client/images?page=3', token })
    expect(page3.body.data).toEqual({ data: [], last_page: 2 })
    const all = [...page1.body.data.data, ...page2.body.data.data]
    const times = all.map((i: { createdAt: string }) => i.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    const clientList = await t.request({
      method: 'GET',
      url: '/api/client/images',
      token: tokens.client,
    })
    const clientIds = clientList.body.data.data.map((i: { id: string }) => i.id)
    expect(clientIds.some((id: string) => all.some((i: { id: string }) => i.id === id))).toBe(false)
    const bad = await t.request({ method: 'GET', url: '/api/client/images?page=0', token })
    expect(bad.statusCode).toBe(422)
  })

  it.each([
    ['client', '/api/client/images', 200],
    ['company', '/api/client/images', 200],
    ['client', '/api/supplier/images', 403],
    ['client', '/api/admin/images', 403],
    ['supplier', '/api/supplier/images', 200],
    ['promoter', '/api/supplier/images', 200],
    ['promoter', '/api/client/images', 403],
    ['admin_master', '/api/admin/images', 200],
    ['admin_master', '/api/supplier/selectColors', 403],
    ['supplier', '/api/supplier/selectColors', 200],
  ])('%s → GET %s answers %i', async (role, url, status) => {
    const res = await t.request({ method: 'GET', url, token: tokens[role] })
    expect(res.statusCode).toBe(status)
  })

  it('refuses anonymous callers with 401', async () => {
    for (const url of ['/api/supplier/images', '/api/client/selectColors']) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401)
    }
  })

  it('uploads a product image with an existing colour, refuses an unknown one', async () => {
    const ok = await upload(
      '/api/supplier/upload/product',
      tokens.supplier,
      { color_id: colorId },
      {
        imageProduct: png(await makePng(120, 80)),
      },
    )
    expect(ok.statusCode).toBe(201)
    expect(ok.body.data).toMatchObject({ purpose: 'product', colorId })
    const list = await t.request({
      method: 'GET',
      url: '/api/supplier/images',
      token: tokens.supplier,
    })
    expect(list.body.data.data[0].id).toBe(ok.body.data.id)

    for (const color of ['5b7c3a58-0000-4000-8000-000000000000', 'red']) {
      const res = await upload(
        '/api/supplier/upload/product',
        tokens.supplier,
        { color_id: color },
        {
          imageProduct: png(await makePng(120, 80)),
        },
      )
      expect(res.statusCode).toBe(422)
      expect(res.body.errors[0].field).toBe('color_id')
    }
    const missing = await upload(
      '/api/supplier/upload/product',
      tokens.supplier,
      {},
      {
        file: png(await makePng(20, 20)),
      },
    )
    expect(missing.statusCode).toBe(422)
    expect(missing.body.errors[0].field).toBe('imageProduct')
    const wrongArea = await upload(
      '/api/supplier/upload/product',
      tokens.client,
      {},
      {
        imageProduct: png(await makePng(20, 20)),
      },
    )
    expect(wrongArea.statusCode).toBe(403)
  })

  it('lists colours in the request language', async () => {
    const pt = await t.request({
      method: 'GET',
      url: '/api/client/selectColors',
      token: tokens.client,
    })
    expect(pt.body.data).toContainEqual({
      id: colorId,
      name: 'Vermelho',
      hex: '#FF0000',
      texturePath: null,
    })
    const en = await t.request({
      method: 'GET',
      url: '/api/client/selectColors',
      token: tokens.client,
      locale: 'en',
    })
    expect(en.body.data).toContainEqual({
      id: colorId,
      name: 'Red',
      hex: '#FF0000',
      texturePath: null,
    })
  })
})

describe('GET /files/<key>', () => {
  it.each([
    '/files/../../etc/passwd',
    '/files/..%2f..%2fetc%2fpasswd',
    '/files/images/not-a-uuid/thumb.webp',
    '/files/images/5b7c3a58-0000-4000-8000-000000000000/thumb.webp',
    '/files/images/5b7c3a58-0000-4000-8000-000000000000/original.png',
  ])('answers 404 for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(404)
  })
})

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  TEST_APP_KEY,
  TEST_APP_SECRET,
  type TestApp,
} from '../../../test/harness.ts'
import { createImage, createUser } from '../../../test/factories/accounts.ts'
import { auditLog, colors, images } from '../../db/schema/index.ts'
import { makePng, multipart } from '../../platform/files/testing/multipart.ts'

let t: TestApp
let dataDir: string
let master: string
let basic: string
let masterId: string
const ADMIN_LOGIN = '/api/auth/login/admin'
const NO_ID = '00000000-0000-4000-8000-000000000000'
const S = '/api/admin/settings'

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'galera-settings-'))
  t = await createTestApp({ env: { DATA_DIR: dataDir } })
  const m = await createUser(t.db, { role: 'admin_master' })
  masterId = m.user.id
  master = await t.login(m.user.email, undefined, ADMIN_LOGIN)
  const b = await createUser(t.db, { role: 'admin_basic' })
  basic = await t.login(b.user.email, undefined, ADMIN_LOGIN)
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const post = (url: string, body: unknown, token = master, locale: 'pt' | 'en' = 'pt') =>
  t.request({ method: 'POST', url, body, token, locale })
const put = (url: string, body: unknown, token = master) =>
  t.request({ method: 'PUT', url, body, token })
const auditOf = (action: string, targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))

async function uploadTexture(body: Buffer, token = master, locale: 'pt' | 'en' = 'pt') {
  const { payload, contentType } = await multipart(
    {},
    { file: { body, name: 'texture.png', type: 'image/png' } },
  )
  const res = await t.app.inject({
    method: 'POST',
    url: `${S}/colors/texture`,
    payload,
    headers: {
      'content-type': contentType,
      'x-app-key': TEST_APP_KEY,
      'x-app-secret': TEST_APP_SECRET,
      locale,
      authorization: `Bearer ${token}`,
    },
  })
  return { statusCode: res.statusCode, body: res.json() }
}

describe('categories', () => {
  it('creates a category and a subcategory, lists them as a tree, audits both', async () => {
    const top = await post(`${S}/categories`, {
      kind: 'product',
      namePt: 'Canetas Ecológicas',
      nameEn: 'Eco pens',
    })
    expect(top.statusCode).toBe(201)
    expect(top.body.data).toMatchObject({ slug: 'canetas-ecologicas', parentId: null })
    const sub = await post(
      `${S}/categories`,
      { kind: 'product', parentId: top.body.data.id, namePt: 'Bambu', nameEn: 'Bamboo' },
      basic,
    )
    expect(sub.statusCode).toBe(201)
    expect(sub.body.data.slug).toBe('canetas-ecologicas-bambu')

    const tree = await t.request({
      method: 'GET',
      url: `${S}/categories?kind=product`,
      token: basic,
    })
    const node = tree.body.data.find((c: { id: string }) => c.id === top.body.data.id)
    expect(node.children.map((c: { namePt: string }) => c.namePt)).toEqual(['Bambu'])

    const [row] = await auditOf('category.create', sub.body.data.id)
    expect(row.after).toMatchObject({ namePt: 'Bambu', parentId: top.body.data.id })
  })

  it('refuses a duplicate name among siblings (409) and a sub-subcategory (422)', async () => {
    const a = await post(`${S}/categories`, {
      kind: 'product',
      namePt: 'Chaveiros',
      nameEn: 'Keyrings',
    })
    const dup = await post(`${S}/categories`, {
      kind: 'product',
      namePt: 'chaveiros',
      nameEn: 'Key chains',
    })
    expect(dup.statusCode).toBe(409)
    expect(dup.body.code).toBe('CATEGORY_NAME_TAKEN')
    expect(dup.body.message).toBe('Já existe uma categoria com esse nome')
    const sub = await post(`${S}/categories`, {
      kind: 'product',
      parentId: a.body.data.id,
      namePt: 'Metal',
      nameEn: 'Metal',
    })
    const deep = await post(`${S}/categories`, {
      kind: 'product',
      parentId: sub.body.data.id,
      namePt: 'Aço',
      nameEn: 'Steel',
    })
    expect(deep.statusCode).toBe(422)
    expect(deep.body.errors[0].field).toBe('parentId')
    const empty = await post(`${S}/categories`, { kind: 'product', namePt: ' ', nameEn: '' })
    expect(empty.statusCode).toBe(422)
    expect(empty.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'nameEn',
      'namePt',
    ])
    const promoterTop = await post(`${S}/categories`, {
      kind: 'promoter',
      namePt: 'Garçons',
      nameEn: 'Waiters',
    })
    const promoterSub = await post(`${S}/categories`, {
      kind: 'promoter',
      parentId: promoterTop.body.data.id,
      namePt: 'Garçons de vinho',
      nameEn: 'Wine waiters',
    })
    expect(promoterSub.statusCode).toBe(422)
    const symbols = await post(`${S}/categories`, { kind: 'product', namePt: '!!!', nameEn: 'x' })
    expect(symbols.statusCode).toBe(422)
  })

  it('renames keeping the slug, reorders siblings, audits', async () => {
    const a = await post(`${S}/categories`, {
      kind: 'promoter',
      namePt: 'Recepção Z',
      nameEn: 'Reception Z',
    })
    const b = await post(`${S}/categories`, { kind: 'promoter', namePt: 'Bar Z', nameEn: 'Bar Z' })
    const renamed = await put(`${S}/categories/${a.body.data.id}`, {
      namePt: 'Recepcionistas Z',
      nameEn: 'Receptionists Z',
    })
    expect(renamed.body.data).toMatchObject({ namePt: 'Recepcionistas Z', slug: 'recepcao-z' })
    const [r] = await auditOf('category.rename', a.body.data.id)
    expect(r.before).toEqual({ namePt: 'Recepção Z', nameEn: 'Reception Z' })

    const tree = await t.request({
      method: 'GET',
      url: `${S}/categories?kind=promoter`,
      token: master,
    })
    const ids: string[] = tree.body.data.map((c: { id: string }) => c.id)
    const reversed = [...ids].reverse()
    const ok = await put(`${S}/categories/order`, {
      kind: 'promoter',
      parentId: null,
      ids: reversed,
    })
    expect(ok.statusCode).toBe(200)
    const after = await t.request({
      method: 'GET',
      url: `${S}/categories?kind=promoter`,
      token: master,
    })
    expect(after.body.data.map((c: { id: string }) => c.id)).toEqual(reversed)
    const partial = await put(`${S}/categories/order`, {
      kind: 'promoter',
      parentId: null,
      ids: [b.body.data.id],
    })
    if (ids.length > 1) expect(partial.statusCode).toBe(422)
    const missing = await put(`${S}/categories/${NO_ID}`, { namePt: 'X', nameEn: 'X' })
    expect(missing.statusCode).toBe(404)
  })

  it('an inactive category leaves GET /api/public/categories (same contract) and comes back', async () => {
    const c = await post(`${S}/categories`, {
      kind: 'product',
      namePt: 'Squeezes',
      nameEn: 'Squeeze bottles',
    })
    const list = async () =>
      (await t.request({ method: 'GET', url: '/api/public/categories?kind=product', locale: 'en' }))
        .body.data as { id: string; slug: string; name: string }[]
    expect(await list()).toContainEqual({
      id: c.body.data.id,
      slug: 'squeezes',
      name: 'Squeeze bottles',
    })
    const off = await put(`${S}/categories/${c.body.data.id}/status`, { isActive: false }, basic)
    expect(off.body.data.isActive).toBe(false)
    expect((await list()).some((x) => x.id === c.body.data.id)).toBe(false)
    const one = await t.request({ method: 'GET', url: `/api/public/categories/${c.body.data.id}` })
    expect(one.statusCode).toBe(404)
    const [row] = await auditOf('category.inactivate', c.body.data.id)
    expect(row).toMatchObject({ before: { isActive: true }, after: { isActive: false } })
    await put(`${S}/categories/${c.body.data.id}/status`, { isActive: true })
    expect((await list()).some((x) => x.id === c.body.data.id)).toBe(true)
  })

  it('refuses unknown fields and wrong kinds', async () => {
    const res = await post(`${S}/categories`, {
      kind: 'other',
      namePt: 'A',
      nameEn: 'A',
      isActive: false,
    })
    expect(res.statusCode).toBe(422)
  })
})

describe('materials', () => {
  it('creates, refuses a duplicate name with a clear 409, renames, inactivates; public list', async () => {
    const m = await post(`${S}/materials`, { namePt: 'Alumínio', nameEn: 'Aluminium' })
    expect(m.statusCode).toBe(201)
    const dup = await post(`${S}/materials`, { namePt: 'ALUMÍNIO', nameEn: 'Alu' }, master, 'en')
    expect(dup.statusCode).toBe(409)
    expect(dup.body).toMatchObject({
      code: 'MATERIAL_NAME_TAKEN',
      message: 'A material with this name already exists',
    })
    const other = await post(`${S}/materials`, { namePt: 'Bambu', nameEn: 'Bamboo' })
    const clash = await put(`${S}/materials/${other.body.data.id}`, {
      namePt: 'Bambu natural',
      nameEn: 'aluminium',
    })
    expect(clash.statusCode).toBe(409)
    const renamed = await put(`${S}/materials/${other.body.data.id}`, {
      namePt: 'Bambu natural',
      nameEn: 'Natural bamboo',
    })
    expect(renamed.body.data.namePt).toBe('Bambu natural')

    const pub = async () =>
      (await t.request({ method: 'GET', url: '/api/public/materials' })).body.data as {
        name: string
      }[]
    expect((await pub()).map((x) => x.name)).toContain('Alumínio')
    await put(`${S}/materials/${m.body.data.id}/status`, { isActive: false }, basic)
    expect((await pub()).map((x) => x.name)).not.toContain('Alumínio')
    const [row] = await auditOf('material.inactivate', m.body.data.id)
    expect(row.after).toEqual({ isActive: false })
    const all = await t.request({ method: 'GET', url: `${S}/materials`, token: basic })
    expect(all.body.data.find((x: { id: string }) => x.id === m.body.data.id).isActive).toBe(false)
  })
})

describe('colours', () => {
  it('creates with an upper-cased hex, refuses a bad hex with a translated message', async () => {
    const ok = await post(`${S}/colors`, {
      namePt: 'Azul royal',
      nameEn: 'Royal blue',
      hex: '#1a2b3c',
    })
    expect(ok.statusCode).toBe(201)
    expect(ok.body.data).toMatchObject({ hex: '#1A2B3C', texturePath: null, inUse: false })
    for (const hex of ['1A2B3C', '#12345', '#GGGGGG', '#1234567', 'red']) {
      const bad = await post(`${S}/colors`, { namePt: 'X', nameEn: 'X', hex })
      expect(bad.statusCode).toBe(422)
      expect(bad.body.errors).toEqual([{ field: 'hex', message: 'Use o formato #RRGGBB' }])
    }
  })

  it('refuses a 21×20 texture (nothing stored) and accepts 20×20, then links it to a colour', async () => {
    const before = await t.db.select().from(images).where(eq(images.purpose, 'texture'))
    const big = await uploadTexture(await makePng(21, 20))
    expect(big.statusCode).toBe(422)
    expect(big.body.code).toBe('TEXTURE_TOO_LARGE')
    expect(big.body.errors).toEqual([
      { field: 'file', message: 'A textura deve ter no máximo 20×20 pixels' },
    ])
    const tall = await uploadTexture(await makePng(20, 21), master, 'en')
    expect(tall.body.errors[0].message).toBe('The texture must be at most 20×20 pixels')
    const after = await t.db.select().from(images).where(eq(images.purpose, 'texture'))
    expect(after.length).toBe(before.length)

    const ok = await uploadTexture(await makePng(20, 20), basic)
    expect(ok.statusCode).toBe(201)
    expect(ok.body.data).toMatchObject({ width: 20, height: 20 })
    const color = await post(`${S}/colors`, {
      namePt: 'Madeira',
      nameEn: 'Wood',
      hex: '#8B5A2B',
      textureImageId: ok.body.data.imageId,
    })
    expect(color.statusCode).toBe(201)
    expect(color.body.data.texturePath).toBe(ok.body.data.url)
    const file = await t.app.inject({ method: 'GET', url: ok.body.data.url })
    expect(file.statusCode).toBe(200)
    // The public colour list of the image library shows the texture too.
    const select = await t.request({ method: 'GET', url: '/api/admin/selectColors', token: master })
    expect(
      select.body.data.find((c: { id: string }) => c.id === color.body.data.id).texturePath,
    ).toBe(ok.body.data.url)
    const kept = await put(`${S}/colors/${color.body.data.id}`, {
      namePt: 'Madeira clara',
      nameEn: 'Light wood',
      hex: '#C19A6B',
    })
    expect(kept.body.data.texturePath).toBe(ok.body.data.url)
    const cleared = await put(`${S}/colors/${color.body.data.id}`, {
      namePt: 'Madeira clara',
      nameEn: 'Light wood',
      hex: '#C19A6B',
      textureImageId: null,
    })
    expect(cleared.body.data.texturePath).toBeNull()
    const [row] = await auditOf('color.update', color.body.data.id)
    expect(row).toBeTruthy()
  })

  it('refuses a texture id that is not a texture image', async () => {
    const other = await createImage(t.db, { ownerId: masterId, purpose: 'gallery' })
    const res = await post(`${S}/colors`, {
      namePt: 'Verde',
      nameEn: 'Green',
      hex: '#00FF00',
      textureImageId: other.id,
    })
    expect(res.statusCode).toBe(422)
    expect(res.body.errors[0].field).toBe('textureImageId')
  })

  it('deletes an unused colour (audited) and refuses one a product image uses', async () => {
    const free = await post(`${S}/colors`, { namePt: 'Lilás', nameEn: 'Lilac', hex: '#C8A2C8' })
    const del = await t.request({
      method: 'DELETE',
      url: `${S}/colors/${free.body.data.id}`,
      token: basic,
    })
    expect(del.statusCode).toBe(200)
    expect(await t.db.select().from(colors).where(eq(colors.id, free.body.data.id))).toEqual([])
    const [row] = await auditOf('color.delete', free.body.data.id)
    expect(row.before).toMatchObject({ hex: '#C8A2C8' })

    const used = await post(`${S}/colors`, { namePt: 'Preto', nameEn: 'Black', hex: '#000000' })
    const img = await createImage(t.db, { ownerId: masterId, purpose: 'product' })
    await t.db.update(images).set({ colorId: used.body.data.id }).where(eq(images.id, img.id))
    const list = await t.request({ method: 'GET', url: `${S}/colors`, token: master })
    expect(list.body.data.find((c: { id: string }) => c.id === used.body.data.id).inUse).toBe(true)
    const refused = await t.request({
      method: 'DELETE',
      url: `${S}/colors/${used.body.data.id}`,
      token: master,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.body.code).toBe('COLOR_IN_USE')
    const missing = await t.request({
      method: 'DELETE',
      url: `${S}/colors/${NO_ID}`,
      token: master,
    })
    expect(missing.statusCode).toBe(404)
  })
})

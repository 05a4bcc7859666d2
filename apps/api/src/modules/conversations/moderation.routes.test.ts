import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import {
  createTestApp,
  TEST_APP_KEY,
  TEST_APP_SECRET,
  type TestApp,
} from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { auditLog, conversationMessages, notifications, users } from '../../db/schema/index.ts'
import { makePng, multipart } from '../../platform/files/testing/multipart.ts'

type Who = { id: string; token: string }
let t: TestApp
let dataDir: string
let hirer: Who, promoter: Who, outsider: Who, admin: Who
let conversationId: string

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'galera-conv-mod-'))
  t = await createTestApp({ env: { DATA_DIR: dataDir } })
  const h = await createUser(t.db, { role: 'client', name: 'Helena Hirer' })
  hirer = { id: h.user.id, token: await t.login(h.user.email) }
  const p = await createPromoter(t.db, { user: { name: 'Paula Promotora', locale: 'en' } })
  promoter = { id: p.user.id, token: await t.login(p.user.email) }
  const o = await createUser(t.db, { role: 'company', name: 'Outra Empresa' })
  outsider = { id: o.user.id, token: await t.login(o.user.email) }
  const a = await createUser(t.db, { role: 'admin_basic' })
  admin = { id: a.user.id, token: await t.login(a.user.email, undefined, '/api/auth/login/admin') }
  const opened = await post(`/api/conversations/promoter/${promoter.id}`, hirer)
  conversationId = opened.body.data.id
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const post = (url: string, who: Who, body: unknown = {}, locale?: 'pt' | 'en') =>
  t.request({ method: 'POST', url, token: who.token, body, locale })
const get = (url: string, who: Who) => t.request({ method: 'GET', url, token: who.token })
const send = async (who: Who, text: string) =>
  (await post(`/api/conversations/${conversationId}/messages`, who, { text })).body.data
    .id as number

async function attach(
  who: Who,
  file: { body: Buffer; name: string; type: string },
  text = '',
  locale: 'pt' | 'en' = 'pt',
) {
  const { payload, contentType } = await multipart(text ? { text } : {}, { file })
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/attachments`,
    payload,
    headers: {
      'content-type': contentType,
      'x-app-key': TEST_APP_KEY,
      'x-app-secret': TEST_APP_SECRET,
      authorization: `Bearer ${who.token}`,
      locale,
    },
  })
  return { statusCode: res.statusCode, body: res.json(), headers: res.headers }
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')

describe('reporting a message', () => {
  let rude: number
  it('lets only the other side report, once, with a reason', async () => {
    rude = await send(promoter, 'Você é um idiota')
    const mine = await send(hirer, 'Bom dia')
    const url = (id: number) => `/api/conversations/${conversationId}/messages/${id}/report`
    expect((await post(url(rude), hirer, { reason: 'nope' })).statusCode).toBe(422)
    expect((await post(url(mine), hirer, { reason: 'spam' })).statusCode).toBe(404)
    expect((await post(url(rude), outsider, { reason: 'spam' })).statusCode).toBe(404)
    const ok = await post(url(rude), hirer, { reason: 'harassment', note: 'Ofensa' })
    expect(ok.statusCode).toBe(200)
    const again = await post(url(rude), hirer, { reason: 'harassment' }, 'en')
    expect(again.statusCode).toBe(409)
    expect(again.body.message).toBe('You have already reported this message')
    const page = await get(`/api/conversations/${conversationId}/messages`, hirer)
    expect(page.body.data.data.find((m: { id: number }) => m.id === rude)).toMatchObject({
      reported: true,
      hidden: false,
    })
  })

  it('is refused by the database when the reporter is not the other side', async () => {
    const { conversationReports } = await import('../../db/schema/index.ts')
    await expect(
      t.db.insert(conversationReports).values({
        messageId: rude,
        conversationId,
        reporterId: promoter.id,
        reason: 'spam',
      }),
    ).rejects.toThrow()
  })

  it('lists reported conversations to admins, without the text, and lets them read only those', async () => {
    const list = await get('/api/admin/conversations/reports', admin)
    expect(list.statusCode).toBe(200)
    expect(list.body.data.data).toEqual([
      expect.objectContaining({
        id: conversationId,
        openReports: 1,
        hirer: { id: hirer.id, name: 'Helena Hirer', contactAttempts: 0, suspended: false },
      }),
    ])
    expect(JSON.stringify(list.body)).not.toContain('idiota')
    // A conversation nobody reported stays closed to admins.
    const other = await post(`/api/conversations/promoter/${promoter.id}`, outsider)
    expect((await get(`/api/admin/conversations/${other.body.data.id}`, admin)).statusCode).toBe(
      404,
    )

    const read = await get(`/api/admin/conversations/${conversationId}`, admin)
    expect(read.statusCode).toBe(200)
    const reported = read.body.data.data.find((m: { id: number }) => m.id === rude)
    expect(reported).toMatchObject({
      text: 'Você é um idiota',
      side: 'provider',
      authorId: promoter.id,
    })
    expect(reported.reports).toEqual([
      expect.objectContaining({ reason: 'harassment', note: 'Ofensa', resolution: null }),
    ])
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'conversation.read'), eq(auditLog.targetId, conversationId)))
    expect(trail).toHaveLength(1)
    expect(trail[0].actorId).toBe(admin.id)
    expect((await get(`/api/admin/conversations/${conversationId}`, hirer)).statusCode).toBe(403)
  })

  it('counts every contact attempt of each side, in any conversation, and says who is suspended', async () => {
    const other = (await post(`/api/conversations/promoter/${promoter.id}`, outsider)).body.data
      .id as string
    await send(promoter, 'Me chama no (71) 99999-1234')
    await post(`/api/conversations/${other}/messages`, promoter, { text: 'zap 71 98888-4321' })
    const read = await get(`/api/admin/conversations/${conversationId}`, admin)
    expect(read.body.data.conversation.hirer).toMatchObject({
      contactAttempts: 0,
      suspended: false,
    })
    expect(read.body.data.conversation.provider).toMatchObject({
      contactAttempts: 2,
      suspended: false,
    })
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, promoter.id))
    try {
      const list = await get('/api/admin/conversations/reports', admin)
      expect(list.body.data.data[0].provider).toMatchObject({
        id: promoter.id,
        contactAttempts: 2,
        suspended: true,
      })
    } finally {
      await t.db.update(users).set({ status: 'active' }).where(eq(users.id, promoter.id))
    }
  })

  it('hides a message for both sides, audited, and closes its reports', async () => {
    const unreported = await send(promoter, 'Outra mensagem')
    const hide = (id: number) => post(`/api/admin/conversations/messages/${id}/hide`, admin)
    expect((await hide(unreported)).statusCode).toBe(404)
    expect((await hide(rude)).statusCode).toBe(200)
    expect((await hide(rude)).statusCode).toBe(409)
    for (const who of [hirer, promoter]) {
      const page = await get(`/api/conversations/${conversationId}/messages`, who)
      expect(page.body.data.data.find((m: { id: number }) => m.id === rude)).toMatchObject({
        hidden: true,
        text: '',
      })
      expect(JSON.stringify(page.body)).not.toContain('idiota')
    }
    const read = await get(`/api/admin/conversations/${conversationId}`, admin)
    const m = read.body.data.data.find((x: { id: number }) => x.id === rude)
    expect(m).toMatchObject({ hidden: true, text: 'Você é um idiota' })
    expect(m.reports[0].resolution).toBe('hidden')
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'message.hide'))
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'user', targetId: promoter.id })
  })

  it('warns the author in their language and lets the admin dismiss a report', async () => {
    const spam = await send(promoter, 'Compre meu curso')
    await post(`/api/conversations/${conversationId}/messages/${spam}/report`, hirer, {
      reason: 'spam',
    })
    expect((await post(`/api/admin/conversations/messages/${spam}/warn`, admin)).statusCode).toBe(
      200,
    )
    const [bell] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, promoter.id), eq(notifications.code, 'conversation_warning')),
      )
    expect(bell).toBeDefined()
    expect(t.mailer.sent.some((m) => m.subject.includes('moderation warning'))).toBe(true)
    const other = await send(promoter, 'Tudo bem?')
    await post(`/api/conversations/${conversationId}/messages/${other}/report`, hirer, {
      reason: 'other',
    })
    expect(
      (await post(`/api/admin/conversations/messages/${other}/dismiss`, admin)).statusCode,
    ).toBe(200)
    const list = await get('/api/admin/conversations/reports', admin)
    expect(list.body.data.data[0]).toMatchObject({ openReports: 0, reports: 3 })
  })
})

describe('attachments', () => {
  it('sends an image through the upload pipeline, outside the image library', async () => {
    const res = await attach(
      hirer,
      { body: await makePng(300, 200), name: 'logo.png', type: 'image/png' },
      'O logo',
    )
    expect(res.statusCode).toBe(201)
    expect(res.body.data).toMatchObject({
      text: 'O logo',
      attachment: { kind: 'image', removed: false },
    })
    const url = res.body.data.attachment.image.medium as string
    const fetchAs = (who?: Who) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: who ? { authorization: `Bearer ${who.token}` } : {},
      })
    const file = await fetchAs(promoter)
    expect(file.statusCode).toBe(200)
    expect(file.headers['cache-control']).toContain('private')
    expect((await fetchAs(hirer)).statusCode).toBe(200)
    expect((await fetchAs(admin)).statusCode).toBe(200)
    // Nobody outside the conversation, signed in or not, gets it by its address.
    expect((await fetchAs(outsider)).statusCode).toBe(404)
    expect((await fetchAs()).statusCode).toBe(404)
    const library = await get('/api/client/images', hirer)
    expect(library.body.data.data ?? library.body.data).toHaveLength(0)
    const seen = await get(`/api/conversations/${conversationId}/messages`, promoter)
    expect(seen.body.data.data.at(-1).attachment.image.medium).toBe(url)
  })

  it('sends a PDF, served only to the two sides as a download', async () => {
    const res = await attach(promoter, {
      body: PDF,
      name: 'orçamento final.pdf',
      type: 'application/pdf',
    })
    expect(res.statusCode).toBe(201)
    expect(res.body.data).toMatchObject({
      text: '',
      attachment: { kind: 'pdf', name: 'orçamento final.pdf', bytes: PDF.length },
    })
    const url = `/api/conversations/${conversationId}/messages/${res.body.data.id}/attachment`
    const file = await t.request({ method: 'GET', url, token: hirer.token })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="orcamento final.pdf"/,
    )
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    expect(file.raw.rawPayload.equals(PDF)).toBe(true)
    expect((await t.request({ method: 'GET', url, token: outsider.token })).statusCode).toBe(404)
    const [row] = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, res.body.data.id))
    // Never through the public /files route.
    expect(
      (await t.app.inject({ method: 'GET', url: `/files/${row.attachmentKey}` })).statusCode,
    ).toBe(404)
  })

  it('refuses with a translated 422 a file that is not what it claims', async () => {
    const fake = await attach(
      hirer,
      { body: Buffer.from('<html>oi</html>'), name: 'doc.pdf', type: 'application/pdf' },
      '',
      'en',
    )
    expect(fake.statusCode).toBe(422)
    expect(fake.body.errors).toEqual([{ field: 'file', message: 'This file is not a PDF' }])
    const pdfAsImage = await attach(hirer, { body: PDF, name: 'foto.png', type: 'image/png' })
    expect(pdfAsImage.statusCode).toBe(422)
    expect(pdfAsImage.body.errors[0]).toEqual({
      field: 'file',
      message: 'Tipo de arquivo não suportado',
    })
    const text = await attach(hirer, { body: Buffer.from('oi'), name: 'a.txt', type: 'text/plain' })
    expect(text.statusCode).toBe(422)
    const big = Buffer.concat([
      PDF.subarray(0, 9),
      Buffer.alloc(5 * 1024 * 1024),
      Buffer.from('\n%%EOF\n'),
    ])
    const tooBig = await attach(hirer, { body: big, name: 'big.pdf', type: 'application/pdf' })
    expect(tooBig.statusCode).toBe(422)
    expect(tooBig.body.errors[0].message).toBe('Arquivos PDF de até 5 MB')
    const outsiderTry = await attach(outsider, {
      body: PDF,
      name: 'a.pdf',
      type: 'application/pdf',
    })
    expect(outsiderTry.statusCode).toBe(404)
  })
})

describe('LGPD', () => {
  it('exports my conversations, and closing my account forgets me as the author', async () => {
    const c = await createUser(t.db, {
      role: 'client',
      name: 'Carla Fecha',
      password: 'Galera@2026',
    })
    const carla = { id: c.user.id, token: await t.login(c.user.email, 'Galera@2026') }
    const conv = await post(`/api/conversations/promoter/${promoter.id}`, carla)
    const id = conv.body.data.id
    await post(`/api/conversations/${id}/messages`, carla, { text: 'Pode ligar: (71) 99999-1234' })
    await post(`/api/conversations/${id}/messages`, promoter, { text: 'Me liga 71 98888-7777' })
    const exported = await t.request({ method: 'GET', url: '/api/me/export', token: carla.token })
    const conversations = JSON.parse(exported.raw.payload).conversations
    expect(conversations).toHaveLength(1)
    expect(conversations[0].messages.map((m: { text: string }) => m.text)).toEqual([
      'Pode ligar: (71) 99999-1234',
      expect.not.stringContaining('98888'),
    ])

    const closed = await post(`/api/me/close`, carla, { password: 'Galera@2026', confirm: true })
    expect(closed.statusCode).toBe(200)
    const rows = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id))
    const hers = rows.find((r) => r.authorSide === 'hirer')!
    expect(hers.authorId).toBeNull()
    expect(hers.body).toMatch(/^Pode ligar: /)
    expect(hers.body).not.toContain('99999')
    const page = await get(`/api/conversations/${id}/messages`, promoter)
    expect(page.body.data.data[0].text).toMatch(/^Pode ligar:/)
    const [u] = await t.db.select().from(users).where(eq(users.id, carla.id))
    expect(page.body.data.conversation.counterpart.name).toBe(u.name)
  })
})

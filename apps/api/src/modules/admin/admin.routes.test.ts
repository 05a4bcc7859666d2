import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { auditLog, notifications, sessions, users } from '../../db/schema/index.ts'
import { on } from '../../platform/events.ts'
import { adminService } from './admin.service.ts'

let t: TestApp
let master: { id: string; email: string; token: string }
let basic: { id: string; email: string; token: string }
const ADMIN_LOGIN = '/api/auth/login/admin'

async function admin(role: 'admin_master' | 'admin_basic') {
  const { user } = await createUser(t.db, { role })
  return {
    id: user.id,
    email: user.email,
    token: await t.login(user.email, undefined, ADMIN_LOGIN),
  }
}

beforeAll(async () => {
  t = await createTestApp()
  master = await admin('admin_master')
  basic = await admin('admin_basic')
})
afterAll(() => t.close())

const suspend = (token: string | undefined, id: string, reason = 'Fraude confirmada') =>
  t.request({ method: 'POST', url: `/api/admin/users/${id}/suspend`, token, body: { reason } })

describe('authorization of the admin routes', () => {
  const someId = '00000000-0000-4000-8000-000000000000'
  const adminRoutes: [string, string, unknown?][] = [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/audit'],
    ['POST', `/api/admin/users/${someId}/suspend`, { reason: 'abc' }],
    ['POST', `/api/admin/users/${someId}/reactivate`],
    ['POST', `/api/admin/suppliers/${someId}/reset-password`],
    ['GET', '/api/admin/certifications'],
    ['POST', `/api/admin/certifications/${someId}/approve`],
    ['POST', `/api/admin/certifications/${someId}/refuse`, { reason: 'abc' }],
  ]
  const masterRoutes: [string, string, unknown?][] = [
    ['GET', '/api/admin/admins'],
    [
      'POST',
      '/api/admin/admins',
      { name: 'Ana Admin', email: 'ana.authz@galera.dev', cpf: '12345678909', role: 'admin_basic' },
    ],
    ['PATCH', `/api/admin/admins/${someId}`, { role: 'admin_basic' }],
    ['GET', '/api/admin/terms-versions'],
    [
      'POST',
      '/api/admin/terms-versions',
      { version: 'authz-1', summaryPt: 'Resumo de teste longo', summaryEn: 'A long test summary' },
    ],
  ]
  it('refuses anonymous callers with 401 and non-admins with 403', async () => {
    const { user } = await createUser(t.db, { role: 'supplier' })
    const supplier = await t.login(user.email)
    for (const [method, url, body] of [...adminRoutes, ...masterRoutes]) {
      const anon = await t.request({ method: method as 'GET', url, body })
      expect(anon.statusCode, `${method} ${url}`).toBe(401)
      expect(anon.body.area).toBe('admin')
      const other = await t.request({ method: method as 'GET', url, body, token: supplier })
      expect(other.statusCode, `${method} ${url}`).toBe(403)
    }
  })
  it('lets admin basic moderate but not manage admins or terms', async () => {
    for (const [method, url, body] of masterRoutes) {
      const res = await t.request({ method: method as 'GET', url, body, token: basic.token })
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.body.code).toBe('FORBIDDEN')
    }
    const list = await t.request({ method: 'GET', url: '/api/admin/users', token: basic.token })
    expect(list.statusCode).toBe(200)
  })
})

describe('users list', () => {
  it('searches accent-insensitively, filters and never shows password hashes', async () => {
    await createUser(t.db, {
      role: 'promoter',
      name: 'Joana Conceição',
      email: 'joana.busca@test.galera.dev',
    })
    await createUser(t.db, { role: 'client', name: 'Conceicao Lima' })
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/users?q=conceicao',
      token: basic.token,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.data.map((u: { name: string }) => u.name).sort()).toEqual([
      'Conceicao Lima',
      'Joana Conceição',
    ])
    expect(res.body.data.last_page).toBe(1)
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon/i)
    const byRole = await t.request({
      method: 'GET',
      url: '/api/admin/users?q=conceicao&role=promoter&status=active',
      token: basic.token,
    })
    expect(byRole.body.data.data).toHaveLength(1)
    const byMail = await t.request({
      method: 'GET',
      url: '/api/admin/users?q=JOANA.BUSCA',
      token: basic.token,
    })
    expect(byMail.body.data.data).toHaveLength(1)
  })
  it('paginates by 20', async () => {
    for (let i = 0; i < 21; i++) await createUser(t.db, { role: 'company', name: `Paginada ${i}` })
    const p1 = await t.request({
      method: 'GET',
      url: '/api/admin/users?q=Paginada',
      token: basic.token,
    })
    expect(p1.body.data.data).toHaveLength(20)
    expect(p1.body.data.last_page).toBe(2)
    const p2 = await t.request({
      method: 'GET',
      url: '/api/admin/users?q=Paginada&page=2',
      token: basic.token,
    })
    expect(p2.body.data.data).toHaveLength(1)
  })
  it('validates the filters', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/users?role=king&page=0',
      token: basic.token,
      locale: 'en',
    })
    expect(res.statusCode).toBe(422)
  })
})

describe('suspension', () => {
  it('suspends: status, sessions revoked, event, notification, e-mail, audit; old token gets 401', async () => {
    const { user } = await createUser(t.db, { role: 'client', name: 'Sara', locale: 'en' })
    const token = await t.login(user.email)
    const seen: string[] = []
    const off = on('account.suspended', async (tx, e) => {
      // Runs inside the suspension's transaction: it sees the new status.
      const [row] = await tx.select().from(users).where(eq(users.id, e.userId))
      seen.push(`${e.userId}:${row.status}`)
    })
    const res = await suspend(basic.token, user.id, 'Fake documents')
    off()
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'suspended', suspensionReason: 'Fake documents' })
    expect(seen).toEqual([`${user.id}:suspended`])

    const me = await t.request({ method: 'GET', url: '/api/auth/me', token })
    expect(me.statusCode).toBe(401)
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(live.every((s) => s.revokedAt !== null)).toBe(true)
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: user.email, password: 'Galera@2026' },
    })
    expect(login.statusCode).not.toBe(200)

    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(notes.map((n) => [n.code, n.params])).toEqual([
      ['account_suspended', { reason: 'Fake documents' }],
    ])
    const mail = t.mailer.last(user.email)!
    expect(mail.subject).toBe('Your Galera Eventos account has been suspended')
    expect(mail.text).toContain('Reason: Fake documents')

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, user.id))
    expect(entry).toMatchObject({
      actorId: basic.id,
      action: 'user.suspend',
      targetType: 'user',
      before: { status: 'active' },
      after: { status: 'suspended', reason: 'Fake documents' },
    })
  })
  it('rolls everything back when a handler of the event fails', async () => {
    const { user } = await createUser(t.db, { role: 'supplier' })
    const off = on('account.suspended', () => {
      throw new Error('boom')
    })
    const res = await suspend(master.token, user.id)
    off()
    expect(res.statusCode).toBe(500)
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row.status).toBe('active')
    expect(await t.db.$count(auditLog, eq(auditLog.targetId, user.id))).toBe(0)
    expect(await t.db.$count(notifications, eq(notifications.userId, user.id))).toBe(0)
  })
  it('requires a reason of 3 to 500 characters', async () => {
    const { user } = await createUser(t.db, { role: 'client' })
    const res = await suspend(basic.token, user.id, 'x')
    expect(res.statusCode).toBe(422)
    expect(res.body.errors[0].field).toBe('reason')
    const long = await suspend(basic.token, user.id, 'x'.repeat(501))
    expect(long.statusCode).toBe(422)
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row.status).toBe('active')
  })
  it('refuses self-suspension, and admins unless the actor is master', async () => {
    expect((await suspend(basic.token, basic.id)).body.code).toBe('MODERATION_SELF')
    expect((await suspend(master.token, master.id)).statusCode).toBe(422)
    const other = await admin('admin_basic')
    expect((await suspend(basic.token, other.id)).statusCode).toBe(403)
    expect((await suspend(master.token, other.id)).statusCode).toBe(200)
    expect((await suspend(master.token, other.id)).statusCode).toBe(409)
  })
  it('404s an unknown user', async () => {
    const res = await suspend(basic.token, '00000000-0000-4000-8000-000000000001')
    expect(res.statusCode).toBe(404)
  })
  it('reactivates: active again, notified, audited, can log in', async () => {
    const { user } = await createUser(t.db, { role: 'promoter' })
    await suspend(basic.token, user.id)
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/users/${user.id}/reactivate`,
      token: basic.token,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'active', suspensionReason: null })
    expect(await t.login(user.email)).toBeTruthy()
    const codes = (
      await t.db.select().from(notifications).where(eq(notifications.userId, user.id))
    ).map((n) => n.code)
    expect(codes.sort()).toEqual(['account_reactivated', 'account_suspended'])
    const again = await t.request({
      method: 'POST',
      url: `/api/admin/users/${user.id}/reactivate`,
      token: basic.token,
    })
    expect(again.statusCode).toBe(409)
    const trail = await t.request({
      method: 'GET',
      url: `/api/admin/audit?targetId=${user.id}`,
      token: basic.token,
    })
    expect(trail.body.data.data.map((e: { action: string }) => e.action).sort()).toEqual([
      'user.reactivate',
      'user.suspend',
    ])
  })
})

describe('supplier password reset by an admin', () => {
  it('e-mails the supplier a reset code; the admin gets no code; audited', async () => {
    const { user } = await createUser(t.db, { role: 'supplier' })
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/suppliers/${user.id}/reset-password`,
      token: basic.token,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toEqual({ sent: true })
    const mail = t.mailer.last(user.email)!
    expect(mail.subject).toBe('Seu código para redefinir a senha')
    const code = /: ([A-Z0-9]{8})\b/.exec(mail.text)![1]
    expect(JSON.stringify(res.body)).not.toContain(code)
    expect(await t.db.$count(auditLog, eq(auditLog.targetId, user.id))).toBe(1)
  })
  it('404s for anyone but a supplier', async () => {
    const { user } = await createUser(t.db, { role: 'promoter' })
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/suppliers/${user.id}/reset-password`,
      token: basic.token,
    })
    expect(res.statusCode).toBe(404)
  })
})

describe('admin accounts', () => {
  const invite = (body: unknown, token = master.token, locale: 'pt' | 'en' = 'pt') =>
    t.request({ method: 'POST', url: '/api/admin/admins', token, body, locale })

  it('invites an admin with no password: invitation + reset code by e-mail, audited', async () => {
    const res = await invite({
      name: 'Nina Nova',
      email: 'Nina.Nova@Galera.dev',
      cpf: '529.982.247-25',
      role: 'admin_basic',
    })
    expect(res.statusCode).toBe(201)
    expect(res.body.data).toMatchObject({ email: 'nina.nova@galera.dev', role: 'admin_basic' })
    // Two mails of one transaction: the queue sends both, in no set order (ADR 0066).
    const mails = t.mailer.sent
      .filter((m) => m.to === 'nina.nova@galera.dev')
      .sort((a, b) => a.subject.localeCompare(b.subject))
    expect(mails.map((m) => m.subject)).toEqual([
      'Seu código para redefinir a senha',
      'Você foi convidado para administrar a Galera Eventos',
    ])
    expect(mails[1].text).toContain('Esqueci minha senha')
    // The creator set no password: nothing they could know logs in.
    const login = await t.request({
      method: 'POST',
      url: ADMIN_LOGIN,
      body: { email: 'nina.nova@galera.dev', password: 'Galera@2026' },
    })
    expect(login.statusCode).toBe(400)
    // The code from the e-mail lets the new admin set a password.
    const code = /: ([A-Z0-9]{8})\b/.exec(mails[0].text)![1]
    const check = await t.request({
      method: 'POST',
      url: '/api/check/code',
      body: { access: 'nina.nova@galera.dev', code },
    })
    expect(check.statusCode).toBe(200)
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, res.body.data.id))
    expect(entry).toMatchObject({ action: 'admin.create', actorId: master.id })
    const list = await t.request({ method: 'GET', url: '/api/admin/admins', token: master.token })
    expect(list.body.data.map((a: { email: string }) => a.email)).toContain('nina.nova@galera.dev')
  })
  it('validates and refuses duplicates with field messages', async () => {
    const bad = await invite(
      { name: '', email: 'x', cpf: '123', role: 'client' },
      master.token,
      'en',
    )
    expect(bad.statusCode).toBe(422)
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'cpf',
      'email',
      'name',
      'role',
    ])
    const dupEmail = await invite(
      { name: 'Outra', email: master.email, cpf: '111.444.777-35', role: 'admin_basic' },
      master.token,
      'en',
    )
    expect(dupEmail.statusCode).toBe(409)
    expect(dupEmail.body.errors).toEqual([
      { field: 'email', message: 'Email already registered, please insert another one' },
    ])
    const dupCpf = await invite({
      name: 'Outra',
      email: 'outra.cpf@galera.dev',
      cpf: '52998224725',
      role: 'admin_basic',
    })
    expect(dupCpf.statusCode).toBe(422)
    expect(dupCpf.body.errors).toEqual([{ field: 'cpf', message: 'CPF já cadastrado' }])
  })
  it('changes role and status; deactivation ends sessions', async () => {
    const other = await admin('admin_basic')
    const patch = (id: string, body: unknown, token = master.token) =>
      t.request({ method: 'PATCH', url: `/api/admin/admins/${id}`, token, body })
    const promoted = await patch(other.id, { role: 'admin_master' })
    expect(promoted.statusCode).toBe(200)
    expect(promoted.body.data.role).toBe('admin_master')
    const off = await patch(other.id, { status: 'inactive' })
    expect(off.body.data.status).toBe('inactive')
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: other.token })
    expect(me.statusCode).toBe(401)
    expect((await patch(other.id, {})).statusCode).toBe(422)
    const { user } = await createUser(t.db, { role: 'client' })
    expect((await patch(user.id, { role: 'admin_master' })).statusCode).toBe(404)
  })
  it('a master cannot demote or deactivate themselves; the last active master stays', async () => {
    const patch = (id: string, body: unknown, token: string) =>
      t.request({ method: 'PATCH', url: `/api/admin/admins/${id}`, token, body, locale: 'en' })
    const self = await patch(master.id, { role: 'admin_basic' }, master.token)
    expect(self.statusCode).toBe(422)
    expect(self.body.message).toBe('You cannot demote or deactivate your own account')
    expect((await patch(master.id, { status: 'inactive' }, master.token)).statusCode).toBe(422)
    // Two masters demoting each other at the same time: whoever runs second finds itself
    // acting on the last active master (the route's role check ran before the first commit).
    const second = await admin('admin_master')
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.role, 'admin_master'))
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, master.id))
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, second.id))
    expect((await patch(master.id, { role: 'admin_basic' }, second.token)).statusCode).toBe(200)
    // The demoted master's sessions ended with the role change.
    expect((await patch(second.id, { role: 'admin_basic' }, master.token)).statusCode).toBe(401)
    const racing = {
      id: master.id,
      role: 'admin_master' as const,
      name: 'M',
      email: master.email,
      locale: 'pt-BR' as const,
      sessionId: 'x',
    }
    await expect(
      adminService(t.ctx).updateAdmin(racing, second.id, { status: 'inactive' }, '127.0.0.1'),
    ).rejects.toMatchObject({ code: 'LAST_ADMIN_MASTER' })
    const [row] = await t.db.select().from(users).where(eq(users.id, second.id))
    expect(row).toMatchObject({ role: 'admin_master', status: 'active' })
  })
})

describe('audit list', () => {
  it('pages and filters by actor', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/admin/audit?actorId=${basic.id}`,
      token: basic.token,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.data.data.length).toBeGreaterThan(0)
    expect(res.body.data.data.every((e: { actorId: string }) => e.actorId === basic.id)).toBe(true)
    expect(res.body.data.data[0].actorName).toBeTruthy()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function freshUser() {
  const { user } = await createUser(t.db, { role: 'client', name: 'Rita' })
  return user
}
function codeFrom(text: string): string {
  const match = /: ([A-Z0-9]{8})\b/.exec(text)
  if (!match) throw new Error(`no code in mail: ${text}`)
  return match[1]
}
async function askCode(email: string, locale: 'pt' | 'en' = 'pt') {
  const res = await t.request({
    method: 'POST',
    url: '/api/check/user',
    body: { access: email },
    locale,
  })
  return res
}

describe('forgot password, step 1', () => {
  it('answers the same for known and unknown e-mails and mails only the known', async () => {
    const user = await freshUser()
    const before = t.mailer.sent.length
    const known = await askCode(user.email)
    const unknown = await askCode('nobody-here@galera.dev')
    expect(known.statusCode).toBe(200)
    expect(known.body).toEqual(unknown.body)
    expect(known.body).toEqual({ status: 200, data: { sent: true } })
    expect(t.mailer.sent.length).toBe(before + 1)
    const mail = t.mailer.last(user.email)!
    expect(mail.subject).toBe('Seu código para redefinir a senha')
    const code = codeFrom(mail.text)
    expect(JSON.stringify(known.body)).not.toContain(code)
    expect(JSON.stringify(known.headers)).not.toContain(code)
  })
  it('writes the mail in the request language', async () => {
    const user = await freshUser()
    await askCode(user.email, 'en')
    expect(t.mailer.last(user.email)!.subject).toBe('Your code to reset your password')
  })
  it('limits asks per IP with a 429 that says when to come back (Retry-After, ADR 0024)', async () => {
    const ask = (locale: 'pt' | 'en' = 'pt') =>
      t.request({
        method: 'POST',
        url: '/api/check/user',
        body: { access: 'nobody-here@galera.dev' },
        locale,
        remoteAddress: '192.0.2.200',
      })
    for (let i = 0; i < 20; i++) expect((await ask()).statusCode).toBe(200)
    const limited = await ask('en')
    expect(limited.statusCode).toBe(429)
    expect(limited.body).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please wait a few moments and try again.',
    })
    const wait = Number(limited.headers['retry-after'])
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(15 * 60)
    t.clock.advance(wait * 1000)
    expect((await ask()).statusCode).toBe(200)
  })
  it('validates the e-mail', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/check/user',
      body: { access: 'nope' },
      locale: 'en',
    })
    expect(res.statusCode).toBe(422)
    expect(res.body.errors).toEqual([{ field: 'access', message: 'Invalid email' }])
  })
})

describe('forgot password, steps 2 and 3', () => {
  it('walks the three steps, revokes old sessions and the new password works', async () => {
    const user = await freshUser()
    const oldToken = await t.login(user.email)
    await askCode(user.email)
    const code = codeFrom(t.mailer.last(user.email)!.text)
    const check = await t.request({
      method: 'POST',
      url: '/api/check/code',
      body: { access: user.email, code: code.toLowerCase() },
    })
    expect(check.statusCode).toBe(200)
    expect(check.body.data.userId).toBe(user.id)
    const { resetToken } = check.body.data
    const reset = await t.request({
      method: 'PUT',
      url: `/api/reset/password/${user.id}`,
      body: { password: 'Nova@Senha1', passwordConfirmation: 'Nova@Senha1', resetToken },
    })
    expect(reset.statusCode).toBe(200)
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/me', token: oldToken })).statusCode,
    ).toBe(401)
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/login',
          body: { email: user.email, password: 'Galera@2026' },
        })
      ).statusCode,
    ).toBe(400)
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/login',
          body: { email: user.email, password: 'Nova@Senha1' },
        })
      ).statusCode,
    ).toBe(200)
    expect(t.mailer.last(user.email)!.subject).toBe('Sua senha foi alterada')
    // The reset token and the code are single use.
    const again = await t.request({
      method: 'PUT',
      url: `/api/reset/password/${user.id}`,
      body: { password: 'Outra@Senha2', passwordConfirmation: 'Outra@Senha2', resetToken },
    })
    expect(again.statusCode).toBe(400)
    expect(again.body.code).toBe('RESET_TOKEN_INVALID')
    const reuse = await t.request({
      method: 'POST',
      url: '/api/check/code',
      body: { access: user.email, code },
    })
    expect(reuse.statusCode).toBe(400)
  })

  it('says "Código invalido!" for a wrong code and kills the code after 5 tries', async () => {
    const user = await freshUser()
    await askCode(user.email)
    const code = codeFrom(t.mailer.last(user.email)!.text)
    const wrong = code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA'
    for (let i = 0; i < 5; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/check/code',
        body: { access: user.email, code: wrong },
      })
      expect(res.statusCode).toBe(400)
      expect(res.body.message).toBe('Código invalido!')
    }
    const right = await t.request({
      method: 'POST',
      url: '/api/check/code',
      body: { access: user.email, code },
    })
    expect(right.statusCode).toBe(400)
  })

  it('expires the code after 15 minutes', async () => {
    const user = await freshUser()
    await askCode(user.email)
    const code = codeFrom(t.mailer.last(user.email)!.text)
    t.clock.advanceMinutes(16)
    const res = await t.request({
      method: 'POST',
      url: '/api/check/code',
      body: { access: user.email, code },
    })
    expect(res.statusCode).toBe(400)
  })

  it('keeps only the newest code alive', async () => {
    const user = await freshUser()
    await askCode(user.email)
    const first = codeFrom(t.mailer.last(user.email)!.text)
    await askCode(user.email)
    const second = codeFrom(t.mailer.last(user.email)!.text)
    if (first !== second) {
      const old = await t.request({
        method: 'POST',
        url: '/api/check/code',
        body: { access: user.email, code: first },
      })
      expect(old.statusCode).toBe(400)
    }
    const res = await t.request({
      method: 'POST',
      url: '/api/check/code',
      body: { access: user.email, code: second },
    })
    expect(res.statusCode).toBe(200)
  })

  it('enforces the password rule with its messages and refuses a token for another user', async () => {
    const user = await freshUser()
    const other = await freshUser()
    await askCode(user.email)
    const code = codeFrom(t.mailer.last(user.email)!.text)
    const { resetToken } = (
      await t.request({
        method: 'POST',
        url: '/api/check/code',
        body: { access: user.email, code },
      })
    ).body.data
    const weak = await t.request({
      method: 'PUT',
      url: `/api/reset/password/${user.id}`,
      body: { password: 'semnumero!', passwordConfirmation: 'outra', resetToken },
      locale: 'en',
    })
    expect(weak.statusCode).toBe(422)
    expect(weak.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'password', message: 'The password must have at least one capital letter' },
        { field: 'passwordConfirmation', message: 'Different passwords' },
      ]),
    )
    const foreign = await t.request({
      method: 'PUT',
      url: `/api/reset/password/${other.id}`,
      body: { password: 'Nova@Senha1', passwordConfirmation: 'Nova@Senha1', resetToken },
    })
    expect(foreign.statusCode).toBe(400)
    const ok = await t.request({
      method: 'PUT',
      url: `/api/reset/password/${user.id}`,
      body: { password: 'Nova@Senha1', passwordConfirmation: 'Nova@Senha1', resetToken },
    })
    expect(ok.statusCode).toBe(200)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'
import { smtpMailer } from './mailer.ts'
import { resetCodeMail } from './templates.ts'

// A local SMTP server stands in for the provider (ARCHITECTURE.md: tests use smtp-server).
const received: { from: string; to: string[]; raw: string }[] = []
let server: SMTPServer
let port: number

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('SMTP mailer', () => {
  it('delivers the reset mail in the chosen language through SMTP', async () => {
    const mailer = smtpMailer(
      `smtp://127.0.0.1:${port}`,
      'Galera Eventos <nao-responda@galera.dev>',
    )
    await mailer.send(resetCodeMail('en', 'ana@galera.dev', 'Ana <b>', 'ABCD2345', 15), {
      jobId: '0b6f2b8e-2f0a-4c51-9a0e-3f8d1c2b4a55',
    })
    expect(received).toHaveLength(1)
    expect(received[0].from).toBe('nao-responda@galera.dev')
    expect(received[0].to).toEqual(['ana@galera.dev'])
    expect(received[0].raw).toContain('Subject: Your code to reset your password')
    expect(received[0].raw).toContain('ABCD2345')
    // The name is escaped in the HTML part.
    expect(received[0].raw).toContain('Ana &lt;b&gt;')
    // ADR 0066: the queue job names the message, so a copy sent again after a crash is one message.
    expect(received[0].raw).toContain(
      'Message-ID: <0b6f2b8e-2f0a-4c51-9a0e-3f8d1c2b4a55@galera.mail>',
    )
  })

  it('writes the Portuguese template', () => {
    const mail = resetCodeMail('pt-BR', 'ana@galera.dev', 'Ana', 'ABCD2345', 15)
    expect(mail.subject).toBe('Seu código para redefinir a senha')
    expect(mail.text).toContain('Seu código é: ABCD2345')
    expect(mail.text).toContain('15 minutos')
  })
})

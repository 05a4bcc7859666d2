import { afterAll, describe, expect, it } from 'vitest'
import { EnvSchema } from '../../config/env.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'

/** ADR 0032: the DPO ("encarregado", LGPD art. 41) named on the site comes from the configuration. */
const apps: TestApp[] = []
afterAll(async () => {
  for (const a of apps) await a.close()
})

describe('GET /api/public/legal/dpo', () => {
  it('answers the configured name and e-mail, to anyone', async () => {
    const t = await createTestApp({
      env: { DPO_NAME: 'Lúcia Prado', DPO_EMAIL: 'privacidade@exemplo.com.br' },
    })
    apps.push(t)
    const res = await t.request({ method: 'GET', url: '/api/public/legal/dpo' })
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toEqual({ name: 'Lúcia Prado', email: 'privacidade@exemplo.com.br' })
  })

  it('documents the development defaults (.env.example)', () => {
    const env = EnvSchema.parse({})
    expect(env.DPO_NAME).toBe('Equipe de Privacidade Galera Eventos')
    expect(env.DPO_EMAIL).toBe('dpo@galera.dev')
  })

  it('refuses a malformed DPO e-mail or a blank name at start', () => {
    expect(EnvSchema.safeParse({ DPO_EMAIL: 'dpo at galera' }).success).toBe(false)
    expect(EnvSchema.safeParse({ DPO_NAME: '   ' }).success).toBe(false)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPTION_SETS, OPTION_SET_NAMES } from '@galera/shared'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { cepCache } from '../../db/schema/index.ts'
import { CEP_CACHE_TTL_MS, CEP_RATE_LIMIT, CEP_RATE_WINDOW_MS } from './locations.service.ts'
import {
  FAKE_CEPS,
  startFakeCepProvider,
  type FakeCepProvider,
} from './testing/fake-cep-provider.ts'

let app: TestApp
let provider: FakeCepProvider
/** Each test uses its own IP so the CEP rate limit of one never leaks into another. */
let nextIp = 1
const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`

beforeAll(async () => {
  provider = await startFakeCepProvider({ slowMs: 3_000 })
  app = await createTestApp({ env: { CEP_PROVIDER_URL: provider.url, CEP_TIMEOUT_MS: '200' } })
})
afterAll(async () => {
  await app?.close()
  await provider?.close()
})

const get = (
  url: string,
  extra: { locale?: 'pt' | 'en'; remoteAddress?: string; noAppKey?: boolean } = {},
) => app.request({ method: 'GET', url, remoteAddress: extra.remoteAddress ?? freshIp(), ...extra })

describe('GET /api/getUfs', () => {
  it('lists the 27 UFs sorted by name', async () => {
    const res = await get('/api/getUfs')
    expect(res.statusCode).toBe(200)
    expect(res.body.status).toBe(200)
    const ufs = res.body.data as { uf: string; name: string; ibgeCode: number }[]
    expect(ufs).toHaveLength(27)
    expect(new Set(ufs.map((u) => u.uf)).size).toBe(27)
    expect(ufs).toContainEqual({ uf: 'BA', name: 'Bahia', ibgeCode: 29 })
    expect(ufs).toContainEqual({ uf: 'SP', name: 'São Paulo', ibgeCode: 35 })
    const names = ufs.map((u) => u.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR').compare))
    expect(names[0]).toBe('Acre')
    expect(names.indexOf('Pará')).toBeLessThan(names.indexOf('Paraíba'))
  })

  it('refuses a call without the app key (403)', async () => {
    const res = await get('/api/getUfs', { noAppKey: true })
    expect(res.statusCode).toBe(403)
    expect(res.body.code).toBe('APP_KEY_INVALID')
  })
})

describe('GET /api/getCitiesByUfs', () => {
  it('lists the 645 municipalities of SP, São Paulo included, sorted in pt-BR', async () => {
    const res = await get('/api/getCitiesByUfs?uf=SP')
    expect(res.statusCode).toBe(200)
    const cities = res.body.data as { ibgeCode: string; name: string; uf: string }[]
    expect(cities).toHaveLength(645)
    expect(cities).toContainEqual({ ibgeCode: '3550308', name: 'São Paulo', uf: 'SP' })
    expect(cities.every((c) => c.uf === 'SP' && /^35\d{5}$/.test(c.ibgeCode))).toBe(true)
    const names = cities.map((c) => c.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR').compare))
  })

  it('finds Salvador in BA, upper or lower case', async () => {
    for (const uf of ['BA', 'ba', ' Ba ']) {
      const res = await get(`/api/getCitiesByUfs?uf=${encodeURIComponent(uf)}`)
      expect(res.statusCode).toBe(200)
      expect(res.body.data).toContainEqual({ ibgeCode: '2927408', name: 'Salvador', uf: 'BA' })
    }
  })

  it('refuses an unknown UF with a translated field message', async () => {
    const pt = await get('/api/getCitiesByUfs?uf=XX')
    expect(pt.statusCode).toBe(422)
    expect(pt.body).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' })
    expect(pt.body.errors).toEqual([{ field: 'uf', message: 'UF inválida' }])

    const en = await get('/api/getCitiesByUfs?uf=XX', { locale: 'en' })
    expect(en.statusCode).toBe(422)
    expect(en.body.errors).toEqual([{ field: 'uf', message: 'Invalid state' }])
  })

  it('refuses a missing UF', async () => {
    const res = await get('/api/getCitiesByUfs')
    expect(res.statusCode).toBe(422)
    expect(res.body.errors).toEqual([{ field: 'uf', message: 'Campo obrigatório' }])
  })
})

describe('GET /api/options', () => {
  it('lists every option set with pt-BR labels by default and English ones on request', async () => {
    const pt = await get('/api/options')
    expect(pt.statusCode).toBe(200)
    expect(Object.keys(pt.body.data).sort()).toEqual([...OPTION_SET_NAMES].sort())
    for (const set of OPTION_SET_NAMES) {
      expect(pt.body.data[set].map((o: { value: string }) => o.value)).toEqual([
        ...OPTION_SETS[set],
      ])
      // A label equal to its i18n key means a missing word.
      for (const o of pt.body.data[set]) expect(o.label).not.toMatch(/^options\./)
    }
    expect(pt.body.data.gender).toContainEqual({ value: 'female', label: 'Feminino' })

    const en = await get('/api/options', { locale: 'en' })
    expect(en.body.data.gender).toContainEqual({ value: 'female', label: 'Female' })
    for (const set of OPTION_SET_NAMES)
      for (const o of en.body.data[set]) expect(o.label).not.toMatch(/^options\./)

    // The per-locale cache does not mix languages.
    const ptAgain = await get('/api/options', { locale: 'pt' })
    expect(ptAgain.body.data.gender).toContainEqual({ value: 'female', label: 'Feminino' })
  })
})

describe('GET /api/cep/:cep', () => {
  const SE = {
    cep: '01001000',
    street: 'Praça da Sé',
    neighborhood: 'Sé',
    city: 'São Paulo',
    uf: 'SP',
    ibgeCode: '3550308',
  }

  it('answers the address and serves the second lookup from the cache', async () => {
    const before = provider.callsFor(FAKE_CEPS.good)
    const first = await get('/api/cep/01001-000')
    expect(first.statusCode).toBe(200)
    expect(first.body).toEqual({ status: 200, data: SE })
    const second = await get('/api/cep/01001000')
    expect(second.body.data).toEqual(SE)
    expect(provider.callsFor(FAKE_CEPS.good) - before).toBe(1)

    const rows = await app.ctx.db.select().from(cepCache)
    expect(rows.find((r) => r.cep === FAKE_CEPS.good)?.payload).toEqual({
      found: true,
      address: SE,
    })
  })

  it('asks the provider again once the cached answer is 24 hours old', async () => {
    const cep = FAKE_CEPS.good2
    await get(`/api/cep/${cep}`)
    app.clock.advance(CEP_CACHE_TTL_MS - 60_000)
    await get(`/api/cep/${cep}`)
    expect(provider.callsFor(cep)).toBe(1)
    app.clock.advance(60_000)
    const res = await get(`/api/cep/${cep}`)
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({ city: 'Salvador', uf: 'BA', ibgeCode: '2927408' })
    expect(provider.callsFor(cep)).toBe(2)
    // The upsert moved fetched_at forward: the next lookup is a cache hit again.
    await get(`/api/cep/${cep}`)
    expect(provider.callsFor(cep)).toBe(2)
  })

  it('answers 404 for an unknown CEP and caches that too', async () => {
    for (const cep of [FAKE_CEPS.notFoundBool, FAKE_CEPS.notFoundString]) {
      const res = await get(`/api/cep/${cep}`)
      expect(res.statusCode).toBe(404)
      expect(res.body).toMatchObject({
        status: 404,
        code: 'CEP_NOT_FOUND',
        message: 'CEP não encontrado. Preencha o endereço manualmente.',
      })
    }
    await get(`/api/cep/${FAKE_CEPS.notFoundBool}`)
    expect(provider.callsFor(FAKE_CEPS.notFoundBool)).toBe(1)
  })

  it.each([
    ['a 500', FAKE_CEPS.serverError],
    ['a timeout', FAKE_CEPS.slow],
    ['invalid JSON', FAKE_CEPS.invalidJson],
    ['garbage', FAKE_CEPS.array],
    ['a huge body', FAKE_CEPS.huge],
  ])('answers 503 with a translated message when the provider gives %s', async (_name, cep) => {
    const pt = await get(`/api/cep/${cep}`)
    expect(pt.statusCode).toBe(503)
    expect(pt.body).toEqual({
      status: 503,
      code: 'CEP_PROVIDER_UNAVAILABLE',
      message: 'A consulta de CEP está indisponível. Preencha o endereço manualmente.',
    })
    const en = await get(`/api/cep/${cep}`, { locale: 'en' })
    expect(en.statusCode).toBe(503)
    expect(en.body.message).toBe(
      'ZIP code lookup is unavailable. Please fill in the address by hand.',
    )
    // A failure is not cached.
    expect(provider.callsFor(cep)).toBeGreaterThanOrEqual(2)
  })

  it('serves an expired address when the provider is down, rather than nothing', async () => {
    const cep = '30130000'
    provider.script(cep, 'good')
    expect((await get(`/api/cep/${cep}`)).statusCode).toBe(200)
    app.clock.advance(CEP_CACHE_TTL_MS * 2)
    provider.script(cep, 'error')
    const res = await get(`/api/cep/${cep}`)
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({ cep, city: 'São Paulo' })
    expect(provider.callsFor(cep)).toBe(2)
  })

  it('sanitises hostile provider data', async () => {
    const res = await get(`/api/cep/${FAKE_CEPS.hostile}`)
    expect(res.statusCode).toBe(200)
    const a = res.body.data
    expect(a).toMatchObject({
      cep: FAKE_CEPS.hostile,
      street: 'alert(1)Rua das Flores',
      city: 'Salvador',
      uf: '',
      ibgeCode: '',
    })
    expect(a.neighborhood).toHaveLength(200)
    expect(JSON.stringify(a)).not.toMatch(/[<>]/)
    // eslint-disable-next-line no-control-regex
    expect(Object.values(a).join('')).not.toMatch(/[\u0000-\u001f\u202e]/)
  })

  it('refuses a malformed CEP with 422 before any lookup', async () => {
    const callsBefore = [...provider.calls.values()].reduce((a, b) => a + b, 0)
    for (const bad of ['0100100', '01001-0000', 'abcdefgh', '01001%2F000']) {
      const res = await get(`/api/cep/${bad}`)
      expect(res.statusCode).toBe(422)
      expect(res.body.errors).toEqual([{ field: 'cep', message: 'CEP inválido' }])
    }
    const en = await get('/api/cep/123', { locale: 'en' })
    expect(en.body.errors).toEqual([{ field: 'cep', message: 'Invalid ZIP code (CEP)' }])
    expect([...provider.calls.values()].reduce((a, b) => a + b, 0)).toBe(callsBefore)
  })

  it(`allows ${CEP_RATE_LIMIT} lookups a minute per IP, cache hits included, then answers 429`, async () => {
    const ip = freshIp()
    await get(`/api/cep/${FAKE_CEPS.good}`, { remoteAddress: ip }) // warm the cache
    for (let i = 1; i < CEP_RATE_LIMIT; i++) {
      const ok = await get(`/api/cep/${i % 2 ? FAKE_CEPS.good : FAKE_CEPS.notFoundBool}`, {
        remoteAddress: ip,
      })
      expect(ok.statusCode).not.toBe(429)
    }
    const limited = await get(`/api/cep/${FAKE_CEPS.good}`, { remoteAddress: ip, locale: 'en' })
    expect(limited.statusCode).toBe(429)
    expect(limited.body).toEqual({
      status: 429,
      code: 'CEP_RETRY_LIMIT',
      message: 'Retry limit reached. Please wait a few moments and try again',
    })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)

    const pt = await get(`/api/cep/${FAKE_CEPS.good}`, { remoteAddress: ip })
    expect(pt.statusCode).toBe(429)
    expect(pt.body.message).toBe(
      'Limite de tentativas atingido. Aguarde alguns instantes e tente novamente',
    )

    // Someone else is not affected, and the window ends.
    expect((await get(`/api/cep/${FAKE_CEPS.good}`)).statusCode).toBe(200)
    app.clock.advance(CEP_RATE_WINDOW_MS)
    expect((await get(`/api/cep/${FAKE_CEPS.good}`, { remoteAddress: ip })).statusCode).toBe(200)
  })

  it('does not count malformed CEPs against the limit', async () => {
    const ip = freshIp()
    for (let i = 0; i < CEP_RATE_LIMIT + 5; i++) await get('/api/cep/123', { remoteAddress: ip })
    expect((await get(`/api/cep/${FAKE_CEPS.good}`, { remoteAddress: ip })).statusCode).toBe(200)
  })
})

describe('OpenAPI', () => {
  it('documents the four routes with tags and summaries', async () => {
    const res = await app.request({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    for (const path of ['/api/getUfs', '/api/getCitiesByUfs', '/api/options', '/api/cep/{cep}']) {
      const op = res.body.paths?.[path]?.get
      expect(op, path).toBeDefined()
      expect(op.tags).toEqual(['locations'])
      expect(op.summary).toBeTruthy()
    }
    expect(res.body.paths['/api/getCitiesByUfs'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'uf', in: 'query', required: true }),
    )
  })
})

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CEP_FIELD_MAX_CHARS,
  CepProviderError,
  cleanText,
  fetchCep,
  parseCepAnswer,
} from './cep-provider.ts'
import {
  FAKE_CEPS,
  startFakeCepProvider,
  type FakeCepProvider,
} from './testing/fake-cep-provider.ts'

async function failure(promise: Promise<unknown>): Promise<CepProviderError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(CepProviderError)
  return err as CepProviderError
}

describe('cleanText', () => {
  it('trims, drops control and bidi characters, markup and angle brackets', () => {
    expect(cleanText('  <script>alert(1)</script>Rua\u0000 das\r\nFlores\u202e\u0007 ')).toBe(
      'alert(1)Rua das Flores',
    )
    expect(cleanText('Rua <b>1</b> > 2')).toBe('Rua 1 2')
    expect(cleanText('a < b')).toBe('a b')
  })
  it('caps at 200 characters without splitting an emoji', () => {
    expect(cleanText('x'.repeat(5000))).toHaveLength(CEP_FIELD_MAX_CHARS)
    const capped = cleanText('😀'.repeat(300))
    expect(Array.from(capped)).toHaveLength(CEP_FIELD_MAX_CHARS)
    expect(capped.endsWith('😀')).toBe(true)
  })
  it('keeps Portuguese text as it is', () => {
    expect(cleanText('Praça da Sé')).toBe('Praça da Sé')
  })
})

describe('parseCepAnswer', () => {
  it('maps a ViaCEP answer and uses the CEP that was asked for', () => {
    expect(
      parseCepAnswer('01001000', {
        cep: '99999-999',
        logradouro: 'Praça da Sé',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
        ibge: '3550308',
      }),
    ).toEqual({
      found: true,
      address: {
        cep: '01001000',
        street: 'Praça da Sé',
        neighborhood: 'Sé',
        city: 'São Paulo',
        uf: 'SP',
        ibgeCode: '3550308',
      },
    })
  })
  it('reads erro true and "true" as not found', () => {
    expect(parseCepAnswer('99999999', { erro: true })).toEqual({ found: false })
    expect(parseCepAnswer('99999999', { erro: 'true' })).toEqual({ found: false })
  })
  it('blanks a state outside the 27 UFs and an IBGE code that is not 7 digits', () => {
    const r = parseCepAnswer('01001000', { localidade: 'Cidade', uf: 'XX', ibge: '123' })
    expect(r).toMatchObject({
      found: true,
      address: { uf: '', ibgeCode: '', city: 'Cidade', street: '' },
    })
    expect(
      parseCepAnswer('01001000', { localidade: 'Cidade', uf: ' sp ', ibge: '3550308 ' }),
    ).toMatchObject({ address: { uf: 'SP', ibgeCode: '3550308' } })
  })
  it.each([
    ['an array', [{ localidade: 'São Paulo', uf: 'SP' }]],
    ['a string', 'hello'],
    ['null', null],
    ['an empty object', {}],
    ['erro false without address', { erro: false }],
    ['wrong field types', { localidade: { $gt: '' }, uf: 35 }],
  ])('refuses %s as garbage', (_name, body) => {
    expect(() => parseCepAnswer('01001000', body)).toThrow(CepProviderError)
  })
})

describe('fetchCep against a stand-in provider', () => {
  let provider: FakeCepProvider
  const opts = () => ({ baseUrl: provider.url, timeoutMs: 300 })
  beforeAll(async () => {
    provider = await startFakeCepProvider({ slowMs: 3_000 })
  })
  afterAll(async () => {
    await provider.close()
  })

  it('asks /ws/{cep}/json/ and maps the answer', async () => {
    const r = await fetchCep(FAKE_CEPS.good, { ...opts(), baseUrl: `${provider.url}/` })
    expect(r).toEqual({
      found: true,
      address: {
        cep: '01001000',
        street: 'Praça da Sé',
        neighborhood: 'Sé',
        city: 'São Paulo',
        uf: 'SP',
        ibgeCode: '3550308',
      },
    })
    expect(provider.callsFor(FAKE_CEPS.good)).toBe(1)
  })

  it('answers not found for {erro: true} and {erro: "true"}', async () => {
    expect(await fetchCep(FAKE_CEPS.notFoundBool, opts())).toEqual({ found: false })
    expect(await fetchCep(FAKE_CEPS.notFoundString, opts())).toEqual({ found: false })
  })

  it('sanitises hostile data', async () => {
    const r = await fetchCep(FAKE_CEPS.hostile, opts())
    expect(r.found).toBe(true)
    if (!r.found) return
    expect(r.address).toEqual({
      cep: FAKE_CEPS.hostile,
      street: 'alert(1)Rua das Flores',
      neighborhood: 'X'.repeat(CEP_FIELD_MAX_CHARS),
      city: 'Salvador',
      uf: '',
      ibgeCode: '',
    })
  })

  it.each([
    ['a 500', FAKE_CEPS.serverError, 'status'],
    ['an answer beyond the timeout', FAKE_CEPS.slow, 'timeout'],
    ['invalid JSON', FAKE_CEPS.invalidJson, 'invalid_json'],
    ['a body too large', FAKE_CEPS.huge, 'too_large'],
    ['an array', FAKE_CEPS.array, 'invalid_payload'],
    ['an empty object', FAKE_CEPS.empty, 'invalid_payload'],
    ['wrong field types', FAKE_CEPS.wrongTypes, 'invalid_payload'],
    ['a redirect (never followed)', FAKE_CEPS.redirect, 'network'],
  ])('fails on %s', async (_name, cep, reason) => {
    const err = await failure(fetchCep(cep, opts()))
    expect(err.reason).toBe(reason)
  })

  it('fails with "network" when nothing listens', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await new Promise<void>((resolve) => server.close(() => resolve()))
    const err = await failure(
      fetchCep(FAKE_CEPS.good, { baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1_000 }),
    )
    expect(err.reason).toBe('network')
  })

  it('refuses a CEP that is not 8 digits before any request', async () => {
    const before = provider.calls.size
    await expect(fetchCep('0100100', opts())).rejects.toThrow(/8 digits/)
    await expect(fetchCep('../../x', opts())).rejects.toThrow(/8 digits/)
    expect(provider.calls.size).toBe(before)
  })
})

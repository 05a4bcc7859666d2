import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Test-only stand-in for ViaCEP on 127.0.0.1 (port 0). Each CEP has a scripted behaviour;
 * `calls` counts the requests per CEP so tests can tell a cache hit from a provider call.
 */
export const FAKE_CEPS = {
  good: '01001000',
  good2: '40010000',
  notFoundBool: '99999999',
  notFoundString: '99999998',
  serverError: '50000000',
  slow: '60000000',
  invalidJson: '70000000',
  hostile: '80000000',
  huge: '80000001',
  array: '80000002',
  empty: '80000003',
  wrongTypes: '80000004',
  redirect: '80000005',
} as const

type Behaviour = (res: ServerResponse) => void

function json(body: unknown, status = 200): Behaviour {
  return (res) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    res.end(typeof body === 'string' ? body : JSON.stringify(body))
  }
}

export const GOOD_ANSWER = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  unidade: '',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
}

export const HOSTILE_ANSWER = {
  cep: '<b>0</b>',
  logradouro: '  <script>alert(1)</script>Rua\u0000 das\r\nFlores\u202e\u0007  ',
  bairro: 'X'.repeat(5000),
  localidade: '<img src=x onerror=alert(1)>Salvador\t',
  uf: 'XX',
  ibge: '29273<1>',
}

export interface FakeCepProvider {
  url: string
  calls: Map<string, number>
  callsFor(cep: string): number
  /** Replace what one CEP answers (e.g. to make the provider fail after a first success). */
  script(cep: string, behaviour: 'good' | 'notFound' | 'error' | 'down'): void
  close(): Promise<void>
}

export async function startFakeCepProvider(
  options: { slowMs?: number } = {},
): Promise<FakeCepProvider> {
  const slowMs = options.slowMs ?? 2_000
  const calls = new Map<string, number>()
  const behaviours = new Map<string, Behaviour>([
    [FAKE_CEPS.good, json(GOOD_ANSWER)],
    [
      FAKE_CEPS.good2,
      json({
        cep: '40010-000',
        logradouro: 'Avenida Estados Unidos',
        bairro: 'Comércio',
        localidade: 'Salvador',
        uf: 'BA',
        ibge: '2927408',
      }),
    ],
    [FAKE_CEPS.notFoundBool, json({ erro: true })],
    [FAKE_CEPS.notFoundString, json({ erro: 'true' })],
    [FAKE_CEPS.serverError, json({ message: 'internal' }, 500)],
    [
      FAKE_CEPS.slow,
      (res) => {
        const timer = setTimeout(() => json(GOOD_ANSWER)(res), slowMs)
        res.on('close', () => clearTimeout(timer))
      },
    ],
    [FAKE_CEPS.invalidJson, json('{"cep": "70000-000", "logradouro": ')],
    [FAKE_CEPS.hostile, json(HOSTILE_ANSWER)],
    [FAKE_CEPS.huge, json({ ...GOOD_ANSWER, complemento: 'A'.repeat(1_000_000) })],
    [FAKE_CEPS.array, json([GOOD_ANSWER])],
    [FAKE_CEPS.empty, json({})],
    [FAKE_CEPS.wrongTypes, json({ ...GOOD_ANSWER, localidade: { $gt: '' }, uf: 35 })],
    [
      FAKE_CEPS.redirect,
      (res) => {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' })
        res.end()
      },
    ],
  ])

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '')
    if (!match) return json({ erro: 'bad path' }, 400)(res)
    const cep = match[1]
    calls.set(cep, (calls.get(cep) ?? 0) + 1)
    const behaviour = behaviours.get(cep) ?? json({ erro: true })
    if (behaviour === DOWN) return res.destroy()
    behaviour(res)
  })
  const DOWN: Behaviour = () => {}
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsFor: (cep) => calls.get(cep) ?? 0,
    script(cep, behaviour) {
      const map = {
        good: json(GOOD_ANSWER),
        notFound: json({ erro: true }),
        error: json({}, 503),
        down: DOWN,
      }
      behaviours.set(cep, map[behaviour])
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

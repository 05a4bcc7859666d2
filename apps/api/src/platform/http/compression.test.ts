import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  createGunzip,
  gunzipSync,
  gzipSync,
} from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  TEST_APP_KEY,
  TEST_APP_SECRET,
  type TestApp,
} from '../../../test/harness.ts'
import { createCategory, createUser } from '../../../test/factories/accounts.ts'
import { makePng } from '../files/testing/multipart.ts'
import { imagesService } from '../../modules/images/images.service.ts'
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts'

/** A built web app in miniature: a hashed asset with its .br and .gz twins, as Vite writes them. */
const ASSET = 'assets/index-Bq3x9Zk1.js'
const ASSET_BODY = Buffer.from(
  Array.from(
    { length: 400 },
    (_, i) => `export const item${i} = { id: ${i}, label: "item ${i}" };`,
  ).join('\n'),
)
const INDEX_HTML = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Galera Eventos</title>
<script type="module" crossorigin src="/${ASSET}"></script>
<style>${'.x{color:#123456}'.repeat(120)}</style></head><body><div id="root"></div></body></html>`

let t: TestApp
let base: string
const streamProbe = new Set<PassThrough>()

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'galera-web-compress-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML)
  writeFileSync(path.join(dist, ASSET), ASSET_BODY)
  writeFileSync(
    path.join(dist, `${ASSET}.br`),
    brotliCompressSync(ASSET_BODY, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  writeFileSync(path.join(dist, `${ASSET}.gz`), gzipSync(ASSET_BODY, { level: 9 }))
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  t = await createTestApp({
    env: {
      SERVE_WEB: 'true',
      WEB_DIST_DIR: dist,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'galera-compress-data-')),
    },
    // A body written in two parts with a pause between them, as streamed HTML is.
    configure: (app) => {
      app.get('/stream-probe', { schema: { hide: true } }, async (_req, reply) => {
        const body = new PassThrough()
        streamProbe.add(body)
        return reply.type('text/html; charset=utf-8').send(body)
      })
    },
  })
  for (let i = 0; i < 30; i++)
    await createCategory(t.db, {
      slug: `categoria-compressao-${i}`,
      namePt: `Categoria de compressão número ${i}`,
      nameEn: `Compression category number ${i}`,
    })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
})
afterAll(async () => {
  for (const probe of streamProbe) probe.end()
  await t.close()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })
const api = (url: string, headers: Record<string, string> = {}) =>
  get(url, { 'x-app-key': TEST_APP_KEY, 'x-app-secret': TEST_APP_SECRET, ...headers })

describe('built assets, precompressed at build time', () => {
  it('sends the .br twin to a browser that takes Brotli', async () => {
    const res = await get(`/${ASSET}`, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['vary']).toMatch(/accept-encoding/i)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(brotliDecompressSync(res.rawPayload).equals(ASSET_BODY)).toBe(true)
    expect(res.rawPayload.length).toBeLessThan(ASSET_BODY.length / 3)
  })

  it('sends the .gz twin when only gzip is accepted', async () => {
    const res = await get(`/${ASSET}`, { 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['vary']).toMatch(/accept-encoding/i)
    expect(gunzipSync(res.rawPayload).equals(ASSET_BODY)).toBe(true)
  })

  it('sends the file itself when no encoding is accepted, still varying on it', async () => {
    const res = await get(`/${ASSET}`)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['vary']).toMatch(/accept-encoding/i)
    expect(res.rawPayload.equals(ASSET_BODY)).toBe(true)
  })

  it('keeps hashed assets a year and immutable, and never serves the twins by their own name', async () => {
    const res = await get(`/${ASSET}`, { 'accept-encoding': 'br' })
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // No route of its own: the path falls to the page route like any unknown path.
    const twin = await get(`/${ASSET}.br`)
    expect(twin.headers['content-type']).toMatch(/^text\/html/)
  })

  it('lets the browser revalidate files whose name does not change (favicon, index.html)', async () => {
    for (const url of ['/favicon.svg', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'br' })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })
})

describe('dynamic responses', () => {
  it('compresses the HTML of a page with Brotli, no-cache', async () => {
    const res = await get('/pesquisa/recepcionista', { 'accept-encoding': 'gzip, br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['vary']).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root"></div>')
  })

  it('compresses JSON over the threshold with gzip when Brotli is not taken', async () => {
    const plain = await api('/api/public/categories')
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const res = await api('/api/public/categories', { 'accept-encoding': 'gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json())
  })

  it('leaves a small JSON response as it is', async () => {
    const res = await api('/api/health', { 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json().data.ok).toBe(true)
  })

  it('flushes a streamed body part by part, each part readable before the next is written', async () => {
    // Node sends the headers with the first body bytes: the request is answered only once the
    // compressor lets the first part out.
    const answered = open('/stream-probe', { 'accept-encoding': 'gzip' })
    const probe = await firstProbe()
    probe.write('<html><head><title>first part</title></head>')
    const res = await answered
    expect(res.headers['content-encoding']).toBe('gzip')
    const text = reader(res.pipe(createGunzip()))
    expect(await text.until('first part')).toContain('<head>')
    probe.end('<body>second part</body></html>')
    expect(await text.until('second part')).toContain('</html>')
  })
})

describe('uploaded images', () => {
  it('are served a year, immutable, as stored (never compressed again)', async () => {
    const { user } = await createUser(t.db, { role: 'promoter' })
    const image = await imagesService(t.ctx).upload(user.id, {
      file: await makePng(64, 64),
      purpose: 'gallery',
      field: 'file',
    })
    const url = image.urls.medium
    const res = await get(url, { 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBeUndefined()
  })
})

describe('server-sent events', () => {
  it('are neither compressed nor held back: the first event arrives while the stream is open', async () => {
    const { user } = await createUser(t.db, { role: 'client' })
    const token = await t.login(user.email)
    const res = await open(
      `/api/notifications/stream?appKey=${TEST_APP_KEY}&appSecret=${TEST_APP_SECRET}`,
      { 'accept-encoding': 'br, gzip', authorization: `Bearer ${token}` },
    )
    try {
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/)
      expect(res.headers['content-encoding']).toBeUndefined()
      const ready = await reader(res).until('event: ready')
      expect(ready).toMatch(/event: ready\ndata: \{/)
      expect(res.complete).toBe(false)
    } finally {
      res.destroy()
    }
  })
})

/** The body of the first /stream-probe request, once the route has made it. */
async function firstProbe(): Promise<PassThrough> {
  for (let i = 0; i < 500 && streamProbe.size === 0; i++)
    await new Promise((r) => setTimeout(r, 10))
  const probe = [...streamProbe][0]
  if (!probe) throw new Error('the /stream-probe route was not reached')
  return probe
}

/** A real HTTP request (inject would wait for the whole body): resolves once the headers arrive. */
function open(url: string, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${url}`, { headers }, resolve)
    req.on('error', reject)
    req.end()
  })
}

/** Text read from a stream as it comes; `until` waits (at most 5 s) for a piece of it. */
function reader(stream: NodeJS.ReadableStream) {
  let text = ''
  const waiting = new Set<() => void>()
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString()
    for (const wake of waiting) wake()
  })
  return {
    until(piece: string): Promise<string> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!text.includes(piece)) return
          waiting.delete(check)
          clearTimeout(timer)
          resolve(text)
        }
        const timer = setTimeout(() => {
          waiting.delete(check)
          reject(new Error(`"${piece}" did not arrive within 15 s; got: ${text.slice(0, 200)}`))
        }, 15_000)
        waiting.add(check)
        check()
      })
    },
  }
}

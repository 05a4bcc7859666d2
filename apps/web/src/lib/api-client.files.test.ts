import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fakeApi } from '../test/render.tsx'
import { ApiError, apiDownload, apiStreamUrl, apiUpload } from './api-client.ts'
import { changeLocale } from './i18n.ts'

/** A stand-in for the browser's XMLHttpRequest: records what was sent, answers as told. */
class FakeXhr {
  static last: FakeXhr | null = null
  static answer: { status: number; body: unknown } = { status: 200, body: {} }
  method = ''
  url = ''
  withCredentials = false
  headers: Record<string, string> = {}
  sent: FormData | null = null
  status = 0
  responseText = ''
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null
  } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v
  }
  send(body: FormData) {
    this.sent = body
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 })
    this.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 4 })
    this.status = FakeXhr.answer.status
    this.responseText = JSON.stringify(FakeXhr.answer.body)
    queueMicrotask(() => this.onload?.())
  }
}

const realXhr = globalThis.XMLHttpRequest
beforeEach(async () => {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest
  await changeLocale('pt-BR')
})
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr
})

const file = () => new File(['abc'], 'foto.png', { type: 'image/png' })

describe('one HTTP edge for files', () => {
  it('uploads with the app headers, the cookie, the named fields and progress', async () => {
    FakeXhr.answer = { status: 201, body: { status: 201, data: { id: 'img-1' } } }
    const progress: number[] = []
    const image = await apiUpload<{ id: string }>('/supplier/upload/product', {
      file: file(),
      fileField: 'imageProduct',
      fields: { color_id: 'c1' },
      onProgress: (p) => progress.push(p),
    })
    expect(image).toEqual({ id: 'img-1' })
    const xhr = FakeXhr.last!
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toMatch(/\/api\/supplier\/upload\/product$/)
    expect(xhr.withCredentials).toBe(true)
    expect(xhr.headers).toMatchObject({ locale: 'pt', 'X-App-Key': expect.any(String) })
    expect(xhr.sent!.get('color_id')).toBe('c1')
    expect((xhr.sent!.get('imageProduct') as File).name).toBe('foto.png')
    expect(progress).toEqual([25, 100])
  })

  it('refuses with the first field message, translated by the server, as an ApiError', async () => {
    FakeXhr.answer = {
      status: 415,
      body: {
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Tipo de arquivo não aceito',
        errors: [{ field: 'file', message: 'Envie JPEG, PNG ou WebP' }],
      },
    }
    const error = await apiUpload('/me/images', {
      file: file(),
      fields: { purpose: 'avatar' },
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 415, message: 'Envie JPEG, PNG ou WebP' })
  })

  it('downloads a file outside the envelope and says why when it cannot', async () => {
    fakeApi({
      'GET /api/me/export': {
        status: 429,
        body: { status: 429, code: 'RATE_LIMITED', message: 'Muitas tentativas' },
      },
    })
    await expect(apiDownload('/me/export', 'dados.json')).rejects.toBeInstanceOf(ApiError)
  })

  it('puts the app key of a live stream in its query (EventSource sends no headers)', () => {
    const url = new URL(apiStreamUrl('/ad-auctions/a1/live'), 'http://localhost')
    expect(url.pathname).toBe('/api/ad-auctions/a1/live')
    expect(url.searchParams.get('appKey')).toBeTruthy()
    expect(url.searchParams.get('appSecret')).toBeTruthy()
  })
})

import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UseFormSetError } from 'react-hook-form'
import type { ApiError } from './api-client.ts'

vi.mock('./notify.tsx', () => ({
  notifyError: vi.fn(),
  notifyValidation: vi.fn(),
  notifyInfo: vi.fn(),
  notifySuccess: vi.fn(),
}))

// The web project shares one module graph per worker (isolate: false, ADR 0042): an earlier file
// may have loaded the client with the real toasts. Load it afresh against the mock above, and
// drop this graph afterwards so the next file gets the real toasts back.
vi.resetModules()
const { fail, fakeApi, ok } = await import('../test/render.tsx')
const client = await import('./api-client.ts')
const { api, configureApiClient, internalErrorText } = client
const { applyServerErrors } = await import('./forms.ts')
const { changeLocale } = await import('./i18n.ts')
const { notifyError, notifyValidation } = await import('./notify.tsx')
afterAll(() => {
  vi.resetModules()
})

const clearSession = vi.fn()
const navigate = vi.fn()

beforeEach(async () => {
  vi.clearAllMocks()
  configureApiClient({ clearSession, navigate })
  await changeLocale('pt-BR')
})
afterEach(() => vi.useRealTimers())

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    return error as ApiError
  }
  throw new Error('expected the request to fail')
}

describe('api client', () => {
  it('unwraps the {status, data} envelope', async () => {
    fakeApi({ 'GET /api/public/categories': ok([{ id: '1', slug: 'recepcao', name: 'Recepção' }]) })
    await expect(api.get('/public/categories')).resolves.toEqual([
      { id: '1', slug: 'recepcao', name: 'Recepção' },
    ])
  })

  it('sends the app headers, JSON and the cookie on every request', async () => {
    const calls = fakeApi({ 'POST /api/auth/logout': ok({ ok: true }) })
    await api.post('/auth/logout')
    const [call] = calls
    expect(call!.headers).toMatchObject({
      locale: 'pt',
      'X-App-Key': 'galera-web',
      'X-App-Secret': 'galera-web-dev-secret',
      'Content-Type': 'application/json',
    })
    expect(call!.credentials).toBe('include')
    expect(call!.body).toEqual({})
    expect(call!.headers).not.toHaveProperty('Authorization')
  })

  it('switches the locale header with the language', async () => {
    const calls = fakeApi({ 'GET /api/auth/me': ok(null) })
    await api.get('/auth/me')
    await changeLocale('en')
    await api.get('/auth/me')
    expect(calls.map((c) => c.headers.locale)).toEqual(['pt', 'en'])
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem('galera.lang')).toBe('en')
  })

  it('on 401 clears the session and goes to the login of the area the server names', async () => {
    fakeApi({
      'GET /api/admin/overview': fail(401, 'SESSION_EXPIRED', 'Sua sessão expirou.', {
        area: 'admin',
      }),
    })
    const error = await caught(api.get('/admin/overview'))
    expect(error).toBeInstanceOf(client.ApiError)
    expect(error).toMatchObject({ status: 401, code: 'SESSION_EXPIRED', area: 'admin' })
    expect(clearSession).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/admin')
  })

  it.each([
    ['client', '/login'],
    ['suppliers', '/promotor'],
  ])('maps the 401 area %s to %s', async (area, path) => {
    fakeApi({ 'GET /api/x': fail(401, 'UNAUTHENTICATED', 'Faça login', { area }) })
    await caught(api.get('/x'))
    expect(navigate).toHaveBeenCalledWith(path)
  })

  it('leaves a 401 to the caller when asked (start-up session check, login forms)', async () => {
    fakeApi({ 'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Faça login', { area: 'client' }) })
    await caught(api.get('/auth/me', { redirectOn401: false }))
    expect(clearSession).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('on 422 lists the messages and returns them for the form fields', async () => {
    fakeApi({
      'POST /api/auth/login': fail(422, 'VALIDATION_FAILED', 'Verifique os campos', {
        errors: [
          { field: 'email', message: 'E-mail inválido' },
          { field: 'password', message: 'validation.minChars|min=3' },
        ],
      }),
    })
    const error = await caught(api.post('/auth/login', { email: 'x', password: 'y' }))
    expect(error.errors).toEqual([
      { field: 'email', message: 'E-mail inválido' },
      { field: 'password', message: 'Mínimo de 3 caracteres' },
    ])
    expect(notifyValidation).toHaveBeenCalledWith('Verifique os campos', [
      'E-mail inválido',
      'Mínimo de 3 caracteres',
    ])

    const setError = vi.fn() as unknown as UseFormSetError<{ email: string; password: string }>
    expect(applyServerErrors(error, setError, ['email', 'password'])).toBeNull()
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'E-mail inválido' },
      { shouldFocus: true },
    )
    expect(setError).toHaveBeenCalledWith(
      'password',
      { type: 'server', message: 'Mínimo de 3 caracteres' },
      { shouldFocus: false },
    )
  })

  it('on 400 alerts with the server message', async () => {
    fakeApi({ 'POST /api/x': fail(400, 'INVALID_CREDENTIALS', 'E-mail ou senha incorretos') })
    const error = await caught(api.post('/x', {}))
    expect(error.message).toBe('E-mail ou senha incorretos')
    expect(notifyError).toHaveBeenCalledWith('E-mail ou senha incorretos')
  })

  it('keeps a 404 quiet', async () => {
    fakeApi({})
    const error = await caught(api.get('/public/companies/nope'))
    expect(error.status).toBe(404)
    expect(notifyError).not.toHaveBeenCalled()
  })

  it('on 500 shows the text after the first colon, else the generic message', async () => {
    expect(internalErrorText('Erro interno: o banco não respondeu')).toBe('o banco não respondeu')
    expect(internalErrorText('Houve um erro interno')).toBe(
      'Houve um erro interno. Por favor, tente novamente mais tarde.',
    )
    expect(internalErrorText(undefined)).toBe(
      'Houve um erro interno. Por favor, tente novamente mais tarde.',
    )
    await changeLocale('en')
    expect(internalErrorText('Erro')).toBe('There was an internal error. Please, try again later.')

    fakeApi({
      'GET /api/y': fail(500, 'INTERNAL_ERROR', 'Internal: disk full', { requestId: 'req-1' }),
    })
    const error = await caught(api.get('/y'))
    expect(error.message).toBe('disk full')
    expect(notifyError).toHaveBeenCalledWith('disk full (error code: req-1)')
  })

  it('translates other statuses by their code, or by status', async () => {
    fakeApi({
      'GET /api/a': fail(403, 'FORBIDDEN', 'whatever'),
      'GET /api/b': { status: 418, body: { status: 418, message: 'teapot' } },
    })
    expect((await caught(api.get('/a'))).message).toBe('Você não tem permissão para esta ação')
    expect((await caught(api.get('/b'))).message).toBe('Algo deu errado. Tente novamente.')
  })

  it('turns a network failure into a translated message', async () => {
    globalThis.fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))
    const error = await caught(api.get('/z'))
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Sem conexão com o servidor. Verifique sua internet.',
    })
    expect(notifyError).toHaveBeenCalled()
  })

  it('gives up after 60 s', async () => {
    vi.useFakeTimers()
    globalThis.fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    ) as unknown as typeof fetch
    const pending = caught(api.get('/slow'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await pending).toMatchObject({
      code: 'REQUEST_TIMEOUT',
      message: 'A requisição demorou demais. Tente novamente.',
    })
  })
})

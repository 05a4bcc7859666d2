import { isErrorCode, type ErrorCode, type LoginArea } from '@galera/shared/errors/error-codes.ts'
import { LIMITS } from '@galera/shared/constants.ts'
import { env } from '../config/env.ts'
import { loginPathFor } from './routes.ts'
import { ensureMessages, i18n, localeHeader, translateMessage } from './i18n.ts'
import { notifyError, notifyValidation } from './notify.tsx'

/**
 * The only place that reads the `{status, data}` envelope and maps errors (spec §8, STYLE.md).
 * The session token is an HttpOnly cookie: requests send `credentials: 'include'` and never an
 * Authorization header from script.
 */

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'UNKNOWN'

export interface FieldError {
  field: string
  message: string
}

export class ApiError extends Error {
  readonly status: number
  readonly code: ApiErrorCode
  readonly errors: FieldError[]
  readonly area?: LoginArea
  readonly requestId?: string

  constructor(init: {
    status: number
    code: ApiErrorCode
    message: string
    errors?: FieldError[]
    area?: LoginArea
    requestId?: string
  }) {
    super(init.message)
    this.name = 'ApiError'
    this.status = init.status
    this.code = init.code
    this.errors = init.errors ?? []
    this.area = init.area
    this.requestId = init.requestId
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
  signal?: AbortSignal
  /**
   * `false`: the caller shows every error itself (forms: login, forgot password) — no
   * notification and no redirect on 401.
   */
  notify?: boolean
  /** `false`: a 401 only throws (the start-up `GET /auth/me` of an anonymous visitor). */
  redirectOn401?: boolean
  /** Extra headers (e.g. `Idempotency-Key`); the app's own headers always win. */
  headers?: Record<string, string>
}

interface ApiClientHooks {
  /** Spec §8: 401 clears the session … */
  clearSession: () => void
  /** … and goes to `login-{area}`. */
  navigate: (path: string) => void
  /**
   * Whether a user is signed in here. A 401 for someone already signed out (a request still in
   * flight after logout or closing the account) has no session to expire: no redirect.
   */
  isSignedIn: () => boolean
  /**
   * How a JSON call goes out: the browser's `fetch`; on the server (ADR 0049) Fastify's
   * in-process `inject`, so rendering a page makes no HTTP call to itself.
   */
  fetch: typeof fetch
}

let hooks: ApiClientHooks = {
  clearSession: () => {},
  isSignedIn: () => true,
  navigate: (path) => window.location.assign(path),
  fetch: (input, init) => globalThis.fetch(input, init),
}

/** Wired once by the app (session store and router) so this module stays free of React. */
export function configureApiClient(next: Partial<ApiClientHooks>) {
  hooks = { ...hooks, ...next }
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${env.apiUrl}/api${path.startsWith('/') ? path : `/${path}`}`
  if (!query) return url
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v))
  const qs = params.toString()
  return qs ? `${url}?${qs}` : url
}

/** PRODUCT.md: a 500 shows the text after the first colon, else the generic message. */
export function internalErrorText(serverMessage: string | undefined): string {
  const colon = serverMessage?.indexOf(':') ?? -1
  const after = colon >= 0 ? serverMessage!.slice(colon + 1).trim() : ''
  return after || i18n.t('httpStatus.500')
}

/** STYLE.md: other codes go through `t(code)`; an unknown code falls back to the status. */
function statusText(status: number, code: ApiErrorCode): string {
  if (code !== 'UNKNOWN' && code !== 'NETWORK_ERROR' && i18n.exists(`errors.${code}`))
    return i18n.t(`errors.${code}`)
  const key = `httpStatus.${status}`
  return i18n.exists(key) ? i18n.t(key) : i18n.t('httpStatus.other')
}

async function readJson(res: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await res.json()
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function toApiError(status: number, body: Record<string, unknown> | null): ApiError {
  const rawErrors = Array.isArray(body?.errors) ? (body.errors as FieldError[]) : []
  const errors = rawErrors
    .filter((e) => e && typeof e.message === 'string')
    .map((e) => ({ field: String(e.field ?? ''), message: translateMessage(e.message) })) // server sentences pass unchanged; bare keys get translated
  const serverMessage = typeof body?.message === 'string' ? body.message : undefined
  const code: ApiErrorCode = isErrorCode(body?.code) ? body.code : 'UNKNOWN'
  const area =
    body?.area === 'client' || body?.area === 'admin' || body?.area === 'suppliers'
      ? body.area
      : undefined
  const requestId = typeof body?.requestId === 'string' ? body.requestId : undefined
  let message: string
  if (status === 500) message = internalErrorText(serverMessage)
  else if ((status === 400 || status === 401 || status === 422 || status === 404) && serverMessage)
    message = serverMessage
  else message = statusText(status, code)
  return new ApiError({ status, code, message, errors, area, requestId })
}

/** Spec §8, per status: what the user sees when the caller did not opt out. */
function present(error: ApiError, options: RequestOptions) {
  // A page rendered on the server shows no toast: the browser asks again after hydrating.
  if (typeof document === 'undefined') return
  const notify = options.notify !== false
  if (error.status === 401) {
    if (options.redirectOn401 === false || options.notify === false || !hooks.isSignedIn()) return
    // Navigate first: a guarded screen that sees the user vanish must not pick another login.
    hooks.navigate(loginPathFor(error.area))
    hooks.clearSession()
    notifyError(error.message, i18n.t('web.common.sessionTitle'))
    return
  }
  if (!notify || error.status === 404) return
  if (error.status === 422) {
    const list = error.errors.length > 0 ? error.errors.map((e) => e.message) : [error.message]
    notifyValidation(error.message || i18n.t('httpStatus.422'), list)
    return
  }
  const withId =
    error.status === 500 && error.requestId
      ? `${error.message} (${i18n.t('web.common.requestId', { id: error.requestId })})`
      : error.message
  notifyError(withId)
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    LIMITS.requestTimeoutMs,
  )
  const onAbort = () => controller.abort(options.signal?.reason)
  options.signal?.addEventListener('abort', onAbort)
  let res: Response
  try {
    res = await hooks.fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: { ...options.headers, ...appHeaders(), 'Content-Type': 'application/json' },
      // Fastify refuses an empty JSON body, so writes without a payload send `{}`.
      body: (options.method ?? 'GET') === 'GET' ? undefined : JSON.stringify(options.body ?? {}),
      credentials: 'include',
      signal: controller.signal,
    })
  } catch (cause) {
    // A caller that cancelled (React Query on unmount) does not want an alert.
    if (options.signal?.aborted) throw cause
    const timedOut = controller.signal.aborted
    // The error words are a chunk of their own (ADR 0069), normally loaded long before this.
    await ensureMessages().catch(() => undefined)
    const error = new ApiError({
      status: 0,
      code: timedOut ? 'REQUEST_TIMEOUT' : 'NETWORK_ERROR',
      message: timedOut ? i18n.t('errors.REQUEST_TIMEOUT') : i18n.t('httpStatus.network'),
    })
    if (options.notify !== false && typeof document !== 'undefined') notifyError(error.message)
    throw error
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onAbort)
  }

  const body = await readJson(res)
  if (res.ok) {
    if (body && 'data' in body) return body.data as T
    return undefined as T
  }
  await ensureMessages().catch(() => undefined)
  const error = toApiError(res.status, body)
  present(error, options)
  throw error
}

/** The app's own headers, sent by every call (JSON, uploads, downloads). */
function appHeaders(): Record<string, string> {
  return {
    locale: localeHeader(),
    'X-App-Key': env.appKey,
    'X-App-Secret': env.appSecret,
    Accept: 'application/json',
  }
}

const networkError = () =>
  new ApiError({ status: 0, code: 'NETWORK_ERROR', message: i18n.t('httpStatus.network') })

export interface UploadOptions {
  file: File
  /** The multipart field of the file (`file` unless the route names another, e.g. `imageProduct`). */
  fileField?: string
  /** Text fields sent before the file. */
  fields?: Record<string, string>
  /** Upload progress in whole percent (XMLHttpRequest is the one browser API that reports it). */
  onProgress?: (percent: number) => void
}

/**
 * A multipart upload of one file (plus text fields): the same headers, envelope and errors as
 * `apiRequest`, without the JSON content type. Callers show errors on their own form field, so
 * the error's message is the first field message when the server names one (413, 415, 422…).
 */
export function apiUpload<T>(path: string, upload: UploadOptions): Promise<T> {
  const form = new FormData()
  for (const [k, v] of Object.entries(upload.fields ?? {})) form.append(k, v)
  form.append(upload.fileField ?? 'file', upload.file)
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', buildUrl(path))
    xhr.withCredentials = true
    for (const [k, v] of Object.entries(appHeaders())) xhr.setRequestHeader(k, v)
    if (upload.onProgress) {
      const report = upload.onProgress
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) report(Math.round((e.loaded / e.total) * 100))
      }
    }
    xhr.onerror = () => reject(networkError())
    xhr.onload = () => {
      let body: Record<string, unknown> | null = null
      try {
        const parsed: unknown = JSON.parse(xhr.responseText)
        body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && 'data' in body) {
        resolve(body.data as T)
        return
      }
      const error = toApiError(xhr.status, body)
      present(error, { notify: false })
      const first = error.errors[0]?.message
      reject(
        first && first !== error.message
          ? new ApiError({
              status: error.status,
              code: error.code,
              message: first,
              errors: error.errors,
              area: error.area,
              requestId: error.requestId,
            })
          : error,
      )
    }
    xhr.send(form)
  })
}

/**
 * A file the API answers outside the envelope (the LGPD export): fetched with the same headers
 * and cookie as every call, and saved under the name the server gives (else `fallbackName`).
 */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  let res: Response
  try {
    res = await fetch(buildUrl(path), { headers: appHeaders(), credentials: 'include' })
  } catch {
    await ensureMessages().catch(() => undefined)
    throw networkError()
  }
  if (!res.ok) {
    await ensureMessages().catch(() => undefined)
    const error = toApiError(res.status, await readJson(res))
    present(error, { notify: false })
    throw error
  }
  const disposition = res.headers.get('content-disposition') ?? ''
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName
  const url = URL.createObjectURL(await res.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * The address of a Server-Sent Events stream (`/notifications/stream`, `/ad-auctions/{id}/live`).
 * EventSource cannot send headers: the app key goes in the query; the session cookie by itself.
 */
export function apiStreamUrl(path: string): string {
  const url = buildUrl(path)
  const q = new URLSearchParams({ appKey: env.appKey, appSecret: env.appSecret })
  return `${url}?${q.toString()}`
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
}

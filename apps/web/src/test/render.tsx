import type { ReactNode } from 'react'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { render } from '@testing-library/react'
import { theme } from '../app/theme.ts'
import { i18n } from '../lib/i18n.ts'
import { configureApiClient } from '../lib/api-client.ts'
import { clearSessionCache, SessionProvider } from '../lib/session.tsx'
import { TermsProvider } from '../app/terms-provider.tsx'

/** Renders routes inside the app's providers, at `path`, with a fresh query cache. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  configureApiClient({
    clearSession: () => clearSessionCache(queryClient),
    navigate: (to) => void router.navigate(to, { replace: true, flushSync: true }),
  })
  const wrap = (ui: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <TermsProvider>{ui}</TermsProvider>
          </SessionProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  )
  const utils = render(wrap(<RouterProvider router={router} />))
  return { ...utils, router, queryClient }
}

export interface FakeAnswer {
  status: number
  body?: unknown
}
export interface RecordedCall {
  method: string
  url: string
  headers: Record<string, string>
  body: unknown
  credentials?: RequestCredentials
}

/**
 * Replaces `fetch` with a fake API: `'METHOD /api/path'` → an answer (or a list, used in order,
 * the last one repeating). Unknown routes answer 404. Returns the recorded calls.
 */
export function fakeApi(routes: Record<string, FakeAnswer | FakeAnswer[]>) {
  const calls: RecordedCall[] = []
  const queues = new Map(
    Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : [v]]),
  )
  globalThis.fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input)
    const method = init.method ?? 'GET'
    calls.push({
      method,
      url,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    })
    const key = `${method} ${url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]}`
    const queue = queues.get(key)
    const answer = queue
      ? queue.length > 1
        ? queue.shift()!
        : queue[0]!
      : {
          status: 404,
          body: { status: 404, code: 'ROUTE_NOT_FOUND', message: 'Endereço não encontrado' },
        }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    })
  }) as typeof fetch
  // Uploads go through XMLHttpRequest (for their progress, lib/api-client.ts): the same fake
  // answers them, so a test fakes one API whatever the browser call.
  const fakeFetch = globalThis.fetch
  class FakeXhr {
    private method = 'GET'
    private url = ''
    private headers: Record<string, string> = {}
    status = 0
    responseText = ''
    withCredentials = false
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    open(method: string, url: string) {
      this.method = method
      this.url = url
    }
    setRequestHeader(k: string, v: string) {
      this.headers[k] = v
    }
    send(body: XMLHttpRequestBodyInit | null) {
      void fakeFetch(this.url, {
        method: this.method,
        headers: this.headers,
        body: body ?? undefined,
        credentials: this.withCredentials ? 'include' : 'same-origin',
      }).then(
        async (res) => {
          this.status = res.status
          this.responseText = await res.text()
          this.onload?.()
        },
        () => this.onerror?.(),
      )
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest
  return calls
}

export const ok = (data: unknown): FakeAnswer => ({ status: 200, body: { status: 200, data } })
export const fail = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): FakeAnswer => ({
  status,
  body: { status, code, message, ...extra },
})

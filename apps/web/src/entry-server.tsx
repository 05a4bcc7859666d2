/*
 * The server render of the public pages (ADR 0049), built by `vite build --ssr` into `dist-ssr/`
 * and loaded by the API (`apps/api/src/modules/web/ssr.ts`). Data mode on the server: React
 * Router's static handler matches the URL and loads its lazy route; the page renders from a
 * per-request TanStack Query cache whose queries go through the API's own `inject` (no HTTP to
 * itself); the cache and the router state are handed to the browser, which hydrates.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { ReactElement } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import {
  dehydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query'
import type { RenderRequest, RenderResult } from '@galera/shared/server-render.ts'
import { AppProviders } from './app/providers.tsx'
import { createQueryClient } from './app/query-client.ts'
import { routeTree } from './app/router.tsx'
import { isBrowsePage, isServerRendered } from './app/routes/screen.ts'
import { apiErrorData, ssrStateScript } from './app/ssr/state.ts'
import { configureApiClient, isApiError } from './lib/api-client.ts'
import { i18nForRequest } from './lib/i18n.ts'
import { RenderedParts } from './lib/lazy-part.tsx'
import { SESSION_QUERY_KEY } from './lib/session.tsx'
import { PageHeadContext, type PageHead } from './lib/use-page-title.ts'
import { ServerRedirectContext, type ServerRedirect } from './lib/redirect.tsx'

/** Each request's `fetch`: the api client is a module shared by concurrent renders. */
const requestFetch = new AsyncLocalStorage<typeof fetch>()
configureApiClient({
  fetch: (input, init) => {
    const inProcess = requestFetch.getStore()
    if (!inProcess) throw new Error('API call outside a server render')
    return inProcess(input, init)
  },
  isSignedIn: () => false,
  clearSession: () => {},
  navigate: () => {},
})

const handler = createStaticHandler(routeTree)

/**
 * A render shows queries it has no data for as loading; those found are fetched and the page
 * renders again, until a render asks for nothing new (a query may depend on another's answer).
 */
const MAX_RENDERS = 5

/** React's placeholder for a Suspense boundary sent later in the stream. */
const OUT_OF_ORDER = /<template id="B:\d/

export function render(request: RenderRequest): Promise<RenderResult> {
  return requestFetch.run(request.fetch, () => renderPage(request))
}

async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const context = await handler.query(new Request(new URL(request.url, request.origin)))
  if (context instanceof Response) {
    const location = context.headers.get('Location')
    return location && context.status >= 300 && context.status < 400
      ? { kind: 'redirect', status: context.status, location }
      : { kind: 'shell' }
  }
  const deepest = context.matches.at(-1)
  if (context.errors || !deepest || !isServerRendered(deepest.route.handle))
    return { kind: 'shell' }

  const [i18n, queryClient] = [
    await i18nForRequest(request.locale),
    createQueryClient({ server: true }),
  ]
  if (!request.hasSession) queryClient.setQueryData(SESSION_QUERY_KEY, null)
  const router = createStaticRouter(handler.dataRoutes, context)
  // Filled by the screens' `usePageTitle` during each render (ADR 0061).
  const head: PageHead = {}
  // Set by a guard's `<Redirect>` (a signed-in visitor on a login page): a 302, not a page.
  const redirect: ServerRedirect = {}
  // The lazy parts each render showed: the browser loads them before it hydrates (ADR 0084).
  const parts = new Set<string>()
  const page = (
    <ServerRedirectContext value={redirect}>
      <PageHeadContext value={head}>
        <RenderedParts value={parts}>
          <AppProviders queryClient={queryClient} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </RenderedParts>
      </PageHeadContext>
    </ServerRedirectContext>
  )

  const asked = new Set<string>()
  let html: string
  for (let renders = 1; ; renders += 1) {
    Object.assign(head, { title: undefined, description: undefined, image: undefined })
    parts.clear()
    html = await renderToHtml(page)
    if (redirect.to) return { kind: 'redirect', status: 302, location: redirect.to }
    const missing = queriesToFetch(queryClient, asked)
    // A part first shown in this render (a lazy component) waited for its code and came out of
    // order, with a script to move it in place: the next render has its code and puts it inline.
    const inOrder = !OUT_OF_ORDER.test(html)
    if ((missing.length === 0 && inOrder) || renders === MAX_RENDERS) {
      if (!inOrder)
        throw new Error(`${request.url}: parts still out of order after ${renders} renders`)
      break
    }
    await Promise.all(missing.map((q) => q.fetch().catch(() => undefined)))
    // A failed query is forgotten: the browser's first render shows it loading, as the next
    // render here does, and then asks for it itself. A 404 is an answer, not a failure: the page
    // shows its "not found" screen and the reply is a 404 (ADR 0061).
    for (const q of missing)
      if (q.state.status === 'error' && !isNotFoundQuery(q)) queryClient.getQueryCache().remove(q)
  }
  const notFound = queryClient.getQueryCache().getAll().some(isNotFoundQuery)

  const stateScript = ssrStateScript({
    locale: request.locale,
    queries: withoutTimes(
      dehydrate(queryClient, {
        shouldDehydrateQuery: (q) => q.state.status === 'success' || isNotFoundQuery(q),
      }),
    ),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    parts: [...parts].sort(),
  })
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    html,
    stateScript,
    head: { ...head },
    // A signed-in visitor's page hydrates at once, as the signed-in areas do (ADR 0073).
    untilInteraction: !request.hasSession && isBrowsePage(deepest.route.handle),
  }
}

function isNotFoundQuery(query: Query): boolean {
  return (
    query.state.status === 'error' &&
    isApiError(query.state.error) &&
    query.state.error.status === 404
  )
}

/**
 * The same page twice is the same bytes (the ETag of a public page can match): the times the
 * cache was filled are left out, and the browser stamps the data with its arrival (main.tsx) — a
 * page revalidated by its ETag is current as of then too.
 */
function withoutTimes(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) => ({
      ...q,
      dehydratedAt: 0,
      state: {
        ...q.state,
        dataUpdatedAt: 0,
        errorUpdatedAt: 0,
        // An error's message is not an own enumerable property: it travels as data (state.ts).
        ...(isApiError(q.state.error) && { error: apiErrorData(q.state.error) }),
      },
    })),
  }
}

/** Queries the last render wanted and has no data for, not yet asked for, enabled. */
function queriesToFetch(queryClient: QueryClient, asked: Set<string>): Query[] {
  const missing = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && !asked.has(q.queryHash) && isEnabled(q))
  for (const q of missing) asked.add(q.queryHash)
  return missing
}

function isEnabled(query: Query): boolean {
  // The observer's options (with `enabled`) are the query's options at run time.
  const enabled: unknown = Reflect.get(query.options, 'enabled')
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false
}

/** The whole page (lazy parts included) as one string: the reply is sent in one piece. */
async function renderToHtml(element: ReactElement): Promise<string> {
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(element, {
    // Every Suspense boundary inline, in order: no outlined boundary and no inline script to
    // reveal it (the CSP allows none).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error)
    },
  })
  const html = await readAll(prelude)
  // A part that failed would be rendered again in the browser, differently: send the shell.
  if (errors.length > 0) throw errors[0]
  return html
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks).toString('utf8')
}

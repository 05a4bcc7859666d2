import './app/styles.ts'
import { StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { hydrate } from '@tanstack/react-query'
import { AppProviders } from './app/providers.tsx'
import { createQueryClient } from './app/query-client.ts'
import { createAppRouter, loadMatchedLazyRoutes } from './app/router.tsx'
import { readSsrState } from './app/ssr/state.ts'
import { configureApiClient } from './lib/api-client.ts'
import {
  changeLocale,
  currentLocale,
  ensureLocale,
  ensureMessages,
  i18n,
  isI18nDomain,
  loadDomain,
  rememberLocaleCookie,
  showLocale,
  storedLocale,
} from './lib/i18n.ts'
import { preloadRenderedParts } from './lib/lazy-part.tsx'
import { clearSessionCache, SESSION_QUERY_KEY } from './lib/session.tsx'

const queryClient = createQueryClient()
let router: ReturnType<typeof createAppRouter> | undefined

// Spec §8: a 401 clears the session and goes to the area's login.
configureApiClient({
  clearSession: () => clearSessionCache(queryClient),
  isSignedIn: () => !!queryClient.getQueryData(SESSION_QUERY_KEY),
  navigate: (path) => void router?.navigate(path, { replace: true, flushSync: true }),
})

/**
 * The error and validation words (ADR 0069), asked for as the app starts: a press held before
 * the app was ready is replayed as soon as it is (ADR 0073), and it may be a form's submit, which
 * words its errors at once.
 */
const messagesLoaded = ensureMessages().catch(() => undefined)

/**
 * `<html data-ready>` once the app answers to clicks and has its error words (a server-rendered
 * page shows earlier).
 */
function MarkReady() {
  useEffect(() => {
    void messagesLoaded.then(() => {
      document.documentElement.dataset.ready = 'true'
    })
  }, [])
  return null
}

const root = document.getElementById('root')!
const app = (appRouter: NonNullable<typeof router>) => (
  <StrictMode>
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={appRouter} />
      <MarkReady />
    </AppProviders>
  </StrictMode>
)

/**
 * A public page the server rendered (ADR 0049): the first render here must be the server's, so
 * it uses the server's language, data, route modules and lazy parts (ADR 0084: a part still
 * loading stays server HTML that drops presses); then the language saved in this browser
 * (older visits kept it only in localStorage, which the server cannot read) takes over.
 */
async function hydratePage() {
  const ssr = readSsrState()
  if (!ssr) return false
  // The server leaves the times out (same page, same bytes): the data is as fresh as its arrival.
  const now = Date.now()
  for (const q of ssr.queries.queries) {
    q.dehydratedAt = now
    q.state.dataUpdatedAt = now
  }
  hydrate(queryClient, ssr.queries)
  // Words a screen loads through a query (`['i18n', ...domains]`): the server had them.
  const domains = ssr.queries.queries
    .filter((q) => q.queryKey[0] === 'i18n')
    .flatMap((q) => q.queryKey.slice(1).filter(isI18nDomain))
  await Promise.all([
    showLocale(ssr.locale),
    ...domains.map((d) => loadDomain(d)),
    // Parts of the entry chunk start at once; those of a lazy route once its module is here.
    preloadRenderedParts(ssr.parts),
    loadMatchedLazyRoutes(window.location.pathname).then(() => preloadRenderedParts(ssr.parts)),
  ])
  router = createAppRouter(ssr.router)
  hydrateRoot(root, app(router))
  const saved = storedLocale()
  if (saved && saved !== ssr.locale) void changeLocale(saved)
  else if (saved) rememberLocaleCookie(saved)
  return true
}

/** A signed-in area: the server sent the shell; English (a separate chunk) loads first if saved. */
async function renderShell() {
  // Signed-in areas are forms: their error words come before the first render.
  await Promise.all([ensureLocale(currentLocale()), ensureMessages()]).catch(() => undefined)
  if (storedLocale()) rememberLocaleCookie(currentLocale())
  router = createAppRouter()
  createRoot(root).render(app(router))
}

void hydratePage().then((done) => (done ? undefined : renderShell()))

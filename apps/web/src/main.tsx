import './app/styles.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './app/providers.tsx'
import { queryClient } from './app/query-client.ts'
import { createAppRouter } from './app/router.tsx'
import { configureApiClient } from './lib/api-client.ts'
import { currentLocale, ensureLocale } from './lib/i18n.ts'
import { clearSessionCache, SESSION_QUERY_KEY } from './lib/session.tsx'

const router = createAppRouter()

// Spec §8: a 401 clears the session and goes to the area's login.
configureApiClient({
  clearSession: () => clearSessionCache(queryClient),
  isSignedIn: () => !!queryClient.getQueryData(SESSION_QUERY_KEY),
  navigate: (path) => void router.navigate(path, { replace: true, flushSync: true }),
})

// English is a separate chunk: load it before the first paint when it is the saved language.
void ensureLocale(currentLocale())
  .catch(() => undefined)
  .finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  )

import '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { notifications } from '@mantine/notifications'
import { configureApiClient } from '../lib/api-client.ts'
import { changeLocale, ensureMessages } from '../lib/i18n.ts'

// Screens are lazy routes: the first one a test file opens is transformed cold, which on a busy
// two-core machine takes longer than Testing Library's default second — over 5 s in CI while the
// API tests, typecheck and lint share the cores (ADR 0077). Waiting longer only costs time when
// something is really missing.
configure({ asyncUtilTimeout: 15_000 })

// The browser loads the error and validation words once the page is up (main.tsx); tests render
// screens with them, as a page that has settled.
await ensureMessages()

// jsdom lacks what Mantine and the layout read from the browser.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  })
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
Element.prototype.scrollIntoView ??= vi.fn()

// The web project runs with `isolate: false` (ADR 0042): one jsdom and one module graph serve
// every file of a worker, and this file runs again before each of them. What a test may change
// in what is shared goes back to how a fresh page starts, so no test sees another's leftovers.
const ORIGINAL_FETCH = ((globalThis as { __galeraFetch?: typeof fetch }).__galeraFetch ??=
  globalThis.fetch)

afterEach(async () => {
  cleanup()
  vi.useRealTimers()
  notifications.clean()
  notifications.cleanQueue()
  globalThis.fetch = ORIGINAL_FETCH
  configureApiClient({
    clearSession: () => {},
    isSignedIn: () => true,
    navigate: (path) => window.location.assign(path),
  })
  await changeLocale('pt-BR')
  localStorage.clear()
  sessionStorage.clear()
  document.title = ''
})

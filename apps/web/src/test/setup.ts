import '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'

// Screens are lazy routes: the first one a test file opens is transformed cold, which on a busy
// two-core machine takes longer than Testing Library's default second. Waiting longer only costs
// time when something is really missing.
configure({ asyncUtilTimeout: 5_000 })

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

afterEach(() => {
  cleanup()
  localStorage.clear()
})

import { afterEach, describe, expect, it } from 'vitest'
import { readSsrState, serializeSsrState, ssrStateScript, type SsrState } from './state.ts'

const state = (text: string): SsrState => ({
  locale: 'pt-BR',
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['q'],
        queryHash: '["q"]',
        dehydratedAt: 0,
        state: {
          data: text,
          dataUpdateCount: 1,
          dataUpdatedAt: 0,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
  router: { loaderData: {}, actionData: null, errors: null },
  parts: ['SlideCarousel'],
})

describe('the state a server-rendered page hands to the browser', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('cannot close its script element or break a line, and reads back unchanged', () => {
    const text = '</script><script>alert(1)</script><!-- & \u2028 \u2029'
    const json = serializeSsrState(state(text))
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    document.body.innerHTML = ssrStateScript(state(text))
    expect(readSsrState()).toEqual(state(text))
  })

  it('reads a state without lazy parts (a page cached before they travelled) as none', () => {
    const { parts: _, ...older } = state('x')
    document.body.innerHTML = `<script type="application/json" id="galera-ssr-state">${JSON.stringify(older)}</script>`
    expect(readSsrState()?.parts).toEqual([])
  })

  it('is null on a page the server did not render, or with a broken script', () => {
    document.body.innerHTML = '<div id="root"></div>'
    expect(readSsrState()).toBeNull()
    document.body.innerHTML = '<script type="application/json" id="galera-ssr-state">{</script>'
    expect(readSsrState()).toBeNull()
  })
})

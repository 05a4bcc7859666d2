import { Suspense, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { lazyPart, preloadRenderedParts, RenderedParts } from './lazy-part.tsx'

const part = (
  name: string,
  load = vi.fn((): Promise<{ default: () => ReactNode }> =>
    Promise.resolve({ default: () => <p>{name}</p> }),
  ),
) => ({ Part: lazyPart(name, load), load })

describe('lazy parts of a server-rendered page (ADR 0084)', () => {
  it('a server render notes each part it showed, even before its code is there', () => {
    const { Part } = part('test-noted')
    // Declared, not rendered this time: not noted.
    part('test-not-shown')
    const shown = new Set<string>()
    renderToString(
      <RenderedParts value={shown}>
        <Suspense fallback="…">
          <Part />
        </Suspense>
      </RenderedParts>,
    )
    expect([...shown]).toEqual(['test-noted'])
  })

  it('loads each named part once, however often asked, and skips names it does not know', async () => {
    const { load } = part('test-once')
    await preloadRenderedParts(['test-once', 'test-unknown'])
    await preloadRenderedParts(['test-once'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("goes on with a part declared in another part's module once that module is here", async () => {
    let inner: ReturnType<typeof part> | undefined
    part(
      'test-outer',
      vi.fn(() => {
        inner = part('test-inner')
        return Promise.resolve({ default: () => null })
      }),
    )
    await preloadRenderedParts(['test-inner', 'test-outer'])
    expect(inner?.load).toHaveBeenCalledTimes(1)
  })

  it('a part that fails to load does not stop the page from hydrating', async () => {
    const { load } = part(
      'test-failing',
      vi.fn(() => Promise.reject(new Error('offline'))),
    )
    await expect(preloadRenderedParts(['test-failing'])).resolves.toBeUndefined()
    expect(load).toHaveBeenCalledTimes(1)
  })
})

import { createContext, lazy, use, type ComponentProps, type ComponentType } from 'react'

/**
 * The lazy parts a server render showed, by name: filled while the server renders a public page,
 * handed to the browser in the page's state (`SsrState.parts`, ADR 0084).
 */
export const RenderedParts = createContext<Set<string> | null>(null)

/** How to load each lazy part this browser has met so far, by name. */
const loaders = new Map<string, () => Promise<unknown>>()

/**
 * `React.lazy` for a part a public page may render on the server (the home's slides and gifts,
 * the search's products tab, the header's bell and inbox link). The server notes that it rendered
 * the part; the browser loads that code before it hydrates (`preloadRenderedParts`), so the part
 * hydrates with the page. A lazy part whose code was still on the way stayed server HTML after the
 * page hydrated, without its handlers: React drops a press on a part it cannot hydrate yet, so a
 * visitor's tap on the slides' "next" did nothing (ADR 0084).
 */
// As `React.lazy`'s own signature: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(
  name: string,
  load: () => Promise<{ default: T }>,
): T {
  let loading: Promise<{ default: T }> | undefined
  const start = () => (loading ??= load())
  loaders.set(name, start)
  const Lazy = lazy(start) as unknown as ComponentType<ComponentProps<T>>
  function Part(props: ComponentProps<T>) {
    use(RenderedParts)?.add(name)
    return <Lazy {...props} />
  }
  Part.displayName = `LazyPart(${name})`
  return Part as unknown as T
}

/**
 * Loads the code of the parts the server rendered, once each. A part declared inside another
 * part's module is known only once that module has loaded: the loop goes on while it finds more.
 * A part that fails to load is left to its Suspense boundary, as without this.
 */
export async function preloadRenderedParts(names: readonly string[]): Promise<void> {
  let waiting = [...names]
  for (;;) {
    const known = waiting.filter((name) => loaders.has(name))
    if (known.length === 0) return
    waiting = waiting.filter((name) => !loaders.has(name))
    await Promise.all(known.map((name) => loaders.get(name)!().catch(() => undefined)))
  }
}

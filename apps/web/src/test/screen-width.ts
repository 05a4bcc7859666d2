import { afterEach } from 'vitest'

const jsdomMatchMedia = window.matchMedia

/** `(min-width: 48em)` / `(max-width: 767px)` against a width in px (1em = 16px). */
function matchesWidth(query: string, width: number): boolean {
  const rules = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(em|rem|px)\)/g)]
  if (rules.length === 0) return false
  return rules.every(([, side, value, unit]) => {
    const px = Number(value) * (unit === 'px' ? 1 : 16)
    return side === 'min' ? width >= px : width <= px
  })
}

/**
 * Makes `window.matchMedia` answer as a screen `width` px wide (jsdom answers every query "no",
 * which reads as the narrowest screen). Restored after each test.
 */
export function setScreenWidth(width: number) {
  window.matchMedia = ((query: string) => ({
    ...jsdomMatchMedia(query),
    media: query,
    matches: matchesWidth(query, width),
  })) as typeof window.matchMedia
}

afterEach(() => {
  window.matchMedia = jsdomMatchMedia
})

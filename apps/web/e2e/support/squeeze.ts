import { expect, type Page } from '@playwright/test'

/**
 * What a 390 px phone must never show, read from the laid-out page:
 * - the page scrolling sideways (`scrollWidth > innerWidth`);
 * - text squeezed into more lines than it has words (a title one letter per line);
 * - a badge cut with an ellipsis ("DEVOLVIDO A…").
 * Returns what failed, described, so the assertion names the culprit.
 */
export async function squeezedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > window.innerWidth)
      problems.push(`page scrolls sideways: ${root.scrollWidth} > ${window.innerWidth}`)
    const main = document.querySelector('main') ?? document.body
    for (const el of main.querySelectorAll<HTMLElement>('*')) {
      if (el.children.length > 0) continue
      const text = (el.textContent ?? '').trim()
      if (text.length < 2) continue
      const rect = el.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      if (getComputedStyle(el).visibility === 'hidden') continue
      // The text's own line boxes (a table cell is as tall as its row, so not its height).
      const range = document.createRange()
      range.selectNodeContents(el)
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      ).size
      const words = text.split(/\s+/).length
      if (lines > words)
        problems.push(`"${text}" in ${lines} lines, ${Math.round(rect.width)} px wide`)
    }
    for (const label of main.querySelectorAll<HTMLElement>('.mantine-Badge-label'))
      if (label.scrollWidth > label.clientWidth + 1)
        problems.push(`badge "${label.textContent}" is cut`)
    return problems
  })
}

export async function expectNothingSqueezed(page: Page) {
  expect(await squeezedText(page)).toEqual([])
}

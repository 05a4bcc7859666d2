import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type CDPSession, type Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots')

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const require = createRequire(import.meta.url)
// The very axe-core release @axe-core/playwright injects, resolved from there, in its minified
// build: the same checks, and a third less of a fresh page's time to take it in (≈ 215 against
// 317 ms for the 1.5 MB `source` @axe-core/playwright injects; ADR 0080).
const AXE_SOURCE = readFileSync(
  createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * axe-core's checks with the WCAG 2.0/2.1 A and AA tags, as `AxeBuilder.withTags(TAGS).analyze()`.
 * AxeBuilder injects axe (≈1 MB of script) into the page on every call, runs `runPartial`, then
 * opens a blank tab, injects axe there too and merges with `finishRun`: 2–5 s a check on the
 * two-core machine. A page with no frames needs none of that: axe is injected once per document
 * and `axe.run` gives the same results (ADR 0042). A page with frames (video embeds) keeps
 * AxeBuilder, which also checks inside them.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  // With a modal dialog open, the page behind it sits under a dimming overlay and cannot be
  // reached: axe measured its buttons' text through the overlay as low contrast. Only the dialog
  // is what the person sees and uses then (the page itself is checked before it opens).
  const modal = (await page.locator(MODAL).count()) > 0
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(TAGS)
    return (modal ? builder.include(MODAL) : builder).analyze()
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  // Only violations are read: axe skips collecting the nodes of every passed and inapplicable
  // rule, the larger part of its work on a long page.
  const options: RunOptions = {
    runOnly: { type: 'tag', values: TAGS },
    resultTypes: ['violations'],
  }
  return page.evaluate(
    ([o, selector]) =>
      (
        window as unknown as {
          axe: { run(c: Document | { include: string[] }, o: RunOptions): Promise<AxeResults> }
        }
      ).axe.run(selector ? { include: [selector] } : document, o),
    [options, modal ? MODAL : ''] as const,
  )
}

const MODAL = '[role="dialog"][aria-modal="true"]'

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  // A resize re-renders what follows media queries (a wide table becomes cards below `sm`) a few
  // frames later: axe must not read the layout of the width before.
  await settle(page)
  // Colours are only final once transitions (a modal fading in) have ended. A modal mounts at
  // opacity 0 a frame before its transition starts, so "no animation running" alone can pass
  // too early: every open dialog must also be fully opaque, up its ancestors. Toasts too: one
  // fading in or out sits at a partial opacity, and axe reads its text as low contrast.
  await page
    .waitForFunction(
      () => {
        if (document.getAnimations().some((a) => a.playState === 'running')) return false
        // A list refetching shows its previous rows dimmed (`aria-busy`) until the answer comes:
        // a passing state, checked once it has ended.
        if (document.querySelector('[aria-busy="true"]')) return false
        const layers = '[role="dialog"], [role="alertdialog"], .mantine-Notification-root'
        for (const dialog of document.querySelectorAll(layers))
          for (let e: Element | null = dialog; e; e = e.parentElement)
            if (Number(getComputedStyle(e).opacity) < 1) return false
        return true
      },
      null,
      { timeout: 5_000, polling: 'raf' },
    )
    .catch(() => {})
  const results = await runAxe(page)
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

/**
 * Saves a screenshot at desktop (1280) and mobile (390) widths; full page, from the top, unless a
 * dialog is open (then what the viewport shows).
 */
export async function shoot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  mkdirSync(SHOTS, { recursive: true })
  // A repeated run (`--repeat-each`) keeps its own pictures beside the first run's.
  const repeat = test.info().repeatEachIndex
  const run = repeat > 0 ? `-run${repeat + 1}` : ''
  const original = page.viewportSize()
  let size = original
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['mobile', 390, 844],
  ] as const) {
    if (size?.width !== width || size.height !== height) {
      size = { width, height }
      await page.setViewportSize(size)
      await settle(page)
    }
    if (fullPage) await loadImages(page)
    writeFileSync(path.join(SHOTS, `${name}${run}-${label}.png`), await capture(page, fullPage))
  }
  if (original) await page.setViewportSize(original)
}

const sessions = new WeakMap<Page, Promise<CDPSession>>()

/**
 * The picture `page.screenshot` takes (the caret hidden, once web fonts are ready), PNG encoded
 * for speed, which Playwright cannot ask Chromium for: its default encoding was most of a
 * picture's cost (a 1280 × 3200 home page: 262–314 ms of browser CPU, 118–120 ms encoded for
 * speed; the same pixels, the file ~1.5 times larger; ADR 0079). A full page is taken from the
 * top, as a person who scrolled it would see it (scrolled, the sticky header landed mid-picture),
 * and the page is scrolled back where it was.
 */
async function capture(page: Page, fullPage: boolean): Promise<Buffer> {
  let cdp = sessions.get(page)
  if (!cdp) sessions.set(page, (cdp = page.context().newCDPSession(page)))
  const viewport = page.viewportSize()!
  const before = await page.evaluate(
    async ([caret, top]) => {
      const style = document.createElement('style')
      style.id = 'e2e-shot'
      style.textContent = caret
      document.documentElement.append(style)
      const scrolled = { x: window.scrollX, y: window.scrollY }
      if (top) window.scrollTo({ left: 0, top: 0, behavior: 'instant' })
      await document.fonts.ready
      const { body, documentElement: html } = document
      return {
        scrolled,
        width: Math.max(body.scrollWidth, html.scrollWidth, body.offsetWidth, html.offsetWidth),
        height: Math.max(
          body.scrollHeight,
          html.scrollHeight,
          body.offsetHeight,
          html.offsetHeight,
        ),
      }
    },
    ['*, *::before, *::after { caret-color: transparent !important; }', fullPage] as const,
  )
  try {
    const clip = fullPage
      ? { x: 0, y: 0, width: Math.max(before.width, viewport.width), height: before.height }
      : { ...before.scrolled, width: viewport.width, height: viewport.height }
    const { data } = await (
      await cdp
    ).send('Page.captureScreenshot', {
      format: 'png',
      clip: { ...clip, scale: 1 },
      captureBeyondViewport: clip.width > viewport.width || clip.height > viewport.height,
      optimizeForSpeed: true,
    })
    return Buffer.from(data, 'base64')
  } finally {
    await page.evaluate(({ x, y }) => {
      document.getElementById('e2e-shot')?.remove()
      window.scrollTo({ left: x, top: y, behavior: 'instant' })
    }, before.scrolled)
  }
}

/**
 * A full-page picture shows what a person sees once they have scrolled: images below the fold
 * (`loading="lazy"`) are fetched now, and every image is waited for until decoded (five seconds
 * at most).
 */
async function loadImages(page: Page) {
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('img[loading="lazy"]'))
      (img as HTMLImageElement).loading = 'eager'
  })
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all([...document.images].map((img) => img.decode().catch(() => {}))),
        new Promise((resolve) => setTimeout(resolve, 5_000)),
      ]),
    )
    .catch(() => {})
}

/**
 * Waits until the page is still after a resize: three animation frames in a row with no change to
 * the DOM and no finite animation or transition running (media-query hooks re-render, a navbar
 * slides). Infinite ones (a loader) are not waited for; two seconds at most.
 */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let changed = false
        let quiet = 0
        const observer = new MutationObserver(() => (changed = true))
        observer.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        })
        const deadline = performance.now() + 2_000
        const frame = () => {
          const moving = document
            .getAnimations()
            .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
          quiet = changed || moving ? 0 : quiet + 1
          changed = false
          if (quiet < 3 && performance.now() < deadline) requestAnimationFrame(frame)
          else {
            observer.disconnect()
            resolve()
          }
        }
        requestAnimationFrame(frame)
      }),
  )
}

/** The page must not scroll sideways at 390 px. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/**
 * Closes every toast with its own close button, as a person would, and waits until they are gone:
 * axe must not catch one mid-fade, and waiting for them to close by themselves takes 8–10 s.
 */
export async function closeToasts(page: Page) {
  const toasts = page.locator('.mantine-Notification-root')
  for (let i = 0; i < 10 && (await toasts.count()) > 0; i++) {
    await toasts
      .first()
      .locator('.mantine-Notification-closeButton')
      .click()
      .catch(() => {}) // it closed by itself meanwhile
  }
  await expect(toasts).toHaveCount(0)
}

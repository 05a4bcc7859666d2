import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots')

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  // Colours are only final once transitions (a modal fading in) have ended. A modal mounts at
  // opacity 0 a frame before its transition starts, so "no animation running" alone can pass
  // too early: every open dialog must also be fully opaque, up its ancestors. Toasts too: one
  // fading in or out sits at a partial opacity, and axe reads its text as low contrast.
  await page
    .waitForFunction(
      () => {
        if (document.getAnimations().some((a) => a.playState === 'running')) return false
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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

/** Saves a screenshot at desktop (1280) and mobile (390) widths; full page unless a dialog is open. */
export async function shoot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  mkdirSync(SHOTS, { recursive: true })
  const original = page.viewportSize()
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['mobile', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.waitForTimeout(150)
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`), fullPage })
  }
  if (original) await page.setViewportSize(original)
}

/** The page must not scroll sideways at 390 px. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

import { test as base, type BrowserContext, type TestInfo } from '@playwright/test'

// Everything the journeys take from Playwright, with `test` below in place of its own.
export * from '@playwright/test'

/**
 * Playwright's `test` with one automatic fixture: the browsers a journey opens for its other
 * people (`browser.newContext()` — a supplier beside the client, a visitor, an admin) close when
 * the journey ends, as its own `page` does. Playwright closes only the context it made: the others
 * stayed open until the worker's last journey, their pages still counting down, polling and
 * listening to live streams beside every later journey on that worker (ADR 0080).
 *
 * It also takes the failure pictures, in place of Playwright's `screenshot: 'only-on-failure'`,
 * which pictures every page of every context as it closes, passed or not (about 0.3 s of browser
 * work a context), and on a failure pictured every page the worker still held, other journeys'
 * included. Here only a failed journey's own pages are pictured, once.
 */
export const test = base.extend<{ ownContexts: void }>({
  ownContexts: [
    async ({ browser, context }, use, testInfo) => {
      const before = new Set(browser.contexts())
      await use()
      const opened = browser.contexts().filter((c) => !before.has(c))
      if (testInfo.status !== testInfo.expectedStatus)
        await pictureFailure(testInfo, [context, ...opened])
      await Promise.all(opened.map((c) => c.close()))
    },
    { auto: true },
  ],
})

/** A picture of each page the failed journey had open, attached to its report. */
async function pictureFailure(testInfo: TestInfo, contexts: BrowserContext[]) {
  let n = 0
  for (const page of contexts.flatMap((c) => c.pages())) {
    const file = testInfo.outputPath(`test-failed-${++n}.png`)
    try {
      await page.screenshot({ path: file, timeout: 5_000 })
      testInfo.attachments.push({ name: 'screenshot', path: file, contentType: 'image/png' })
    } catch {
      // The page crashed or closed: nothing to picture.
    }
  }
}

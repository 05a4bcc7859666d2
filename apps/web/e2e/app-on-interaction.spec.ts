import { expect, test, type Page } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { PROFILE_PROMOTER as P } from './support/promoter-profile.ts'
import { loginWithKeyboard } from './support/session.ts'

/*
 * ADR 0073: an anonymous browse page is the server's HTML until the visitor interacts. No app
 * script is fetched before the first interaction; a link tapped before then is the browser's own
 * navigation; a press on a control that needs the app is held and replayed once; a signed-in
 * visitor's page hydrates at once.
 */

/** Every app script (`/assets/*.js`) the page asks for, as it asks. */
function appScripts(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (r) => {
    if (/^\/assets\/.+\.js$/.test(new URL(r.url()).pathname)) asked.push(r.url())
  })
  return asked
}

/**
 * The app has not started: no `data-ready`, no app script added, and nothing fetched but the
 * module preloads the loader names (`data-app`, `data-preload`). A pointer resting over the page
 * preloads them by design (ADR 0073; the headless shell keeps its mouse at the viewport's corner,
 * as a desktop mouse rests over a window); only an interaction adds the script.
 */
async function expectAppNotStarted(page: Page, asked: string[]) {
  await expect(ready(page)).not.toHaveAttribute('data-ready')
  expect(await page.locator('script[type="module"][src^="/assets/"]').count()).toBe(0)
  const preloads = await page
    .locator('script[data-app]')
    .evaluate((s) =>
      [s.getAttribute('data-app') ?? '', ...(s.getAttribute('data-preload') ?? '').split(' ')]
        .filter(Boolean)
        .map((href) => new URL(href, location.href).href),
    )
  expect(asked.filter((url) => !preloads.includes(url))).toEqual([])
}

const ready = (page: Page) => page.locator('html')

test('no app script before the first interaction; the first one loads and hydrates the page', async ({
  page,
}) => {
  const asked = appScripts(page)
  await page.goto(`/promotor/${P.id}`, { waitUntil: 'networkidle' })
  await expect(page.getByRole('main').getByText(P.name).first()).toBeVisible()
  // Time for anything that would load on its own (an idle callback, a timer).
  await page.waitForTimeout(1_500)
  await expectAppNotStarted(page, asked)

  await page.keyboard.press('Shift')
  await expect(ready(page)).toHaveAttribute('data-ready', 'true')
  // Its script was added by the key press (fetched then, or earlier by a preload).
  await expect(page.locator('script[type="module"][src^="/assets/"]')).toHaveCount(1)
  expect(asked.length).toBeGreaterThan(0)
})

test('a link tapped before the app loads is a navigation to a server-rendered page', async ({
  page,
}) => {
  await page.goto('/')
  await expect(ready(page)).not.toHaveAttribute('data-ready')
  const asked = appScripts(page)
  await page.getByRole('banner').getByRole('link', { name: 'Fornecedores' }).click()
  await expect(page).toHaveURL(/\/fornecedores$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  // A new document: the app the tap may have started on the home page is not running here.
  await page.waitForTimeout(1_000)
  await expect(ready(page)).not.toHaveAttribute('data-ready')
  const onSuppliers = asked.length
  await page.waitForTimeout(500)
  expect(asked.length).toBe(onSuppliers)
})

test('a tap on a control before the app loads is replayed once, when it is ready', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const asked = appScripts(page)
  await page.goto('/')
  await expectAppNotStarted(page, asked)
  // The menu button toggles: replayed twice, the menu would be closed again.
  await page.getByRole('banner').getByRole('button', { name: 'Abrir menu' }).click()
  await expect(ready(page)).toHaveAttribute('data-ready', 'true')
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('navigation')).toBeVisible()
  await page.waitForTimeout(500)
  await expect(drawer.getByRole('navigation')).toBeVisible()
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Fechar menu', expanded: true }),
  ).toBeVisible()
})

test('a signed-in visitor’s browse page hydrates without an interaction', async ({ page }) => {
  await loginWithKeyboard(page, DEMO.client.loginPath, DEMO.client.email)
  await expect(page).toHaveURL(DEMO.client.landing)
  await page.goto(`/promotor/${P.id}`)
  // No key, no pointer: the server sent the app's script with the page.
  await expect(ready(page)).toHaveAttribute('data-ready', 'true')
  await expect(page.getByRole('banner').getByText('Entrar', { exact: true })).toHaveCount(0)
})

/** A first link of `from` whose path starts with `prefix`, read from the server's HTML. */
async function firstLink(page: Page, from: string, prefix: string): Promise<string> {
  const html = await (await page.request.get(from)).text()
  const href = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html)?.[1]
  expect(href, `${from} links to ${prefix}…`).toBeTruthy()
  return href!
}

test('the inline CSS alone gives the photos their size: nothing moves when the stylesheet comes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 })
  const supplier = await firstLink(page, '/fornecedores', '/fornecedor/')
  const product = await firstLink(page, supplier, '/produto/')
  const boxes = () =>
    page.locator('main img').evaluateAll((imgs) =>
      imgs.slice(0, 6).map((i) => {
        const r = i.getBoundingClientRect()
        return [Math.round(r.top), Math.round(r.width), Math.round(r.height)]
      }),
    )
  for (const path of [product, '/pesquisa']) {
    // The stylesheet is held back until the page has painted with its inline rules (ADR 0069).
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/.+\.css$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('main img').first()).toBeVisible()
    const first = await boxes()
    expect(first.length, `${path} shows photos`).toBeGreaterThan(0)
    release()
    await page.waitForLoadState('networkidle')
    await expect
      .poll(() => page.evaluate(() => document.querySelector('link[data-media]') === null))
      .toBe(true)
    expect(await boxes(), `${path}: the photos where they were first painted`).toEqual(first)
    await page.unroute(/\/assets\/.+\.css$/)
  }
})

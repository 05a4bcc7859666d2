import { expect, test, type Page } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { PROFILE_PROMOTER as P } from './support/promoter-profile.ts'
import { signInByApi, waitForApp } from './support/session.ts'

/*
 * ADR 0049: every public page comes rendered from the server and the browser hydrates it without
 * a mismatch — any console error or warning (React reports a mismatch as one, or as a page error)
 * fails — and without asking the API again for what the page was rendered from.
 */

/** A first link of `page` whose path starts with `prefix`, read from the server's HTML. */
async function firstLink(page: Page, from: string, prefix: string): Promise<string> {
  const html = await (await page.request.get(from)).text()
  const href = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html)?.[1]
  expect(href, `${from} links to ${prefix}…`).toBeTruthy()
  return href!
}

/** Opens `path` as a first visit and returns what went wrong in the console and what was fetched. */
async function visit(page: Page, path: string, status = 200) {
  const problems: string[] = []
  const apiCalls: string[] = []
  page.on('console', (m) => {
    // A page served with a 404 (ADR 0061) is reported by the browser itself, not by the app.
    const ownStatus =
      status !== 200 &&
      m.text().startsWith('Failed to load resource') &&
      new URL(m.location().url).pathname === path
    if ((m.type() === 'error' || m.type() === 'warning') && !ownStatus)
      problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(r.url()).pathname)
  })
  const res = await page.goto(path)
  expect(res?.status()).toBe(status)
  expect(await res!.text(), `${path} is rendered on the server`).toContain('id="galera-ssr-state"')
  await waitForApp(page)
  await page.waitForLoadState('networkidle')
  return { problems, apiCalls }
}

test('every public page hydrates without a warning and without fetching its data again', async ({
  page,
}) => {
  test.slow()
  const supplier = await firstLink(page, '/fornecedores', '/fornecedor/')
  const product = await firstLink(page, supplier, '/produto/')
  const category = await firstLink(page, '/', '/categoria/')
  const paths = [
    '/',
    '/pesquisa',
    '/pesquisa/ana',
    '/pesquisa?tab=products',
    category,
    `/promotor/${P.id}`,
    `/comments/${P.id}`,
    product,
    '/fornecedores',
    supplier,
    '/sobre-galera-eventos',
    '/sugestao-cache',
    '/login',
    '/promotor',
    '/cadastro',
    '/promotor/cadastro',
  ]
  for (const path of paths) {
    const { problems, apiCalls } = await visit(page, path)
    expect(problems, `console of ${path}`).toEqual([])
    expect(apiCalls, `API calls after loading ${path}`).toEqual([])
  }
})

test('in English (the locale cookie) the pages hydrate in English', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
  for (const path of ['/', `/promotor/${P.id}`, '/fornecedores', '/pesquisa/ana']) {
    const { problems } = await visit(page, path)
    expect(problems, `console of ${path}`).toEqual([])
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  }
  await expect(page.getByRole('link', { name: 'Suppliers' }).first()).toBeVisible()
})

test('a signed-in visitor gets the public page with their session, and no warning', async ({
  page,
}) => {
  await signInByApi(page, DEMO.client.loginPath, DEMO.client.email)
  await expect(page).toHaveURL(DEMO.client.landing)
  // The signed-in header (notifications) asks the API for its own things: only the console counts.
  const { problems } = await visit(page, `/promotor/${P.id}`)
  expect(problems).toEqual([])
  await expect(page.getByRole('main').getByText(P.name).first()).toBeVisible()
  await expect(page.getByRole('banner').getByText('Entrar', { exact: true })).toHaveCount(0)
})

test('Enter in a server-rendered form before the app runs sends nothing (no personal data in the URL)', async ({
  page,
}) => {
  // The app's JavaScript never arrives: the page stays as the server rendered it.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await page.goto('/cadastro')
  const navigations: string[] = []
  page.on('request', (r) => {
    if (r.isNavigationRequest()) navigations.push(r.url())
  })
  const name = page.getByRole('main').getByLabel('Nome completo')
  await expect(name).toBeVisible()
  await name.focus()
  await page.keyboard.type('Kelly Sem Script')
  await page.keyboard.press('Enter')
  // Give a browser submission time to start; nothing may leave the page.
  await page.waitForTimeout(500)
  expect(navigations).toEqual([])
  expect(new URL(page.url()).search).toBe('')
  await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true')
})

test('text typed before the app runs is still there once it runs, and a search sends it', async ({
  page,
}) => {
  // The app's JavaScript is held until the visitor has typed (a slow phone).
  const held: Array<() => void> = []
  let arrived = false
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (!arrived) await new Promise<void>((resolve) => held.push(resolve))
    await route.continue()
  })
  await page.goto('/fornecedores', { waitUntil: 'commit' })
  const main = page.getByRole('main')
  const box = main.getByRole('searchbox', { name: 'Buscar fornecedor' })
  await box.fill('nada-por-aqui')
  await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true')
  arrived = true
  for (const go of held.splice(0)) go()
  await waitForApp(page)
  await expect(box).toHaveValue('nada-por-aqui')
  await main.getByRole('button', { name: 'Buscar' }).click()
  await expect(main.getByText('Nenhum fornecedor encontrado')).toBeVisible()
})

test('an unknown promoter, product or supplier hydrates its "not found" from a 404', async ({
  page,
}) => {
  const unknown = '0b6f2d4e-1c3a-4e5f-9a7b-2c8d9e0f1a2b'
  const pages = [
    [`/promotor/${unknown}`, 'Promotor não encontrado'],
    [`/comments/${unknown}`, 'Promotor não encontrado'],
    [`/produto/${unknown}`, 'Produto não encontrado'],
    [`/fornecedor/${unknown}`, 'Fornecedor não encontrado'],
  ] as const
  for (const [path, heading] of pages) {
    const { problems, apiCalls } = await visit(page, path, 404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    expect(problems, `console of ${path}`).toEqual([])
    expect(apiCalls, `API calls after loading ${path}`).toEqual([])
  }
})

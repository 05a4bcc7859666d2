import { expect, test, type Page } from './support/test.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { HOME_ADMIN } from './support/admin-runs.ts'
import { clockedRun, forRun } from './support/own-accounts.ts'
import { APP_HEADERS, signInByApi, switchToEnglish } from './support/session.ts'

/** The web app's key pair (not a secret: it ships in the browser). */
const APP = APP_HEADERS

/** What the home page features now, as the admin screen saves it (ids in order). */
async function featuredIds(page: Page) {
  const res = await page.request.get('/api/admin/settings/home', { headers: APP })
  expect(res.status()).toBe(200)
  const { data } = (await res.json()) as {
    data: { categories: { id: string }[]; products: { id: string }[] }
  }
  return {
    categoryIds: data.categories.map((c) => c.id),
    productIds: data.products.map((p) => p.id),
  }
}

/**
 * Settings → Home (ADR 0023): an admin reorders, removes and adds what the home page
 * features, saves, and the home page shows it in that order, in both languages.
 */
test('an admin changes the featured gifts and the home page follows', async ({
  page,
}, testInfo) => {
  // Each repeated run signs in with an admin of its own (it switches language).
  await signInByApi(page, '/admin', forRun(HOME_ADMIN, clockedRun(testInfo.repeatEachIndex)).email)
  await expect(page).toHaveURL(/\/admin\/home$/)
  const found = await featuredIds(page)
  await page.goto('/admin/settings/home')
  await expect(page.getByRole('tab', { name: 'Início' })).toHaveAttribute('aria-selected', 'true')

  // The demo home features four categories and four products.
  const cats = page.getByRole('region', { name: 'Categorias de brindes em destaque' })
  const prods = page.getByRole('region', { name: 'Produtos em destaque' })
  await expect(cats.getByTestId('home-feature')).toHaveText([
    /Canetas/,
    /Garrafas e squeezes/,
    /Bolsas e mochilas/,
    /Tecnologia/,
  ])
  await expect(prods.getByTestId('home-feature')).toHaveCount(4)

  // Take "Tecnologia" out, move the cup up one place, add the squeeze by searching it.
  await cats.getByRole('button', { name: 'Tirar Tecnologia dos destaques' }).click()
  await prods.getByRole('button', { name: /^Subir Copo térmico Café 350 ml/ }).click()
  await prods.getByLabel('Buscar produto para destacar').fill('Squeeze Fitness')
  await page
    .getByRole('option', { name: /Squeeze Fitness 500 ml/ })
    .first()
    .click()
  await expect(prods.getByTestId('home-feature')).toHaveText([
    /Caneta metálica Touch/,
    /Garrafa térmica Inox 750 ml/,
    /Copo térmico Café 350 ml/,
    /Mochila executiva para notebook/,
    /Squeeze Fitness 500 ml/,
  ])
  await expectAccessible(page)
  await shoot(page, 'admin-settings-home-pt')
  await page.getByRole('button', { name: 'Salvar página inicial' }).click()
  await expect(page.getByText('Página inicial salva')).toBeVisible()
  await expect(page.getByText(/Última alteração:/)).toBeVisible()

  // The home page, in that order.
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Brindes em destaque' })
  await expect(section.getByRole('link', { name: /Canetas|Garrafas|Bolsas/ })).toHaveText([
    'Canetas',
    'Garrafas e squeezes',
    'Bolsas e mochilas',
  ])
  await expect(section.getByTestId('product-card').getByRole('link')).toHaveText([
    'Caneta metálica Touch',
    'Garrafa térmica Inox 750 ml',
    'Copo térmico Café 350 ml',
    'Mochila executiva para notebook',
    'Squeeze Fitness 500 ml',
  ])
  await section.scrollIntoViewIfNeeded()
  await expectAccessible(page)
  await shoot(page, 'home-featured-gifts-pt')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  // A chip opens that category's products.
  await section.getByRole('link', { name: 'Garrafas e squeezes' }).click()
  await expect(page).toHaveURL(/\/categoria\/[0-9a-f-]+$/)
  await expect(page.getByRole('tab', { name: /Produtos/ })).toHaveAttribute('aria-selected', 'true')

  // English.
  await page.goto('/')
  await switchToEnglish(page)
  const en = page.getByRole('region', { name: 'Featured gifts' })
  await expect(en.getByRole('link', { name: 'Bottles and squeezes' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'home-featured-gifts-en')
  await page.goto('/admin/settings/home')
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Featured gift categories' }).getByTestId('home-feature'),
  ).toHaveText([/Pens/, /Bottles and squeezes/, /Bags and backpacks/])
  await expectAccessible(page)
  await shoot(page, 'admin-settings-home-en')

  // Leave the home page as the demo features it, as the next run (and other journeys) expect.
  const restored = await page.request.put('/api/admin/settings/home', {
    headers: APP,
    data: found,
  })
  expect(restored.status()).toBe(200)
  expect(await featuredIds(page)).toEqual(found)
})

import { expect, test, type Page } from './support/test.ts'
import { switchToEnglish } from './support/session.ts'
import { expectAccessible, shoot } from './support/look.ts'

const cards = (page: Page) => page.getByTestId('promoter-card')
const card = (page: Page, name: string) => cards(page).filter({ hasText: name })

test('a visitor searches from the home box, filters, shares the URL and goes back', async ({
  page,
  context,
}) => {
  await page.goto('/')
  const box = page.getByRole('searchbox', { name: 'O que você procura?' })
  await expect(box).toBeVisible()
  await expectAccessible(page)
  await box.fill('recepcionista salvador')
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/\/pesquisa\/recepcionista(%20| )salvador$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('recepcionista salvador')
  await expect(card(page, 'Sofia Buscadora')).toBeVisible()
  await expect(card(page, 'Paula Promotora')).toBeVisible()
  await expect(page.getByTestId('result-count')).toContainText('Promotores encontrados')
  await expectAccessible(page)
  await shoot(page, 'search-results-pt')

  // The filter modal: French (all of the languages) and has a car.
  await page.getByRole('button', { name: 'Filtros' }).click()
  const modal = page.getByRole('dialog', { name: 'Filtrar promotores' })
  await expect(modal).toBeVisible()
  await expect(modal.getByText(/só encontram promotores que escolheram mostrar/)).toBeVisible()
  // Keyboard, like a screen-reader user: focus the list, open it, pick.
  await modal.getByRole('combobox', { name: 'Idiomas (todos)' }).focus()
  await page.keyboard.press('ArrowDown')
  await page.getByRole('option', { name: 'Francês' }).click()
  await modal.getByRole('combobox', { name: 'Tem carro' }).selectOption('true')
  await expectAccessible(page)
  await shoot(page, 'search-filters-pt', { fullPage: false })
  // An inverted range is refused by the shared schema, on its field.
  await modal.getByRole('textbox', { name: 'Altura mínima (cm)' }).fill('190')
  await modal.getByRole('textbox', { name: 'Altura máxima (cm)' }).fill('150')
  await modal.getByRole('button', { name: 'Aplicar filtros' }).click()
  await expect(modal.getByText('O valor "até" deve ser maior ou igual ao "de"')).toBeVisible()
  await modal.getByRole('textbox', { name: 'Altura mínima (cm)' }).fill('')
  await modal.getByRole('textbox', { name: 'Altura máxima (cm)' }).fill('')
  await modal.getByRole('button', { name: 'Aplicar filtros' }).click()
  await expect(modal).toBeHidden()

  await expect(page).toHaveURL(/languages=french/)
  await expect(page).toHaveURL(/hasCar=true/)
  await expect(card(page, 'Sofia Buscadora')).toBeVisible()
  await expect(card(page, 'Paula Promotora')).toHaveCount(0)
  await expect(page.getByTestId('filter-chip')).toHaveCount(2)
  const filtered = page.url()

  // Sharing: the same URL in another tab shows the same results.
  const other = await context.newPage()
  await other.goto(filtered)
  await expect(card(other, 'Sofia Buscadora')).toBeVisible()
  await expect(card(other, 'Paula Promotora')).toHaveCount(0)
  await expect(other.getByTestId('filter-chip')).toHaveCount(2)
  await other.close()

  // Back restores the search before the filters.
  await page.goBack()
  await expect(page).not.toHaveURL(/languages=/)
  await expect(card(page, 'Paula Promotora')).toBeVisible()
  await page.goForward()
  await expect(page).toHaveURL(/languages=french/)

  // A chip removes its filter.
  await page.getByRole('button', { name: /Remover filtro: Tem carro/ }).click()
  await expect(page).not.toHaveURL(/hasCar/)
  await expect(page.getByTestId('filter-chip')).toHaveCount(1)

  // A result opens the public profile.
  await card(page, 'Sofia Buscadora').click()
  await expect(page).toHaveURL(/\/promotor\/[0-9a-f-]{36}$/)
})

test('typos and missing accents still find people; an empty search says so (pt and en)', async ({
  page,
}) => {
  await page.goto('/pesquisa/recepcionsta%20salvdor')
  await expect(card(page, 'Sofia Buscadora')).toBeVisible()
  await page.goto('/pesquisa/promotora%20sao%20paulo')
  await expect(cards(page).first()).toBeVisible()
  for (const c of await cards(page).all()) await expect(c).toContainText('São Paulo/SP')

  await page.goto('/pesquisa/zzqqxxyy')
  await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'search-empty-pt')

  await page.goto('/pesquisa/recepcionista?sort=rating')
  await switchToEnglish(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Promoters for')
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating')
  await expect(cards(page).first()).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'search-results-en')
  await page.getByRole('button', { name: 'Filters' }).click()
  await expect(page.getByRole('dialog', { name: 'Filter promoters' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'search-filters-en', { fullPage: false })
  await page.keyboard.press('Escape')
  await page.getByRole('searchbox', { name: 'Search promoters' }).fill('zzqqxxyy')
  await page.keyboard.press('Enter')
  await expect(page.getByText('No result found')).toBeVisible()
})

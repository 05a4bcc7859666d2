import { expect, test, type Page } from './support/test.ts'
import { CACHE_CITY } from './support/cache-suggestion.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { switchToEnglish } from './support/session.ts'

async function ask(
  page: Page,
  labels: { category: string; uf: string; city: string; hours: string },
  values: { category: string; hours: string },
) {
  const main = page.getByRole('main')
  await main.getByLabel(labels.category).selectOption({ label: values.category })
  await main.getByLabel(labels.uf).selectOption(CACHE_CITY.uf)
  const city = main.getByLabel(labels.city)
  await expect(city).toBeEnabled()
  await expect(city.locator('option', { hasText: CACHE_CITY.city })).toHaveCount(1)
  await city.selectOption(CACHE_CITY.city)
  await main.getByLabel(labels.hours).fill(values.hours)
}

const PT = { category: 'Categoria', uf: 'Estado (UF)', city: 'Cidade', hours: 'Horas de trabalho' }
const EN = { category: 'Category', uf: 'State (UF)', city: 'City', hours: 'Working hours' }

test('sugestao-cache suggests a cachê from real jobs and explains how', async ({ page }) => {
  await page.goto('/sugestao-cache')
  await expect(page.getByRole('heading', { level: 1, name: 'Sugestão de cachê' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Como calculamos' })).toBeVisible()

  // An empty submit names the missing fields.
  await page.getByRole('main').getByLabel(PT.hours).fill('')
  await page.getByRole('button', { name: 'Ver sugestão' }).click()
  await expect(page.getByRole('main').getByLabel(PT.category)).toHaveAttribute(
    'aria-invalid',
    'true',
  )

  await ask(page, PT, { category: 'Bartender', hours: '5' })
  await page.getByRole('button', { name: 'Ver sugestão' }).click()
  const result = page.getByTestId('cache-result')
  await expect(result).toHaveAttribute('data-scope', 'city')
  // Six jobs at R$ 100…150 an hour: median R$ 125 → R$ 625,00 for 5 hours.
  await expect(result.getByTestId('cache-median')).toHaveText('R$ 625,00')
  await expect(result.getByTestId('cache-range')).toHaveText('R$ 562,50 a R$ 687,50')
  await expect(result).toContainText('R$ 125,00 por hora')
  await expect(result).toContainText(`Com trabalhos em ${CACHE_CITY.city} (BA).`)
  await expect(result).toContainText('Baseado em 6 trabalhos aceitos.')
  await expectAccessible(page)
  await shoot(page, 'cache-suggestion-pt')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  // A category without enough jobs: no number, an honest sentence.
  await page.getByRole('main').getByLabel(PT.category).selectOption({ label: 'Dançarino' })
  await page.getByRole('button', { name: 'Ver sugestão' }).click()
  await expect(result).toHaveAttribute('data-scope', 'none')
  await expect(result).toContainText('Ainda não há trabalhos suficientes')
  await expect(page.getByTestId('cache-median')).toHaveCount(0)
  await shoot(page, 'cache-suggestion-none-pt')
})

test('sugestao-cache in English', async ({ page }) => {
  await page.goto('/sugestao-cache')
  await switchToEnglish(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Fee suggestion' })).toBeVisible()
  await ask(page, EN, { category: 'Bartender', hours: '5' })
  await page.getByRole('button', { name: 'See suggestion' }).click()
  const result = page.getByTestId('cache-result')
  await expect(result.getByTestId('cache-median')).toHaveText('R$ 625,00')
  await expect(result).toContainText('Based on 6 accepted jobs.')
  await expect(page.getByRole('heading', { name: 'How we calculate it' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'cache-suggestion-en')
})

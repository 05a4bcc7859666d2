import { expect, test, type Page } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { signInByApi, switchToEnglish } from './support/session.ts'

/**
 * The period and quantity filters of the lists (spec §5, ADR 0036), by keyboard: 'from' after
 * 'to' is said on the field and nothing is asked; a period narrows the list, its chips read
 * day-first, a chip removes its filter. Reads only (demo accounts are read-only).
 */

/** Types each given field (cleared first) with the keyboard, then Enter submits the form. */
async function typeFilters(page: Page, values: { from?: string; to?: string; quantity?: string }) {
  for (const key of ['from', 'to', 'quantity'] as const) {
    const v = values[key]
    if (v === undefined) continue
    await page.getByTestId(`filter-${key}`).focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.press('Delete')
    if (v) await page.keyboard.type(v)
  }
  await page.keyboard.press('Enter')
}

test('my budgets filter by period and quantity, in Portuguese and English', async ({ page }) => {
  await signInByApi(page, DEMO.client.loginPath, DEMO.client.email)
  await expect(page).toHaveURL(DEMO.client.landing)
  await page.goto('/company/panel/company/budgets/all')
  await expect(page.getByRole('heading', { level: 1, name: 'Meus orçamentos' })).toBeVisible()
  const cards = page.getByTestId('budget-card')
  await expect(cards.first()).toBeVisible()
  const all = await cards.count()

  // 'from' after 'to': said on the field, the URL (and the list) unchanged.
  await typeFilters(page, { from: '30/11/2026', to: '01/11/2026' })
  await expect(page.getByText('A data "de" não pode ser depois da data "até"')).toBeVisible()
  await expect(page).toHaveURL(/\/budgets\/all$/)
  await expectAccessible(page)
  await shoot(page, 'list-filters-budgets-error-pt')

  // A quantity out of range.
  await typeFilters(page, { from: '', to: '', quantity: '100001' })
  await expect(page.getByText('O valor máximo é 100000')).toBeVisible()

  // A period with no budget: the list says so; the chips read day-first.
  await typeFilters(page, { from: '01/01/2090', to: '31/12/2090', quantity: '' })
  await expect(page).toHaveURL(/from=2090-01-01&to=2090-12-31/)
  await expect(page.getByText('Nada encontrado com esses filtros.')).toBeVisible()
  await expect(page.getByTestId('filter-chip')).toHaveText(['De: 01/01/2090', 'Até: 31/12/2090'])
  await expectAccessible(page)
  await shoot(page, 'list-filters-budgets-pt')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  // Removing the 'from' chip keeps 'até 31/12/2090': every budget is back.
  await page.getByRole('button', { name: 'Remover o filtro De: 01/01/2090' }).press('Enter')
  await expect(page).toHaveURL(/\?to=2090-12-31$/)
  await expect(cards).toHaveCount(all)

  // English: the same chip day-first, the error in English.
  await switchToEnglish(page)
  await expect(page.getByTestId('filter-chip')).toHaveText(['To: 31/12/2090'])
  await typeFilters(page, { from: '01/01/2091', to: '31/12/2090' })
  await expect(page.getByText('The "from" date cannot be after the "to" date')).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'list-filters-budgets-en')
})

test('the admin filters ad auctions by the period of the ad', async ({ page }) => {
  await signInByApi(page, DEMO.admin.loginPath, DEMO.admin.email)
  await expect(page).toHaveURL(DEMO.admin.landing)
  await page.goto('/admin/auctions')
  const total = page.getByRole('status').filter({ hasText: /leil/i })
  await expect(total).toBeVisible()

  await typeFilters(page, { from: '02/01/2090', to: '01/01/2090' })
  await expect(page.getByText('A data "de" não pode ser depois da data "até"')).toBeVisible()
  await typeFilters(page, { from: '01/01/2090', to: '' })
  await expect(page).toHaveURL(/from=2090-01-01/)
  await expect(page.getByText('Nada encontrado com esses filtros.')).toBeVisible()
  await expect(page.getByTestId('filter-chip')).toHaveText(['De: 01/01/2090'])
  await expectAccessible(page)
  await shoot(page, 'list-filters-auctions-pt')

  await switchToEnglish(page)
  await expect(page.getByTestId('filter-chip')).toHaveText(['From: 01/01/2090'])
  await expect(page.getByText('Nothing found with these filters.')).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'list-filters-auctions-en')
  await page.getByRole('button', { name: 'Clear filters' }).press('Enter')
  await expect(page.getByTestId('filter-chip')).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: /auction/i })).toBeVisible()
})

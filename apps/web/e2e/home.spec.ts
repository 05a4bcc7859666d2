import { expect, test } from './support/test.ts'
import { switchToEnglish } from './support/session.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'

test('home shows the demo categories in pt-BR and switches to English', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expect(page.getByRole('main').getByText('Recepcionista', { exact: true })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'home-pt')

  await switchToEnglish(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('main').getByText('Receptionist', { exact: true })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'home-en')

  // The choice survives a reload (spec §3: language persists).
  await page.reload()
  await expect(page.getByRole('main').getByText('Receptionist', { exact: true })).toBeVisible()
})

test('home fits a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(page.getByRole('main').getByText('Recepcionista', { exact: true })).toBeVisible()
  await expectNoHorizontalOverflow(page)
})

test('about page tells what Galera Eventos is', async ({ page }) => {
  await page.goto('/sobre-galera-eventos')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'about-pt')
})

test('an unknown path shows the not-found screen, and so does an unknown company page', async ({
  page,
}) => {
  await page.goto('/nao/existe/mesmo')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    /não encontrada|não encontramos/i,
  )
  await expectAccessible(page)
  await shoot(page, 'not-found-pt')
  await page.goto('/login/company/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    /não encontrada|não encontramos/i,
  )
})

import { expect, test } from './support/test.ts'
import { switchToEnglish, waitForApp } from './support/session.ts'
import { expectAccessible, shoot } from './support/look.ts'

for (const path of ['/', '/login', '/sobre-galera-eventos', '/nao-existe']) {
  test(`terms modal opens over ${path} with terms and privacy tabs, and Back returns`, async ({
    page,
  }) => {
    await page.goto(path)
    // A key press, unlike a click, does not wait for the server-rendered page to hydrate.
    await waitForApp(page)
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Termos de uso' })
      .press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('tab', { name: /termos de uso/i })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(dialog).toContainText('Salvador')
    await dialog.getByRole('tab', { name: /privacidade/i }).click()
    await expect(dialog).toContainText('dpo@galera.dev')
    if (path === '/') {
      await expectAccessible(page)
      await shoot(page, 'terms-modal-pt', { fullPage: false })
    }
    await dialog.getByRole('button', { name: 'Voltar' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
  })
}

test('privacy policy opens straight on its tab, in English too', async ({ page }) => {
  await page.goto('/')
  await switchToEnglish(page)
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy policy' }).press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('tab', { name: /privacy/i })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(dialog).toContainText('LGPD')
  await shoot(page, 'terms-modal-en', { fullPage: false })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

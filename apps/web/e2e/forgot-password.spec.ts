import { expect, test } from './support/test.ts'
import { E2E_RESET_USER } from './support/accounts.ts'
import { expectAccessible, shoot } from './support/look.ts'
import { codeFromOutbox, loginWithKeyboard, switchToEnglish } from './support/session.ts'

test('forgot password in English: e-mail, code from the outbox, new password, then log in', async ({
  page,
}) => {
  await page.goto('/')
  await switchToEnglish(page)
  await page.goto('/login')
  await page
    .getByRole('main')
    .getByRole('link', { name: /forgot/i })
    .click()
  await expect(page).toHaveURL(/\/esqueci-senha/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('I forgot my password')
  await expectAccessible(page)
  await shoot(page, 'forgot-email-en')
  await main.getByLabel(/e-?mail/i).fill(E2E_RESET_USER)
  await expect(main.getByLabel(/e-?mail/i)).toHaveValue(E2E_RESET_USER)
  await main.getByRole('button', { name: 'Send code' }).click()

  const code = await codeFromOutbox(page, E2E_RESET_USER)
  await main.getByLabel(/^Code/).fill('WRONG123')
  await main.getByRole('button', { name: 'Confirm code' }).click()
  await expect(main.getByLabel(/^Code/)).toHaveAttribute('aria-invalid', 'true')
  await expect(main).toContainText('Invalid code!')
  await shoot(page, 'forgot-code-en')
  await main.getByLabel(/^Code/).fill(code)
  await main.getByRole('button', { name: 'Confirm code' }).click()

  await main.getByLabel(/^New password/).fill('short')
  await main.getByLabel(/^Repeat the password/).fill('different')
  await main.getByRole('button', { name: 'Save new password' }).click()
  await expect(main).toContainText('Different passwords')
  await expectAccessible(page)
  await shoot(page, 'forgot-new-password-en')
  await main.getByLabel(/^New password/).fill('Nova@Senha2026')
  await main.getByLabel(/^Repeat the password/).fill('Nova@Senha2026')
  await main.getByRole('button', { name: 'Save new password' }).click()
  await expect(main.getByRole('status')).toContainText('Your password was changed')

  await loginWithKeyboard(page, '/login', E2E_RESET_USER, 'Nova@Senha2026')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Rita Reset' })).toBeVisible()
})

test('the first step answers the same for an unknown e-mail (pt-BR)', async ({ page }) => {
  await page.goto('/esqueci-senha')
  const main = page.getByRole('main')
  await main.getByLabel(/e-?mail/i).fill('ninguem@galera.dev')
  await main.getByRole('button', { name: 'Enviar código' }).click()
  await expect(main.getByLabel(/^Código/)).toBeVisible()
  await shoot(page, 'forgot-code-pt')
})

import { expect, test } from './support/test.ts'
import { clockedRun, forRun } from './support/own-accounts.ts'
import { LOCALE_PROMOTER } from './support/own-accounts-runs.ts'
import { expectAccessible, shoot } from './support/look.ts'
import { loginWithKeyboard, switchToEnglish } from './support/session.ts'

test("the language picked in the header becomes the account's language", async ({
  page,
}, testInfo) => {
  // It switches its own language: an account per run (own-accounts.ts).
  const { email } = forRun(LOCALE_PROMOTER, clockedRun(testInfo.repeatEachIndex))
  await loginWithKeyboard(page, '/promotor', email)
  // Promoters land on their panel (ADR 0007); the account language lives on /profile.
  await expect(page).toHaveURL(/\/promotor\/panel\/promoter$/)
  await page.goto('/profile')
  const accountLanguage = (label: string) =>
    page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd')
  await expect(accountLanguage('Idioma da conta')).toHaveText('Português (Brasil)')
  await switchToEnglish(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My profile')
  // After a reload the account itself (GET /auth/me) says English.
  await page.reload()
  await expect(accountLanguage('Account language')).toHaveText('English')
  await expectAccessible(page)
  await shoot(page, 'profile-en')
})

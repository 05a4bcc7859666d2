import { readFileSync } from 'node:fs'
import { expect, test } from './support/test.ts'
import { expectAccessible, shoot } from './support/look.ts'
import { clockedRun, forRun } from './support/own-accounts.ts'
import { LGPD_CLIENT } from './support/own-accounts-runs.ts'
import {
  loginWithKeyboard,
  signInByApi,
  switchLanguage,
  switchToEnglish,
} from './support/session.ts'

test('a person downloads their data, withdraws marketing consent and closes the account', async ({
  page,
}, testInfo) => {
  // An e2e-only client (support/server.ts, own-accounts.ts): this spec closes it, one per run.
  const EMAIL = forRun(LGPD_CLIENT, clockedRun(testInfo.repeatEachIndex)).email
  await signInByApi(page, '/login', EMAIL)
  await expect(page).not.toHaveURL(/\/login$/)
  await page.goto('/profile')
  const privacy = page.getByRole('region', { name: 'Privacidade e dados (LGPD)' })
  await expect(privacy).toBeVisible()

  // Baixar meus dados: a JSON file with my e-mail.
  const downloading = page.waitForEvent('download')
  await privacy.getByRole('button', { name: 'Baixar meus dados' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(
    /^galera-eventos-meus-dados-\d{4}-\d{2}-\d{2}\.json$/,
  )
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'))
  expect(data.account.email).toBe(EMAIL)
  expect(JSON.stringify(data)).not.toContain('argon2')

  // Marketing: allow, then withdraw in two clicks (button + confirm).
  await privacy.getByRole('button', { name: 'Autorizar: Comunicações de marketing' }).click()
  await expect(page.getByText('Consentimento registrado').first()).toBeVisible()
  const revoke = privacy.getByRole('button', { name: 'Retirar: Comunicações de marketing' })
  const dialog = page.getByRole('dialog', { name: 'Retirar consentimento' })
  // The consents list refetches after the grant and may re-render the row under the first click.
  await expect(async () => {
    await revoke.click()
    await expect(dialog).toBeVisible({ timeout: 2_000 })
  }).toPass()
  await dialog.getByRole('button', { name: 'Retirar', exact: true }).click()
  await expect(page.getByText('Consentimento retirado').first()).toBeVisible()
  await expect(
    privacy.getByRole('button', { name: 'Autorizar: Comunicações de marketing' }),
  ).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'lgpd-profile-pt')

  // The close dialog, in both languages.
  await privacy.getByRole('button', { name: 'Encerrar minha conta' }).click()
  const closeDialog = page.getByRole('dialog', { name: 'Encerrar minha conta' })
  await expect(closeDialog).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'lgpd-close-pt', { fullPage: false })
  await closeDialog.getByRole('button', { name: 'Cancelar' }).click()
  await switchToEnglish(page)
  await page
    .getByRole('region', { name: 'Privacy and data (LGPD)' })
    .getByRole('button', { name: 'Close my account' })
    .click()
  const closeEn = page.getByRole('dialog', { name: 'Close my account' })
  await expect(closeEn).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'lgpd-close-en', { fullPage: false })

  await closeEn.getByRole('button', { name: 'Cancel' }).click()
  await switchLanguage(page, 'pt-BR')

  // A wrong password is refused on the field; the right one closes the account.
  await page
    .getByRole('region', { name: 'Privacidade e dados (LGPD)' })
    .getByRole('button', { name: 'Encerrar minha conta' })
    .click()
  const closePt = page.getByRole('dialog', { name: 'Encerrar minha conta' })
  await closePt.getByLabel('Sua senha').fill('Errada@2026')
  await closePt.getByRole('button', { name: 'Encerrar definitivamente' }).click()
  await expect(closePt.getByText('Senha incorreta')).toBeVisible()
  await closePt.getByLabel('Sua senha').fill('Galera@2026')
  await closePt.getByRole('button', { name: 'Encerrar definitivamente' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Sua conta foi encerrada.').first()).toBeVisible()

  // It can no longer log in.
  await loginWithKeyboard(page, '/login', EMAIL)
  await expect(page.getByText('E-mail ou senha incorretos').first()).toBeVisible()
})

import { expect, test } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { clockedRun, forRun } from './support/own-accounts.ts'
import { PROFILE_CLIENT, profileEditPhone } from './support/own-accounts-runs.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { loginWithKeyboard, signInByApi, switchToEnglish } from './support/session.ts'

const NEW_PASSWORD = 'Perfil@2027'

test('a client edits the account, the address (typed by hand), the language and the password', async ({
  page,
}, testInfo) => {
  // An e2e-only client (support/server.ts, own-accounts.ts); only this spec touches it, one per run.
  const run = clockedRun(testInfo.repeatEachIndex)
  const EMAIL = forRun(PROFILE_CLIENT, run).email
  const PHONE = profileEditPhone(run)
  await signInByApi(page, '/login', EMAIL)
  await expect(page).not.toHaveURL(/\/login$/)
  await page.goto('/profile')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Meu perfil')

  // Dados da conta: view → Editar → form → saved.
  const account = main.getByRole('region', { name: 'Dados da conta' })
  await account.getByRole('button', { name: 'Editar' }).click()
  await account.getByLabel('Nome').fill('Eduardo Perfil Editado')
  await account.getByLabel('Celular').fill(PHONE)
  await account.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Alterações salvas').first()).toBeVisible()
  await expect(account.getByText('Eduardo Perfil Editado')).toBeVisible()
  await expect(account.getByText(PHONE)).toBeVisible()

  // Bad input is refused on the field, translated.
  await account.getByRole('button', { name: 'Editar' }).click()
  await account.getByLabel('Celular').fill('123')
  await account.getByRole('button', { name: 'Salvar' }).click()
  await expect(account.getByText('Telefone inválido')).toBeVisible()
  await account.getByRole('button', { name: 'Cancelar' }).click()

  // Endereço: the CEP provider is unreachable here, so the person types the address.
  const address = main.getByRole('region', { name: 'Endereço' })
  await expect(address.getByText('Nenhum endereço cadastrado.')).toBeVisible()
  await address.getByRole('button', { name: 'Cadastrar endereço' }).click()
  await address.getByLabel('CEP').fill('40010-000')
  await address.getByRole('button', { name: 'Buscar CEP' }).click()
  await expect(address.getByRole('status')).toContainText('Preencha o endereço manualmente')
  await address.getByLabel('Rua').fill('Rua Chile')
  await address.getByLabel('Número').fill('10')
  await address.getByLabel('Bairro').fill('Centro')
  await address.getByRole('combobox', { name: 'UF' }).click()
  await page.getByRole('option', { name: 'BA — Bahia' }).click()
  const city = address.getByRole('combobox', { name: 'Cidade' })
  await city.click()
  await city.fill('Salvad')
  await page.getByRole('option', { name: 'Salvador', exact: true }).click()
  await address.getByRole('button', { name: 'Salvar' }).click()
  await expect(address.getByText('Salvador / BA')).toBeVisible()
  await expect(address.getByText('40010-000')).toBeVisible()

  await expectAccessible(page)
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'profile-edit-pt')

  // Idioma.
  await switchToEnglish(page)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('My profile')
  await expect(main.getByRole('region', { name: 'Account details' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'profile-edit-en')

  // Security, keyboard only: current password → new → repeat → Enter.
  const security = main.getByRole('region', { name: 'Security' })
  const passwordForm = security.getByRole('form', { name: 'Change password' })
  await passwordForm.getByLabel('Current password').focus()
  await page.keyboard.type('Errada@2026')
  // Each password field is followed by its (focusable) show/hide button.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(
    passwordForm.getByRole('textbox', { name: 'New password', exact: true }),
  ).toBeFocused()
  await page.keyboard.type(NEW_PASSWORD)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(passwordForm.getByRole('textbox', { name: 'Repeat the new password' })).toBeFocused()
  await page.keyboard.type(NEW_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(security.getByText('Current password is incorrect')).toBeVisible()
  await passwordForm.getByLabel('Current password').focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('Galera@2026')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Password changed.', { exact: false }).first()).toBeVisible()

  // The new password logs in; the old one no longer does.
  await page.context().clearCookies()
  await loginWithKeyboard(page, '/login', EMAIL, 'Galera@2026')
  await expect(page.getByText('Incorrect email or password')).toBeVisible()
  await loginWithKeyboard(page, '/login', EMAIL, NEW_PASSWORD)
  await expect(page).not.toHaveURL(/\/login$/)
  await page.goto('/profile')
  await expect(page.getByRole('main').getByText('Eduardo Perfil Editado')).toBeVisible()
})

// Read-only: the demo promoter and supplier only open their role forms and cancel.
test('the role sections of a promoter and a supplier (view and form, nothing saved)', async ({
  page,
}) => {
  await signInByApi(page, DEMO.promoter.loginPath, DEMO.promoter.email)
  await expect(page).toHaveURL(DEMO.promoter.landing)
  await page.goto('/profile')
  const promoter = page.getByRole('region', { name: 'Dados do promotor' })
  await expect(promoter.getByText('Altura (cm)')).toBeVisible()
  await promoter.getByRole('button', { name: 'Editar' }).click()
  await expect(promoter.getByRole('textbox', { name: 'Altura (cm)' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'profile-promoter-form')
  await promoter.getByRole('button', { name: 'Cancelar' }).click()
  await expect(promoter.getByRole('button', { name: 'Editar' })).toBeVisible()

  await page.context().clearCookies()
  await signInByApi(page, DEMO.supplier.loginPath, DEMO.supplier.email)
  await expect(page).toHaveURL(DEMO.supplier.landing)
  await page.goto('/profile')
  const supplier = page.getByRole('region', { name: 'Dados da empresa' })
  await supplier.getByRole('button', { name: 'Editar' }).click()
  await expect(supplier.getByRole('textbox', { name: 'Razão social' })).toBeVisible()
  await expectAccessible(page)
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'profile-supplier-form')
  await supplier.getByRole('button', { name: 'Cancelar' }).click()
})

import { expect, test, type Locator, type Page } from './support/test.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { signInByApi, switchToEnglish } from './support/session.ts'
import { registrationRun } from './support/admin-runs.ts'
import { clockedRun, PAGE_SUPPLIER } from './support/own-accounts.ts'

/*
 * ADR 0034: an admin edits a supplier's registration ("Editar cadastro") with the keyboard alone,
 * each pass with its own admin and its own supplier, one set per repeated run
 * (support/admin-runs.ts, `registrationRun`).
 */

/** Replaces a field's text by keyboard: focus, select all, type. */
async function retype(page: Page, field: Locator, text: string) {
  await field.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Delete')
  if (text) await page.keyboard.type(text)
}

async function openSupplier(page: Page, search: string, name: string, label: string) {
  await page.getByLabel(search).fill(name)
  const open = page.getByRole('link', { name: `${label} ${name}`, exact: true })
  await open.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test('an admin corrects a supplier registration, with a reason for the new CNPJ (pt-BR)', async ({
  page,
}, testInfo) => {
  const own = registrationRun(clockedRun(testInfo.repeatEachIndex))
  // Many screens, screenshots and axe runs on a shared 2-core machine: a budget, not an assertion.
  test.setTimeout(180_000)
  await signInByApi(page, '/admin', own.admin.email)
  await expect(page).toHaveURL(/\/admin\/home$/)
  await page.goto('/admin/suppliers')
  await openSupplier(page, 'Buscar por empresa, e-mail ou CNPJ', own.supplier.name, 'Abrir')

  await page.getByRole('button', { name: 'Editar cadastro' }).focus()
  await page.keyboard.press('Enter')
  const form = page.getByRole('region', { name: 'Editar cadastro' })
  const field = (name: string | RegExp) =>
    form.getByRole('textbox', { name, exact: typeof name === 'string' })
  await expect(field('CNPJ')).toHaveValue(own.supplierCnpjShown)
  await expect(field('Data de abertura')).toHaveValue('01/01/2015')
  await expect(field('Telefone comercial')).toHaveValue('(71) 3333-0000')
  await expect(field(/Motivo da troca de CNPJ/)).toHaveCount(0)

  // A new CNPJ brings the reason; a future opening date is refused before anything is sent.
  await retype(page, field('CNPJ'), own.newCnpj)
  await expect(field('CNPJ')).toHaveValue(own.newCnpjShown)
  await expect(field(/Motivo da troca de CNPJ/)).toBeVisible()
  await retype(page, field('Data de abertura'), '01/01/2099')
  await retype(page, field('Telefone comercial'), '71988887777')
  await expect(field('Telefone comercial')).toHaveValue('(71) 98888-7777')
  await retype(page, field('Nome fantasia'), own.newName)
  await page.keyboard.press('Enter')
  await expect(form.getByText('A data de abertura não pode estar no futuro')).toBeVisible()
  await expect(form.getByText('Informe o motivo da troca de CNPJ')).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-supplier-registration-edit-errors-pt')

  await retype(page, field('Data de abertura'), '15/06/2012')
  await retype(page, field(/Motivo da troca de CNPJ/), 'CNPJ corrigido a pedido do fornecedor')
  await form.getByRole('button', { name: 'Salvar cadastro' }).focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('status').filter({ hasText: 'Cadastro do fornecedor atualizado' }),
  ).toBeVisible()
  await expect(form).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(own.newName)
  const company = page.getByRole('region', { name: 'Empresa' })
  await expect(company).toContainText(own.newCnpjShown)
  await expect(company).toContainText('15/06/2012')
  await expect(page.getByRole('region', { name: 'Contato' })).toContainText('(71) 98888-7777')
  // Kept after a reload: it was saved, not only shown.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Empresa' })).toContainText(own.newCnpjShown)
  await expectAccessible(page)
  await shoot(page, 'admin-supplier-registration-saved-pt')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Editar cadastro' }).click()
  await expect(form).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await expectAccessible(page)
  await shoot(page, 'admin-supplier-registration-edit-pt')
})

test('an admin edits a supplier registration in English; a CNPJ in use is refused', async ({
  page,
}, testInfo) => {
  const own = registrationRun(clockedRun(testInfo.repeatEachIndex))
  test.setTimeout(180_000)
  await signInByApi(page, '/admin', own.adminEn.email)
  await expect(page).toHaveURL(/\/admin\/home$/)
  await switchToEnglish(page)
  await page.goto('/admin/suppliers')
  await openSupplier(page, 'Search by company, e-mail or CNPJ', own.supplierEn.name, 'Open')
  await page.getByRole('button', { name: 'Edit registration' }).focus()
  await page.keyboard.press('Enter')
  const form = page.getByRole('region', { name: 'Edit registration' })
  const field = (name: string | RegExp) =>
    form.getByRole('textbox', { name, exact: typeof name === 'string' })
  await expect(field('Opening date')).toHaveValue('01/01/2015')
  await expect(form.getByText('DD/MM/YYYY').first()).toBeVisible()

  // Another supplier's CNPJ: the server refuses it on the field, in English.
  await retype(page, field('CNPJ'), PAGE_SUPPLIER.cnpj)
  await retype(page, field(/Reason for changing the CNPJ/), 'Typed by the supplier by mistake')
  await retype(page, field('Main activity'), 'Promotional gifts and uniforms')
  await retype(page, field('Secondary activities'), '')
  await page.keyboard.type('Screen printing')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Laser engraving')
  await form.getByRole('button', { name: 'Save registration' }).focus()
  await page.keyboard.press('Enter')
  await expect(form.getByText('CNPJ already registered')).toBeVisible()
  await expect(field('CNPJ')).toBeFocused()
  await expectAccessible(page)
  await shoot(page, 'admin-supplier-registration-edit-errors-en')

  // Back to its own CNPJ: no reason asked; the rest is saved.
  await retype(page, field('CNPJ'), own.supplierEn.cnpj)
  await expect(field(/Reason for changing the CNPJ/)).toHaveCount(0)
  await form.getByRole('button', { name: 'Save registration' }).focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('status').filter({ hasText: 'Supplier registration updated' }),
  ).toBeVisible()
  const company = page.getByRole('region', { name: 'Company' })
  await expect(company).toContainText('Promotional gifts and uniforms')
  await expect(company).toContainText('Screen printing')
  await expect(company).toContainText('Laser engraving')
  await expect(company).toContainText(own.supplierEnCnpjShown)
  await expect(page.getByRole('button', { name: 'Edit registration' })).toBeFocused()
  await expectAccessible(page)
  await shoot(page, 'admin-supplier-registration-saved-en')
})

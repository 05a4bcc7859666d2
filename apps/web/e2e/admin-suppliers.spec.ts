import { expect, test, type Page } from './support/test.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { APP_HEADERS, codeFromOutbox, signInByApi, switchToEnglish } from './support/session.ts'
import { adminSuppliersRun } from './support/admin-suppliers-journey.ts'
import { clockedRun } from './support/own-accounts.ts'

/** The web app's key pair (not a secret: it ships in the browser). */
const APP = { headers: APP_HEADERS }
const SEARCH = 'Buscar por empresa, e-mail ou CNPJ'

async function publicStatus(page: Page, id: string): Promise<number> {
  return (await page.request.get(`/api/public/suppliers/${id}`, APP)).status()
}

// Serial: the first test reads in Portuguese; the second switches its admin to English.
test.describe.configure({ mode: 'serial' })

test("an admin reads a demo supplier's budgets, promotions and reviews", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const { reader } = adminSuppliersRun(clockedRun(testInfo.repeatEachIndex))
  await signInByApi(page, '/admin', reader.email)
  await expect(page).toHaveURL(/\/admin\/home$/)
  await page.goto('/admin/suppliers')
  await page.getByLabel(SEARCH).fill('Bahia Promo')
  await page.getByRole('link', { name: 'Abrir Bahia Promo' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bahia Promo' })).toBeVisible()

  // The demo's completed deal with Carla Cliente, the bid on the open company auction and the ratings.
  await page.getByRole('tab', { name: 'Orçamentos e leilões' }).click()
  const budgets = page.getByRole('table', {
    name: 'Pedidos de orçamento e leilões reversos recebidos',
  })
  // (The demo has more than one completed deal of Bahia Promo: a rated product's too.)
  await expect(
    budgets.getByRole('row').filter({ hasText: 'Concluído' }).filter({ hasText: 'Carla Cliente' }),
  ).not.toHaveCount(0)
  await expectAccessible(page)
  await shoot(page, 'admin-supplier-budgets-pt')
  await page.getByRole('tab', { name: 'Promoções' }).click()
  const promotions = page.getByRole('table', {
    name: 'Leilões de anúncios em que o fornecedor deu lance',
  })
  const bid = promotions.getByRole('row').filter({ hasText: /R\$\s550,00/ })
  await expect(bid).toContainText('Lances abertos')
  await expect(bid).toContainText('Em disputa')
  await expectAccessible(page)
  await shoot(page, 'admin-supplier-promotions-pt')
  await page.getByRole('tab', { name: 'Avaliações' }).click()
  // (Other journeys add newer reviews of Bahia Promo; Carla's demo review is among them.)
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Atendimento' })
      .filter({ hasText: 'Por Carla Cliente' }),
  ).not.toHaveCount(0)
  await expectAccessible(page)
  await shoot(page, 'admin-supplier-feedbacks-pt')
})

test('an admin finds a supplier, walks its tabs, inactivates and reactivates it and sends a reset code', async ({
  page,
}, testInfo) => {
  // Many screens, screenshots and axe runs on a shared 2-core machine: a budget, not an assertion.
  test.setTimeout(240_000)
  // Each repeated run inactivates a supplier of its own, with an admin of its own.
  const { admin, supplier: JOURNEY_SUPPLIER } = adminSuppliersRun(
    clockedRun(testInfo.repeatEachIndex),
  )
  await signInByApi(page, '/admin', admin.email)
  await expect(page).toHaveURL(/\/admin\/home$/)
  await page
    .getByRole('navigation', { name: 'Áreas do painel' })
    .getByRole('link', { name: 'Fornecedores' })
    .click()
  await expect(page).toHaveURL(/\/admin\/suppliers$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Fornecedores' })).toBeVisible()
  // Every supplier at first, in pages (other journeys add suppliers, so which ones fill page 1
  // depends on what ran before).
  await expect(page.getByRole('link', { name: /^Abrir / }).first()).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^\d+ fornecedores$/ })).toBeVisible()

  // Search by a word of the name: one row, with the formatted CNPJ and the city.
  await page.getByLabel(SEARCH).fill(JOURNEY_SUPPLIER.term)
  const open = page.getByRole('link', { name: `Abrir ${JOURNEY_SUPPLIER.name}` })
  await expect(open).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(2)
  const row = page.getByRole('row').nth(1)
  await expect(row).toContainText(JOURNEY_SUPPLIER.cnpjShown)
  await expect(row).toContainText('Jequié/BA')
  await expect(row).toContainText('Ativo')
  await expect(page.getByRole('status').filter({ hasText: /^1 fornecedor$/ })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-suppliers-pt')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(open).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  // By CNPJ digits too; nothing found shows the empty state.
  await page.getByLabel(SEARCH).fill(JOURNEY_SUPPLIER.cnpj)
  await expect(open).toBeVisible()
  await page.getByLabel(SEARCH).fill('ninguém-tem-este-nome')
  await expect(page.getByText('Nenhum fornecedor encontrado.')).toBeVisible()
  await page.getByLabel(SEARCH).fill(JOURNEY_SUPPLIER.term)

  await open.click()
  await expect(page).toHaveURL(/\/admin\/supplier\/[0-9a-f-]{36}\/registration$/)
  const id = /\/admin\/supplier\/([0-9a-f-]{36})\//.exec(page.url())![1]
  await expect(page.getByRole('heading', { level: 1, name: JOURNEY_SUPPLIER.name })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Cadastro' })).toHaveAttribute('aria-selected', 'true')
  const company = page.getByRole('region', { name: 'Empresa' })
  await expect(company).toContainText(`${JOURNEY_SUPPLIER.name} Ltda.`)
  await expect(company).toContainText(JOURNEY_SUPPLIER.cnpjShown)
  await expect(page.getByRole('region', { name: 'Endereço' })).toContainText('Jequié/BA')
  await expect(page.getByRole('region', { name: 'Contato' })).toContainText(JOURNEY_SUPPLIER.email)
  await expectAccessible(page)
  await shoot(page, 'admin-supplier-registration-pt')

  // The tabs, by keyboard: each one is in the address (a reload keeps it).
  await page.getByRole('tab', { name: 'Cadastro' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(new RegExp(`/admin/supplier/${id}/budgets$`))
  await expect(page.getByText('Nenhum pedido de orçamento ou leilão reverso.')).toBeVisible()
  await page.getByRole('tab', { name: 'Produtos' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/supplier/${id}/products$`))
  const products = page.getByRole('table', { name: 'Produtos do fornecedor' })
  await expect(products.getByRole('link', { name: JOURNEY_SUPPLIER.product })).toBeVisible()
  await expect(products).toContainText(JOURNEY_SUPPLIER.code)
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Produtos' })).toHaveAttribute('aria-selected', 'true')
  await expect(products.getByRole('link', { name: JOURNEY_SUPPLIER.product })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-supplier-products-pt')
  await page.getByRole('tab', { name: 'Promoções' }).click()
  await expect(page.getByText('Nenhum lance em leilões de anúncios.')).toBeVisible()
  await page.getByRole('tab', { name: 'Avaliações' }).click()
  await expect(page.getByText('Nenhuma avaliação recebida.')).toBeVisible()
  await page.getByRole('tab', { name: 'Cadastro' }).click()

  // Inactivate, with a confirmation: it leaves the public site.
  expect(await publicStatus(page, id)).toBe(200)
  await page.getByRole('button', { name: 'Inativar fornecedor' }).click()
  const confirm = page.getByRole('dialog', { name: 'Inativar fornecedor' })
  await expect(confirm).toContainText(JOURNEY_SUPPLIER.name)
  await expectAccessible(page)
  await shoot(page, 'admin-supplier-inactivate-pt', { fullPage: false })
  await confirm.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Fornecedor inativado' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ativar fornecedor' })).toBeVisible()
  expect(await publicStatus(page, id)).toBe(404)

  // The list shows it under the "Inativo" filter.
  await page.getByRole('link', { name: 'Voltar para a lista' }).click()
  await expect(page).toHaveURL(/\/admin\/suppliers$/)
  await page.getByRole('combobox', { name: 'Situação' }).selectOption('inactive')
  await expect(page.getByRole('link', { name: 'Abrir Brindes Salvador' })).toHaveCount(0)
  await page.getByLabel(SEARCH).fill(JOURNEY_SUPPLIER.term)
  await expect(page.getByRole('row')).toHaveCount(2)
  await expect(page.getByRole('row').nth(1)).toContainText('Inativo')
  await page.getByRole('link', { name: `Abrir ${JOURNEY_SUPPLIER.name}` }).click()

  // Reactivate: back on the public site.
  await page.getByRole('button', { name: 'Ativar fornecedor' }).click()
  await page
    .getByRole('dialog', { name: 'Ativar fornecedor' })
    .getByRole('button', { name: 'Confirmar' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'Fornecedor ativado' })).toBeVisible()
  expect(await publicStatus(page, id)).toBe(200)

  // Reset password: a confirm, then a code e-mailed to the supplier (the admin sees no password).
  await page.getByRole('button', { name: 'Redefinir senha' }).click()
  const reset = page.getByRole('dialog', { name: 'Redefinir senha' })
  await expect(reset).toContainText(JOURNEY_SUPPLIER.email)
  await reset.getByRole('button', { name: 'Confirmar' }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Código de redefinição enviado para ${JOURNEY_SUPPLIER.email}` }),
  ).toBeVisible()
  expect(await codeFromOutbox(page, JOURNEY_SUPPLIER.email)).toMatch(/^[A-Z0-9]{8}$/)

  // English: the same screens in English.
  await switchToEnglish(page)
  await expect(page.getByRole('tab', { name: 'Registration' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('region', { name: 'Company' })).toContainText('Legal name')
  await expectAccessible(page)
  await shoot(page, 'admin-supplier-registration-en')
  await page.getByRole('tab', { name: 'Products' }).click()
  await expect(
    page.getByRole('table', { name: "The supplier's products" }).getByRole('link', {
      name: JOURNEY_SUPPLIER.product,
    }),
  ).toBeVisible()
  await shoot(page, 'admin-supplier-products-en')
  await page.getByRole('button', { name: 'Inactivate supplier' }).click()
  await expect(page.getByRole('dialog', { name: 'Inactivate supplier' })).toContainText(
    'The supplier gets an e-mail.',
  )
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Inactivate supplier' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the list' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible()
  await page.getByLabel('Search by company, e-mail or CNPJ').fill(JOURNEY_SUPPLIER.term)
  await expect(page.getByRole('link', { name: `Open ${JOURNEY_SUPPLIER.name}` })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^1 supplier$/ })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-suppliers-en')
})

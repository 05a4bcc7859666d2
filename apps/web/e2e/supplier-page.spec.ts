import { expect, test, type Page } from './support/test.ts'
import sharp from 'sharp'
import { DEMO } from './support/accounts.ts'
import { maskCnpj } from '@galera/shared/format/masks.ts'
import { clockedRun } from './support/own-accounts.ts'
import { pageSupplier } from './support/own-accounts-runs.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { signInByApi, switchToEnglish } from './support/session.ts'

const aboutText = (name: string) =>
  `A ${name} cria brindes promocionais para eventos, feiras e campanhas de marca desde 2015. ` +
  'Trabalhamos com canecas, camisetas, ecobags, cadernos e kits de boas-vindas, sempre com a sua marca ' +
  'aplicada por serigrafia, bordado, laser ou sublimação. Nossa equipe ajuda a escolher o produto certo ' +
  'para o público do evento, prepara a arte sem custo e envia uma prova digital antes da produção. ' +
  'Atendemos pedidos a partir de cem unidades, com entrega em Salvador e região metropolitana em até ' +
  'quinze dias úteis e envio para todo o Brasil. Peça um orçamento e receba a proposta em até 48 horas.'

async function png(r: number, g: number, b: number) {
  return sharp({ create: { width: 400, height: 400, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()
}

async function dismissToasts(page: Page) {
  await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' })
}

// A supplier of its own writes the page and switches to English (ADR 0032: demo accounts only read).
test('a supplier writes its company page and a visitor opens it from the list', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A supplier per run (own-accounts.ts): a repeated run meets a page already written in English.
  const PAGE_SUPPLIER = pageSupplier(clockedRun(testInfo.repeatEachIndex))
  const ABOUT = aboutText(PAGE_SUPPLIER.name)
  await signInByApi(page, '/promotor', PAGE_SUPPLIER.email)
  await expect(page).toHaveURL(DEMO.supplier.landing)

  // The user menu leads to the company page editor.
  const banner = page.getByRole('banner')
  await banner.getByRole('button', { name: new RegExp(PAGE_SUPPLIER.name) }).click()
  await banner.getByRole('link', { name: 'Página da empresa' }).click()
  await expect(page).toHaveURL(/\/promotor\/panel\/supplier\/settings\/company$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Página da empresa' })).toBeVisible()

  // Prefilled from the registration.
  await expect(main.getByLabel('E-mail comercial')).not.toHaveValue('')

  // Too short: the count is of text, refused before sending.
  const about = main.getByRole('textbox', { name: 'Sobre a empresa' })
  await about.click()
  await page.keyboard.type('Brindes para eventos.')
  await main.getByRole('button', { name: 'Salvar página' }).click()
  await expect(main.getByText('Escreva pelo menos 500 caracteres sobre a empresa')).toBeVisible()

  // The real text, a bulleted list and a link, with the toolbar.
  await about.fill(ABOUT)
  await about.press('End')
  await page.keyboard.press('Enter')
  await main.getByRole('button', { name: 'Lista com marcadores' }).click()
  await page.keyboard.type('Canecas de cerâmica')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Ecobags de algodão')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Catálogo: ')
  await main.getByRole('button', { name: 'Inserir link' }).click()
  const linkDialog = page.getByRole('dialog', { name: 'Inserir link' })
  await linkDialog.getByLabel('Endereço do link').fill('javascript:alert(1)')
  await linkDialog.getByRole('button', { name: 'Inserir' }).click()
  await expect(
    linkDialog.getByText('Use um endereço que comece com http:// ou https://'),
  ).toBeVisible()
  await linkDialog.getByLabel('Endereço do link').fill('https://brindes.example/catalogo')
  await linkDialog.getByRole('button', { name: 'Inserir' }).click()
  await expect(linkDialog).toBeHidden()
  await expect(main.getByText(/\d+ de 3000 caracteres/)).toBeVisible()

  // Logo from the image library (uploaded here).
  await main.getByRole('button', { name: 'Escolher imagem' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Escolha o logo da empresa' })
  await expect(dialog).toBeVisible()
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await png(255, 193, 7),
  })
  await dialog.getByRole('button', { name: 'Selecionar imagem 1', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(main.getByRole('button', { name: 'Trocar imagem' })).toBeVisible()

  await main.getByLabel('Cor do cabeçalho', { exact: false }).first().fill('#0D47A1')
  await main.getByLabel('Site').fill('https://brindes.example')
  await main.getByRole('button', { name: 'Salvar página' }).click()
  await expect(page.getByText('Página da empresa salva')).toBeVisible()
  await expect(main.getByRole('link', { name: /Ver página pública/ })).toBeVisible()
  await dismissToasts(page)
  await expectAccessible(page)
  await shoot(page, 'supplier-company-page-editor-pt')

  // A visitor (no session) finds the supplier in the list and opens the page.
  const visitorContext = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
  })
  const visitor = await visitorContext.newPage()
  await visitor.goto('/fornecedores')
  const list = visitor.getByRole('main')
  await expect(list.getByRole('heading', { level: 1, name: 'Fornecedores' })).toBeVisible()
  await list.getByRole('searchbox', { name: 'Buscar fornecedor' }).fill('nada-por-aqui')
  await list.getByRole('button', { name: 'Buscar' }).click()
  await expect(list.getByText('Nenhum fornecedor encontrado')).toBeVisible()
  await list.getByRole('searchbox', { name: 'Buscar fornecedor' }).fill('abaete')
  await list.getByRole('button', { name: 'Buscar' }).click()
  // Every run's supplier answers "abaete"; this run's card is the one named after it alone.
  const card = list.getByRole('link', { name: new RegExp(`${PAGE_SUPPLIER.name}(?! \\d)`) })
  await expect(card).toBeVisible()
  await expect(card.getByText('Página da empresa')).toBeVisible()
  await expectAccessible(visitor)
  await shoot(visitor, 'suppliers-list-pt')

  await card.click()
  await expect(visitor).toHaveURL(/\/fornecedor\/[0-9a-f-]{36}$/)
  const pageMain = visitor.getByRole('main')
  await expect(pageMain.getByRole('heading', { level: 1, name: PAGE_SUPPLIER.name })).toBeVisible()
  await expect(pageMain.getByRole('img', { name: `Logo de ${PAGE_SUPPLIER.name}` })).toBeVisible()
  await expect(pageMain.getByText(/desde 2015/)).toBeVisible()
  await expect(
    pageMain.getByRole('listitem').filter({ hasText: 'Canecas de cerâmica' }),
  ).toBeVisible()
  const link = pageMain.getByRole('link', { name: 'https://brindes.example/catalogo' })
  await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer')
  await expect(pageMain.getByRole('heading', { name: 'Contato' })).toBeVisible()
  await expect(pageMain.getByRole('link', { name: 'brindes.example', exact: true })).toBeVisible()
  // No CNPJ on the public page.
  await expect(pageMain).not.toContainText(PAGE_SUPPLIER.cnpj)
  await expect(pageMain).not.toContainText(maskCnpj(PAGE_SUPPLIER.cnpj))
  await expectAccessible(visitor)
  await expectNoHorizontalOverflow(visitor)
  await shoot(visitor, 'supplier-page-pt')

  // English.
  await switchToEnglish(visitor)
  await expect(pageMain.getByRole('heading', { name: 'About the company' })).toBeVisible()
  await expect(pageMain.getByRole('heading', { name: 'Contact' })).toBeVisible()
  await expectAccessible(visitor)
  await shoot(visitor, 'supplier-page-en')
  await pageMain.getByRole('link', { name: 'Back to suppliers' }).click()
  await expect(pageMain.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible()
  await expectAccessible(visitor)
  await shoot(visitor, 'suppliers-list-en')
  await visitorContext.close()

  // An unknown supplier is a clear "not found".
  await page.goto('/fornecedor/00000000-0000-4000-8000-000000000000')
  await expect(
    main.getByRole('heading', { level: 1, name: 'Fornecedor não encontrado' }),
  ).toBeVisible()

  await switchToEnglish(page)
  await page.goto('/promotor/panel/supplier/settings/company')
  await expect(main.getByRole('heading', { level: 1, name: 'Company page' })).toBeVisible()
  await expect(main.getByRole('textbox', { name: 'About the company' })).toContainText('desde 2015')
  await expectAccessible(page)
  await shoot(page, 'supplier-company-page-editor-en')
})

import { expect, test, type Page } from './support/test.ts'
import sharp from 'sharp'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { clockedRun } from './support/own-accounts.ts'
import { productsRun } from './support/products-journey.ts'
import { signInByApi, switchToEnglish } from './support/session.ts'

async function png(r: number, g: number, b: number) {
  return sharp({ create: { width: 480, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()
}

async function quietToasts(page: Page) {
  await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' })
}

async function uploadFor(page: Page, color: string, buffer: Buffer, name: string) {
  const main = page.getByRole('main')
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    main.getByRole('button', { name: `Enviar foto (${color})` }).click(),
  ])
  await chooser.setFiles({ name, mimeType: 'image/png', buffer })
}

test('a supplier adds a product, a visitor finds it, an admin inactivates and reactivates it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000)
  // Each run adds its own product with its own accounts (products-journey.ts, productsRun).
  const {
    supplier: PRODUCTS_SUPPLIER,
    admin: PRODUCTS_ADMIN,
    name: NAME,
    code: CODE,
    search,
  } = productsRun(clockedRun(testInfo.repeatEachIndex))
  const searchPath = `/pesquisa/${encodeURIComponent(search)}`
  // ── The supplier adds a product with a photo per colour and a tag.
  await signInByApi(page, '/promotor', PRODUCTS_SUPPLIER.email)
  await expect(page).toHaveURL(/\/promotor\/panel\/supplier\/start$/)
  await page.goto('/promotor/panel/supplier/settings/products')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Meus produtos' })).toBeVisible()
  await expect(main.getByText('Nenhum produto encontrado')).toBeVisible()
  await main.getByRole('link', { name: 'Novo produto' }).click()
  await expect(page).toHaveURL(/\/settings\/products\/new$/)
  await expect(main.getByRole('heading', { level: 1, name: 'Novo produto' })).toBeVisible()

  await main.getByRole('textbox', { name: 'Código', exact: true }).fill(CODE)
  await main.getByRole('textbox', { name: 'Código do importador' }).fill('IMP-ANA-77')
  await main.getByRole('textbox', { name: 'Nome' }).fill(NAME)
  await main
    .getByRole('combobox', { name: 'Categoria', exact: true })
    .selectOption({ label: 'Garrafas e squeezes' })
  await main
    .getByRole('textbox', { name: 'Descrição' })
    .fill('Caneca térmica de aço inox com tampa, mantém a bebida quente por seis horas.')
  await main.getByRole('textbox', { name: 'Acabamento' }).fill('Pintura epóxi fosca')
  await main.getByRole('checkbox', { name: 'Azul' }).check()
  await main.getByRole('checkbox', { name: 'Vermelho' }).check()
  await main.getByRole('checkbox', { name: 'Logotipo' }).check()
  await main.getByRole('checkbox', { name: 'Texto' }).check()

  await uploadFor(page, 'Azul', await png(25, 118, 210), 'azul.png')
  await expect(main.getByRole('img', { name: 'Foto 1 do produto' })).toBeVisible()
  await uploadFor(page, 'Vermelho', await png(211, 47, 47), 'vermelho.png')
  await expect(main.getByRole('img', { name: 'Foto 2 do produto' })).toBeVisible()

  await main.getByRole('button', { name: 'Adicionar detalhe' }).click()
  await main.getByRole('textbox', { name: 'Nome do detalhe 1' }).fill('Capacidade')
  await main.getByRole('textbox', { name: 'Valor do detalhe 1' }).fill('350 ml')
  await main.getByRole('checkbox', { name: 'Mostrar como etiqueta' }).check()
  await main.getByRole('button', { name: 'Salvar produto' }).click()
  await expect(page.getByText('Produto cadastrado.')).toBeVisible()
  await expect(page).toHaveURL(/\/settings\/products\/[0-9a-f-]{36}$/)
  await expect(main.getByRole('heading', { level: 1, name: 'Editar produto' })).toBeVisible()
  await expect(main.getByText('Este produto está ativo e aparece na pesquisa.')).toBeVisible()
  await quietToasts(page)
  await expectAccessible(page)
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'supplier-product-form-pt')

  // Remove and undo from the list.
  await main.getByRole('link', { name: 'Voltar para meus produtos' }).click()
  const row = main.getByTestId('product-row').filter({ hasText: NAME })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: `Remover ${NAME}` }).click()
  await expect(row.getByText('Inativo')).toBeVisible()
  await row.getByRole('button', { name: `Reativar ${NAME}` }).click()
  await expect(row.getByText('Ativo')).toBeVisible()
  await expect(row.getByRole('button', { name: `Remover ${NAME}` })).toBeEnabled()
  await page.mouse.move(0, 0)
  await expectAccessible(page)
  await shoot(page, 'supplier-products-pt')

  // ── A visitor finds it in the products tab and opens it.
  const visitorContext = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
  })
  const visitor = await visitorContext.newPage()
  await visitor.goto(searchPath)
  const vmain = visitor.getByRole('main')
  await vmain.getByRole('tab', { name: 'Produtos' }).click()
  await expect(visitor).toHaveURL(/\?tab=products$/)
  await expect(vmain.getByRole('heading', { level: 1, name: `Produtos: ${search}` })).toBeVisible()
  const card = vmain.getByTestId('product-card').filter({ hasText: NAME })
  await expect(card).toBeVisible()
  await expect(card.getByText('350 ml')).toBeVisible()
  await expect(card.getByText(`por ${PRODUCTS_SUPPLIER.name}`)).toBeVisible()
  await expectAccessible(visitor)
  await expectNoHorizontalOverflow(visitor)
  await shoot(visitor, 'search-products-tab-pt')

  await card.getByRole('link', { name: NAME }).click()
  await expect(visitor).toHaveURL(/\/produto\/[0-9a-f-]{36}$/)
  await expect(vmain.getByRole('heading', { level: 1, name: NAME })).toBeVisible()
  const gallery = vmain.getByRole('region', { name: 'Fotos do produto' })
  const photo = gallery.getByRole('img', { name: `${NAME}, foto 1` })
  const blueSrc = await photo.getAttribute('src')
  const red = gallery.getByRole('button', { name: 'Cor Vermelho' })
  await red.focus()
  await visitor.keyboard.press('Enter')
  await expect(red).toHaveAttribute('aria-pressed', 'true')
  await expect(photo).not.toHaveAttribute('src', blueSrc ?? '')
  await expect(vmain.getByText('Este produto ainda não tem avaliações.')).toBeVisible()
  // A visitor asking for a budget goes to the login.
  await expect(vmain.getByRole('link', { name: 'Pedir orçamento' })).toHaveAttribute(
    'href',
    '/login',
  )
  await expectAccessible(visitor)
  await expectNoHorizontalOverflow(visitor)
  await shoot(visitor, 'product-detail-pt')

  // The supplier's company page lists its active products.
  await vmain.getByRole('link', { name: `Ver página de ${PRODUCTS_SUPPLIER.name}` }).click()
  await expect(visitor).toHaveURL(/\/fornecedor\/[0-9a-f-]{36}$/)
  const supplierProducts = vmain.getByRole('region', { name: 'Produtos' })
  await expect(supplierProducts.getByTestId('product-card').filter({ hasText: NAME })).toBeVisible()
  await expectAccessible(visitor)

  // ── An admin inactivates it (it leaves the public list) and reactivates it.
  const adminContext = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
  })
  const admin = await adminContext.newPage()
  await signInByApi(admin, '/admin', PRODUCTS_ADMIN.email)
  await expect(admin).toHaveURL(/\/admin\/home$/)
  const amain = admin.getByRole('main')
  await amain.getByRole('navigation').getByRole('link', { name: 'Produtos', exact: true }).click()
  await expect(admin).toHaveURL(/\/admin\/products$/)
  await amain.getByRole('searchbox', { name: 'Pesquisar por nome ou código' }).fill(CODE)
  const adminRow = amain.getByTestId('product-row').filter({ hasText: NAME })
  await expect(adminRow).toBeVisible()
  await expect(amain.getByTestId('product-row')).toHaveCount(1)
  await adminRow.getByRole('button', { name: `Inativar ${NAME}` }).click()
  await expect(adminRow.getByText('Inativado pelo administrador')).toBeVisible()
  await visitor.goto(`${searchPath}?tab=products`)
  await expect(vmain.getByText('Nenhum produto encontrado')).toBeVisible()
  await adminRow.getByRole('button', { name: `Ativar ${NAME}` }).click()
  await expect(adminRow.getByText('Ativo', { exact: true })).toBeVisible()
  await expect(adminRow.getByRole('button', { name: `Inativar ${NAME}` })).toBeEnabled()
  await visitor.reload()
  await expect(vmain.getByTestId('product-card').filter({ hasText: NAME })).toBeVisible()
  await quietToasts(admin)
  await admin.mouse.move(0, 0)
  await expectAccessible(admin)
  await expectNoHorizontalOverflow(admin)
  await shoot(admin, 'admin-products-pt')

  await adminRow.getByRole('link', { name: NAME }).click()
  await expect(admin).toHaveURL(/\/admin\/product\/[0-9a-f-]{36}$/)
  await expect(amain.getByRole('heading', { level: 1, name: NAME })).toBeVisible()
  await expect(amain.getByText(`Fornecedor: ${PRODUCTS_SUPPLIER.name}`)).toBeVisible()
  // The admin edits the same form (the category arrives after the form).
  await expect(amain.getByRole('combobox', { name: 'Categoria', exact: true })).toHaveValue(
    /[0-9a-f-]{36}/,
  )
  await amain.getByRole('textbox', { name: 'Acabamento' }).fill('Pintura epóxi fosca, tampa preta')
  await amain.getByRole('button', { name: 'Salvar produto' }).click()
  // (toasts are hidden for the screenshots by now)
  await expect(admin.getByText('Produto salvo.')).toBeAttached()
  await quietToasts(admin)
  await expectAccessible(admin)
  await shoot(admin, 'admin-product-pt')

  // ── One English pass.
  await switchToEnglish(visitor)
  await visitor.goto(`${searchPath}?tab=products`)
  await expect(vmain.getByRole('tab', { name: 'Products' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const enCard = vmain.getByTestId('product-card').filter({ hasText: NAME })
  await expect(enCard).toBeVisible()
  await shoot(visitor, 'search-products-tab-en')
  await enCard.getByRole('link', { name: NAME }).click()
  await expect(vmain.getByRole('link', { name: 'Request a budget' })).toBeVisible()
  await expectAccessible(visitor)
  await shoot(visitor, 'product-detail-en')

  await switchToEnglish(admin)
  await admin.goto('/admin/products')
  await expect(amain.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  await expect(amain.getByTestId('product-row').first()).toBeVisible()
  await expectAccessible(admin)
  await shoot(admin, 'admin-products-en')

  await switchToEnglish(page)
  await page.goto('/promotor/panel/supplier/settings/products')
  await expect(main.getByRole('heading', { level: 1, name: 'My products' })).toBeVisible()
  await main.getByRole('link', { name: NAME }).click()
  await expect(main.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible()
  await expect(main.getByRole('img', { name: 'Product photo 2' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'supplier-product-form-en')

  await adminContext.close()
  await visitorContext.close()
})

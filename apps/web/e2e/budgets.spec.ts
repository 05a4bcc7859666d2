import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test.ts'
import {
  BUDGET_CLIENT,
  ENGLISH_CLIENT,
  JOURNEY_SUPPLIERS,
  VOTER_CLIENT,
} from './support/budgets-journey.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { DEMO_PASSWORD } from './support/accounts.ts'
import { APP_HEADERS, signInByApi, switchToEnglish, waitForApp } from './support/session.ts'

/*
 * The budget journey (ADR 0021): a client asks three suppliers of "Caneta metálica Touch" for a budget
 * through the product's modal; two answer, one declines and the request moves on by itself; the
 * client compares and closes the deal; the chosen supplier sees the contact and marks it done; the
 * client rates product and supplier; another client finds the comment helpful. Each person has
 * their own browser context. Demo suppliers are shared with other journeys, so the budget is
 * always found by its number, never by counts.
 */

const APP = APP_HEADERS
const PRODUCT = 'Caneta metálica Touch'

interface ProductCard {
  id: string
  name: string
  supplier: { tradeName: string }
}

/** The id of `supplier`'s "Caneta metálica Touch" (public list). */
async function productOf(request: APIRequestContext, supplier: string): Promise<string> {
  const res = await request.get('/api/public/products', {
    headers: APP,
    params: { q: 'XBZ-1020' },
  })
  expect(res.status()).toBe(200)
  const list = ((await res.json()) as { data: { data: ProductCard[] } }).data.data
  const found = list.find((p) => p.name === PRODUCT && p.supplier.tradeName === supplier)
  expect(found, `${PRODUCT} by ${supplier}`).toBeTruthy()
  return found!.id
}

async function signIn(browser: Browser, email: string, loginPath: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' })
  const page = await context.newPage()
  await signInByApi(page, loginPath, email)
  await expect(page).not.toHaveURL(new RegExp(`${loginPath}$`))
  return page
}

/** The supplier opens request nº `number` from its inbox tab. */
async function openRequest(page: Page, number: number, tab: 'new' | 'answered' | 'deals') {
  await page.goto(`/promotor/panel/supplier/requests/${tab}`)
  await page.getByRole('link', { name: `${PRODUCT} — ver pedido nº ${number}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/** Answers with a unit value and optional extras; the total is shown, never typed (ADR 0027). */
async function answer(
  page: Page,
  number: number,
  values: { unit: string; setup?: [string, string]; freight?: string; total: string; days: string },
) {
  await openRequest(page, number, 'new')
  await page.getByRole('button', { name: 'Responder' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Valor unitário').fill(values.unit)
  if (values.setup) {
    await dialog.getByLabel('Setup por cor').fill(values.setup[0])
    await dialog.getByLabel('Cores do setup').fill(values.setup[1])
  }
  if (values.freight) await dialog.getByLabel('Frete', { exact: true }).fill(values.freight)
  await expect(dialog.getByTestId('live-total')).toContainText(`Valor total${values.total}`)
  await dialog.getByLabel('Prazo de entrega (dias)').fill(values.days)
  await dialog.getByLabel('Justificativa').fill('Gravação a laser e frete para Salvador inclusos.')
  await dialog.getByRole('button', { name: 'Enviar resposta' }).click()
  await expect(dialog).toBeHidden()
}

async function decline(page: Page, number: number) {
  await openRequest(page, number, 'new')
  await page.getByRole('button', { name: 'Recusar' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Recusar pedido' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
}

function proposalCard(page: Page, supplier: string) {
  return page
    .getByTestId('proposal-card')
    .filter({ has: page.getByRole('heading', { name: supplier, exact: true }) })
}

/** The stars are a radio group (rating-dialogs.tsx). */
async function stars(dialog: ReturnType<Page['getByRole']>, group: string, value: number) {
  await dialog
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: `${value} de 5 estrelas` })
    .click()
}

test('a client asks three suppliers, compares, closes the deal, rates; another finds it useful', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const salvadorPen = await productOf(request, JOURNEY_SUPPLIERS.salvador.name)
  const bahiaPen = await productOf(request, JOURNEY_SUPPLIERS.bahia.name)
  const client = await signIn(browser, BUDGET_CLIENT.email, '/login')

  // The request, through the product's modal.
  await client.goto(`/produto/${salvadorPen}`)
  await client.getByRole('button', { name: 'Pedir orçamento' }).click()
  const modal = client.getByRole('dialog', { name: 'Pedir orçamento' })
  await expect(modal.getByRole('checkbox', { name: 'Bahia Promo' })).toBeVisible()
  await modal.getByRole('button', { name: 'Enviar pedido' }).click()
  await expect(modal.getByText('Escolha pelo menos um fornecedor')).toBeVisible()
  await modal.getByLabel('Quantidade').fill('500')
  await modal.getByRole('radio', { name: 'Prata' }).click()
  await modal.getByRole('radio', { name: 'Texto', exact: true }).click()
  await modal.getByLabel('Texto a gravar').fill('Galera 2026')
  for (const s of ['salvador', 'bahia', 'nordeste'] as const)
    await modal.getByRole('checkbox', { name: JOURNEY_SUPPLIERS[s].name }).check()
  await expect(
    modal.getByRole('checkbox', { name: JOURNEY_SUPPLIERS.reconcavo.name }),
  ).toBeDisabled()
  await modal.getByLabel('Estados de entrega').click()
  await client.getByRole('option', { name: 'Bahia (BA)' }).click()
  await modal.getByLabel('Observações').fill('Entrega até o congresso de dezembro.')
  await shoot(client, 'budgets-modal', { fullPage: false })
  await expectAccessible(client)
  await modal.getByRole('button', { name: 'Enviar pedido' }).click()
  await expect(client).toHaveURL(/\/company\/panel\/company\/budgets\/[0-9a-f-]{36}\/see$/)
  const heading = client.getByRole('heading', { level: 1, name: /^Orçamento nº \d+$/ })
  const number = Number((await heading.textContent())!.replace(/\D/g, ''))
  const budgetUrl = client.url()
  await expect(proposalCard(client, 'Bahia Promo').getByText('Aguardando resposta')).toBeVisible()

  // My budgets: the new one is there, open, with no quote yet.
  await client.goto('/company/panel/company/budgets/open')
  const card = client
    .getByTestId('budget-card')
    .filter({ has: client.getByRole('link', { name: `Ver o orçamento nº ${number}` }) })
  await expect(card).toContainText(PRODUCT)
  await expect(card).toContainText('0 de 3')
  await shoot(client, 'budgets-list')
  await expectAccessible(client)
  await expectNoHorizontalOverflow(client)

  // Two suppliers answer, one declines; the request moves on by itself.
  const salvador = await signIn(browser, JOURNEY_SUPPLIERS.salvador.email, '/promotor')
  await answer(salvador, number, { unit: '2,80', total: 'R$ 1.400,00', days: '10' })
  const bahia = await signIn(browser, JOURNEY_SUPPLIERS.bahia.email, '/promotor')
  // 500 × R$ 2,50 + setup 1 × R$ 80,00 + freight R$ 45,00.
  await answer(bahia, number, {
    unit: '2,50',
    setup: ['80,00', '1'],
    freight: '45,00',
    total: 'R$ 1.375,00',
    days: '12',
  })
  const nordeste = await signIn(browser, JOURNEY_SUPPLIERS.nordeste.email, '/promotor')
  await decline(nordeste, number)

  await client.goto(budgetUrl)
  await expect(
    proposalCard(client, 'Nordeste Brindes').getByText('Recusado pelo fornecedor'),
  ).toBeVisible()
  // ADR 0021: the same importer code first (Recôncavo), then the category (Litoral).
  const reassigned = client
    .getByTestId('proposal-card')
    .filter({ hasText: 'Indicado automaticamente' })
  await expect(reassigned).toHaveCount(1)
  if ((await reassigned.textContent())!.includes(JOURNEY_SUPPLIERS.reconcavo.name)) {
    const reconcavo = await signIn(browser, JOURNEY_SUPPLIERS.reconcavo.email, '/promotor')
    await decline(reconcavo, number)
    await client.reload()
  }
  await expect(
    proposalCard(client, JOURNEY_SUPPLIERS.litoral.name).getByText('Aguardando resposta'),
  ).toBeVisible()
  await expect(proposalCard(client, JOURNEY_SUPPLIERS.litoral.name)).toContainText(
    'Indicado automaticamente',
  )

  // Compare side by side and close the deal with the cheaper one.
  const table = client.getByTestId('compare-table')
  await expect(table.getByRole('columnheader')).toHaveText([
    'Fornecedor',
    /^(Brindes Salvador|Bahia Promo)$/,
    /^(Brindes Salvador|Bahia Promo)$/,
  ])
  await expect(table).toContainText('R$ 1.375,00')
  await expect(table).toContainText('R$ 1.400,00')
  // Every column's lines, as shown, add up to its total.
  const row = (label: string) =>
    table.getByRole('row').filter({ has: client.getByRole('rowheader', { name: label }) })
  const cents = async (label: string, column: number) => {
    const text = (await row(label).getByRole('cell').nth(column).innerText()).split('\n')[0]!
    return text.includes('R$') ? Number(text.replace(/\D/g, '')) : 0
  }
  for (const column of [0, 1]) {
    const parts =
      (await cents('Produtos (unitário × quantidade)', column)) +
      (await cents('Setup', column)) +
      (await cents('Frete', column))
    expect(parts).toBe(await cents('Valor total', column))
  }
  await expect(row('Setup')).toContainText('1 cor × R$ 80,00')
  await shoot(client, 'budgets-compare')
  await expectAccessible(client)
  await expectNoHorizontalOverflow(client)
  await proposalCard(client, 'Bahia Promo').getByRole('button', { name: 'Fechar negócio' }).click()
  const confirm = client.getByRole('dialog', { name: 'Fechar negócio com Bahia Promo?' })
  await expect(confirm).toContainText('vai receber seus dados de contato')
  await confirm.getByRole('button', { name: 'Confirmar' }).click()
  await expect(client.getByText('Negócio fechado com Bahia Promo.')).toBeVisible()
  await expect(
    proposalCard(client, 'Brindes Salvador').getByText('Outro orçamento foi escolhido'),
  ).toBeVisible()
  await expect(proposalCard(client, 'Bahia Promo').getByText('Aguardando contato')).toBeVisible()

  // The chosen supplier now sees who the client is, and marks the contact done.
  await openRequest(bahia, number, 'deals')
  await expect(bahia.getByText(BUDGET_CLIENT.email)).toBeVisible()
  await bahia.getByRole('button', { name: 'Contato concluído' }).click()
  await bahia.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click()
  await expect(bahia.getByRole('dialog')).toBeHidden()

  // The client rates the product and the supplier; each button goes once used.
  await client.reload()
  await expect(client.getByTestId('budget-status')).toHaveText('Concluído')
  await client.getByRole('button', { name: 'Avaliar produto' }).click()
  const rateProduct = client.getByRole('dialog', { name: `Avaliar ${PRODUCT}` })
  await rateProduct.getByRole('button', { name: 'Enviar avaliação' }).click()
  await expect(rateProduct.getByText('Campo obrigatório').first()).toBeVisible()
  for (const group of ['Material', 'Acabamento', 'Personalização'])
    await stars(rateProduct, group, 5)
  const title = `Caneta impecável nº ${number}`
  await rateProduct.getByLabel('Título').fill(title)
  await rateProduct
    .getByLabel('Comentário')
    .fill('Gravação nítida, chegou antes do prazo e a ponteira touch funciona bem.')
  await shoot(client, 'budgets-rate-product', { fullPage: false })
  await expectAccessible(client)
  await rateProduct.getByRole('button', { name: 'Enviar avaliação' }).click()
  await expect(rateProduct).toBeHidden()
  await expect(client.getByRole('button', { name: 'Avaliar produto' })).toHaveCount(0)

  await client.getByRole('button', { name: 'Avaliar fornecedor' }).click()
  const rateSupplier = client.getByRole('dialog', { name: 'Avaliar Bahia Promo' })
  for (const group of ['Custo-benefício', 'Pontualidade', 'Atendimento', 'Qualidade'])
    await stars(rateSupplier, group, 4)
  await shoot(client, 'budgets-rate-supplier', { fullPage: false })
  await expectAccessible(client)
  await rateSupplier.getByRole('button', { name: 'Enviar avaliação' }).click()
  await expect(rateSupplier).toBeHidden()
  await expect(client.getByRole('button', { name: 'Avaliar fornecedor' })).toHaveCount(0)

  // My budgets: finished now.
  await client.goto('/company/panel/company/budgets/finished')
  await expect(client.getByRole('link', { name: `Ver o orçamento nº ${number}` })).toBeVisible()

  // Another client finds the comment helpful, once.
  const voter = await signIn(browser, VOTER_CLIENT.email, '/login')
  await voter.goto(`/produto/${bahiaPen}`)
  const comment = voter
    .locator('.mantine-Card-root')
    .filter({ has: voter.getByRole('heading', { name: title }) })
  await comment.getByRole('button', { name: 'Útil', exact: true }).click()
  await expect(comment.getByRole('button', { name: 'Útil', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('in English: the modal, my budgets, the comparison and the rating dialogs', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const salvadorPen = await productOf(request, JOURNEY_SUPPLIERS.salvador.name)
  const context = await browser.newContext({ locale: 'en' })
  const page = await context.newPage()
  await page.goto('/login')
  await switchToEnglish(page)
  await signInByApi(page, '/login', ENGLISH_CLIENT.email)
  await expect(page).not.toHaveURL(/\/login$/)

  await page.goto(`/produto/${salvadorPen}`)
  await page.getByRole('button', { name: /Request a budget|Ask for a budget/ }).click()
  const modal = page.getByRole('dialog', { name: 'Request a budget' })
  await expect(modal.getByRole('button', { name: 'Send request' })).toBeVisible()
  await shoot(page, 'budgets-modal-en', { fullPage: false })
  await expectAccessible(page)
  await modal.getByRole('button', { name: 'Close' }).click()

  await page.goto('/company/panel/company/budgets/all')
  await expect(page.getByRole('heading', { level: 1, name: 'My budgets' })).toBeVisible()
  await expect(page.getByTestId('budget-card')).toHaveCount(2)
  await shoot(page, 'budgets-list-en')
  await expectAccessible(page)

  await page.getByTestId('budget-card').filter({ hasText: 'Open' }).getByRole('link').click()
  await expect(page.getByTestId('compare-table')).toContainText('R$ 2.400,00')
  await expect(proposalCard(page, 'Nordeste Brindes')).toContainText('Waiting for answer')
  await shoot(page, 'budgets-compare-en')
  await expectAccessible(page)

  await page.goto('/company/panel/company/budgets/finished')
  await page.getByTestId('budget-card').getByRole('link').click()
  await page.getByRole('button', { name: 'Rate product' }).click()
  const rate = page.getByRole('dialog', { name: `Rate ${PRODUCT}` })
  await rate.getByRole('button', { name: 'Send rating' }).click()
  await expect(rate.getByText('Required field').first()).toBeVisible()
  await shoot(page, 'budgets-rate-product-en', { fullPage: false })
  await expectAccessible(page)
  await rate.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Rate supplier' }).click()
  await expect(page.getByRole('dialog', { name: 'Rate Brindes Salvador' })).toBeVisible()
  await shoot(page, 'budgets-rate-supplier-en', { fullPage: false })
  await expectAccessible(page)
})

test('/choose sends a visitor to the client login and back, then suggests products', async ({
  page,
}) => {
  await page.goto('/choose')
  await expect(page).toHaveURL(/\/login$/)
  // Enter before the server-rendered form hydrates is dropped (pre-hydration.js).
  await waitForApp(page)
  const main = page.getByRole('main')
  await main.getByLabel(/e-?mail/i).fill(VOTER_CLIENT.email)
  await main.getByLabel(/senha/i).fill(DEMO_PASSWORD)
  await main.getByLabel(/senha/i).press('Enter')
  await expect(page).toHaveURL(/\/choose$/)
  await expect(
    main.getByRole('heading', { level: 1, name: 'Vamos achar o brinde ideal' }),
  ).toBeVisible()
  await shoot(page, 'choose-start')
  await expectAccessible(page)
  await main.getByRole('radio', { name: 'Evento' }).click()
  await main.getByRole('radio', { name: 'Captação de clientes' }).click()
  await main.getByRole('button', { name: 'Continuar' }).click()
  await main.getByRole('radio', { name: 'Público geral' }).click()
  await main.getByRole('button', { name: 'Continuar' }).click()
  await main.getByRole('combobox', { name: 'Que tipo de brinde?' }).click()
  await page.getByRole('option', { name: 'Canetas', exact: true }).click()
  await main.getByLabel('Descreva o brinde').fill('Caneta metálica com touch para a feira')
  await expect(main.getByRole('link', { name: PRODUCT }).first()).toBeVisible()
  await shoot(page, 'choose-gift')
  await expectAccessible(page)
  await expectNoHorizontalOverflow(page)

  // The plain reverse auction form (my budgets → "Abrir leilão reverso").
  await page.goto('/company/panel/company/budgets/all')
  await main.getByRole('link', { name: 'Abrir leilão reverso' }).click()
  await expect(main.getByRole('heading', { level: 1, name: 'Leilão reverso' })).toBeVisible()
  await main.getByRole('button', { name: 'Abrir leilão reverso' }).click()
  await expect(main.getByRole('alert')).toContainText('Confira os campos')
  await shoot(page, 'reverse-auction-form')
  await expectAccessible(page)
  await expectNoHorizontalOverflow(page)
})

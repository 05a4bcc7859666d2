import { expect, test, type Browser, type Page } from './support/test.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { signInByApi, switchLanguage, switchToEnglish } from './support/session.ts'
import { maskCpf, maskPhone } from '@galera/shared/format/masks.ts'
import { clockedRun } from './support/own-accounts.ts'
import { AUCTION_PRODUCT, auctionRun, INBOX_QUANTITIES } from './support/reverse-auction-journey.ts'

/*
 * The supplier's Requests tab and reverse auctions. Seeded by
 * support/reverse-auction-journey.ts for this journey only: a supplier of "Garrafas e squeezes"
 * with new requests (one due in 3 h), a deal, an open auction, and a profile-3 client. Serial:
 * each test changes what the next one sees. A repeated run uses its run's copies (auctionRun).
 */
test.describe.configure({ mode: 'serial' })

/** Hides the toasts (until the next page load) so they do not cover screenshots or axe. */
async function dismissToasts(page: Page) {
  await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' })
}

/** Full-page shots from the top, so the sticky header does not land mid-page. */
async function shootTop(page: Page, name: string, options?: { fullPage?: boolean }) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await shoot(page, name, options)
}

/** Signs in (suppliers land on Start) and opens the Requests tab. */
async function supplierSignIn(page: Page, email: string) {
  await signInByApi(page, '/promotor', email)
  await expect(page).toHaveURL(/\/promotor\/panel\/supplier\/start$/)
  await page
    .getByRole('navigation', { name: 'Painel do fornecedor' })
    .getByRole('link', { name: 'Pedidos de orçamento' })
    .click()
  await expect(page).toHaveURL(/\/promotor\/panel\/supplier\/requests\/new$/)
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  return context.newPage()
}

/** The inbox card of the request with this quantity. */
const card = (page: Page, quantity: number) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByText(`${quantity} unidades`, { exact: true }) })

test('pt-BR: the inbox with countdowns, answering, a counter-proposal form, declining and a deal', async ({
  page,
}, testInfo) => {
  const { client: AUCTION_CLIENT, supplier } = auctionRun(clockedRun(testInfo.repeatEachIndex))
  await supplierSignIn(page, supplier.email)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Pedidos de orçamento' })).toBeVisible()
  await expect(main.getByRole('tab', { name: 'Novos (3)' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(main.getByRole('tab', { name: 'Negócios (1)' })).toBeVisible()
  await expect(main.getByRole('tab', { name: /^Leilões reversos/ })).toBeVisible()
  await expect(card(page, INBOX_QUANTITIES.toAnswer).getByTestId('answer-countdown')).toContainText(
    // 48 h from the seed: a long repeated run (--repeat-each) starts this journey hours later.
    /Responder em\s*1 d 2[0-3] h/,
  )
  // Under 6 hours the countdown turns red.
  const urgent = card(page, INBOX_QUANTITIES.urgent).getByTestId('answer-countdown')
  await expect(urgent).toContainText(/(?:^|\D)[0-2] h \d+ min/)
  await expect(urgent.locator('[data-urgent]')).toHaveCount(1)
  await expect(card(page, INBOX_QUANTITIES.toAnswer).getByTestId('proposal-status')).toHaveText(
    'Novo',
  )
  await expect(page.getByRole('main')).not.toContainText(/código \d/)
  await expect(card(page, INBOX_QUANTITIES.toAnswer)).toContainText(AUCTION_PRODUCT)
  await expectAccessible(page)
  await expectNoHorizontalOverflow(page)
  await shootTop(page, 'supplier-requests-inbox-pt')

  // Answer one: the total follows unit × quantity.
  await card(page, INBOX_QUANTITIES.toAnswer)
    .getByRole('link', { name: /ver pedido nº/ })
    .click()
  await expect(page).toHaveURL(/\/requests\/[0-9a-f-]{36}\/see$/)
  await expect(main.getByRole('heading', { level: 1, name: AUCTION_PRODUCT })).toBeVisible()
  await expect(
    main.getByText('Os dados de contato do cliente aparecem quando ele fechar negócio com você.'),
  ).toBeVisible()
  await main.getByRole('button', { name: 'Responder' }).click()
  const answer = page.getByRole('dialog', { name: 'Responder ao pedido' })
  await answer.getByLabel('Valor unitário').fill('12,50')
  await expect(answer.getByTestId('live-total')).toContainText('Valor totalR$ 6.250,00')
  await answer.getByLabel('Prazo de entrega (dias)').fill('12')
  await answer.getByLabel('Justificativa').fill('Gravação a laser e embalagem individual inclusas.')
  await expectAccessible(page)
  await shootTop(page, 'supplier-request-answer-pt', { fullPage: false })
  await answer.getByRole('button', { name: 'Enviar resposta' }).click()
  await expect(answer).toBeHidden()
  await expect(main.getByTestId('proposal-status')).toHaveText('Respondido')
  await expect(main.getByText('R$ 6.250,00')).toBeVisible()
  await expect(main.getByRole('button', { name: 'Desistir' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Responder' })).toHaveCount(0)

  // The urgent one: the counter-proposal form (shot, then left alone).
  await main.getByRole('link', { name: 'Voltar aos pedidos' }).click()
  await main.getByRole('tab', { name: /^Novos/ }).click()
  await card(page, INBOX_QUANTITIES.urgent)
    .getByRole('link', { name: /ver pedido nº/ })
    .click()
  await main.getByRole('button', { name: 'Contraproposta' }).click()
  const counter = page.getByRole('dialog', { name: 'Fazer uma contraproposta' })
  await counter.getByLabel('Quantidade proposta').fill('1500')
  await counter.getByLabel('Valor unitário').fill('9,90')
  await expect(counter.getByTestId('live-total')).toContainText('Valor totalR$ 14.850,00')
  await counter.getByLabel('Prazo de entrega (dias)').fill('20')
  await counter.getByLabel('Justificativa').fill('Lote mínimo de fábrica para este modelo.')
  await expectAccessible(page)
  await shootTop(page, 'supplier-request-counter-pt', { fullPage: false })
  await counter.getByRole('button', { name: 'Voltar' }).click()
  await expect(counter).toBeHidden()

  // Decline another: it goes to someone else.
  await main.getByRole('link', { name: 'Voltar aos pedidos' }).click()
  await card(page, INBOX_QUANTITIES.toDecline)
    .getByRole('link', { name: /ver pedido nº/ })
    .click()
  await main.getByRole('button', { name: 'Recusar' }).click()
  const decline = page.getByRole('dialog', { name: 'Recusar este pedido?' })
  await expect(decline.getByText(/repassado a outro fornecedor/)).toBeVisible()
  await decline.getByLabel('Motivo (opcional)').fill('Sem estoque deste modelo.')
  await decline.getByRole('button', { name: 'Recusar pedido' }).click()
  await expect(decline).toBeHidden()
  await expect(main.getByTestId('proposal-gone')).toContainText('Você recusou este pedido')

  // The deal: the client's contact, the 48 h countdown and "Contato concluído".
  await main.getByRole('link', { name: 'Voltar aos pedidos' }).click()
  await expect(main.getByRole('tab', { name: 'Respondidos (1)' })).toBeVisible()
  await expect(main.getByRole('tab', { name: 'Encerrados (1)' })).toBeVisible()
  await main.getByRole('tab', { name: /^Negócios/ }).click()
  await expect(page).toHaveURL(/\/requests\/deals$/)
  await card(page, INBOX_QUANTITIES.deal)
    .getByRole('link', { name: /ver pedido nº/ })
    .click()
  const contact = main.getByTestId('client-contact')
  await expect(contact).toContainText(AUCTION_CLIENT.name)
  await expect(contact).toContainText(AUCTION_CLIENT.email)
  await expect(contact).toContainText(`+55 ${maskPhone(AUCTION_CLIENT.phone)}`)
  await expect(contact).toContainText(maskCpf(AUCTION_CLIENT.cpf))
  await expect(contact.getByTestId('contact-countdown')).toContainText(/1 d 1\d h/)
  await dismissToasts(page)
  await expectAccessible(page)
  await expectNoHorizontalOverflow(page)
  await shootTop(page, 'supplier-request-deal-pt')
  await main.getByRole('button', { name: 'Contato concluído' }).click()
  const done = page.getByRole('dialog', { name: 'Marcar o contato como concluído?' })
  await done.getByRole('button', { name: 'Confirmar' }).click()
  await expect(done).toBeHidden()
  await expect(main.getByTestId('proposal-gone')).toContainText('Contato concluído')
})

test('pt-BR: the supplier sends a proposal to an open reverse auction', async ({
  page,
}, testInfo) => {
  const { supplier, seededDescription: SEEDED_AUCTION_DESCRIPTION } = auctionRun(
    clockedRun(testInfo.repeatEachIndex),
  )
  await supplierSignIn(page, supplier.email)
  const main = page.getByRole('main')
  await main.getByRole('tab', { name: /^Leilões reversos/ }).click()
  await expect(page).toHaveURL(/\/requests\/auctions$/)
  const auction = main.getByRole('article').filter({ hasText: SEEDED_AUCTION_DESCRIPTION })
  await expect(auction.getByTestId('auction-countdown')).toContainText(/Encerra em\s*\d d/)
  await expectAccessible(page)
  await shootTop(page, 'supplier-auctions-list-pt')
  await auction.getByRole('link', { name: /ver leilão reverso nº/ }).click()
  await expect(page).toHaveURL(/\/supplier\/auctions\/[0-9a-f-]{36}$/)
  await expect(main.getByRole('heading', { level: 1, name: 'Garrafas e squeezes' })).toBeVisible()
  await expect(main.getByText('Ação promocional')).toBeVisible()
  await expect(main.getByText(SEEDED_AUCTION_DESCRIPTION)).toBeVisible()
  await main.getByRole('combobox', { name: 'Seu produto (opcional)' }).click()
  await page.getByRole('option', { name: new RegExp(AUCTION_PRODUCT) }).click()
  await main.getByLabel('Valor unitário').fill('8,75')
  await expect(main.getByTestId('live-total')).toContainText('Valor totalR$ 7.000,00')
  await main.getByLabel('Prazo de entrega (dias)').fill('10')
  await main.getByLabel('Justificativa').fill('Squeezes de 500 ml com a sua logo em uma cor.')
  await expectAccessible(page)
  await expectNoHorizontalOverflow(page)
  await shootTop(page, 'supplier-auction-pt')
  await main.getByRole('button', { name: 'Enviar proposta' }).click()
  await main.getByRole('link', { name: 'Ver minha proposta' }).click()
  await expect(page).toHaveURL(/\/requests\/[0-9a-f-]{36}\/see$/)
  await expect(main.getByTestId('proposal-status')).toHaveText('Respondido')
  await expect(main.getByText('R$ 7.000,00')).toBeVisible()
})

test('en: the inbox and a reverse auction in English', async ({ page }, testInfo) => {
  const { supplier } = auctionRun(clockedRun(testInfo.repeatEachIndex))
  await supplierSignIn(page, supplier.email)
  await switchToEnglish(page)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Budget requests' })).toBeVisible()
  await expect(main.getByRole('tab', { name: 'New (1)' })).toBeVisible()
  await expect(main.getByTestId('answer-countdown').first()).toContainText('Answer within')
  await expectAccessible(page)
  await shootTop(page, 'supplier-requests-inbox-en')
  await main.getByRole('tab', { name: /^Reverse auctions/ }).click()
  await main
    .getByRole('link', { name: /see reverse auction #/ })
    .first()
    .click()
  await expect(main.getByText('Target audience')).toBeVisible()
  await expectAccessible(page)
  await shootTop(page, 'supplier-auction-en')
  // The language is remembered on the account: back to Portuguese for the next test.
  await switchLanguage(page, 'pt-BR')
})

/** A São Paulo calendar day `days` from today, as a date input wants it (YYYY-MM-DD). */
function spDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + days * 86_400_000),
  )
}

test('pt-BR: a profile-3 client asks for proposals on /choose and sees the supplier’s', async ({
  browser,
}, testInfo) => {
  const {
    client: AUCTION_CLIENT,
    supplier: AUCTION_SUPPLIER,
    chosen,
    chosenDescription,
  } = auctionRun(clockedRun(testInfo.repeatEachIndex))
  // The client goes through the questionnaire (helper H5's page) with the keyboard.
  const client = await newPage(browser)
  await signInByApi(client, '/login', AUCTION_CLIENT.email)
  await expect(client).not.toHaveURL(/\/login$/)
  await client.goto('/choose')
  const cmain = client.getByRole('main')
  await expect(cmain.getByRole('heading', { level: 1 })).toBeVisible()
  const next = cmain.getByRole('button', { name: 'Continuar' })

  // Step 1: what for and the goal; step 2: who for (radio cards, chosen with Space).
  await cmain.getByRole('radio', { name: 'Evento' }).focus()
  await client.keyboard.press('Space')
  await cmain.getByRole('radio', { name: 'Fidelização' }).focus()
  await client.keyboard.press('Space')
  await next.focus()
  await client.keyboard.press('Enter')
  await cmain.getByRole('radio', { name: 'Executivo' }).focus()
  await client.keyboard.press('Space')
  await next.focus()
  await client.keyboard.press('Enter')

  // Step 3: the category and the description (200 characters at most, and a real one).
  const category = cmain.getByRole('combobox', { name: 'Que tipo de brinde?' })
  await category.focus()
  await client.keyboard.type('Garrafas e')
  await client.getByRole('option', { name: 'Garrafas e squeezes' }).click()
  const describe = cmain.getByLabel('Descreva o brinde')
  await describe.focus()
  await client.keyboard.type('a'.repeat(201))
  // The field stops at 200 characters: the 201st never gets in.
  await expect(describe).toHaveValue('a'.repeat(200))
  await describe.fill('!!! 123')
  await next.focus()
  await client.keyboard.press('Enter')
  await expect(cmain.getByText('Por favor, digite uma descrição válida')).toBeVisible()
  await describe.fill(chosenDescription)
  await next.focus()
  await client.keyboard.press('Enter')

  // Step 4: quantity, states, dates; then "Pedir propostas".
  await cmain.getByRole('textbox', { name: 'Quantidade' }).fill('600')
  const states = cmain
    .getByRole('combobox', { name: 'Estados de entrega' })
    .or(cmain.getByRole('textbox', { name: 'Estados de entrega' }))
  await states.focus()
  await client.keyboard.type('SP')
  await client.getByRole('option', { name: /\(SP\)$|^SP$/ }).click()
  await client.keyboard.press('Escape')
  await cmain.getByLabel('Receber propostas até').fill(spDay(3))
  await cmain.getByLabel('Prazo de entrega').fill(spDay(20))
  await cmain.getByRole('button', { name: 'Pedir propostas' }).click()
  await expect(client).toHaveURL(/\/company\/panel\/company\/budgets\/[0-9a-f-]{36}\/see$/)
  const budgetUrl = client.url()

  // The supplier answers it from the auctions tab.
  const page = await newPage(browser)
  await supplierSignIn(page, AUCTION_SUPPLIER.email)
  const main = page.getByRole('main')
  await main.getByRole('tab', { name: /^Leilões reversos/ }).click()
  await main
    .getByRole('article')
    .filter({ hasText: chosen })
    .getByRole('link', { name: /ver leilão reverso nº/ })
    .click()
  await expect(main.getByText('Executivo')).toBeVisible()
  await expect(main.getByText('Fidelização')).toBeVisible()
  await main.getByLabel('Valor unitário').fill('21,00')
  await expect(main.getByTestId('live-total')).toContainText('Valor totalR$ 12.600,00')
  await main.getByLabel('Prazo de entrega (dias)').fill('14')
  await main.getByLabel('Justificativa').fill('Garrafas de inox com gravação a laser.')
  await main.getByRole('button', { name: 'Enviar proposta' }).click()
  await expect(main.getByRole('link', { name: 'Ver minha proposta' })).toBeVisible()

  // The client sees the proposal on the budget.
  await client.goto(budgetUrl)
  await expect(cmain.getByText(AUCTION_SUPPLIER.name).first()).toBeVisible()
  await expect(cmain.getByText('R$ 12.600,00').first()).toBeVisible()
})

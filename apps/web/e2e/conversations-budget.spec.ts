import { expect, test, type Browser, type Locator, type Page } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { logoJourneyAccounts } from './support/conversations-journey.ts'
import { clockedRun } from './support/own-accounts.ts'
import { expectAccessible, shoot } from './support/look.ts'
import { signInByApi, switchToEnglish, waitForApp } from './support/session.ts'

/*
 * ADR 0056: before quoting, a supplier asks the client about her logo in the budget's
 * conversation and she answers; the question and the answer arrive without reloading. Keyboard
 * alone. Own accounts per run (support/conversations-journey.ts): the journey writes.
 */

async function signIn(browser: Browser, email: string, loginPath: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' })
  const page = await context.newPage()
  await signInByApi(page, loginPath, email)
  await expect(page).not.toHaveURL(new RegExp(`${loginPath}$`))
  return page
}

/** Focuses an element and presses Enter: what Tab and Enter do, without counting the stops. */
async function press(page: Page, target: Locator) {
  await target.focus()
  await page.keyboard.press('Enter')
}

/** Types a message in the composer and sends it with Ctrl+Enter. */
async function write(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label }).focus()
  await page.keyboard.type(text)
  await page.keyboard.press('Control+Enter')
}

test('a supplier asks the client about the logo in a budget; she answers', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const run = clockedRun(testInfo.repeatEachIndex)
  const { client: clientAccount, supplier: supplierAccount, product } = logoJourneyAccounts(run)
  const question = 'Olá! Antes de orçar: o logo tem quantas cores? Pode mandar em PDF vetorizado?'
  const answer = 'Oi! São duas cores, azul-marinho e dourado. Mando o PDF agora.'

  // The supplier opens the request and talks to its (still unnamed) client, keyboard only.
  const supplier = await signIn(browser, supplierAccount.email, DEMO.supplier.loginPath)
  await supplier.goto('/promotor/panel/supplier/requests/new')
  await waitForApp(supplier)
  await press(
    supplier,
    supplier.getByRole('link', { name: new RegExp(`^${product} — ver pedido`) }),
  )
  await expect(supplier).toHaveURL(/\/requests\/[0-9a-f-]{36}\/see$/)
  await press(
    supplier,
    supplier.getByRole('button', { name: /^Conversar com o cliente do orçamento nº/ }),
  )
  await expect(supplier).toHaveURL(/\/mensagens\/[0-9a-f-]{36}$/)
  await expect(supplier.getByText('Nenhuma mensagem ainda. Escreva a primeira.')).toBeVisible()
  await write(supplier, 'Mensagem', question)
  await expect(supplier.getByTestId('message').last()).toContainText(question)

  // The client finds it in her messages and answers, keyboard only.
  const client = await signIn(browser, clientAccount.email, DEMO.client.loginPath)
  await client.goto('/mensagens')
  await waitForApp(client)
  await expect(client.getByTestId('messages-badge')).toBeVisible()
  await press(client, client.getByTestId('conversation-item').first())
  await expect(client.getByTestId('message').last()).toContainText(question)
  await expect(client.getByText(supplierAccount.name).first()).toBeVisible()
  await write(client, 'Mensagem', answer)
  await expect(client.getByTestId('message').last()).toContainText(answer)
  await expectAccessible(client)
  await shoot(client, 'conversation-budget-logo-client-pt')

  // It reaches the supplier live, without a reload.
  await expect(supplier.getByTestId('message').last()).toContainText(answer)
  await expectAccessible(supplier)
  await shoot(supplier, 'conversation-budget-logo-supplier-pt')

  // In English (the run's own account keeps the choice; the next run has its own).
  await switchToEnglish(supplier)
  await expect(supplier.getByRole('textbox', { name: 'Message' })).toBeVisible()
  await expect(supplier.getByRole('heading', { level: 1, name: 'Budget client' })).toBeVisible()
  await write(supplier, 'Message', 'Thanks! I will send the quote today.')
  await expect(client.getByText('Thanks! I will send the quote today.')).toBeVisible()
  await expectAccessible(supplier)
  await shoot(supplier, 'conversation-budget-logo-supplier-en')
})

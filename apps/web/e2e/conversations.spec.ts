import { expect, test, type Browser, type Page } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { chatAccounts } from './support/own-accounts-runs.ts'
import { expectAccessible, shoot } from './support/look.ts'
import {
  APP_HEADERS,
  signInByApi,
  switchLanguage,
  switchToEnglish,
  waitForApp,
} from './support/session.ts'

/*
 * ADR 0056: a client asks a promoter a question from her profile with a phone number in
 * it; the promoter reads it masked, answers, and the client sees the answer arrive without
 * reloading; after the client hires, the promoter accepts and the client pays (ADR 0057), nothing
 * is masked and the job page shows the promoter's contact. Own accounts, one pair per repeated run (support/own-accounts-runs.ts): the journey writes.
 */

const APP = APP_HEADERS
const PHONE = '(71) 99876-5432'

async function signIn(browser: Browser, email: string, loginPath: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' })
  const page = await context.newPage()
  await signInByApi(page, loginPath, email)
  await expect(page).not.toHaveURL(new RegExp(`${loginPath}$`))
  return page
}

/** The São Paulo day `n` days from now, as the hire form's API takes it. */
function dayFromNow(n: number): string {
  const d = new Date(Date.now() + n * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d)
}

test('a client asks a promoter a question; masked until the hire is accepted and paid', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const run = testInfo.repeatEachIndex
  const { client: asker, promoter: answerer } = chatAccounts(run)
  const client = await signIn(browser, asker.email, DEMO.client.loginPath)
  const promoter = await signIn(browser, answerer.email, DEMO.promoter.loginPath)
  const promoterId = (
    (await (await promoter.request.get('/api/auth/me', { headers: APP })).json()) as {
      data: { userId: string }
    }
  ).data.userId

  // The client asks from the profile, keyboard only.
  await client.goto(`/promotor/${promoterId}`)
  // A key press, unlike a click, does not wait for the server-rendered page to hydrate.
  await waitForApp(client)
  const ask = client.getByRole('button', { name: 'Fazer uma pergunta' })
  await ask.focus()
  await client.keyboard.press('Enter')
  await expect(client).toHaveURL(/\/mensagens\/[0-9a-f-]{36}$/)
  const box = client.getByRole('textbox', { name: 'Mensagem' })
  await box.focus()
  await client.keyboard.type(`Oi! Você está livre em dezembro? Me chama no ${PHONE}`)
  // Ctrl+Enter sends from the composer (Tab now reaches "attach" first, ADR 0058).
  await client.keyboard.press('Control+Enter')
  await expect(client.getByTestId('contact-hidden-notice').last()).toContainText(
    `ficam ocultos para ${answerer.name}`,
  )
  await expect(client.getByTestId('message').last()).toContainText(PHONE)
  if (run === 0) await shoot(client, 'conversation-sender-masked-notice')

  // The promoter sees it in the inbox (header count) and reads it masked.
  await promoter.goto('/mensagens')
  await expect(promoter.getByTestId('messages-badge')).toBeVisible()
  await promoter.getByTestId('conversation-item').first().click()
  const received = promoter.getByTestId('message').last()
  await expect(received).toContainText('[•••]')
  await expect(received).not.toContainText('99876')
  await expectAccessible(promoter)
  if (run === 0) await shoot(promoter, 'conversation-reader-masked')

  // She answers; it reaches the client live.
  await promoter.getByRole('textbox', { name: 'Mensagem' }).fill('Estou sim! Qual é o evento?')
  await promoter.getByRole('button', { name: 'Enviar' }).click()
  await expect(client.getByText('Estou sim! Qual é o evento?')).toBeVisible()
  await expectAccessible(client)

  // The client hires; the promoter accepts.
  const day = dayFromNow(20 + run)
  const hire = await client.request.post('/api/client/jobs', {
    headers: { ...APP, 'Idempotency-Key': `chat-${day}` },
    data: {
      promoterId,
      company: {
        doc: asker.cpf,
        name: asker.name,
        phone: '(71) 98765-0301',
        email: asker.email,
      },
      event: {
        eventName: 'Lançamento com perguntas',
        startDate: day,
        finishDate: day,
        startHour: '10:00',
        finishHour: '14:00',
        cashCents: 40_000,
      },
      address: {
        nameLocal: 'Mercado do Rio Vermelho',
        zipcode: '41940-000',
        address: 'Rua da Paciência, 100',
        city: 'Salvador',
        state: 'BA',
      },
    },
  })
  expect(hire.status()).toBeLessThan(300)
  const jobId = ((await hire.json()) as { data: { id: string } }).data.id
  const accepted = await promoter.request.post(`/api/promoter/jobs/${jobId}/accept`, {
    headers: APP,
    data: {},
  })
  expect(accepted.status()).toBe(200)

  // ADR 0057: accepted but not paid is not the deal yet.
  await promoter.reload()
  await expect(promoter.getByTestId('message').first()).toContainText('[•••]')

  // The client pays by Pix on the provider's page (this instance's stand-in): the deal.
  const opened = await client.request.post(`/api/client/jobs/${jobId}/payment`, { headers: APP })
  expect(opened.status()).toBe(200)
  const { cardUrl } = ((await opened.json()) as { data: { cardUrl: string } }).data
  await client.goto(cardUrl)
  await client.getByRole('button', { name: 'Simular pagamento Pix' }).click()
  await expect(client.getByTestId('standin-status')).toHaveText('RECEIVED')

  await promoter.reload()
  await expect(promoter.getByTestId('message').first()).toContainText(PHONE)
  await expect(promoter.getByTestId('conversation-contact')).toContainText(asker.email)

  await client.goto(`/company/panel/company/solicitation/${jobId}/see`)
  await expect(client.getByTestId('conversation-contact')).toContainText(answerer.email)
  await expectAccessible(client)
  if (run === 0) await shoot(client, 'conversation-job-contact-after-deal')

  // The inbox in both languages (back to Portuguese for a repeated run).
  await client.goto('/mensagens')
  await expect(client.getByTestId('conversation-item').first()).toBeVisible()
  if (run === 0) await shoot(client, 'conversations-inbox-pt')
  await switchToEnglish(client)
  await expect(client.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  await expectAccessible(client)
  if (run === 0) await shoot(client, 'conversations-inbox-en')
  await switchLanguage(client, 'pt-BR')
})

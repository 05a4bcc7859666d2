import { expect, test, type Browser, type Page } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { serverNow } from './support/clocked.ts'
import { disputeJourneyAccounts } from './support/dispute-journey.ts'
import { clockedRun } from './support/own-accounts.ts'
import { closeToasts, expectAccessible, shoot } from './support/look.ts'
import { APP_HEADERS, signInByApi, switchToEnglish, waitForApp } from './support/session.ts'

/*
 * ADR 0063, on a clocked instance of its own (three ports up; e2e/support/server.ts): a client
 * hires a promoter, who accepts, and pays by Pix on the provider's stand-in; time moves past the
 * job's end (test-only POST /dev/clock, which also runs the ticker); the client opens a dispute
 * from the job's page; the admin master decides it from /admin/payments with the keyboard,
 * refunding part of it; the client and the promoter read the decision (the promoter also what it
 * means for their money) in both languages. Every account is the
 * run's own (support/dispute-journey.ts), so a repeated run starts where the clock was left.
 */

const CLOCKED = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 3}`
test.use({ baseURL: CLOCKED })

const APP = APP_HEADERS

/** The São Paulo calendar day `n` days after `now` (the server's), as YYYY-MM-DD. */
function dayAfter(now: Date, n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now)
  const d = new Date(`${today}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

async function signIn(browser: Browser, email: string, loginPath: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: CLOCKED, locale: 'pt-BR' })
  const page = await context.newPage()
  await signInByApi(page, loginPath, email)
  await expect(page).not.toHaveURL(new RegExp(`${loginPath}$`))
  return page
}

test('a client disputes a paid job after it ended; the admin master refunds part of it', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const run = clockedRun(testInfo.repeatEachIndex)
  const accounts = disputeJourneyAccounts(run)
  const now = await serverNow(request)
  const client = await signIn(browser, accounts.client.email, DEMO.client.loginPath)
  const promoter = await signIn(browser, accounts.promoter.email, DEMO.promoter.loginPath)
  const me = await promoter.request.get('/api/auth/me', { headers: APP })
  const promoterId = ((await me.json()) as { data: { userId: string } }).data.userId
  const day = dayAfter(now, 2)
  const eventName = `Feira Contestada ${day}`

  // The client hires, the promoter accepts, the client pays by Pix on the provider's page.
  const hire = await client.request.post('/api/client/jobs', {
    headers: { ...APP, 'Idempotency-Key': `dispute-${run}-${day}` },
    data: {
      promoterId,
      company: {
        doc: accounts.client.cpf,
        name: accounts.client.name,
        phone: '(71) 98765-0311',
        email: accounts.client.email,
      },
      event: {
        eventName,
        startDate: day,
        finishDate: day,
        startHour: '10:00',
        finishHour: '14:00',
        cashCents: 40_000,
      },
      address: {
        nameLocal: 'Centro de Convenções',
        zipcode: '41940-000',
        address: 'Rua da Paciência, 100',
        city: 'Salvador',
        state: 'BA',
      },
    },
  })
  expect(hire.status()).toBe(201)
  const job = ((await hire.json()) as { data: { id: string; endsAt: string } }).data
  const accepted = await promoter.request.post(`/api/promoter/jobs/${job.id}/accept`, {
    headers: APP,
    data: {},
  })
  expect(accepted.status()).toBe(200)
  const opened = await client.request.post(`/api/client/jobs/${job.id}/payment`, { headers: APP })
  expect(opened.status()).toBe(200)
  const { cardUrl } = ((await opened.json()) as { data: { cardUrl: string } }).data
  await client.goto(cardUrl)
  await client.getByRole('button', { name: 'Simular pagamento Pix' }).click()
  await expect(client.getByTestId('standin-status')).toHaveText('RECEIVED')

  // Before the end there is no dispute to open.
  const jobUrl = `/company/panel/company/solicitation/${job.id}/see`
  await client.goto(jobUrl)
  await expect(client.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid')
  await expect(client.getByTestId('dispute-panel')).toHaveCount(0)

  // Time passes the job's end (one hour after it); the ticker completes it.
  const hours = Math.ceil((Date.parse(job.endsAt) - (await serverNow(request)).getTime()) / 3.6e6)
  const moved = await request.post('/dev/clock', { data: { advanceHours: hours + 1 } })
  expect(moved.status()).toBe(200)

  // The client opens a dispute from the job's page.
  await client.goto(jobUrl)
  await waitForApp(client)
  const panel = client.getByTestId('dispute-panel')
  await expect(panel).toContainText('Algum problema com o trabalho?')
  await panel.getByRole('button', { name: 'Abrir disputa' }).click()
  const form = client.getByRole('dialog', { name: 'Abrir uma disputa' })
  await form.getByLabel('Motivo').selectOption('late_or_short')
  await form
    .getByLabel('O que aconteceu')
    .fill('O promotor chegou duas horas depois do combinado e saiu antes do fim.')
  await expectAccessible(client)
  await shoot(client, 'dispute-open-form-pt-BR', { fullPage: false })
  await form.getByRole('button', { name: 'Abrir disputa' }).click()
  await expect(
    client.getByText('Disputa aberta. O pagamento fica retido até a decisão.'),
  ).toBeVisible()
  await expect(client.getByTestId('dispute-state')).toHaveAttribute('data-outcome', 'open')
  await expect(client.getByTestId('dispute-state')).toContainText('Atraso ou saída antes do fim')
  await closeToasts(client)
  await expectAccessible(client)
  await shoot(client, 'dispute-open-client-pt-BR')

  // The promoter sees the dispute on the job's page: the reason, the client's account, the money
  // held until the decision.
  const promoterJobUrl = `/promotor/panel/promoter/status/${job.id}/see`
  await promoter.goto(promoterJobUrl)
  await waitForApp(promoter)
  const seen = promoter.getByTestId('promoter-dispute')
  await expect(seen).toHaveAttribute('data-money', 'held')
  await expect(seen).toContainText('Disputa aberta pelo contratante')
  await expect(seen).toContainText('Aguardando decisão')
  await expect(seen).toContainText('Atraso ou saída antes do fim')
  await expect(seen).toContainText('saiu antes do fim')
  await expect(promoter.getByTestId('promoter-dispute-money')).toContainText('ficam retidos')
  await expectAccessible(promoter)
  await shoot(promoter, 'dispute-open-promoter-pt-BR')

  // The admin master decides from the payments screen, with the keyboard: 150,00 back.
  const admin = await signIn(browser, accounts.admin.email, '/admin')
  await admin.goto('/admin/payments')
  await waitForApp(admin)
  const row = admin.getByTestId('pending-decisions').getByRole('row').filter({ hasText: eventName })
  await expect(row).toContainText('R$ 400,00')
  await expect(row).toContainText('Atraso ou saída antes do fim')
  await expect(row).toContainText(`Contratante: ${accounts.client.name}`)
  await row.getByRole('button', { name: `Decidir: ${eventName}` }).focus()
  await admin.keyboard.press('Enter')
  const dialog = admin.getByRole('dialog', { name: `Decidir: ${eventName}` })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('radio', { name: 'Liberar ao promotor' }).focus()
  await admin.keyboard.press('ArrowDown')
  await admin.keyboard.press('ArrowDown')
  await expect(dialog.getByRole('radio', { name: 'Devolver parte ao contratante' })).toBeChecked()
  await admin.keyboard.press('Tab')
  await expect(dialog.getByLabel('Valor a devolver (R$)')).toBeFocused()
  await admin.keyboard.type('150,00')
  await admin.keyboard.press('Tab')
  await admin.keyboard.type(
    'O promotor chegou atrasado: metade das horas combinadas não foram cumpridas.',
  )
  await expectAccessible(admin)
  await shoot(admin, 'dispute-decision-dialog-pt-BR', { fullPage: false })
  await dialog.getByRole('button', { name: 'Confirmar decisão' }).focus()
  await admin.keyboard.press('Enter')
  await expect(admin.getByText('Decisão registrada. As duas partes foram avisadas.')).toBeVisible()
  await expect(row).toHaveCount(0)
  // The screen's parts still add up to what was received.
  await expect(admin.getByTestId('payments-check')).toHaveText(
    'Confere: a soma das partes é igual ao recebido.',
  )
  await closeToasts(admin)
  await expectAccessible(admin)

  // The client reads the decision, in Portuguese and in English.
  await client.reload()
  await expect(client.getByTestId('dispute-state')).toHaveAttribute('data-outcome', 'refund')
  await expect(client.getByTestId('dispute-state')).toContainText('R$ 150,00 devolvidos a você')
  await expect(client.getByTestId('dispute-state')).toContainText('metade das horas')
  await expect(client.getByTestId('payment-status')).toContainText('Devolvemos R$ 150,00')
  await expectAccessible(client)
  await shoot(client, 'dispute-decided-client-pt-BR')
  await switchToEnglish(client)
  await expect(client.getByTestId('dispute-state')).toContainText(
    'R$ 150,00 given back to you through the payment provider',
  )
  await expectAccessible(client)
  await shoot(client, 'dispute-decided-client-en')
  // The promoter reads the decision and what it means for their money, in both languages.
  await promoter.reload()
  await waitForApp(promoter)
  await expect(seen).toHaveAttribute('data-money', 'to_release')
  await expect(seen).toContainText('Decidida')
  await expect(seen).toContainText('R$ 150,00 devolvido ao contratante')
  await expect(seen).toContainText('metade das horas')
  await expect(promoter.getByTestId('promoter-dispute-money')).toContainText(
    'vai para a sua chave Pix na liberação',
  )
  await expectAccessible(promoter)
  await shoot(promoter, 'dispute-decided-promoter-pt-BR')
  await switchToEnglish(promoter)
  await expect(seen).toContainText('Dispute opened by the hirer')
  await expect(seen).toContainText('R$ 150,00 given back to the hirer')
  await expect(promoter.getByTestId('promoter-dispute-money')).toContainText(
    'goes to your Pix key at the release',
  )
  await expectAccessible(promoter)
  await shoot(promoter, 'dispute-decided-promoter-en')
  await switchToEnglish(admin)
  await expect(
    admin.getByRole('heading', { name: 'Disputes and flags waiting for a decision' }),
  ).toBeVisible()
  await expectAccessible(admin)
  await shoot(admin, 'dispute-decisions-admin-en')
})

import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test.ts'
import { DEMO, DEMO_PASSWORD } from './support/accounts.ts'
import { serverNow } from './support/clocked.ts'
import { clockedRun, hireJourneyAccounts } from './support/own-accounts.ts'
import { expectAccessible, shoot } from './support/look.ts'
import { APP_HEADERS, signInByApi, switchToEnglish } from './support/session.ts'

/*
 * The whole hire (ADR 0019), on the clocked instance (e2e/support/server.ts: one port up, its own
 * database, TEST_CLOCK on): a client hires a promoter through the three steps, the promoter
 * sees it arrive without reloading and accepts, the client sees it accepted; a cancellation
 * inside 72 h blocks another promoter; time moves past the job (test-only POST /dev/clock, which
 * also runs the ticker) and both sides rate each other. Every account is the run's own
 * (own-accounts.ts): the journey switches them to English and blocks one, and a repeated run
 * starts where the clock was left.
 */

const CLOCKED = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`
test.use({ baseURL: CLOCKED })

const APP = APP_HEADERS

/** The São Paulo calendar day `n` days after `now` (the server's), moved off a Sunday. */
function workday(now: Date, n: number): { iso: string; typed: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now)
  const d = new Date(`${today}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1)
  const iso = d.toISOString().slice(0, 10)
  const [y, m, day] = iso.split('-')
  return { iso, typed: `${day}/${m}/${y}` }
}

async function signIn(browser: Browser, email: string, loginPath: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: CLOCKED, locale: 'pt-BR' })
  const page = await context.newPage()
  await signInByApi(page, loginPath, email)
  await expect(page).not.toHaveURL(new RegExp(`${loginPath}$`))
  return page
}

/** A user's id, from a login in the test's own request context (never a page's session). */
async function userIdOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', {
    headers: APP,
    data: { email, password: DEMO_PASSWORD },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: { userId: string } }).data.userId
}

test('a client hires a promoter, who accepts; a late cancel blocks; both rate', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const accounts = hireJourneyAccounts(clockedRun(testInfo.repeatEachIndex))
  const now = await serverNow(request)
  const promoter = await signIn(browser, accounts.promoter.email, DEMO.promoter.loginPath)
  const client = await signIn(browser, accounts.client.email, DEMO.client.loginPath)
  const promoterId = await userIdOf(request, accounts.promoter.email)
  const day = workday(now, 3)
  const eventName = `Feira de Inverno ${day.iso}`

  // The promoter waits on their new solicitations.
  await promoter.goto('/promotor/panel/promoter/status/requested')
  await expect(promoter.getByRole('heading', { level: 1 })).toBeVisible()

  // The client hires through the three steps.
  await client.goto(`/promotor/${promoterId}`)
  await client.getByRole('main').getByRole('button', { name: 'Contratar', exact: true }).click()
  const dialog = client.getByRole('dialog', { name: `Contratar ${accounts.promoter.name}` })
  await expect(dialog.getByText('Passo 1 de 3: Dados da empresa')).toBeVisible()
  await expect(dialog.getByLabel('Nome ou razão social')).not.toHaveValue('')
  await dialog.getByRole('button', { name: 'Continuar' }).click()
  await expect(dialog.getByText('Passo 2 de 3: Dados do evento')).toBeVisible()
  await dialog.getByLabel('Nome do evento').fill(eventName)
  await dialog.getByLabel('Data de início').fill(day.typed)
  await dialog.getByLabel('Data de término').fill(day.typed)
  await dialog.getByLabel('Hora de início').fill('10:00')
  await dialog.getByLabel('Hora de término').fill('16:00')
  await dialog.getByLabel('Cachê (R$)').fill('850,00')
  // The breakdown before sending: 10% = 3% + 7% of R$ 850,00.
  const fee = dialog.getByTestId('fee-breakdown')
  await expect(fee).toContainText('R$ 850,00')
  await expect(fee).toContainText('R$ 25,50')
  await expect(fee).toContainText('R$ 59,50')
  await expect(fee).toContainText('R$ 765,00')
  await shoot(client, 'hire-journey-event-step-pt-BR', { fullPage: false })
  await dialog.getByRole('button', { name: 'Continuar' }).click()
  await expect(dialog.getByText('Passo 3 de 3: Local do evento')).toBeVisible()
  await dialog.getByLabel('Nome do local').fill('Centro de Convenções de Salvador')
  await dialog.getByLabel('CEP').fill('41820-020')
  await dialog.getByLabel('Endereço (rua, número e bairro)').fill('Av. Octávio Mangabeira, 5490')
  await dialog.getByLabel('UF').selectOption('BA')
  const city = dialog.getByRole('combobox', { name: 'Cidade' })
  await expect(city).toBeEnabled()
  await city.click()
  await city.fill('Salvad')
  await client.getByRole('option', { name: 'Salvador', exact: true }).click()
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click()
  await expect(dialog).toBeHidden()
  await client.getByRole('button', { name: 'Ver solicitação' }).click()
  await expect(client).toHaveURL(/\/company\/panel\/company\/solicitation\/[0-9a-f-]+\/see$/)
  const jobUrl = new URL(client.url()).pathname
  const jobId = jobUrl.split('/').at(-2)!
  await expect(client.getByText('Aguardando resposta').first()).toBeVisible()

  // The promoter sees it arrive without reloading, opens it and accepts.
  const card = promoter.getByRole('link', { name: new RegExp(eventName) })
  await expect(card).toBeVisible({ timeout: 25_000 })
  await card.click()
  await expect(promoter).toHaveURL(new RegExp(`/status/${jobId}/see$`))
  await expect(promoter.getByTestId('fee-breakdown')).toContainText('R$ 765,00')
  await expectAccessible(promoter)
  await shoot(promoter, 'hire-journey-promoter-solicitation-pt-BR')
  await promoter.getByRole('button', { name: 'Aceitar', exact: true }).click()
  await promoter.getByRole('dialog').getByRole('button', { name: 'Sim, aceitar' }).click()
  await expect(promoter.getByText('Aceito').first()).toBeVisible()

  // The client's page follows by itself.
  await expect(client.getByText('Aceito').first()).toBeVisible({ timeout: 30_000 })
  await expectAccessible(client)
  await shoot(client, 'hire-journey-client-accepted-pt-BR')

  // ADR 0055: the client pays by Pix on the provider's page (the Asaas stand-in of this instance).
  const pay = client.getByTestId('pay-panel')
  await pay.getByRole('button', { name: 'Pagar agora' }).click()
  await expect(pay.getByRole('img', { name: 'QR code Pix de R$ 850,00' })).toBeVisible()
  await expect(pay.getByLabel('Pix copia e cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/)
  await expectAccessible(client)
  await shoot(client, 'pay-pix-client-pt-BR')
  const providerPage = await pay.getByTestId('pay-card').getAttribute('href')
  await client.goto(providerPage!)
  await client.getByRole('button', { name: 'Simular pagamento Pix' }).click()
  await expect(client.getByTestId('standin-status')).toHaveText('RECEIVED')
  await client.goto(jobUrl)
  await expect(client.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid')
  await promoter.reload()
  await expect(promoter.getByTestId('promoter-payment')).toContainText(
    'Pago pelo contratante, retido.',
  )
  await expectAccessible(promoter)
  await shoot(promoter, 'pay-held-promoter-pt-BR')

  // A cancellation inside 72 h blocks the promoter for 15 days.
  const caio = await signIn(browser, accounts.lateCancel.email, '/promotor')
  const caioId = await userIdOf(request, accounts.lateCancel.email)
  const tomorrow = workday(now, 1)
  const hire = await client.request.post('/api/client/jobs', {
    headers: { ...APP, 'Idempotency-Key': `late-cancel-${tomorrow.iso}` },
    data: {
      promoterId: caioId,
      company: {
        doc: '52998224725',
        name: accounts.client.name,
        phone: '(71) 98765-0001',
        email: accounts.client.email,
      },
      event: {
        eventName: 'Degustação de amanhã',
        startDate: tomorrow.iso,
        finishDate: tomorrow.iso,
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
  expect(hire.status()).toBe(201)
  const lateId = ((await hire.json()) as { data: { id: string } }).data.id
  await caio.goto(`/promotor/panel/promoter/status/${lateId}/see`)
  await caio.getByRole('button', { name: 'Aceitar', exact: true }).click()
  await caio.getByRole('dialog').getByRole('button', { name: 'Sim, aceitar' }).click()
  await expect(caio.getByText('Aceito').first()).toBeVisible()
  await caio.getByRole('button', { name: 'Cancelar trabalho' }).click()
  const confirm = caio.getByRole('dialog')
  await expect(confirm).toContainText('bloqueia seu perfil por 15 dias')
  await shoot(caio, 'hire-journey-late-cancel-warning-pt-BR', { fullPage: false })
  await confirm.getByRole('button', { name: 'Cancelar trabalho' }).click()
  await expect(caio.getByText('Cancelado').first()).toBeVisible()
  await caio.goto('/promotor/panel/promoter')
  await expect(caio.getByText(/Bloqueado até/)).toBeVisible()
  await expectAccessible(caio)
  await shoot(caio, 'hire-journey-promoter-blocked-pt-BR')

  // Time passes the job's end (test-only control); the ticker completes it.
  // The job is 3 workdays ahead: up to 5 calendar days when a weekend falls in between.
  const moved = await client.request.post('/dev/clock', { data: { advanceHours: 24 * 5 + 1 } })
  expect(moved.status()).toBe(200)

  // Both rate each other.
  await promoter.goto(`/promotor/panel/promoter/status/${jobId}/see`)
  await expect(promoter.getByText('Concluído').first()).toBeVisible()
  await promoter.getByRole('radio', { name: 'Positiva' }).check()
  await promoter.getByLabel('Comentário').fill('Contratante pontual e organizado. Recomendo!')
  await promoter.getByRole('button', { name: 'Enviar avaliação' }).click()
  await expect(promoter.getByText('Avaliação enviada. Obrigado!')).toBeVisible()

  await client.goto(jobUrl)
  await expect(client.getByText('Concluído').first()).toBeVisible()
  await client.getByRole('radio', { name: 'Positiva' }).check()
  await client.getByLabel('Comentário').fill('Helena foi ótima com o público da feira.')
  await client.getByRole('button', { name: 'Enviar avaliação' }).click()
  await expect(client.getByText('Contratante pontual e organizado. Recomendo!')).toBeVisible()
  await expectAccessible(client)
  await shoot(client, 'hire-journey-client-rated-pt-BR')

  // The same job in English.
  await switchToEnglish(client)
  await expect(client.getByText('Completed').first()).toBeVisible()
  await expectAccessible(client)
  await shoot(client, 'hire-journey-client-rated-en')
  await switchToEnglish(promoter)
  await expect(promoter.getByText('Completed').first()).toBeVisible()
  await shoot(promoter, 'hire-journey-promoter-rated-en')

  // The promoter registers a Pix key; 48 h after the end the net is released, to the centavo.
  await promoter.goto('/promotor/panel/promoter/earnings')
  const row = promoter
    .getByTestId('earnings-table')
    .getByRole('row', { name: new RegExp(eventName) })
  await expect(row.locator('[data-status="held"]')).toBeVisible()
  // The key type starts at CPF; the key is kept in its normal form (digits only).
  await promoter.getByRole('textbox', { name: 'Pix key' }).fill('529.982.247-25')
  await promoter.getByRole('button', { name: 'Save Pix key' }).click()
  await expect(promoter.getByTestId('payout-current')).toContainText('CPF 52998224725')
  const released = await client.request.post('/dev/clock', { data: { advanceHours: 48 } })
  expect(released.status()).toBe(200)
  await promoter.reload()
  await expect(row.locator('[data-status="paid"]')).toBeVisible()
  await expect(row.locator('[data-cents="76500"]')).toHaveText('R$ 765,00')
  await expectAccessible(promoter)
  await shoot(promoter, 'pay-released-statement-en')
})

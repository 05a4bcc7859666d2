import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.ts'
import { DEMO, DEMO_PASSWORD } from './support/accounts.ts'
import { clockedRun } from './support/own-accounts.ts'
import { hireModalEnClient } from './support/own-accounts-runs.ts'
import { maskCpf } from '@galera/shared/format/masks.ts'
import { expectAccessible, shoot } from './support/look.ts'
import { APP_HEADERS, signInByApi, switchToEnglish, waitForApp } from './support/session.ts'

/*
 * The hire modal's own behaviour: three steps, each validated in the browser with the
 * shared schema and the clock rules, in pt-BR and English, by keyboard alone, axe-clean. Nothing
 * is sent: the whole hire journey (submit, accept, cancel, rate) is hire-promoter.spec.ts.
 */

/** The web app's key pair (not a secret: it ships in the browser). */
const APP = { headers: APP_HEADERS }

/**
 * The demo promoter's public profile path: the id is the promoter's user id, read from a login in
 * a separate request context (the page's own session is untouched).
 */
async function demoPromoterPath(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    ...APP,
    data: { email: DEMO.promoter.email, password: DEMO_PASSWORD },
  })
  expect(res.status()).toBe(200)
  const body = (await res.json()) as { data: { userId: string } }
  return `/promotor/${body.data.userId}`
}

/** A São Paulo calendar day n days from today, typed as DD/MM/AAAA. */
function typedDay(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  )
  const d = new Date(`${today}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  const [y, m, day] = d.toISOString().slice(0, 10).split('-')
  return `${day}/${m}/${y}`
}

/** Focuses a field by Tab presses only, from wherever the focus is (keyboard-only journey). */
async function tabToField(page: Page, field: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await field.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('never reached the field with Tab')
}

/** Replaces a field's text with the keyboard. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabToField(page, field)
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Backspace')
  if (text) await page.keyboard.type(text)
}

const WORDS = {
  'pt-BR': {
    hire: 'Contratar',
    dialog: `Contratar ${DEMO.promoter.name}`,
    step: (n: number, name: string) => `Passo ${n} de 3: ${name}`,
    company: 'Dados da empresa',
    event: 'Dados do evento',
    address: 'Local do evento',
    doc: 'CPF ou CNPJ',
    name: 'Nome ou razão social',
    eventName: 'Nome do evento',
    startDate: 'Data de início',
    finishDate: 'Data de término',
    startHour: 'Hora de início',
    finishHour: 'Hora de término',
    cash: 'Cachê (R$)',
    nameLocal: 'Nome do local',
    zipcode: 'CEP',
    required: 'Campo obrigatório',
    invalidDoc: 'CPF/CNPJ inválido',
    finishBeforeStart: 'O término precisa ser depois do início',
    past: 'O evento precisa começar no futuro',
    cashTyped: '1234,56',
    next: 'Continuar',
    back: 'Voltar',
    submit: 'Enviar solicitação',
    prefilled: 'Preenchemos com os dados do seu cadastro',
  },
  en: {
    hire: 'Hire',
    dialog: `Hire ${DEMO.promoter.name}`,
    step: (n: number, name: string) => `Step ${n} of 3: ${name}`,
    company: 'Company details',
    event: 'Event details',
    address: 'Event venue',
    doc: 'CPF or CNPJ',
    name: 'Name or legal name',
    eventName: 'Event name',
    startDate: 'Start date',
    finishDate: 'Finish date',
    startHour: 'Start time',
    finishHour: 'Finish time',
    cash: 'Fee (R$)',
    nameLocal: 'Venue name',
    zipcode: 'CEP (postal code)',
    required: 'Required field',
    invalidDoc: 'Invalid CPF/CNPJ',
    finishBeforeStart: 'The finish must be after the start',
    past: 'The event must start in the future',
    cashTyped: '1234.56',
    next: 'Continue',
    back: 'Back',
    submit: 'Send request',
    prefilled: 'We filled this in from your account',
  },
} as const

/** Who goes through the modal: its step 1 is prefilled from this client's record. */
interface Hirer {
  name: string
  cpf: string
}

async function checkModal(
  page: Page,
  request: APIRequestContext,
  lang: 'pt-BR' | 'en',
  hirer: Hirer,
) {
  const w = WORDS[lang]
  const profile = await demoPromoterPath(request)
  await page.goto(profile)
  // A key press, unlike a click, does not wait for the server-rendered page to hydrate.
  await waitForApp(page)
  const hire = page.getByRole('main').getByRole('button', { name: w.hire, exact: true })
  await expect(hire).toBeVisible()
  // Keyboard only from here: focus the button and open it with Enter.
  await hire.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: w.dialog })
  await expect(dialog).toBeVisible()
  const field = (label: string) => dialog.getByLabel(label, { exact: false })

  // Step 1: prefilled from the client's record; the first field has the focus.
  await expect(dialog.getByRole('heading', { name: w.step(1, w.company) })).toBeVisible()
  await expect(dialog.getByText(w.prefilled)).toBeVisible()
  await expect(field(w.doc)).toBeFocused()
  // Filled from the record, masked as if typed (ADR 0031).
  await expect(field(w.doc)).toHaveValue(maskCpf(hirer.cpf))
  await expectAccessible(page)
  await shoot(page, `hire-modal-1-company-${lang}`, { fullPage: false })

  // Emptied and wrong: the messages sit on the fields, and the step does not move on.
  await typeInto(page, field(w.doc), '111.111.111-11')
  await typeInto(page, field(w.name), '')
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('heading', { name: w.step(1, w.company) })).toBeVisible()
  await expect(field(w.doc)).toHaveAccessibleDescription(new RegExp(w.invalidDoc))
  await expect(field(w.name)).toHaveAttribute('aria-invalid', 'true')
  await expect(field(w.doc)).toBeFocused()
  await typeInto(page, field(w.doc), hirer.cpf)
  await typeInto(page, field(w.name), hirer.name)
  await page.keyboard.press('Enter')

  // Step 2: an empty submit marks every field.
  await expect(dialog.getByRole('heading', { name: w.step(2, w.event) })).toBeVisible()
  await expect(dialog.getByTestId('availability-hint')).toBeVisible()
  await tabToField(page, field(w.eventName))
  await page.keyboard.press('Enter')
  for (const label of [w.eventName, w.startDate, w.finishDate, w.startHour, w.finishHour, w.cash])
    await expect(field(label)).toHaveAccessibleDescription(new RegExp(w.required))
  await expectAccessible(page)
  await shoot(page, `hire-modal-2-event-errors-${lang}`, { fullPage: false })

  // Finish before start.
  await typeInto(page, field(w.eventName), 'Lançamento de verão')
  await typeInto(page, field(w.startDate), typedDay(20))
  await typeInto(page, field(w.finishDate), typedDay(19))
  await typeInto(page, field(w.startHour), '14:00')
  await typeInto(page, field(w.finishHour), '20:00')
  // The money field takes no letters: "doze reais" leaves it empty, so it is still required.
  await typeInto(page, field(w.cash), 'doze reais')
  await expect(field(w.cash)).toHaveValue('')
  await page.keyboard.press('Enter')
  await expect(field(w.finishDate)).toHaveAccessibleDescription(new RegExp(w.finishBeforeStart))
  await expect(field(w.cash)).toHaveAccessibleDescription(new RegExp(w.required))

  // A date in the past.
  await typeInto(page, field(w.startDate), typedDay(-1))
  await typeInto(page, field(w.finishDate), typedDay(-1))
  // Money formats as it is typed, R$ 1.234,56 in both languages; in English "." is the decimal key.
  await typeInto(page, field(w.cash), w.cashTyped)
  await expect(field(w.cash)).toHaveValue('1.234,56')
  await shoot(page, `hire-modal-2-money-mask-${lang}`, { fullPage: false })
  await page.keyboard.press('Enter')
  await expect(field(w.startDate)).toHaveAccessibleDescription(new RegExp(w.past))

  // Valid: the fee split follows the typed cachê (when the fee schedule is available).
  await typeInto(page, field(w.startDate), typedDay(20))
  await typeInto(page, field(w.finishDate), typedDay(20))
  // 10% in force (3% + 7%): R$ 1.234,56 − R$ 37,04 − R$ 86,42 = R$ 1.111,10.
  const fee = dialog.getByTestId('fee-breakdown')
  await expect(fee).toContainText('R$ 1.234,56')
  await expect(fee).toContainText('R$ 37,04')
  await expect(fee).toContainText('R$ 86,42')
  await expect(fee).toContainText('R$ 1.111,10')
  await expectAccessible(page)
  await shoot(page, `hire-modal-2-event-${lang}`, { fullPage: false })
  await page.keyboard.press('Enter')

  // Step 3: the address; an empty submit marks the required fields, the complement is optional.
  await expect(dialog.getByRole('heading', { name: w.step(3, w.address) })).toBeVisible()
  await tabToField(page, field(w.nameLocal))
  await page.keyboard.press('Enter')
  await expect(field(w.nameLocal)).toHaveAccessibleDescription(new RegExp(w.required))
  await expect(field(w.zipcode)).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByRole('button', { name: w.submit })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, `hire-modal-3-address-${lang}`, { fullPage: false })

  // Back keeps what was typed.
  await dialog.getByRole('button', { name: w.back }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('heading', { name: w.step(2, w.event) })).toBeVisible()
  await expect(field(w.eventName)).toHaveValue('Lançamento de verão')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

test('a client goes through the hire modal’s steps by keyboard, with every check (pt-BR)', async ({
  page,
  request,
}) => {
  await signInByApi(page, DEMO.client.loginPath, DEMO.client.email)
  await expect(page).toHaveURL(DEMO.client.landing)
  // Read-only with the demo client: nothing is sent (ADR 0032).
  await checkModal(page, request, 'pt-BR', { name: DEMO.client.name, cpf: '39053344705' })
})

test('the hire modal speaks English too', async ({ page, request }, testInfo) => {
  // Switching the language saves it on the account: a client of its own (ADR 0032), one per run.
  const client = hireModalEnClient(clockedRun(testInfo.repeatEachIndex))
  await signInByApi(page, DEMO.client.loginPath, client.email)
  await expect(page).toHaveURL(DEMO.client.landing)
  await switchToEnglish(page)
  await checkModal(page, request, 'en', client)
})

test('a visitor is sent to the client login, a promoter cannot hire', async ({ page, request }) => {
  const profile = await demoPromoterPath(request)
  await page.goto(profile)
  const signIn = page
    .getByRole('main')
    .getByRole('link', { name: 'Entre como cliente para contratar' })
  await expect(signIn).toBeVisible()
  await signIn.click()
  await expect(page).toHaveURL(/\/login$/)

  await signInByApi(page, DEMO.promoter.loginPath, DEMO.promoter.email)
  await expect(page).toHaveURL(DEMO.promoter.landing)
  await page.goto(profile)
  const main = page.getByRole('main')
  await expect(main.getByRole('button', { name: 'Contratar', exact: true })).toBeDisabled()
  await expect(main.getByText('Só clientes e empresas contratam promotores.')).toBeVisible()
})

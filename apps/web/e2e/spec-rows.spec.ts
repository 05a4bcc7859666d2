import { expect, test, type APIRequestContext, type Browser } from './support/test.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { APP_HEADERS, signInByApi, switchToEnglish } from './support/session.ts'
import { clockedRun } from './support/own-accounts.ts'
import { CHOOSE_COMPANY, CHOOSE_SUPPLIER, ratingRun } from './support/spec-journey.ts'

/** The spec's remaining rows (ADR 0028): `/choose` for non-clients, editing my product rating. */

const APP = APP_HEADERS

async function squeezeOfLitoral(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/public/products', { headers: APP, params: { q: 'XBZ-2040' } })
  expect(res.status()).toBe(200)
  const list = (
    (await res.json()) as {
      data: { data: { id: string; name: string; supplier: { tradeName: string } }[] }
    }
  ).data.data
  const found = list.find((p) => p.supplier.tradeName === 'Litoral Brindes')
  expect(found, 'Squeeze of Litoral Brindes').toBeTruthy()
  return found!.id
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'pt-BR' })
  return context.newPage()
}

test('a signed-in company opening /choose lands on the client login, told why', async ({
  browser,
}) => {
  const page = await freshPage(browser)
  await signInByApi(page, '/login', CHOOSE_COMPANY.email)
  await expect(page).not.toHaveURL(/\/login$/)
  await page.goto('/choose')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('alert')).toHaveText(
    'O questionário de brindes é para contas pessoais de cliente. Entre com uma conta de cliente para usá-lo.',
  )
  await expect(page.getByRole('main').getByLabel(/e-?mail/i)).toBeVisible()
  await expectAccessible(page)
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'choose-refused-company-pt')
  // Opening the login page by itself still takes a signed-in company to its landing.
  await page.goto('/sobre-galera-eventos')
  await page.goto('/login')
  await expect(page).not.toHaveURL(/\/login$/)
})

test('a signed-in supplier opening /choose is told the same, in English', async ({ browser }) => {
  const page = await freshPage(browser)
  // English chosen before logging in stays on this browser (the account keeps its language).
  await page.goto('/promotor')
  await switchToEnglish(page)
  await signInByApi(page, '/promotor', CHOOSE_SUPPLIER.email)
  await expect(page).toHaveURL(/\/promotor\/panel\/supplier\/start$/)
  await page.goto('/choose')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('alert')).toHaveText(
    'The gift questionnaire is for personal client accounts. Log in with a client account to use it.',
  )
  await expectAccessible(page)
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'choose-refused-supplier-en')
})

test('a client edits their own product rating from the product page', async ({
  browser,
  request,
}, testInfo) => {
  // Each run edits its own client's rating (spec-journey.ts); titles are matched exactly, as
  // every run's rating sits on the same product page.
  const {
    editor,
    title: SQUEEZE_TITLE,
    edited: EDITED,
  } = ratingRun(clockedRun(testInfo.repeatEachIndex))
  const productId = await squeezeOfLitoral(request)
  const page = await freshPage(browser)
  await signInByApi(page, '/login', editor.email)
  await expect(page).not.toHaveURL(/\/login$/)
  await page.goto(`/produto/${productId}`)
  const card = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: SQUEEZE_TITLE.pt, exact: true }) })
  await expect(card.getByText('Sua avaliação')).toBeVisible()
  await card.getByRole('button', { name: 'Editar minha avaliação' }).click()
  const dialog = page.getByRole('dialog', {
    name: 'Editar sua avaliação de Squeeze Fitness 500 ml',
  })
  const title = dialog.getByRole('textbox', { name: 'Título' })
  await expect(title).toHaveValue(SQUEEZE_TITLE.pt)
  // Bad input: the shared schema's message, nothing saved.
  await title.fill('Ok')
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click()
  await expect(dialog.getByText('Mínimo de 3 caracteres')).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'rating-edit-pt', { fullPage: false })
  await title.fill(EDITED.pt)
  await dialog.getByTestId('stars-rate-product-material').getByRole('radio', { name: /^5/ }).click()
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Avaliação atualizada')).toBeVisible()
  const edited = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: EDITED.pt, exact: true }) })
  await expect(edited.getByText('Sua avaliação')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: EDITED.pt, exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: SQUEEZE_TITLE.pt, exact: true })).toHaveCount(0)
  await expectAccessible(page)
})

test('in English: a client edits their rating', async ({ browser, request }, testInfo) => {
  const {
    editorEn,
    title: SQUEEZE_TITLE,
    edited: EDITED,
  } = ratingRun(clockedRun(testInfo.repeatEachIndex))
  const productId = await squeezeOfLitoral(request)
  const context = await browser.newContext({ locale: 'en' })
  const page = await context.newPage()
  await page.goto('/login')
  await switchToEnglish(page)
  await signInByApi(page, '/login', editorEn.email)
  await expect(page).not.toHaveURL(/\/login$/)
  await page.goto(`/produto/${productId}`)
  const card = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: SQUEEZE_TITLE.en, exact: true }) })
  await expect(card.getByText('Your rating')).toBeVisible()
  await card.getByRole('button', { name: 'Edit my rating' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit your rating of Squeeze Fitness 500 ml' })
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(SQUEEZE_TITLE.en)
  await dialog.getByRole('textbox', { name: 'Title' }).fill(EDITED.en)
  await expectAccessible(page)
  await shoot(page, 'rating-edit-en', { fullPage: false })
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Rating updated')).toBeVisible()
  await expect(page.getByRole('heading', { name: EDITED.en, exact: true })).toBeVisible()
})

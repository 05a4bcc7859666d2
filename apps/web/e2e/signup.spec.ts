import { expect, test, type Page } from './support/test.ts'
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils'
import { DEMO, DEMO_PASSWORD } from './support/accounts.ts'
import { expectAccessible, shoot } from './support/look.ts'
import { loginWithKeyboard, switchToEnglish, waitForApp } from './support/session.ts'

// A real 2×2 PNG (red and blue pixels), so the upload goes through the image pipeline.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4zwAE/xkgFAAb8gP91pbyKwAAAABJRU5ErkJggg==',
  'base64',
)
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const uniqueEmail = (kind: string) => `${kind}-${run}@e2e.galera.dev`
const mobile = () => `(71) 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
const PASSWORD = 'Cadastro@2026'

function main(page: Page) {
  return page.getByRole('main')
}
async function heading(page: Page, text: RegExp | string) {
  await expect(main(page).getByRole('heading', { level: 2 })).toContainText(text)
}
async function look(page: Page, name: string) {
  await expectAccessible(page)
  await shoot(page, name)
}
async function next(page: Page, label = /^(Continuar|Continue)$/) {
  await main(page).getByRole('button', { name: label }).click()
}

/** Address by hand (the CEP lookup may be offline in tests; then the form says so). */
async function fillAddress(page: Page, en = false) {
  const m = main(page)
  await m.getByLabel(en ? 'ZIP code (CEP)' : 'CEP').fill('40010-000')
  await m.getByLabel(en ? 'Street' : 'Rua').click()
  await expect(m.getByRole('status')).not.toBeEmpty()
  await m.getByLabel(en ? 'Street' : 'Rua').fill('Rua Chile')
  await m.getByLabel(en ? 'Number' : 'Número').fill('10')
  await m.getByLabel(en ? 'Neighbourhood' : 'Bairro').fill('Centro')
  await m.getByLabel(en ? 'State (UF)' : 'Estado (UF)').selectOption('BA')
  // The city picker is searchable (ADR 0031): type part of the name, pick the option.
  const city = m.getByRole('combobox', { name: en ? 'City' : 'Cidade' })
  await expect(city).toBeEnabled()
  await city.click()
  await city.fill('Salvad')
  await page.getByRole('option', { name: 'Salvador', exact: true }).click()
  await expect(city).toHaveValue('Salvador')
}

async function fillAccessAndTerms(page: Page, shotPrefix: string, en = false) {
  const m = main(page)
  await m.getByRole('textbox', { name: en ? 'Password' : 'Senha', exact: true }).fill(PASSWORD)
  await m.getByLabel(en ? 'Repeat the password' : 'Repita a senha').fill(PASSWORD)
  await look(page, `${shotPrefix}-access`)
  await next(page)
  await heading(page, en ? 'Terms' : 'Termos')
  await m
    .getByLabel(en ? 'I have read and accept the Terms of Use' : 'Li e aceito os Termos de Uso')
    .check()
  await m
    .getByLabel(
      en ? 'I have read and accept the Privacy Policy' : 'Li e aceito a Política de Privacidade',
    )
    .check()
  await look(page, `${shotPrefix}-terms`)
  await m.getByRole('button', { name: en ? 'Create account' : 'Criar conta' }).click()
}

/** Logged in after the sign-up: the header shows the name; log out; log in with the new account. */
async function logoutAndLogin(page: Page, name: string, email: string, loginPath: string) {
  const userButton = page.getByRole('banner').getByRole('button', { name })
  await expect(userButton).toBeVisible()
  await userButton.click()
  await page.getByRole('button', { name: /^(Sair|Log out|Sign out)$/ }).click()
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^(Entrar|Sign in|Log in)$/ }),
  ).toBeVisible()
  await loginWithKeyboard(page, loginPath, email, PASSWORD)
  await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible()
}

test('client signs up through every step with a picture, then logs in again', async ({ page }) => {
  const email = uniqueEmail('client')
  await page.goto('/login')
  await main(page).getByRole('link', { name: 'Criar conta' }).click()
  await expect(page).toHaveURL('/cadastro')
  await heading(page, 'Etapa 1 de 6: Perfil')
  // Each step checks its own fields before moving on.
  await next(page)
  await expect(main(page).getByText('Campo obrigatório').first()).toBeVisible()
  await look(page, 'signup-client-profile')
  await main(page).getByLabel('Nome completo').fill('Clara Cadastro')
  await main(page).getByLabel('E-mail').fill(email)
  await main(page).getByLabel('Celular').fill(mobile())
  await next(page)

  await heading(page, 'Sobre você')
  await main(page).getByLabel('CPF').fill('123.456.789-00')
  await main(page).getByLabel('Data de nascimento').fill('15/03/1990')
  await main(page).getByLabel('Gênero').selectOption('female')
  await next(page)
  await expect(main(page).getByText('CPF inválido')).toBeVisible()
  await main(page).getByLabel('CPF').fill(generateCpf())
  await look(page, 'signup-client-about')
  await next(page)

  await heading(page, 'Endereço')
  await fillAddress(page)
  await look(page, 'signup-client-address')
  await next(page)

  await heading(page, 'Fotos')
  await page.locator('input[type=file]').first().setInputFiles(png('avatar.png'))
  await expect(main(page).getByRole('img', { name: 'Prévia de avatar.png' })).toBeVisible()
  await look(page, 'signup-client-pictures')
  await next(page)

  await heading(page, 'Acesso')
  await main(page).getByRole('textbox', { name: 'Senha', exact: true }).fill('fraca')
  await main(page).getByLabel('Repita a senha').fill('outra')
  await next(page)
  await expect(main(page).getByText('A senha deve ter no mínimo 8 caracteres')).toBeVisible()
  await fillAccessAndTerms(page, 'signup-client')

  await expect(main(page).getByText('Cadastro concluído!')).toBeVisible({ timeout: 15_000 })
  await expect(main(page).getByText('Bem-vindo(a), Clara Cadastro.')).toBeVisible()
  await expect(main(page).getByText(/enviar as fotos agora/)).toHaveCount(0)
  const avatar = await page.request.get('/api/me/avatar', {
    headers: { 'x-app-key': 'galera-web', 'x-app-secret': 'galera-web-dev-secret' },
  })
  expect((await avatar.json()).data.image).not.toBeNull()
  await look(page, 'signup-client-thanks')
  await logoutAndLogin(page, 'Clara Cadastro', email, '/login')
})

test('a client signs up by keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keyboard')
  await page.goto('/cadastro')
  // Tab and Enter need the app: wait until the server-rendered form is hydrated.
  await waitForApp(page)
  await heading(page, 'Perfil')

  /** Presses Tab until the focused element's label (or name) contains `text`. */
  async function tabTo(text: string) {
    for (let i = 0; i < 50; i++) {
      await page.keyboard.press('Tab')
      const label = await page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null
        if (!el) return ''
        const byLabels = el.labels?.[0]?.textContent ?? ''
        return `${byLabels} ${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`
      })
      if (label.includes(text)) return
    }
    throw new Error(`Tab never reached "${text}"`)
  }
  const typeInto = async (label: string, value: string) => {
    await tabTo(label)
    await page.keyboard.type(value)
  }

  await typeInto('Nome completo', 'Kelly Teclado')
  await typeInto('E-mail', email)
  await typeInto('Celular', mobile())
  await page.keyboard.press('Enter')
  await heading(page, 'Sobre você')
  await typeInto('CPF', generateCpf())
  await typeInto('Data de nascimento', '01/02/1985')
  await typeInto('Gênero', 'Masc')
  await expect(main(page).getByLabel('Gênero')).toHaveValue('male')
  await tabTo('Continuar')
  await page.keyboard.press('Enter')
  await heading(page, 'Endereço')
  await typeInto('CEP', '40010000')
  await typeInto('Rua', 'Avenida Sete de Setembro')
  await typeInto('Número', '100')
  await typeInto('Bairro', 'Centro')
  await typeInto('Estado (UF)', 'Bahia')
  await expect(main(page).getByLabel('Estado (UF)')).toHaveValue('BA')
  // The searchable city picker by keyboard: type, move to the first match, Enter picks it.
  await expect(main(page).getByLabel('Cidade')).toBeEnabled()
  await typeInto('Cidade', 'Salvador')
  await expect(page.getByRole('option', { name: 'Salvador', exact: true })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(main(page).getByLabel('Cidade')).toHaveValue('Salvador')
  await tabTo('Continuar')
  await page.keyboard.press('Enter')
  await heading(page, 'Fotos')
  await tabTo('Continuar')
  await page.keyboard.press('Enter')
  await heading(page, 'Acesso')
  await typeInto('Senha', PASSWORD)
  await typeInto('Repita a senha', PASSWORD)
  await page.keyboard.press('Enter')
  await heading(page, 'Termos')
  await tabTo('Li e aceito os Termos de Uso')
  await page.keyboard.press('Space')
  await tabTo('Li e aceito a Política de Privacidade')
  await page.keyboard.press('Space')
  await tabTo('Criar conta')
  await page.keyboard.press('Enter')
  await expect(main(page).getByText('Cadastro concluído!')).toBeVisible({ timeout: 15_000 })
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Kelly Teclado' }),
  ).toBeVisible()
})

test('company signs up; a taken e-mail sends it back to the field with the spec message', async ({
  page,
}) => {
  const email = uniqueEmail('company')
  await page.goto('/login')
  await main(page).getByRole('link', { name: 'Cadastrar empresa' }).click()
  await expect(page).toHaveURL('/cadastro-empresa')
  const m = main(page)
  await m.getByLabel('CNPJ').fill(generateCnpj(1))
  await m.getByLabel('Nome fantasia').fill('Festa Boa')
  await m.getByLabel('Razão social').fill('Festa Boa Eventos Ltda.')
  await m.getByLabel('E-mail').fill(DEMO.company.email)
  await m.getByLabel('Celular').fill(mobile())
  await m.getByLabel('Nome da pessoa de contato').fill('Otávio Contato')
  await m.getByLabel('Telefone da pessoa de contato').fill(mobile())
  await look(page, 'signup-company-company')
  await next(page)
  await fillAddress(page)
  await next(page)
  await heading(page, 'Fotos')
  await next(page)
  await fillAccessAndTerms(page, 'signup-company')
  // 409 from the server: back to the company step, on the e-mail field.
  await heading(page, 'Empresa')
  await expect(m.getByText('E-mail já cadastrado, por favor insira outro')).toBeVisible()
  await m.getByLabel('E-mail').fill(email)
  for (let i = 0; i < 3; i++) await next(page)
  await heading(page, 'Acesso')
  await next(page)
  await m.getByRole('button', { name: 'Criar conta' }).click()
  await expect(m.getByText('Cadastro concluído!')).toBeVisible({ timeout: 15_000 })
  await look(page, 'signup-company-thanks')
  await logoutAndLogin(page, 'Otávio Contato', email, '/login')
})

test('promoter signs up through every step with pictures and downloads the course', async ({
  page,
}) => {
  const email = uniqueEmail('promoter')
  await page.goto('/promotor')
  await main(page).getByRole('link', { name: 'Quero me cadastrar como promotor' }).click()
  await expect(page).toHaveURL('/promotor/cadastro')
  const m = main(page)
  await m.getByLabel('Nome completo').fill('Priscila Promo')
  await m.getByLabel('E-mail').fill(email)
  await m.getByLabel('Celular').fill(mobile())
  await look(page, 'signup-promoter-profile')
  await next(page)

  await heading(page, 'Sobre você')
  await m.getByLabel('CPF').fill(generateCpf())
  const under18 = new Date()
  await m.getByLabel('Data de nascimento').fill(`01/01/${under18.getFullYear() - 17}`)
  await m.getByLabel('Gênero').selectOption('female')
  await next(page)
  await expect(
    m.getByText('É preciso ter 18 anos ou mais para se cadastrar como promotor'),
  ).toBeVisible()
  await m.getByLabel('Data de nascimento').fill('10/01/2000')
  await look(page, 'signup-promoter-about')
  await next(page)

  await heading(page, 'Características')
  await m.getByLabel('Altura (cm)').fill('168')
  await m.getByLabel('Peso (kg)').fill('58')
  await m.getByLabel('Número do calçado').fill('37')
  await m.getByLabel('Cor do cabelo').selectOption('black')
  await m.getByLabel('Cor dos olhos').selectOption('brown')
  await m.getByRole('checkbox', { name: 'Inglês' }).check()
  await m.getByRole('checkbox', { name: 'Jazz' }).check()
  await m.getByRole('checkbox', { name: 'Tenho carro' }).check()
  // Skin colour without the sensitive-data consent is refused on the field.
  await m.getByLabel('Cor da pele (opcional)').selectOption('mixed')
  await next(page)
  await expect(m.getByText(/marque o consentimento de dados sensíveis/)).toBeVisible()
  await m.getByRole('checkbox', { name: /Consinto com o tratamento/ }).check()
  await look(page, 'signup-promoter-attributes')
  await next(page)

  await heading(page, 'Trabalho')
  await m.getByLabel('Categoria').selectOption({ label: 'Recepcionista' })
  await m
    .getByLabel('Descrição')
    .fill('Recepcionista bilíngue com experiência em feiras e congressos.')
  await m.getByLabel('Instagram (opcional)').fill('https://example.com/priscila')
  await next(page)
  await expect(m.getByText('Informe um link do Instagram (https://instagram.com/…)')).toBeVisible()
  await m.getByLabel('Instagram (opcional)').fill('https://instagram.com/priscila')
  await look(page, 'signup-promoter-work')
  await next(page)

  await heading(page, 'Endereço')
  await fillAddress(page)
  await next(page)
  await heading(page, 'Fotos')
  await page.locator('input[type=file]').nth(0).setInputFiles(png('rosto.png'))
  await page
    .locator('input[type=file]')
    .nth(1)
    .setInputFiles([png('feira.png'), png('palco.png')])
  await expect(m.getByRole('img', { name: 'Prévia de palco.png' })).toBeVisible()
  await look(page, 'signup-promoter-pictures')
  await next(page)
  await fillAccessAndTerms(page, 'signup-promoter')

  await expect(m.getByText('Cadastro concluído!')).toBeVisible({ timeout: 20_000 })
  const downloadPromise = page.waitForEvent('download')
  await m.getByRole('link', { name: 'Baixar o curso do promotor (PDF)' }).click()
  const download = await downloadPromise
  const { readFile } = await import('node:fs/promises')
  const pdf = await readFile((await download.path())!)
  expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
  expect(pdf.length).toBeGreaterThan(5000)
  await look(page, 'signup-promoter-thanks')
  await logoutAndLogin(page, 'Priscila Promo', email, '/promotor')
})

test('supplier registers in English from /promotor and logs in again', async ({ page }) => {
  const email = uniqueEmail('supplier')
  await page.goto('/')
  await switchToEnglish(page)
  await page.goto('/promotor')
  await main(page).getByRole('link', { name: 'I am a supplier: register my company' }).click()
  await expect(page).toHaveURL('/promotor/cadastro-fornecedor')
  const m = main(page)
  await heading(page, 'Step 1 of 6: Company')
  await m.getByLabel('CNPJ').fill(generateCnpj(1))
  await m.getByLabel('Opening date').fill('01/02/2030')
  await m.getByLabel('Legal name').fill('Brindes Sol Ltda.')
  await m.getByLabel('Trade name (establishment title)').fill('Brindes Sol')
  await m.getByLabel('Legal nature').fill('Sociedade Empresária Limitada')
  await m.getByLabel('Main activity').fill('Comércio de brindes')
  await m.getByLabel('Secondary activities (optional)').fill('Gráfica\nBordados')
  await look(page, 'signup-supplier-company-en')
  await next(page)
  await heading(page, 'Contact')
  await m.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await m.getByLabel('Mobile').fill(mobile())
  await m.getByLabel('Commercial e-mail').fill(`vendas-${run}@brindessol.test`)
  await m.getByLabel('Commercial phone').fill('(71) 3333-0000')
  await m.getByLabel('Contact person name').fill('Sérgio Sol')
  await look(page, 'signup-supplier-contact-en')
  await next(page)
  await fillAddress(page, true)
  await look(page, 'signup-supplier-address-en')
  await next(page)
  await heading(page, 'Pictures')
  await next(page)
  await fillAccessAndTerms(page, 'signup-supplier-en', true)
  // The opening date is in the future: the server refuses it and the wizard goes back to it.
  await heading(page, 'Company')
  await expect(m.getByText('The date cannot be in the future')).toBeVisible()
  await m.getByLabel('Opening date').fill('01/02/2015')
  for (let i = 0; i < 4; i++) await next(page)
  await heading(page, 'Access')
  await next(page)
  await m.getByRole('button', { name: 'Create account' }).click()
  await expect(m.getByText('Sign-up complete!')).toBeVisible({ timeout: 15_000 })
  await expect(m.getByText('Welcome, Brindes Sol.')).toBeVisible()
  await look(page, 'signup-supplier-thanks-en')
  await logoutAndLogin(page, 'Brindes Sol', email, '/promotor')
})

test('the promoter course is served as a PDF in both languages', async ({ request }) => {
  for (const file of ['/promoter-course.pdf', '/promoter-course.en.pdf']) {
    const res = await request.get(file)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('application/pdf')
  }
  expect(DEMO_PASSWORD).toBeTruthy()
})

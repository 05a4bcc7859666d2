import { expect, test } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { expectAccessible, shoot } from './support/look.ts'
import { loginWithKeyboard, switchToEnglish } from './support/session.ts'

for (const [key, account] of Object.entries(DEMO)) {
  test(`${key} logs in at ${account.loginPath} by keyboard, lands in the area and logs out`, async ({
    page,
  }) => {
    await loginWithKeyboard(page, account.loginPath, account.email)
    await expect(page).toHaveURL(account.landing)
    const userButton = page.getByRole('banner').getByRole('button', { name: account.name })
    await expect(userButton).toBeVisible()
    if (key === 'master') {
      await expect(page.getByRole('main')).toContainText('Marta Master')
      await expectAccessible(page)
      await shoot(page, 'admin-home-pt')
    }
    if (key === 'promoter') {
      // Promoters land on their panel (ADR 0007).
      await expect(page.getByRole('main')).toContainText('Olá, Paula!')
      await expectAccessible(page)
      await shoot(page, 'promoter-landing-pt')
    }
    // The session survives a reload (the HttpOnly cookie; spec §3).
    await page.reload()
    await expect(userButton).toBeVisible()
    await userButton.click()
    // Demo accounts are shared by parallel specs; one may have set the account's language, which a
    // fresh browser adopts at login. So the words are matched in either language here.
    await page.getByRole('button', { name: /^(Sair|Log out)$/ }).click()
    const loginButton = page.getByRole('banner').getByRole('button', { name: /^(Entrar|Log in)$/ })
    await expect(loginButton).toBeVisible()
    await page.reload()
    await expect(loginButton).toBeVisible()
  })
}

test('login pages look right and are accessible in both languages', async ({ page }) => {
  for (const [path, name] of [
    ['/login', 'login-client'],
    ['/promotor', 'login-suppliers'],
    ['/admin', 'login-admin'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('main').getByLabel(/e-?mail/i)).toBeVisible()
    await expectAccessible(page)
    await shoot(page, `${name}-pt`)
  }
  await switchToEnglish(page)
  await page.goto('/login')
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'login-client-en')
})

test('a wrong password says so on the form, in English too', async ({ page }) => {
  await loginWithKeyboard(page, '/login', DEMO.client.email, 'Errada@2026')
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'E-mail ou senha incorretos',
  )
  await switchToEnglish(page)
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Incorrect email or password',
  )
  await shoot(page, 'login-error-en')
})

test('an admin account cannot use the client login, and a client cannot open the admin area', async ({
  page,
}) => {
  await loginWithKeyboard(page, '/login', DEMO.master.email)
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'E-mail ou senha incorretos',
  )
  await loginWithKeyboard(page, '/login', DEMO.client.email)
  await expect(
    page.getByRole('banner').getByRole('button', { name: DEMO.client.name }),
  ).toBeVisible()
  await page.goto('/admin/home')
  await expect(page).not.toHaveURL(/\/admin\/home$/)
})

test('the company logs in on its own branded page', async ({ page, request }) => {
  const res = await request.post('/api/acessLoginCompany', {
    data: { email: DEMO.company.email, password: 'Galera@2026' },
    headers: { 'x-app-key': 'galera-web', 'x-app-secret': 'galera-web-dev-secret' },
  })
  const companyId = (await res.json()).data._id as string
  await page.goto(`/login/company/${companyId}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Eventos Bahia')
  await expectAccessible(page)
  await shoot(page, 'login-company-pt')
  await loginWithKeyboard(page, `/login/company/${companyId}`, DEMO.company.email)
  await expect(
    page.getByRole('banner').getByRole('button', { name: DEMO.company.name }),
  ).toBeVisible()
})

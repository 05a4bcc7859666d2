import { expect, test, type Page } from './support/test.ts'

/**
 * ADR 0029: a visitor without a session browses without errors in the console. The session
 * check on every page answers `data: null` (200) instead of a 401 the browser reports.
 */
function consoleErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

test('an anonymous visit of the home page logs no error in the console', async ({ page }) => {
  const errors = consoleErrors(page)
  // A page the server does not render asks for the session and gets `data: null`, not a 401.
  const session = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/me')
  await page.goto('/esqueci-senha')
  const res = await session
  expect(res.status()).toBe(200)
  expect(await res.json()).toEqual({ status: 200, data: null })
  // The home page comes rendered from the server, which saw no session cookie (ADR 0049).
  await page.goto('/')
  await expect(page.getByRole('main').getByText('Recepcionista', { exact: true })).toBeVisible()
  // Signed out: the header offers to log in.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible()
  await page.waitForLoadState('networkidle')

  // Another page of the app, opened from the home page.
  await page.goto('/fornecedores')
  await expect(page.getByRole('main')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})

import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from './accounts.ts'

/**
 * Waits until the app answers to input: a public page rendered on the server (ADR 0049) shows
 * its content before the browser has hydrated it, and an anonymous browse page loads the app only
 * on the visitor's first interaction (ADR 0073). As a visitor would, this interacts first — a
 * key press that does nothing (Shift) — then waits for the app.
 */
export async function waitForApp(page: Page) {
  await page.keyboard.press('Shift')
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true')
}

/** Fills a login form with the keyboard only and submits with Enter. */
export async function loginWithKeyboard(
  page: Page,
  path: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  await page.goto(path)
  await waitForApp(page)
  const main = page.getByRole('main')
  await main.getByLabel(/e-?mail/i).focus()
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
}

/** Reads the newest mail to `to` from the dev outbox and returns its 8-character code. */
export async function codeFromOutbox(page: Page, to: string): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const res = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)
      const body = (await res.json()) as
        { data: { to: string; text: string }[] } | { to: string; text: string }[]
      const mails = Array.isArray(body) ? body : body.data
      const mail = mails.find((m) => m.to === to)
      code = mail ? (/: ([A-Z0-9]{8})\b/.exec(mail.text)?.[1] ?? '') : ''
      return code
    })
    .toMatch(/^[A-Z0-9]{8}$/)
  return code
}

/** Picks English in the header switch once the app is ready, and waits for it to apply. */
export async function switchToEnglish(page: Page) {
  await waitForApp(page)
  // A browser that asks for English (Accept-Language) already gets the page in English.
  if ((await page.locator('html').getAttribute('lang')) === 'en') return
  const select = page.getByRole('banner').getByLabel('Idioma')
  await expect(select).toBeVisible()
  await expect(page.getByRole('main')).not.toBeEmpty()
  await select.selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
}

import { expect, type Page } from '@playwright/test'
import { LANG_STORAGE_KEY, LOCALE_COOKIE, type Locale } from '@galera/shared/constants.ts'
import { landingPathFor } from '../../src/lib/routes.ts'
import { DEMO_PASSWORD } from './accounts.ts'

/** The web app's key and secret (spec §7), sent with the journeys' own API calls. */
export const APP_HEADERS = { 'x-app-key': 'galera-web', 'x-app-secret': 'galera-web-dev-secret' }

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

/** The account this page's browser is signed in with, as the server reads it; null signed out. */
async function signedInAccount(
  page: Page,
): Promise<{ profile: number; locale?: string | null } | null> {
  const res = await page.request.get('/api/auth/me', { headers: APP_HEADERS })
  return ((await res.json()) as { data: { profile: number; locale?: string | null } | null }).data
}

/**
 * Signs in as the login form does, without the form: for journeys about something else (the form
 * itself, by keyboard, is the subject of login.spec.ts and of the journeys that still call
 * `loginWithKeyboard`). The same request the form sends for that login page (`/admin` is the
 * admins' login, the others the users'), then what the form does after it: on a first visit the
 * browser adopts the account's language, and the app opens the account's landing page (ADR 0075).
 */
export async function signInByApi(
  page: Page,
  loginPath: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  const endpoint = loginPath === '/admin' ? '/api/auth/login/admin' : '/api/auth/login'
  const res = await page.request.post(endpoint, {
    headers: APP_HEADERS,
    data: { email, password },
  })
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200)
  const user = await signedInAccount(page)
  if (!user) throw new Error(`sign-in of ${email}: no session after the login`)
  const origin = new URL(res.url()).origin
  if (user.locale) {
    // As `changeLocale` after a login on a browser with no language of its own: kept in local
    // storage for the app and in a cookie for the server's render. A language the journey picked
    // earlier stays.
    const cookies = await page.context().cookies(origin)
    if (!cookies.some((c) => c.name === LOCALE_COOKIE))
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: user.locale, url: origin }])
    await page.addInitScript(
      ([key, locale]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, locale)
      },
      [LANG_STORAGE_KEY, user.locale] as const,
    )
  }
  await page.goto(landingPathFor(user.profile))
  await waitForApp(page)
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
  await expect(page.getByRole('main')).not.toBeEmpty()
  await switchLanguage(page, 'en')
}

/**
 * Picks `locale` in the header switch and waits for it to apply; signed in, also until the app's
 * save of it on the account has been answered (saved, or refused for a read-only demo account,
 * ADR 0032). The app saves the choice just after the page changes language, so a journey that
 * ended at the page's change could close the page before the save went out, and the next journey
 * on that account would open in the other language.
 */
export async function switchLanguage(page: Page, locale: Locale) {
  const select = page.getByRole('banner').getByLabel(/^(Idioma|Language)$/)
  await expect(select).toBeVisible()
  const me = await signedInAccount(page)
  // The app saves only a language the account does not have yet.
  const saved =
    me && me.locale !== locale
      ? page.waitForResponse(
          (r) => r.url().endsWith('/api/auth/me/locale') && r.request().method() === 'PUT',
        )
      : undefined
  await select.selectOption(locale)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await saved
}

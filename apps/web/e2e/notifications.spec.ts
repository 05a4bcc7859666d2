import { expect, test, type APIRequestContext } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { clockedRun, forRun, NOTIFIED_ADMIN } from './support/own-accounts.ts'
import { expectAccessible, shoot } from './support/look.ts'
import { APP_HEADERS, signInByApi, switchToEnglish } from './support/session.ts'

/** A valid CNPJ (check digits computed), different on every call. */
function cnpj(): string {
  const base = `${Date.now() % 1e8}`.padStart(8, '0') + '0001'
  const digits = base.split('').map(Number)
  const dv = (nums: number[]) => {
    const weights =
      nums.length === 12
        ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    const sum = nums.reduce((s, n, i) => s + n * weights[i], 0)
    const r = sum % 11
    return r < 2 ? 0 : 11 - r
  }
  digits.push(dv(digits))
  digits.push(dv(digits))
  return digits.join('')
}

/** The real trigger: a supplier signs up (spec: admins get "supplier_new"). */
async function registerSupplier(request: APIRequestContext, title: string) {
  const res = await request.post('/api/register/supplier', {
    headers: APP_HEADERS,
    data: {
      cnpj: cnpj(),
      companyName: `${title} Ltda.`,
      establishmentTitle: title,
      legalNature: 'Sociedade Empresária Limitada',
      openingDate: '2015-06-01',
      mainActivity: 'Comércio de brindes',
      secondaryActivities: [],
      email: `fornecedor-${Date.now()}@notify.test`,
      phone: `+55719${String(Date.now()).slice(-8)}`,
      commercialEmail: `vendas-${Date.now()}@notify.test`,
      commercialPhone: '(71) 3333-4444',
      contactName: 'Rita Vendas',
      site: '',
      address: {
        cep: '40010-000',
        street: 'Rua Chile',
        number: '10',
        complement: '',
        neighborhood: 'Centro',
        city: 'Salvador',
        cityIbge: '2927408',
        uf: 'BA',
      },
      password: 'Galera@2026',
      passwordConfirmation: 'Galera@2026',
      acceptTerms: true,
      acceptPrivacy: true,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
}

test('an admin sees a new supplier notification live, without reloading', async ({
  page,
  request,
}, testInfo) => {
  // It reads, marks as read and switches its language: an admin per run (own-accounts.ts).
  const admin = forRun(NOTIFIED_ADMIN, clockedRun(testInfo.repeatEachIndex))
  await signInByApi(page, DEMO.master.loginPath, admin.email)
  await expect(page).toHaveURL(DEMO.master.landing)
  const banner = page.getByRole('banner')
  const bell = banner.getByRole('button', { name: /^Notificações/ })
  await expect(bell).toBeVisible()
  await page.waitForLoadState('networkidle').catch(() => {})
  // The count is "1 não lida" or "n não lidas" (media.ts labelUnread_one / _other).
  const before = Number(
    /\((\d+) não lidas?\)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0,
  )

  const run = String(Date.now()).slice(-5)
  const title = `Brindes Ao Vivo ${run}`
  const other = `Brindes Outro ${run}`
  await registerSupplier(request, title)

  // The badge follows without any reload (SSE).
  // Other journeys run in parallel and may add their own notices: at least this one arrives.
  await expect
    .poll(
      async () =>
        Number(
          /\((\d+) não lidas?\)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0,
        ),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(before)
  await bell.click()
  const panel = page.getByRole('dialog', { name: 'Notificações' })
  const named = (text: string) => new RegExp(text.replace(/[()]/g, '\\$&'))
  const item = panel.getByRole('button', {
    name: named(`Novo fornecedor cadastrado: ${title} (Não lida)`),
  })
  await expect(item).toBeVisible()
  await expect(panel.getByText('agora', { exact: false }).first()).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'notifications-panel', { fullPage: false })

  // Clicking marks it read and opens its link. Other journeys running in parallel may add
  // their own notices at any moment, so the check is on this notice, not on the badge's count.
  await item.click()
  await expect(page).toHaveURL(/\/admin\/home$/)

  // "Mark all as read", in English.
  await registerSupplier(request, other)
  await switchToEnglish(page)
  const bellEn = banner.getByRole('button', { name: /^Notifications/ })
  await expect(bellEn).toHaveAttribute('aria-label', /Notifications \(\d+ unread\)/, {
    timeout: 15_000,
  })
  await bellEn.click()
  const panelEn = page.getByRole('dialog', { name: 'Notifications' })
  await expect(
    panelEn.getByRole('button', { name: named(`New supplier registered: ${other} (Unread)`) }),
  ).toBeVisible()
  // The one clicked above is read now.
  await expect(
    panelEn.getByRole('button', { name: named(`New supplier registered: ${title}`) }),
  ).toBeVisible()
  await expect(panelEn.getByRole('button', { name: named(`${title} (Unread)`) })).toHaveCount(0)
  await expectAccessible(page)
  await shoot(page, 'notifications-panel-en', { fullPage: false })
  await panelEn.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(
    panelEn.getByRole('button', { name: named(`New supplier registered: ${other}`) }),
  ).toBeVisible()
  await expect(panelEn.getByRole('button', { name: named(`${other} (Unread)`) })).toHaveCount(0)
})

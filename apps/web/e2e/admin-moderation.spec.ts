import { expect, test, type Browser, type Page, type TestInfo } from './support/test.ts'
import sharp from 'sharp'
import { DEMO } from './support/accounts.ts'
import {
  clockedRun,
  forRun,
  MODERATION_ADMIN,
  OBJECTING_CLIENT,
  TABS_MASTER,
  TERMS_MASTER,
} from './support/own-accounts.ts'
import { suspendedSam } from './support/admin-runs.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { APP_HEADERS, loginWithKeyboard, signInByApi, switchToEnglish } from './support/session.ts'
import { addDaysToRunDay } from './support/run-day.ts'

/** The web app's key pair (not a secret: it ships in the browser). */
const APP = { headers: APP_HEADERS }

/** The run in progress: each repeated run has its own accounts (own-accounts.ts). */
const runOf = (testInfo: TestInfo) => clockedRun(testInfo.repeatEachIndex)

/**
 * Run 0 publishes terms taking effect 20 days after the day the e2e run started (São Paulo), run 1
 * 19, … (≥ 10, the minimum): counted from the run's day, not the clock, so repeated runs that cross
 * midnight never publish two versions for the same day.
 */
function termsEffectiveDate(run: number): { iso: string; shown: string } {
  const iso = addDaysToRunDay(20 - run)
  const [y, m, d] = iso.split('-')
  return { iso, shown: `${d}/${m}/${y}` }
}

async function signedIn(browser: Browser, path: string, email: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInByApi(page, path, email)
  await expect(page).not.toHaveURL(new RegExp(`${path}$`))
  return page
}

test.describe.configure({ mode: 'serial' })

test('an admin suspends a user whose open page is refused at once, then reactivates', async ({
  browser,
}, testInfo) => {
  // Only this journey uses (and suspends) Sam; each run its own Sam and admin.
  const SAM = suspendedSam(runOf(testInfo))
  const MODERATOR = forRun(MODERATION_ADMIN, runOf(testInfo))
  const sam = await signedIn(browser, '/login', SAM.email)
  await sam.goto('/profile')
  await expect(sam.getByRole('heading', { level: 1 })).toBeVisible()

  const admin = await signedIn(browser, DEMO.admin.loginPath, MODERATOR.email)
  await expect(admin).toHaveURL(DEMO.admin.landing)
  const nav = admin.getByRole('navigation', { name: 'Áreas do painel' })
  await nav.getByRole('link', { name: 'Usuários' }).click()
  await expect(admin).toHaveURL(/\/admin\/users$/)
  await admin.getByLabel('Buscar por nome ou e-mail').fill(SAM.email.split('@')[0]!)
  const open = admin.getByRole('button', { name: `Abrir ${SAM.name}`, exact: true })
  await expect(open).toBeVisible()
  await expect(admin.getByRole('row')).toHaveCount(2)
  await expectAccessible(admin)
  await shoot(admin, 'admin-users-pt')
  await admin.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(admin)
  await admin.setViewportSize({ width: 1280, height: 800 })

  await open.click()
  const panel = admin.getByRole('dialog', { name: `Conta de ${SAM.name}` })
  await expect(panel).toBeVisible()
  await panel.getByRole('button', { name: 'Suspender conta' }).click()
  // The reason is required: an empty confirm shows the field message and suspends nothing.
  await panel.getByRole('button', { name: 'Confirmar suspensão' }).click()
  await expect(
    panel.getByText('Mínimo de 3 caracteres').or(panel.getByText('Campo obrigatório')),
  ).toBeVisible()
  await panel.getByLabel('Motivo').fill('Conta usada para golpes em orçamentos')
  await expectAccessible(admin)
  await shoot(admin, 'admin-user-suspend-pt', { fullPage: false })
  await panel.getByRole('button', { name: 'Confirmar suspensão' }).click()
  await expect(panel.getByText('Conta suspensa.')).toBeVisible()
  await expect(panel.getByText('Suspenso', { exact: true })).toBeVisible()

  // Sam's open page: the next request is refused and the browser lands on the login.
  expect((await sam.request.get('/api/auth/me', APP)).status()).toBe(401)
  await sam.reload()
  await expect(sam).toHaveURL(/\/login$/)
  // And the password no longer opens the account.
  await loginWithKeyboard(sam, '/login', SAM.email)
  await expect(sam.getByRole('alert')).toBeVisible()
  await expect(sam).toHaveURL(/\/login$/)

  await panel.getByRole('button', { name: 'Reativar conta' }).click()
  await expect(panel.getByText('Conta reativada.')).toBeVisible()
  await loginWithKeyboard(sam, '/login', SAM.email)
  await expect(sam).not.toHaveURL(/\/login$/)

  // The audit trail shows both actions.
  await admin.keyboard.press('Escape')
  await nav.getByRole('link', { name: 'Auditoria' }).click()
  // ADR 0037: as sentences with names, never the action codes.
  await expect(
    admin.getByText(`${MODERATOR.name} reativou a conta de ${SAM.name}`).first(),
  ).toBeVisible()
  await expect(
    admin.getByText(`${MODERATOR.name} suspendeu a conta de ${SAM.name}`).first(),
  ).toBeVisible()
  await expect(admin.getByText('user.suspend')).toHaveCount(0)
  await expectAccessible(admin)
  await shoot(admin, 'admin-audit-pt')
  await sam.context().close()
  await admin.context().close()
})

async function documentPng(color: string) {
  const buffer = await sharp({
    create: { width: 320, height: 200, channels: 3, background: color },
  })
    .png()
    .toBuffer()
  return { name: `documento-${color.slice(1)}.png`, mimeType: 'image/png', buffer }
}

async function sendDocuments(sam: Page) {
  await sam.goto('/profile')
  const card = sam.getByRole('region', { name: 'Certificado' })
  await card
    .locator('input[type=file]')
    .setInputFiles([await documentPng('#3366cc'), await documentPng('#cc6633')])
  await card.getByRole('button', { name: 'Enviar para análise' }).click()
  await expect(card.getByText('Em análise')).toBeVisible()
  return card
}

test("a user asks for the 'Certificado'; an admin refuses, then approves", async ({
  browser,
}, testInfo) => {
  const SAM = suspendedSam(runOf(testInfo))
  const sam = await signedIn(browser, '/login', SAM.email)
  let card = await sendDocuments(sam)
  await expect(card.getByText('Pedido enviado.')).toBeVisible()
  await expectAccessible(sam)

  const admin = await signedIn(
    browser,
    DEMO.admin.loginPath,
    forRun(MODERATION_ADMIN, runOf(testInfo)).email,
  )
  await admin
    .getByRole('navigation', { name: 'Áreas do painel' })
    .getByRole('link', { name: 'Certificados' })
    .click()
  let request = admin.getByRole('article', { name: SAM.name })
  await expect(request.getByRole('img', { name: `Documento 1 de ${SAM.name}` })).toBeVisible()
  await expect(request.getByRole('img', { name: `Documento 2 de ${SAM.name}` })).toBeVisible()
  await expectAccessible(admin)
  await shoot(admin, 'admin-certifications-pt')
  await request.getByRole('button', { name: 'Recusar' }).click()
  const modal = admin.getByRole('dialog', { name: `Recusar o pedido de ${SAM.name}` })
  await modal.getByLabel('Motivo (a pessoa verá este texto)').fill('Documento ilegível')
  await modal.getByRole('button', { name: 'Recusar' }).click()
  await expect(admin.getByText('Pedido recusado.')).toBeVisible()
  await expect(request).toHaveCount(0)

  await sam.reload()
  card = sam.getByRole('region', { name: 'Certificado' })
  await expect(card.getByText('Seu último pedido foi recusado: Documento ilegível')).toBeVisible()
  await sendDocuments(sam)

  await admin.reload()
  request = admin.getByRole('article', { name: SAM.name })
  await request.getByRole('button', { name: 'Aprovar' }).click()
  await expect(admin.getByText('Certificado aprovado.')).toBeVisible()
  await sam.reload()
  await expect(
    sam
      .getByRole('region', { name: 'Certificado' })
      .getByText('Seu perfil tem o selo Certificado.'),
  ).toBeVisible()
  await sam.context().close()
  await admin.context().close()
})

test('a basic admin cannot open Administradores; the master can', async ({ browser }) => {
  const basic = await signedIn(browser, DEMO.admin.loginPath, DEMO.admin.email)
  const nav = basic.getByRole('navigation', { name: 'Áreas do painel' })
  await expect(nav.getByRole('link', { name: 'Usuários' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Administradores' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Termos' })).toHaveCount(0)
  await basic.goto('/admin/admins')
  await expect(basic.getByRole('alert')).toContainText('Acesso restrito ao administrador master')
  expect((await basic.request.get('/api/admin/admins', APP)).status()).toBe(403)
  await basic.context().close()

  const master = await signedIn(browser, DEMO.master.loginPath, DEMO.master.email)
  const masterNav = master.getByRole('navigation', { name: 'Áreas do painel' })
  await masterNav.getByRole('link', { name: 'Administradores' }).click()
  await expect(master.getByRole('cell', { name: DEMO.admin.email })).toBeVisible()
  await expect(master.getByRole('button', { name: 'Enviar convite' })).toBeVisible()
  await expectAccessible(master)
  await shoot(master, 'admin-admins-pt')
  await master.context().close()
})

test('the master publishes a terms version and the terms modal shows it', async ({
  browser,
}, testInfo) => {
  const master = await signedIn(
    browser,
    DEMO.master.loginPath,
    forRun(TERMS_MASTER, runOf(testInfo)).email,
  )
  await master.goto('/admin/terms')
  await expect(master.getByText(/no mínimo 10 dias depois de publicada/)).toBeVisible()
  const version = `e2e-${Date.now()}`
  // The modal shows the version that takes effect first. Each repeated run (ADR 0032) publishes
  // one taking effect a day before the previous run's, so its own is the one shown.
  const effective = termsEffectiveDate(runOf(testInfo))
  await master.getByRole('textbox', { name: 'Versão', exact: true }).fill(version)
  await master.getByLabel('Entra em vigor em (opcional)').fill(effective.iso)
  await master
    .getByLabel('Resumo das mudanças (português)')
    .fill('Mudamos as regras de cancelamento de orçamentos.')
  await master
    .getByLabel('Resumo das mudanças (inglês)')
    .fill('We changed the budget cancellation rules.')
  await master.getByRole('button', { name: 'Publicar versão' }).click()
  await expect(master.getByText(new RegExp(`Versão ${version} publicada`))).toBeVisible()
  await expect(master.getByRole('cell', { name: version })).toBeVisible()
  await expectAccessible(master)
  await shoot(master, 'admin-terms-pt')

  await master.goto('/')
  await master
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Termos de uso' })
    .press('Enter')
  const dialog = master.getByRole('dialog')
  await expect(dialog.getByText(/Versão em vigor:/)).toBeVisible()
  await expect(
    dialog.getByText(`Nova versão ${version} entra em vigor em ${effective.shown}`, {
      exact: false,
    }),
  ).toBeVisible()
  await expect(dialog).toContainText('Mudamos as regras de cancelamento')
  await expectAccessible(master)
  await shoot(master, 'terms-modal-upcoming-pt', { fullPage: false })
  await master.keyboard.press('Escape')

  await switchToEnglish(master)
  await master.getByRole('contentinfo').getByRole('button', { name: 'Terms of use' }).press('Enter')
  await expect(
    master.getByRole('dialog').getByText(new RegExp(`New version ${version} takes effect on`)),
  ).toBeVisible()
  await expect(master.getByRole('dialog')).toContainText(
    'We changed the budget cancellation rules.',
  )
  await shoot(master, 'terms-modal-upcoming-en', { fullPage: false })
  await master.keyboard.press('Escape')
  await master.context().close()
})

test('a signed-in user objects to the upcoming version from the terms modal', async ({
  browser,
}, testInfo) => {
  const client = await signedIn(
    browser,
    DEMO.client.loginPath,
    forRun(OBJECTING_CLIENT, runOf(testInfo)).email,
  )
  await client
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Termos de uso' })
    .press('Enter')
  const dialog = client.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Opor-me' }).click()
  await dialog.getByLabel('Motivo (opcional)').fill('Não concordo')
  await dialog.getByRole('button', { name: 'Registrar oposição' }).click()
  await expect(dialog.getByText(/encerrar a sua conta sem penalidade/)).toBeVisible()
  await client.context().close()
})

test('admin tabs in English', async ({ browser }, testInfo) => {
  const master = await signedIn(
    browser,
    DEMO.master.loginPath,
    forRun(TABS_MASTER, runOf(testInfo)).email,
  )
  await switchToEnglish(master)
  await master.getByRole('link', { name: 'Users' }).click()
  await expect(master.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  await expect(master.getByRole('button', { name: /^Open / }).first()).toBeVisible()
  await expectAccessible(master)
  await shoot(master, 'admin-users-en')
  await master.getByRole('link', { name: 'Certifications' }).click()
  await expect(master.getByRole('heading', { name: 'Pending requests' })).toBeVisible()
  await expectAccessible(master)
  await shoot(master, 'admin-certifications-en')
  await master.getByRole('link', { name: 'Terms' }).click()
  await expect(master.getByText(/at least 10 days after it is published/)).toBeVisible()
  await shoot(master, 'admin-terms-en')
  await master.context().close()
})

import { expect, test, type Browser, type Page } from './support/test.ts'
import { CERT_ADMIN, CERT_PROMOTER } from './support/certification-journey.ts'
import { clockedRun, forRunNamed } from './support/own-accounts.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { signInByApi, switchToEnglish } from './support/session.ts'

/** ADR 0026: an admin requires the 'Certificado'; the promoter sees why and where to send it. */
const REASON = 'Documento do cadastro ilegível'

async function signedIn(browser: Browser, path: string, email: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInByApi(page, path, email)
  await expect(page).not.toHaveURL(new RegExp(`${path}$`))
  return page
}

test("an admin requires a promoter's Certificado, the promoter sees why; the admin lifts it", async ({
  browser,
}, testInfo) => {
  // Each repeated run has its own admin and promoter (own-accounts.ts, `forRunNamed`).
  const run = clockedRun(testInfo.repeatEachIndex)
  const CERT_PROMOTER_RUN = forRunNamed(CERT_PROMOTER, run)
  const admin = await signedIn(browser, '/admin', forRunNamed(CERT_ADMIN, run).email)
  await admin
    .getByRole('navigation', { name: 'Áreas do painel' })
    .getByRole('link', { name: 'Usuários' })
    .click()
  await admin.getByLabel('Buscar por nome ou e-mail').fill(CERT_PROMOTER_RUN.email.split('@')[0])
  await admin.getByRole('button', { name: `Abrir ${CERT_PROMOTER_RUN.name}`, exact: true }).click()
  const panel = admin.getByRole('dialog', { name: `Conta de ${CERT_PROMOTER_RUN.name}` })
  await panel.getByRole('button', { name: 'Exigir Certificado' }).click()
  // The reason is required: an empty confirm shows the field message and requires nothing.
  await panel.getByRole('button', { name: 'Confirmar exigência' }).click()
  await expect(
    panel.getByText('Mínimo de 3 caracteres').or(panel.getByText('Campo obrigatório')),
  ).toBeVisible()
  await panel.getByLabel('Motivo (a pessoa verá este texto)').fill(REASON)
  await expectAccessible(admin)
  await shoot(admin, 'admin-user-require-certification-pt', { fullPage: false })
  await panel.getByRole('button', { name: 'Confirmar exigência' }).click()
  await expect(panel.getByText('Certificado exigido.')).toBeVisible()
  await expect(panel.getByText(/Certificado exigido desde \d{2}\/\d{2}\/\d{4}/)).toBeVisible()
  await expect(panel.getByText(`Motivo: ${REASON}`)).toBeVisible()
  await expectAccessible(admin)
  await shoot(admin, 'admin-user-certification-required-pt', { fullPage: false })

  // The promoter's panel says why and leads to the documents form.
  const caio = await signedIn(browser, '/promotor', CERT_PROMOTER_RUN.email)
  await expect(caio).toHaveURL(/\/promotor\/panel\/promoter$/)
  const notice = caio.getByTestId('certification-required')
  await expect(notice).toContainText(REASON)
  await expect(notice).toContainText('não aceita trabalhos')
  await expectAccessible(caio)
  await shoot(caio, 'promoter-certification-required-pt')
  await caio.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(caio)
  await caio.setViewportSize({ width: 1280, height: 800 })
  await notice.getByRole('link', { name: 'Enviar documentos' }).click()
  await expect(caio).toHaveURL(/\/profile#certificado$/)
  const card = caio.getByRole('region', { name: 'Certificado' })
  await expect(card).toContainText(`A Galera Eventos exige que você seja Certificado: ${REASON}`)
  await expect(card.getByRole('button', { name: 'Enviar para análise' })).toBeVisible()

  // In English too.
  await caio.goto('/promotor/panel/promoter')
  await switchToEnglish(caio)
  await expect(caio.getByTestId('certification-required')).toContainText(
    `Galera Eventos requires you to be certified: ${REASON}`,
  )
  await expectAccessible(caio)
  await shoot(caio, 'promoter-certification-required-en')

  // The admin, in English, lifts it; the promoter's notice goes away.
  await admin.keyboard.press('Escape')
  await switchToEnglish(admin)
  await admin.getByRole('button', { name: `Open ${CERT_PROMOTER_RUN.name}`, exact: true }).click()
  const panelEn = admin.getByRole('dialog', { name: `${CERT_PROMOTER_RUN.name}'s account` })
  await expect(panelEn.getByText(`Reason: ${REASON}`)).toBeVisible()
  await expectAccessible(admin)
  await shoot(admin, 'admin-user-certification-required-en', { fullPage: false })
  await panelEn.getByRole('button', { name: 'Lift the requirement' }).click()
  await expect(panelEn.getByText('Requirement lifted.')).toBeVisible()
  await expect(panelEn.getByRole('button', { name: 'Require certification' })).toBeVisible()
  await caio.reload()
  await expect(caio.getByRole('main')).not.toBeEmpty()
  await expect(caio.getByTestId('certification-required')).toHaveCount(0)

  await caio.context().close()
  await admin.context().close()
})

import { expect, test, type Page } from './support/test.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { signInByApi, switchToEnglish } from './support/session.ts'
import { clockedRun, forRun } from './support/own-accounts.ts'
import { JOBS_EVENTS, JOBS_PROMOTER } from './support/promoter-jobs.ts'

/*
 * The promoter's side of a hire: the panel links, the solicitations by tab with their
 * countdowns, one solicitation with its fee breakdown before accepting, declining, the 72 h
 * warning when cancelling, rating after the job, earnings and the private calendar link.
 * Seeded by support/promoter-jobs.ts (seedPromoterJobs) for this journey only. Serial: the first
 * test changes what the second sees. A repeated run signs in with its run's promoter (forRun).
 */
test.describe.configure({ mode: 'serial' })

/** Hides the toasts (until the next page load) so they do not cover screenshots or axe. */
async function dismissToasts(page: Page) {
  await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' })
}

async function login(page: Page, run: number) {
  await signInByApi(page, '/promotor', forRun(JOBS_PROMOTER, clockedRun(run)).email)
  await expect(page).toHaveURL(/\/promotor\/panel\/promoter$/)
}

test('pt-BR: sees the new solicitations live, the fee before accepting, declines one, and a late cancel blocks', async ({
  page,
}, testInfo) => {
  await login(page, testInfo.repeatEachIndex)
  const main = page.getByRole('main')
  await expect(main.getByTestId('panel-new-solicitations')).toHaveText('Solicitações novas: 2')
  await main.getByRole('link', { name: 'Minhas solicitações' }).click()
  await expect(page).toHaveURL(/\/promotor\/panel\/promoter\/status\/requested$/)
  await expect(main.getByRole('heading', { level: 1, name: 'Minhas solicitações' })).toBeVisible()
  await expect(main.getByRole('tab', { name: 'Novas (2)' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(main.getByRole('article')).toHaveCount(2)
  await expect(main.getByTestId('answer-countdown').first()).toContainText(/Responder em\s*1 d/)
  await expectAccessible(page)
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'promoter-jobs-list-pt')

  // One solicitation: the money before accepting, no contact yet.
  await main.getByRole('link', { name: `Ver solicitação: ${JOBS_EVENTS.toDecline}` }).click()
  await expect(page).toHaveURL(/\/status\/[0-9a-f-]{36}\/see$/)
  await expect(main.getByRole('heading', { level: 1, name: JOBS_EVENTS.toDecline })).toBeVisible()
  const fee = main.getByTestId('fee-breakdown')
  await expect(fee).toContainText('Cachê (bruto)')
  await expect(fee).toContainText('R$ 450,00')
  await expect(fee).toContainText('Meio de pagamento (3%)')
  await expect(fee).toContainText('− R$ 13,50')
  await expect(fee).toContainText('Plataforma (7%)')
  await expect(fee).toContainText('− R$ 31,50')
  await expect(fee).toContainText('R$ 405,00')
  await expect(fee).toContainText('fica fixada quando o promotor aceitar')
  await expect(main.getByText('Os dados de contato aparecem quando você aceitar.')).toBeVisible()
  await expect(main.getByRole('button', { name: 'Aceitar' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'promoter-job-requested-pt')

  await main.getByRole('button', { name: 'Recusar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Recusar esta solicitação?' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Motivo (opcional)').fill('Tenho outro compromisso nesse dia.')
  await expectAccessible(page)
  await shoot(page, 'promoter-job-decline-pt', { fullPage: false })
  await dialog.getByRole('button', { name: 'Recusar solicitação' }).click()
  await expect(dialog).toBeHidden()
  await expect(main.getByText('Recusado', { exact: true })).toBeVisible()
  await expect(main.getByText('Motivo: Tenho outro compromisso nesse dia.')).toBeVisible()
  await expect(main.getByRole('button', { name: 'Aceitar' })).toHaveCount(0)

  // Back to the list: one new solicitation left; the declined one is under "Encerradas".
  await main.getByRole('link', { name: 'Voltar às solicitações' }).click()
  await expect(main.getByRole('tab', { name: 'Novas (1)' })).toBeVisible()
  await expect(main.getByRole('tab', { name: 'Encerradas (1)' })).toBeVisible()

  // An accepted job less than 72 h ahead: the contact shows; cancelling warns of the block.
  await main.getByRole('tab', { name: /^Aceitas/ }).click()
  await expect(page).toHaveURL(/\/status\/accepted$/)
  await expect(main.getByTestId('start-countdown').first()).toContainText('Começa em')
  await main.getByRole('link', { name: `Ver solicitação: ${JOBS_EVENTS.lateCancel}` }).click()
  await expect(main.getByTestId('job-contact')).toContainText('Eventos Bahia Ltda')
  await expect(main.getByTestId('fee-breakdown')).toContainText('Taxa fixada no aceite')
  await main.getByRole('button', { name: 'Cancelar trabalho' }).click()
  const cancel = page.getByRole('dialog', { name: 'Cancelar este trabalho?' })
  await expect(cancel.getByTestId('cancel-block-warning')).toContainText(
    /bloqueia seu perfil por 15 dias, até \d{2}\/\d{2}\/\d{4}/,
  )
  await expectAccessible(page)
  await shoot(page, 'promoter-job-cancel-warning-pt', { fullPage: false })
  await cancel.getByRole('button', { name: 'Cancelar trabalho' }).click()
  await expect(cancel).toBeHidden()
  await expect(main.getByText('Cancelado', { exact: true })).toBeVisible()
  await expect(main.getByText(/Cancelada por você em/)).toBeVisible()

  // The panel shows the block and its end date.
  await page.goto('/promotor/panel/promoter')
  await expect(main.getByTestId('panel-blocked')).toContainText(/até \d{2}\/\d{2}\/\d{4}/)
  await expect(main.getByText(/Bloqueado até \d{2}\/\d{2}\/\d{4}/)).toBeVisible()
  await dismissToasts(page)
  await expectAccessible(page)
  await shoot(page, 'promoter-panel-blocked-pt')

  // Earnings: the completed job's payout is due; the accepted one is expected.
  await main.getByRole('link', { name: 'Meus ganhos' }).click()
  await expect(main.getByRole('heading', { level: 1, name: 'Meus ganhos' })).toBeVisible()
  await expect(main.getByTestId('earnings-table')).toContainText(JOBS_EVENTS.completed)
  await expect(main.getByRole('button', { name: 'Criar link da agenda' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'promoter-earnings-pt')
})

test('en: rates the hirer after the job, sees the earnings and creates the calendar link', async ({
  page,
}, testInfo) => {
  await login(page, testInfo.repeatEachIndex)
  await switchToEnglish(page)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2, name: 'Jobs' })).toBeVisible()
  await main.getByRole('link', { name: 'My solicitations' }).click()
  await expect(main.getByRole('tab', { name: 'New (1)' })).toBeVisible()
  await expect(main.getByText(/Answer within/)).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'promoter-jobs-list-en')

  // The completed job: rate the hirer.
  await main.getByRole('tab', { name: /^Completed/ }).click()
  await main.getByRole('link', { name: `See solicitation: ${JOBS_EVENTS.completed}` }).click()
  await expect(main.getByRole('heading', { level: 1, name: JOBS_EVENTS.completed })).toBeVisible()
  const form = main.getByRole('form', { name: 'Rate the hirer' })
  await form.getByRole('button', { name: 'Send rating' }).click()
  await expect(form.getByText('Required field').first()).toBeVisible()
  await form.getByRole('radio', { name: 'Positive' }).check()
  await form.getByLabel('Comment').fill('Clear briefing, paid on time. Would work again.')
  await expectAccessible(page)
  await shoot(page, 'promoter-job-rate-en')
  await form.getByRole('button', { name: 'Send rating' }).click()
  await expect(main.getByText('Clear briefing, paid on time. Would work again.')).toBeVisible()
  await expect(main.getByRole('form', { name: 'Rate the hirer' })).toHaveCount(0)

  // Earnings and the calendar link.
  await page.goto('/promotor/panel/promoter/earnings')
  await expect(main.getByRole('heading', { level: 1, name: 'My earnings' })).toBeVisible()
  await expect(main.getByTestId('earnings-due')).toContainText('R$')
  await expect(main.getByTestId('earnings-table')).toContainText(JOBS_EVENTS.completed)
  await expect(main.getByTestId('earnings-table')).toContainText(JOBS_EVENTS.accepted)
  await main.getByRole('button', { name: 'Create calendar link' }).click()
  const url = main.getByTestId('calendar-feed-url')
  await expect(url).toHaveValue(/\/api\/public\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
  await expect(main.getByRole('button', { name: 'Copy link' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Create a new link' })).toBeVisible()
  await dismissToasts(page)
  await expectAccessible(page)
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'promoter-earnings-en')
})

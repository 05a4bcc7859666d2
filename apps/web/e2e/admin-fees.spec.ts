import { expect, test } from './support/test.ts'
import { addDays, todayInBrazil } from '@galera/shared'
import { MODERATED_COMMENT } from './support/cache-suggestion.ts'
import { feesRun } from './support/admin-runs.ts'
import { clockedRun } from './support/own-accounts.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { signInByApi, switchLanguage, switchToEnglish } from './support/session.ts'

/** `YYYY-MM-DD` → `DD/MM/YYYY`. */
const br = (day: string) => day.split('-').reverse().join('/')

test.describe.configure({ mode: 'serial' })

test('an admin master publishes the 9.8% schedule 15 days ahead and sees it scheduled', async ({
  page,
}, testInfo) => {
  // Each repeated run: its own admin master and draft (support/admin-runs.ts, `feesRun`).
  const own = feesRun(clockedRun(testInfo.repeatEachIndex))
  await signInByApi(page, '/admin', own.master.email)
  await expect(page).toHaveURL(/\/admin\/home$/)
  const nav = page.getByRole('navigation', { name: 'Áreas do painel' })
  await nav.getByRole('link', { name: 'Taxas' }).click()
  await expect(page).toHaveURL(/\/admin\/fees$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tabelas de taxas' })).toBeVisible()

  const table = page.getByTestId('fee-schedules')
  const draft = table.getByRole('row').filter({ hasText: own.pt })
  await expect(draft.getByText('Rascunho')).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: 'Em vigor' })).toContainText('10%')
  await expectAccessible(page)
  await shoot(page, 'admin-fees-pt')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  // 14 days ahead: the server refuses and says from when it may apply.
  const earliest = addDays(todayInBrazil(new Date()), 15)
  await draft.getByRole('button', { name: `Publicar a tabela de ${own.pt}` }).click()
  const dialog = page.getByRole('dialog', { name: `Publicar a tabela de ${own.pt}` })
  await expect(dialog).toBeVisible()
  const date = dialog.getByLabel('Primeiro dia de vigência')
  await expect(date).toHaveValue(earliest)
  await date.fill(addDays(earliest, -1))
  await dialog.getByRole('button', { name: 'Publicar e avisar' }).click()
  await expect(dialog.getByText(`(a partir de ${br(earliest)})`)).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-fees-publish-pt', { fullPage: false })

  // Exactly 15 days ahead is accepted.
  await date.fill(earliest)
  await dialog.getByRole('button', { name: 'Publicar e avisar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Tabela publicada: vale a partir de ${br(earliest)}.`)).toBeVisible()
  const scheduled = table
    .getByRole('row')
    .filter({ hasText: own.pt })
    .filter({ hasText: 'Agendada' })
  await expect(scheduled).toContainText(br(earliest))
  await expect(
    scheduled.getByRole('button', { name: `Retirar a tabela de ${own.pt}` }),
  ).toBeVisible()
  await expect(page.getByTestId('current-fees')).toContainText(
    `Agendada: ${own.pt} a partir de ${br(earliest)}.`,
  )
  // The 10% stays in force until then.
  await expect(table.getByRole('row').filter({ hasText: 'Em vigor' })).toContainText('10%')

  await switchToEnglish(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Fee schedules' })).toBeVisible()
  await expect(
    table.getByRole('row').filter({ hasText: own.en }).filter({ hasText: 'Scheduled' }),
  ).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-fees-en')

  // Leave the calendar as the next run expects it: one published schedule per moment, so the
  // day 15 days ahead is free again once this one is withdrawn.
  await table
    .getByRole('row')
    .filter({ hasText: own.en })
    .filter({ hasText: 'Scheduled' })
    .getByRole('button', { name: `Withdraw the ${own.en} schedule` })
    .click()
  const withdraw = page.getByRole('dialog', { name: `Withdraw the ${own.en} schedule?` })
  await withdraw.getByRole('button', { name: 'Withdraw schedule' }).click()
  await expect(page.getByText('Schedule withdrawn.')).toBeVisible()
  await expect(
    table.getByRole('row').filter({ hasText: own.en }).filter({ hasText: 'Withdrawn' }),
  ).toBeVisible()
})

test('payouts and ratings: totals reconciled, a comment hidden and shown again', async ({
  page,
}, testInfo) => {
  await signInByApi(page, '/admin', feesRun(clockedRun(testInfo.repeatEachIndex)).master.email)
  await expect(page).toHaveURL(/\/admin\/home$/)
  // The previous test left this account in English; come back to Portuguese first.
  await switchLanguage(page, 'pt-BR')

  const nav = page.getByRole('navigation', { name: 'Áreas do painel' })
  await nav.getByRole('link', { name: 'Repasses' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Repasses' })).toBeVisible()
  await expect(page.getByTestId('reconciled')).toContainText('Sem diferença')
  await expect(page.getByTestId('payouts').getByRole('row').nth(1)).toBeVisible()
  // Every bucket the page shows adds up to what was charged (read as rendered, "R$ 1.234,56").
  const shown = async (key: string) =>
    Number((await page.getByTestId(`total-${key}`).innerText()).replace(/\D/g, ''))
  let parts = 0
  for (const key of ['held', 'due', 'paid', 'refund', 'providerFee', 'platformFee'])
    parts += await shown(key)
  expect(parts).toBe(await shown('gross'))
  expect(await shown('sum')).toBe(await shown('gross'))
  await expectAccessible(page)
  await shoot(page, 'admin-payouts-pt')

  await nav.getByRole('link', { name: 'Avaliações' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliações' })).toBeVisible()
  await page.getByLabel('Buscar no comentário ou nos nomes').fill('moderar')
  const row = page
    .getByTestId('admin-ratings')
    .getByRole('row')
    .filter({ hasText: MODERATED_COMMENT })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: /^Ocultar/ }).click()
  await expect(row.getByText('Oculta', { exact: true })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-ratings-pt')
  await row.getByRole('button', { name: /^Mostrar/ }).click()
  await expect(row.getByText('Visível', { exact: true })).toBeVisible()

  await switchToEnglish(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Ratings' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-ratings-en')
  await page
    .getByRole('navigation', { name: 'Panel areas' })
    .getByRole('link', { name: 'Payouts' })
    .click()
  await expect(page.getByTestId('reconciled')).toContainText('No difference')
  await expectAccessible(page)
  await shoot(page, 'admin-payouts-en')
})

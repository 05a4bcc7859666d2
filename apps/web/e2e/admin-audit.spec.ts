import { expect, test, type Page } from './support/test.ts'
import {
  AUDIT_ACTOR,
  AUDIT_EMAILS,
  AUDIT_REASON,
  AUDIT_TARGET,
  AUDIT_VIEWER,
} from './support/audit-journey.ts'
import { clockedRun, forRun } from './support/own-accounts.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { signInByApi, switchToEnglish } from './support/session.ts'

/** ADR 0037: the trail reads as sentences and filters by who and what, in both languages. */

async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await field.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(text)
}

test('an admin reads the trail as sentences and filters it by who and by action', async ({
  page,
}, testInfo) => {
  const viewer = forRun(AUDIT_VIEWER, clockedRun(testInfo.repeatEachIndex))
  await signInByApi(page, '/admin', viewer.email)
  await expect(page).toHaveURL(/\/admin\/home$/)
  const nav = page.getByRole('navigation', { name: 'Áreas do painel' })
  await nav.getByRole('link', { name: 'Auditoria' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/audit$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible()

  // Who: a part of the name finds Ana's three entries and nobody else's.
  const records = page.getByRole('list', { name: 'Registros da auditoria' })
  const entries = records.getByTestId('audit-entry')
  await typeInto(page, page.getByLabel('Quem fez'), AUDIT_ACTOR.name)
  await expect(entries).toHaveCount(3)
  await expect(
    records.getByText(`${AUDIT_ACTOR.name} suspendeu a conta de ${AUDIT_TARGET.name}`),
  ).toBeVisible()
  await expect(records.getByText(`Motivo: ${AUDIT_REASON}`).first()).toBeVisible()
  await expect(
    records.getByText(`${AUDIT_ACTOR.name} reativou a conta de ${AUDIT_TARGET.name}`),
  ).toBeVisible()
  await expect(
    records.getByText(
      `${AUDIT_ACTOR.name} alterou “E-mail” de ${AUDIT_TARGET.name}: ${AUDIT_EMAILS.old} → ${AUDIT_EMAILS.new}`,
    ),
  ).toBeVisible()
  // No action code anywhere on the page.
  await expect(page.getByText(/user\.(suspend|reactivate|update)/)).toHaveCount(0)

  // What: the action select offers words, picked with the keyboard.
  await page.getByRole('combobox', { name: 'Ação' }).focus()
  await page.keyboard.type('Suspensão')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('combobox', { name: 'Ação' })).toHaveValue('Suspensão de conta')
  await expect(entries).toHaveCount(1)
  await expect(entries.first()).toContainText(
    `${AUDIT_ACTOR.name} suspendeu a conta de ${AUDIT_TARGET.name}`,
  )
  await expect(entries.first()).toContainText('Situação: Ativo → Suspenso')
  await expectAccessible(page)
  await shoot(page, 'admin-audit-trail-pt')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  // English: the same filters, the same entries, in English words.
  await switchToEnglish(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible()
  const recordsEn = page.getByRole('list', { name: 'Audit records' })
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('Account suspended')
  await expect(recordsEn.getByTestId('audit-entry')).toHaveCount(1)
  await expect(recordsEn.getByTestId('audit-entry').first()).toContainText(
    `${AUDIT_ACTOR.name} suspended the account of ${AUDIT_TARGET.name}`,
  )
  await expect(recordsEn.getByTestId('audit-entry').first()).toContainText(
    'Status: Active → Suspended',
  )

  // Clearing the filters, then finding Ana by her e-mail.
  await page.getByRole('button', { name: 'Clear filters' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Done by')).toHaveValue('')
  await typeInto(page, page.getByLabel('Done by'), AUDIT_ACTOR.email)
  await expect(recordsEn.getByTestId('audit-entry')).toHaveCount(3)
  await expect(
    recordsEn.getByText(
      `${AUDIT_ACTOR.name} changed “E-mail” of ${AUDIT_TARGET.name}: ${AUDIT_EMAILS.old} → ${AUDIT_EMAILS.new}`,
    ),
  ).toBeVisible()
  await expect(
    recordsEn.getByText(`${AUDIT_ACTOR.name} reactivated the account of ${AUDIT_TARGET.name}`),
  ).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-audit-trail-en')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(page)
})

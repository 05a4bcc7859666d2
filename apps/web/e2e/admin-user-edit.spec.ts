import { expect, test, type Locator, type Page } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { userEditRun } from './support/admin-runs.ts'
import { clockedRun } from './support/own-accounts.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { signInByApi, switchToEnglish } from './support/session.ts'

/*
 * ADR 0033: an admin corrects a person's account data from the Users panel ("Editar dados"):
 * name, mobile, e-mail (the old address is told) and the CPF, which needs a recorded reason.
 * Own accounts only: the admin switches language and both people are changed.
 */

test.describe.configure({ mode: 'serial' })

/** Focuses a control and presses a key: the journey runs on the keyboard. */
async function press(control: Locator, key = 'Enter') {
  await control.focus()
  await control.press(key)
}

/** Newest mails to `to` in the dev outbox. */
async function outbox(page: Page, to: string) {
  const res = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)
  return (await res.json()) as { to: string; subject: string; text: string }[]
}

async function openEditor(page: Page, search: string, person: string, labels: Labels) {
  await page.getByLabel(labels.search).fill(search)
  const open = page.getByRole('button', { name: `${labels.open} ${person}`, exact: true })
  await expect(open).toBeVisible()
  await press(open)
  const panel = page.getByRole('dialog', { name: labels.panel(person) })
  await press(panel.getByRole('button', { name: labels.edit }))
  const form = panel.getByRole('form', { name: labels.edit })
  await expect(form.getByLabel(labels.name)).toHaveValue(person)
  return { panel, form }
}

interface Labels {
  search: string
  open: string
  panel: (name: string) => string
  edit: string
  name: string
}

test('an admin corrects a person’s data; the CPF needs a reason; the old e-mail is told', async ({
  page,
}, testInfo) => {
  // Each repeated run edits people of its own (support/admin-runs.ts, `userEditRun`).
  const edit = userEditRun(clockedRun(testInfo.repeatEachIndex))
  await signInByApi(page, DEMO.admin.loginPath, edit.admin.email)
  await expect(page).toHaveURL(DEMO.admin.landing)
  await page.goto('/admin/users')
  const { panel, form } = await openEditor(page, edit.search, edit.client.name, {
    search: 'Buscar por nome ou e-mail',
    open: 'Abrir',
    panel: (name) => `Conta de ${name}`,
    edit: 'Editar dados',
    name: 'Nome completo',
  })
  await expect(form.getByLabel('Celular')).toHaveValue(edit.phoneShown)
  const cpf = form.getByLabel('CPF')
  await expect(cpf).toHaveValue(edit.cpfShown)
  await expect(cpf).toHaveAttribute('readonly', '')
  await expectAccessible(page)
  await shoot(page, 'admin-user-edit-pt', { fullPage: false })

  await form.getByLabel('Nome completo').fill(edit.newName)
  const phone = form.getByLabel('Celular')
  await phone.fill('')
  await phone.pressSequentially(edit.newPhone)
  await expect(phone).toHaveValue(edit.newPhoneShown)
  await form.getByLabel(/^E-mail/).fill(edit.newEmail)
  // The CPF opens with the switch; saving without a reason is refused on the reason field.
  await press(form.getByRole('switch', { name: 'Alterar documento' }), 'Space')
  await expect(cpf).not.toHaveAttribute('readonly', '')
  await cpf.fill('')
  await cpf.pressSequentially(edit.newCpf)
  await expect(cpf).toHaveValue(edit.newCpfShown)
  await press(form.getByRole('button', { name: 'Salvar dados' }))
  await expect(form.getByText('Informe o motivo da alteração do documento')).toBeVisible()
  await form
    .getByLabel('Motivo da alteração do documento')
    .fill('CPF digitado errado no cadastro, conferido com o RG')
  await expectAccessible(page)
  await shoot(page, 'admin-user-edit-reason-pt', { fullPage: false })
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  await press(form.getByRole('button', { name: 'Salvar dados' }))
  await expect(page.getByText(`Dados de ${edit.newName} salvos.`)).toBeVisible()
  await expect(
    page.getByRole('dialog', { name: `Conta de ${edit.newName}` }).getByText(edit.newEmail),
  ).toBeVisible()
  await expect(panel).toBeVisible()
  // The old address heard about it, in Portuguese.
  await expect
    .poll(async () => (await outbox(page, edit.client.email)).map((m) => m.subject))
    .toContain('O e-mail da sua conta Galera Eventos foi alterado')

  // English: the same editor, its words, and the English notice to the old address.
  await page.keyboard.press('Escape')
  await switchToEnglish(page)
  const en = await openEditor(page, edit.searchEn, edit.clientEn.name, {
    search: 'Search by name or e-mail',
    open: 'Open',
    panel: (name) => `${name}'s account`,
    edit: 'Edit details',
    name: 'Full name',
  })
  await expect(en.form.getByLabel('CPF')).toHaveValue(edit.cpfEnShown)
  await expect(en.form.getByRole('switch', { name: 'Change document' })).toBeVisible()
  await en.form.getByLabel(/^E-mail/).fill(edit.newEmailEn)
  await expectAccessible(page)
  await shoot(page, 'admin-user-edit-en', { fullPage: false })
  await press(en.form.getByRole('button', { name: 'Save details' }))
  await expect(page.getByText(`${edit.clientEn.name}'s details saved.`)).toBeVisible()
  await expect
    .poll(async () => (await outbox(page, edit.clientEn.email)).map((m) => m.subject))
    .toContain('The e-mail of your Galera Eventos account was changed')
  await expectAccessible(page)
})

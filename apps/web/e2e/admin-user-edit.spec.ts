import { expect, test, type Locator, type Page } from '@playwright/test'
import { DEMO } from './support/accounts.ts'
import { DATA_ADMIN, EDITED_CLIENT, EDITED_CLIENT_EN } from './support/own-accounts.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { loginWithKeyboard, switchToEnglish } from './support/session.ts'

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
  const open = page.getByRole('button', { name: `${labels.open} ${person}` })
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
}) => {
  await loginWithKeyboard(page, DEMO.admin.loginPath, DATA_ADMIN.email)
  await expect(page).toHaveURL(DEMO.admin.landing)
  await page.goto('/admin/users')
  const { panel, form } = await openEditor(page, 'renata.cadastro', EDITED_CLIENT.name, {
    search: 'Buscar por nome ou e-mail',
    open: 'Abrir',
    panel: (name) => `Conta de ${name}`,
    edit: 'Editar dados',
    name: 'Nome completo',
  })
  await expect(form.getByLabel('Celular')).toHaveValue('(71) 98765-0201')
  const cpf = form.getByLabel('CPF')
  await expect(cpf).toHaveValue('662.082.347-51')
  await expect(cpf).toHaveAttribute('readonly', '')
  await expectAccessible(page)
  await shoot(page, 'admin-user-edit-pt', { fullPage: false })

  await form.getByLabel('Nome completo').fill('Renata Cadastro Lima')
  const phone = form.getByLabel('Celular')
  await phone.fill('')
  await phone.pressSequentially('71987650202')
  await expect(phone).toHaveValue('(71) 98765-0202')
  await form.getByLabel(/^E-mail/).fill('renata.lima@galera.dev')
  // The CPF opens with the switch; saving without a reason is refused on the reason field.
  await press(form.getByRole('switch', { name: 'Alterar documento' }), 'Space')
  await expect(cpf).not.toHaveAttribute('readonly', '')
  await cpf.fill('')
  await cpf.pressSequentially('80079494102')
  await expect(cpf).toHaveValue('800.794.941-02')
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
  await expect(page.getByText('Dados de Renata Cadastro Lima salvos.')).toBeVisible()
  await expect(
    page
      .getByRole('dialog', { name: 'Conta de Renata Cadastro Lima' })
      .getByText('renata.lima@galera.dev'),
  ).toBeVisible()
  await expect(panel).toBeVisible()
  // The old address heard about it, in Portuguese.
  await expect
    .poll(async () => (await outbox(page, EDITED_CLIENT.email)).map((m) => m.subject))
    .toContain('O e-mail da sua conta Galera Eventos foi alterado')

  // English: the same editor, its words, and the English notice to the old address.
  await page.keyboard.press('Escape')
  await switchToEnglish(page)
  const en = await openEditor(page, 'ulisses.update', EDITED_CLIENT_EN.name, {
    search: 'Search by name or e-mail',
    open: 'Open',
    panel: (name) => `${name}'s account`,
    edit: 'Edit details',
    name: 'Full name',
  })
  await expect(en.form.getByLabel('CPF')).toHaveValue('866.870.948-82')
  await expect(en.form.getByRole('switch', { name: 'Change document' })).toBeVisible()
  await en.form.getByLabel(/^E-mail/).fill('ulisses.new@galera.dev')
  await expectAccessible(page)
  await shoot(page, 'admin-user-edit-en', { fullPage: false })
  await press(en.form.getByRole('button', { name: 'Save details' }))
  await expect(page.getByText("Ulisses Update's details saved.")).toBeVisible()
  await expect
    .poll(async () => (await outbox(page, EDITED_CLIENT_EN.email)).map((m) => m.subject))
    .toContain('The e-mail of your Galera Eventos account was changed')
  await expectAccessible(page)
})

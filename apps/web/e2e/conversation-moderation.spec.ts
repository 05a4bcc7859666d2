import { expect, test, type Browser, type Page } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { moderationJourneyAccounts } from './support/conversations-journey.ts'
import { clockedRun } from './support/own-accounts.ts'
import { closeToasts, expectAccessible, shoot } from './support/look.ts'
import { signInByApi, switchToEnglish, waitForApp } from './support/session.ts'

/*
 * ADR 0058: a supplier tries to take a budget's client off the platform; she reports the message,
 * an admin reads the reported conversation (with the supplier's contact attempts) and hides it,
 * and both sides see "removed by moderation". Own accounts per run
 * (support/conversations-journey.ts): the journey writes, reports and switches languages.
 */

async function signIn(browser: Browser, email: string, loginPath: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' })
  const page = await context.newPage()
  await signInByApi(page, loginPath, email)
  await expect(page).not.toHaveURL(new RegExp(`${loginPath}$`))
  return page
}

test('a reported message is hidden by an admin for both sides', async ({ browser }, testInfo) => {
  test.setTimeout(240_000)
  const run = clockedRun(testInfo.repeatEachIndex)
  const accounts = moderationJourneyAccounts(run)
  const offer = 'Me chama no (71) 99876-1111 que eu fecho por fora, sem taxa.'

  // The supplier writes from the request's conversation.
  const supplier = await signIn(browser, accounts.supplier.email, DEMO.supplier.loginPath)
  await supplier.goto('/promotor/panel/supplier/requests/new')
  await waitForApp(supplier)
  await supplier
    .getByRole('link', { name: new RegExp(`^${accounts.product} — ver pedido`) })
    .click()
  await supplier.getByRole('button', { name: /^Conversar com o cliente do orçamento nº/ }).click()
  await expect(supplier).toHaveURL(/\/mensagens\/[0-9a-f-]{36}$/)
  const conversationPath = new URL(supplier.url()).pathname
  await supplier.getByRole('textbox', { name: 'Mensagem' }).fill(offer)
  await supplier.getByRole('button', { name: 'Enviar' }).click()
  await expect(supplier.getByTestId('message').last()).toContainText(offer)

  // The client reads it masked and reports it: the dialog in Portuguese, then sent in English.
  const client = await signIn(browser, accounts.client.email, DEMO.client.loginPath)
  await client.goto(conversationPath)
  await waitForApp(client)
  const received = client.getByTestId('message').last()
  await expect(received).toContainText('[•••]')
  await received
    .getByRole('button', { name: `Denunciar mensagem de ${accounts.supplier.name}` })
    .click()
  let dialog = client.getByRole('dialog', { name: 'Denunciar mensagem' })
  await expect(dialog.getByRole('radio', { name: 'Passou contato antes do negócio' })).toBeVisible()
  await expectAccessible(client)
  await shoot(client, 'conversation-report-dialog-pt', { fullPage: false })
  await client.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await switchToEnglish(client)
  await received
    .getByRole('button', { name: `Report message from ${accounts.supplier.name}` })
    .click()
  dialog = client.getByRole('dialog', { name: 'Report message' })
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByText('Required field')).toBeVisible()
  await dialog.getByRole('radio', { name: 'Shared contact details before the deal' }).check()
  await dialog
    .getByRole('textbox', { name: 'Tell us what happened (optional)' })
    .fill('Wants to close the deal off the platform.')
  await expectAccessible(client)
  await shoot(client, 'conversation-report-dialog-en', { fullPage: false })
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(client.getByText('Report sent. Moderation will review it.')).toBeVisible()
  await expect(received.getByTestId('message-reported')).toHaveText('You reported this message')

  // The admin finds it in the Conversations tab and reads it as written (audited).
  const admin = await signIn(browser, accounts.admin.email, DEMO.admin.loginPath)
  await admin
    .getByRole('main')
    .getByRole('navigation')
    .getByRole('link', { name: 'Conversas', exact: true })
    .click()
  await expect(admin).toHaveURL(/\/admin\/conversations$/)
  const open = admin.getByRole('link', {
    name: `Orçamento — ler a conversa entre ${accounts.client.name} e ${accounts.supplier.name}`,
    exact: true,
  })
  await expect(open).toBeVisible()
  await expectAccessible(admin)
  await shoot(admin, 'admin-reported-conversations-pt')
  await open.click()
  await expect(admin).toHaveURL(/\/admin\/conversation\/[0-9a-f-]{36}$/)
  const conversationUrl = admin.url()
  const reported = admin.getByTestId('admin-message').filter({ hasText: offer })
  await expect(reported).toContainText('Passou contato antes do negócio')
  await expect(reported).toContainText('“Wants to close the deal off the platform.” · aberta')
  const seller = admin.getByTestId('participant').filter({ hasText: accounts.supplier.name })
  await expect(seller.getByTestId('contact-attempts')).toHaveText(
    '1 tentativa de passar contato antes do negócio',
  )
  // Readable under the pointer too (the link just clicked sat where these buttons are).
  await seller.getByRole('button', { name: `Suspender ${accounts.supplier.name}` }).hover()
  await expectAccessible(admin)
  await admin.mouse.move(0, 0)
  await shoot(admin, 'admin-reported-conversation-pt')

  // In English: the list, the reading, and the message hidden.
  await switchToEnglish(admin)
  await expect(
    admin.getByRole('heading', {
      level: 1,
      name: `Conversation between ${accounts.client.name} and ${accounts.supplier.name}`,
    }),
  ).toBeVisible()
  await expect(seller.getByTestId('contact-attempts')).toHaveText(
    '1 attempt to share contact details before the deal',
  )
  await expect(
    seller.getByRole('button', { name: `Suspend ${accounts.supplier.name}` }),
  ).toBeVisible()
  await expectAccessible(admin)
  await shoot(admin, 'admin-reported-conversation-en')
  await reported.getByRole('button', { name: 'Remove message' }).click()
  const confirm = admin.getByRole('dialog', { name: 'Remove message' })
  // axe checks the dialog once it is there (before, it measured the page under the fading-in
  // backdrop).
  await expect(confirm).toBeVisible()
  await expectAccessible(admin)
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(admin.getByText('Message removed.')).toBeVisible()
  await expect(reported).toContainText('message removed')
  await expect(reported.getByRole('button', { name: 'Remove message' })).toHaveCount(0)
  await admin.getByRole('link', { name: 'Back to reported conversations' }).click()
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Reported conversations' }),
  ).toBeVisible()
  await expectAccessible(admin)
  await shoot(admin, 'admin-reported-conversations-en')

  // Both sides now read "removed by moderation", each in their language.
  await client.reload()
  await expect(client.getByTestId('message').last()).toContainText('Message removed by moderation')
  await expect(client.getByTestId('message').last()).not.toContainText('[•••]')
  await expectAccessible(client)
  await shoot(client, 'conversation-removed-by-moderation-en')
  await supplier.reload()
  await expect(supplier.getByTestId('message').last()).toContainText(
    'Mensagem removida pela moderação',
  )
  await expect(supplier.getByTestId('message').last()).not.toContainText('99876')
  await expectAccessible(supplier)
  await shoot(supplier, 'conversation-removed-by-moderation-pt')

  // Last (it ends the supplier's sessions): the admin suspends the supplier from the reading,
  // which then shows the account suspended, with nothing left to suspend.
  await admin.goto(conversationUrl)
  await seller.getByRole('button', { name: `Suspend ${accounts.supplier.name}` }).click()
  const suspend = admin.getByRole('dialog', { name: `Suspend ${accounts.supplier.name}'s account` })
  await suspend
    .getByRole('textbox', { name: 'Reason' })
    .fill('Shared a phone number to close off the platform.')
  await suspend.getByRole('button', { name: 'Confirm suspension' }).click()
  // axe measures the page once the dialog and its fading backdrop are gone.
  await expect(suspend).toBeHidden()
  await expect(admin.getByText(`${accounts.supplier.name}'s account suspended.`)).toBeVisible()
  await expect(seller.getByTestId('participant-suspended')).toHaveText('Account suspended')
  await expect(
    seller.getByRole('button', { name: `Suspend ${accounts.supplier.name}` }),
  ).toHaveCount(0)
  await closeToasts(admin)
  await expectAccessible(admin)
  await shoot(admin, 'admin-reported-conversation-suspended-en')
})

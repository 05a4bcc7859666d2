import sharp from 'sharp'
import { expect, test, type Locator, type Page } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { bannersRun } from './support/banners-journey.ts'
import { clockedRun } from './support/own-accounts.ts'
import { closeToasts, expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { signInByApi, switchToEnglish } from './support/session.ts'

/** A PNG of exactly the given size, as the file chooser would hand it over. */
async function png(width: number, height: number, name: string) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 14, g: 116, b: 144 } },
  })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

async function pickCompany(page: Page, dialog: Locator, search: string, name: string) {
  await dialog.getByLabel('Empresa', { exact: true }).fill(search)
  await page.getByRole('option', { name, exact: true }).click()
}

async function fillBanner(
  page: Page,
  dialog: Locator,
  v: { title: string; from: string; to: string; company: { search: string; name: string } },
) {
  await dialog.getByLabel('Título').fill(v.title)
  await pickCompany(page, dialog, v.company.search, v.company.name)
  await dialog.getByLabel('Início').fill(v.from)
  await dialog.getByRole('textbox', { name: 'Fim', exact: true }).fill(v.to)
  await dialog.getByLabel('Link (opcional)').fill('https://litoral.example.com/verao')
  await dialog.getByRole('combobox', { name: 'Posição', exact: true }).selectOption('top')
  await dialog.getByLabel('Ordem no slide').fill('2')
}

test('an admin places a banner for a company, and an overlapping one is refused', async ({
  page,
}, testInfo) => {
  // Each repeated run: its own admin and company (support/banners-journey.ts, `bannersRun`).
  const { bannersAdmin, company } = bannersRun(clockedRun(testInfo.repeatEachIndex))
  await signInByApi(page, DEMO.admin.loginPath, bannersAdmin.email)
  await expect(page).toHaveURL(DEMO.admin.landing)
  await page
    .getByRole('navigation', { name: 'Áreas do painel' })
    .getByRole('link', {
      name: 'Configurações',
    })
    .click()
  await page.getByRole('tab', { name: 'Banners' }).click()
  await expect(page).toHaveURL(/\/admin\/settings\/banners$/)
  await expect(page.getByRole('button', { name: 'Novo banner' })).toBeVisible()

  // A banner for Litoral Brindes in January, top position, with the exact art sizes.
  await page.getByRole('button', { name: 'Novo banner' }).click()
  const dialog = page.getByRole('dialog', { name: 'Novo banner' })
  await fillBanner(page, dialog, {
    title: 'Verão Litoral E2E',
    from: '2027-01-10',
    to: '2027-01-20',
    company,
  })
  await expect(dialog.getByText('1280 × 400 px, até 400 KB')).toBeVisible()
  await expect(dialog.getByText('780 × 600 px, até 250 KB')).toBeVisible()
  // Saving without art says which files are missing.
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog.getByText('Arquivo obrigatório não anexado')).toHaveCount(2)
  const desktop = dialog.getByTestId('banner-art-desktop').locator('input[type=file]')
  const mobile = dialog.getByTestId('banner-art-mobile').locator('input[type=file]')
  // A wrong size is refused by the API, in the admin's language.
  await desktop.setInputFiles(await png(1200, 400, 'wrong.png'))
  await expect(dialog.getByText('A arte precisa ter exatamente 1280 × 400 pixels')).toBeVisible()
  await desktop.setInputFiles(await png(1280, 400, 'desktop.png'))
  await expect(dialog.getByRole('img', { name: 'Prévia da arte (Computador)' })).toBeVisible()
  await mobile.setInputFiles(await png(780, 600, 'mobile.png'))
  await expect(dialog.getByRole('img', { name: 'Prévia da arte (Celular)' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-banner-form-pt', { fullPage: false })
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()

  const rows = page.getByTestId('banner-row').filter({ hasText: company.name })
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Verão Litoral E2E')
  await expect(rows.first()).toContainText('10/01/2027 a 20/01/2027')
  await expect(rows.first()).toContainText('Agendado')
  // The status in words only: no API code such as "(2)".
  await expect(rows.first()).not.toContainText(/\(\d\)/)
  await expectAccessible(page)
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'admin-banners-list-pt')

  // The same company with an overlapping period: refused, and nothing changes.
  await page.getByRole('button', { name: 'Novo banner' }).click()
  const again = page.getByRole('dialog', { name: 'Novo banner' })
  await fillBanner(page, again, {
    title: 'Sobreposto Litoral E2E',
    from: '2027-01-15',
    to: '2027-01-25',
    company,
  })
  await again
    .getByTestId('banner-art-desktop')
    .locator('input[type=file]')
    .setInputFiles(await png(1280, 400, 'desktop.png'))
  await again
    .getByTestId('banner-art-mobile')
    .locator('input[type=file]')
    .setInputFiles(await png(780, 600, 'mobile.png'))
  await expect(again.getByRole('img', { name: 'Prévia da arte (Computador)' })).toBeVisible()
  await expect(again.getByRole('img', { name: 'Prévia da arte (Celular)' })).toBeVisible()
  await again.getByRole('button', { name: 'Salvar' }).click()
  await expect(again.getByRole('alert')).toContainText(
    'Já existe um banner desta empresa com período que se sobrepõe a estas datas',
  )
  await expectAccessible(page)
  await shoot(page, 'admin-banner-overlap-pt', { fullPage: false })
  await again.getByRole('button', { name: 'Cancelar' }).click()
  await expect(again).toBeHidden()
  await expect(rows).toHaveCount(1)
  await expect(page.getByText('Sobreposto Litoral E2E')).toHaveCount(0)

  // English: the same list and form in the admin's other language.
  await switchToEnglish(page)
  await expect(page.getByRole('button', { name: 'New banner' })).toBeVisible()
  await expect(rows.first()).toContainText('Scheduled')
  await expectAccessible(page)
  await shoot(page, 'admin-banners-list-en')
  await rows.first().getByRole('button', { name: 'Edit Verão Litoral E2E' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit banner' })
  await expect(edit.getByLabel('Title')).toHaveValue('Verão Litoral E2E')
  await expect(edit.getByText('1280 × 400 px, up to 400 KB')).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-banner-form-en', { fullPage: false })
  await edit.getByRole('button', { name: 'Cancel' }).click()
  await expect(edit).toBeHidden()
})

/** A banner for one product (ADR 0028): no company, the demo "Squeeze Fitness 500 ml" of Litoral. */
async function productBanner(
  page: Page,
  dialog: Locator,
  v: {
    title: string
    from: string
    to: string
    labels: Record<string, string>
  },
) {
  await dialog.getByRole('textbox', { name: v.labels.title, exact: true }).fill(v.title)
  await dialog.getByRole('combobox', { name: v.labels.product }).fill('Squeeze')
  await page.getByRole('option', { name: /^Squeeze Fitness 500 ml .*Litoral Brindes$/ }).click()
  await dialog.getByRole('textbox', { name: v.labels.from, exact: true }).fill(v.from)
  await dialog.getByRole('textbox', { name: v.labels.to, exact: true }).fill(v.to)
  await dialog
    .getByTestId('banner-art-desktop')
    .locator('input[type=file]')
    .setInputFiles(await png(1280, 400, 'desktop.png'))
  await dialog
    .getByTestId('banner-art-mobile')
    .locator('input[type=file]')
    .setInputFiles(await png(780, 600, 'mobile.png'))
  // Both uploads run at once: Save before either answers is refused as "file not attached".
  await expect(dialog.getByRole('img', { name: v.labels.desktopArt })).toBeVisible()
  await expect(dialog.getByRole('img', { name: v.labels.mobileArt })).toBeVisible()
}

test('an admin places a banner for a product; the product cannot have two at once', async ({
  page,
}, testInfo) => {
  // Each repeated run: its own admin, a month of its own and its own titles (`bannersRun`).
  const {
    productBannersAdmin,
    productMonth: m,
    tag,
  } = bannersRun(clockedRun(testInfo.repeatEachIndex))
  /** `DD/MM/YYYY` of day `day` of the run's month. */
  const shown = (day: string) => `${day}/${m.slice(5)}/${m.slice(0, 4)}`
  await signInByApi(page, DEMO.admin.loginPath, productBannersAdmin.email)
  await expect(page).toHaveURL(DEMO.admin.landing)
  await page.goto('/admin/settings/banners')
  const pt = {
    title: 'Título',
    product: 'Produto',
    from: 'Início',
    to: 'Fim',
    desktopArt: 'Prévia da arte (Computador)',
    mobileArt: 'Prévia da arte (Celular)',
  }
  await page.getByRole('button', { name: 'Novo banner' }).click()
  const dialog = page.getByRole('dialog', { name: 'Novo banner' })
  await expect(dialog.getByText('Com uma empresa escolhida, um produto dela.')).toBeVisible()
  await productBanner(page, dialog, {
    title: `Squeeze de março E2E${tag}`,
    from: `${m}-01`,
    to: `${m}-15`,
    labels: pt,
  })
  await expectAccessible(page)
  await shoot(page, 'admin-banner-product-form-pt', { fullPage: false })
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
  const rows = page.getByTestId('banner-row').filter({ hasText: `Squeeze de março E2E${tag}` })
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Squeeze Fitness 500 ml')
  await expect(rows.first()).toContainText(`${shown('01')} a ${shown('15')}`)

  // The same product on an overlapping day: refused, nothing placed.
  await page.getByRole('button', { name: 'Novo banner' }).click()
  const again = page.getByRole('dialog', { name: 'Novo banner' })
  await productBanner(page, again, {
    title: `Squeeze sobreposto E2E${tag}`,
    from: `${m}-15`,
    to: `${m}-20`,
    labels: pt,
  })
  await again.getByRole('button', { name: 'Salvar' }).click()
  await expect(again.getByRole('alert')).toContainText(
    'Já existe um banner deste produto com período que se sobrepõe a estas datas',
  )
  await expectAccessible(page)
  await shoot(page, 'admin-banner-product-overlap-pt', { fullPage: false })
  await again.getByRole('button', { name: 'Cancelar' }).click()
  await expect(page.getByText(`Squeeze sobreposto E2E${tag}`)).toHaveCount(0)

  // English: the same refusal in the admin's other language; the edit form shows the product.
  await switchToEnglish(page)
  await page.getByRole('button', { name: 'New banner' }).click()
  const english = page.getByRole('dialog', { name: 'New banner' })
  await productBanner(page, english, {
    title: `Squeeze overlap E2E${tag}`,
    from: `${m}-10`,
    to: `${m}-12`,
    labels: {
      title: 'Title',
      product: 'Product',
      from: 'Starts',
      to: 'Ends',
      desktopArt: 'Art preview (Desktop)',
      mobileArt: 'Art preview (Mobile)',
    },
  })
  await english.getByRole('button', { name: 'Save' }).click()
  await expect(english.getByRole('alert')).toContainText(
    'There is already a banner for this product whose period overlaps these dates',
  )
  await expectAccessible(page)
  await shoot(page, 'admin-banner-product-overlap-en', { fullPage: false })
  await english.getByRole('button', { name: 'Cancel' }).click()
  await rows
    .first()
    .getByRole('button', { name: `Edit Squeeze de março E2E${tag}` })
    .click()
  const edit = page.getByRole('dialog', { name: 'Edit banner' })
  await expect(edit.getByRole('combobox', { name: 'Product' })).toHaveValue(
    /^Squeeze Fitness 500 ml/,
  )
  await edit.getByRole('button', { name: 'Cancel' }).click()
})

test('an admin opens an ad auction through the form, edits it and cancels it', async ({
  page,
}, testInfo) => {
  // Each repeated run: its own admin, and an auction named apart from the other runs' ones.
  const { auctionsAdmin, tag } = bannersRun(clockedRun(testInfo.repeatEachIndex))
  const title = `Topo de fevereiro E2E${tag}`
  await signInByApi(page, DEMO.admin.loginPath, auctionsAdmin.email)
  await expect(page).toHaveURL(DEMO.admin.landing)
  await page
    .getByRole('navigation', { name: 'Áreas do painel' })
    .getByRole('link', { name: 'Leilões' })
    .click()
  await expect(page).toHaveURL(/\/admin\/auctions$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Leilões' })).toBeVisible()

  await page.getByRole('button', { name: 'Novo leilão' }).click()
  const dialog = page.getByRole('dialog', { name: 'Novo leilão' })
  // The shared schema answers before anything is sent.
  await dialog.getByRole('button', { name: 'Abrir leilão' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Nome', exact: true })).toBeFocused()
  await dialog.getByRole('combobox', { name: 'Tipo' }).selectOption('company')
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(title)
  await dialog
    .getByRole('textbox', { name: 'Detalhes' })
    .fill(
      'Espaço no topo da página inicial durante dez dias de fevereiro para a empresa vencedora, com link para a página da empresa.',
    )
  await dialog.getByRole('combobox', { name: 'Posição do banner' }).selectOption('top')
  await dialog.getByRole('textbox', { name: 'Ordem no slide' }).fill('3')
  await dialog.getByRole('textbox', { name: 'Lance mínimo (R$)' }).fill('500,00')
  await dialog.getByRole('textbox', { name: 'Valor do botão de lance (R$)' }).fill('50')
  await dialog.getByRole('textbox', { name: 'Lances a partir de' }).fill('2027-02-01T09:00')
  await dialog.getByRole('textbox', { name: 'Lances até' }).fill('2027-02-05T18:00')
  // The ad must start after the day bidding closes.
  await dialog.getByRole('textbox', { name: 'Início do anúncio' }).fill('2027-02-05')
  await dialog.getByRole('textbox', { name: 'Fim do anúncio' }).fill('2027-02-20')
  await dialog.getByRole('button', { name: 'Abrir leilão' }).click()
  await expect(
    dialog.getByText('O anúncio precisa começar depois do dia em que os lances terminam'),
  ).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Início do anúncio' }).fill('2027-02-10')
  await dialog
    .getByTestId('auction-example')
    .locator('input[type=file]')
    .setInputFiles(await png(640, 200, 'exemplo.png'))
  await expect(dialog.getByRole('img', { name: 'Arquivo de exemplo do leilão' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-auction-form-pt', { fullPage: false })
  await dialog.getByRole('button', { name: 'Abrir leilão' }).click()

  await expect(page).toHaveURL(/\/admin\/auction\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Lances em breve')).toBeVisible()
  await expect(page.getByTestId('auction-highest')).toContainText('Nenhum')
  await expect(page.getByText('R$ 500,00', { exact: true })).toBeVisible()
  await expect(page.getByText(/^01\/02\/2027,? 09:00 a 05\/02\/2027,? 18:00$/)).toBeVisible()
  await expect(page.getByText('10/02/2027 a 20/02/2027')).toBeVisible()
  await expect(page.getByRole('img', { name: /Arquivo de exemplo do leilão/ })).toBeVisible()
  await expect(page.getByText('Nenhum lance ainda')).toBeVisible()
  await expectAccessible(page)
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'admin-auction-detail-pt')

  // Editable while nobody has bid.
  await page.getByRole('button', { name: 'Editar' }).click()
  const edit = page.getByRole('dialog', { name: 'Editar leilão' })
  await expect(edit.getByRole('textbox', { name: 'Lances a partir de' })).toHaveValue(
    '2027-02-01T09:00',
  )
  await expect(edit.getByRole('textbox', { name: 'Lance mínimo (R$)' })).toHaveValue('500,00')
  await edit.getByRole('textbox', { name: 'Nome', exact: true }).fill(`${title} 2`)
  await edit.getByRole('button', { name: 'Salvar alterações' }).click()
  await expect(edit).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: `${title} 2` })).toBeVisible()

  // English.
  await switchToEnglish(page)
  await expect(page.getByText('Bidding soon')).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-auction-detail-en')

  // Cancelling asks first; then nobody can bid.
  await page.getByRole('button', { name: 'Cancel auction' }).click()
  const confirm = page.getByRole('dialog', { name: `Cancel the auction ${title} 2?` })
  await expect(confirm).toContainText('nobody is charged')
  await confirm.getByRole('button', { name: 'Yes, cancel auction' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel auction' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Back to auctions' }).click()
  await page.getByRole('radiogroup', { name: 'Phase' }).getByText('Cancelled').click()
  await expect(page).toHaveURL(/phase=cancelled/)
  const row = page.getByTestId('auction-row').filter({ hasText: `${title} 2` })
  await expect(row).toContainText('Cancelled')
  // The cancellation's toast closes first: axe misreads a toast's contrast over the dialog's
  // backdrop (the toast itself is checked on its own elsewhere).
  await closeToasts(page)
  await page.getByRole('button', { name: 'New auction' }).click()
  await expect(page.getByRole('dialog', { name: 'New auction' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-auction-form-en', { fullPage: false })
  await page
    .getByRole('dialog', { name: 'New auction' })
    .getByRole('button', { name: 'Cancel' })
    .click()
  await expectAccessible(page)
  await shoot(page, 'admin-auctions-list-en')
})

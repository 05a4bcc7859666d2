import sharp from 'sharp'
import { expect, test, type Page } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { clockedRun, forRun, SETTINGS_ADMIN } from './support/own-accounts.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { signInByApi, switchToEnglish } from './support/session.ts'

/** A solid PNG of the given size, as the file chooser would hand it over. */
async function png(width: number, height: number, name: string) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 139, g: 90, b: 43 } },
  })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

async function fillNames(page: Page, dialogName: string, pt: string, en: string) {
  const dialog = page.getByRole('dialog', { name: dialogName })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Nome em português').fill(pt)
  await dialog.getByLabel('Nome em inglês').fill(en)
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
}

test('an admin adds a category with a subcategory, a material and a textured colour', async ({
  page,
}, testInfo) => {
  // Each repeated run signs in with its own admin and adds names of its own (` 2`, ` 3`, ...).
  const run = clockedRun(testInfo.repeatEachIndex)
  const tag = run === 0 ? '' : ` ${run + 1}`
  await signInByApi(page, DEMO.admin.loginPath, forRun(SETTINGS_ADMIN, run).email)
  await expect(page).toHaveURL(DEMO.admin.landing)
  const nav = page.getByRole('navigation', { name: 'Áreas do painel' })
  await nav.getByRole('link', { name: 'Configurações' }).click()
  await expect(page).toHaveURL(/\/admin\/settings\/categories$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configurações do catálogo' }),
  ).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Configurações' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  // Categories: a product category and a subcategory inside it.
  await page.getByRole('button', { name: 'Nova categoria' }).click()
  await fillNames(
    page,
    'Nova categoria',
    `Garrafas Térmicas E2E${tag}`,
    `Thermal bottles E2E${tag}`,
  )
  const card = page.getByTestId('category-card').filter({ hasText: `Garrafas Térmicas E2E${tag}` })
  await expect(card).toContainText(`garrafas-termicas-e2e${tag.replace(' ', '-')}`)
  await card
    .getByRole('button', { name: `Nova subcategoria em Garrafas Térmicas E2E${tag}` })
    .click()
  await fillNames(
    page,
    `Nova subcategoria em Garrafas Térmicas E2E${tag}`,
    `Inox E2E${tag}`,
    `Stainless steel E2E${tag}`,
  )
  await expect(card.getByRole('listitem').filter({ hasText: `Inox E2E${tag}` })).toBeVisible()
  // The same name again is refused with a clear message, in the dialog.
  await page.getByRole('button', { name: 'Nova categoria' }).click()
  const dup = page.getByRole('dialog', { name: 'Nova categoria' })
  await dup.getByLabel('Nome em português').fill(`garrafas térmicas e2e${tag}`)
  await dup.getByLabel('Nome em inglês').fill('Other')
  await dup.getByRole('button', { name: 'Salvar' }).click()
  await expect(dup.getByRole('alert')).toContainText('Já existe uma categoria com esse nome')
  await dup.getByRole('button', { name: 'Cancelar' }).click()
  await expectAccessible(page)
  await shoot(page, 'admin-settings-categories-pt')

  // Materials.
  await page.getByRole('tab', { name: 'Materiais' }).click()
  await expect(page).toHaveURL(/\/admin\/settings\/materials$/)
  await page.getByRole('button', { name: 'Novo material' }).click()
  await fillNames(page, 'Novo material', `Cortiça E2E${tag}`, `Cork E2E${tag}`)
  await expect(page.getByRole('row', { name: new RegExp(`Cortiça E2E${tag}`) })).toContainText(
    'Ativo',
  )
  await expectAccessible(page)
  await shoot(page, 'admin-settings-materials-pt')

  // Colours: a 21×20 texture is refused, a 20×20 one is accepted.
  await page.getByRole('tab', { name: 'Cores' }).click()
  await expect(page).toHaveURL(/\/admin\/settings\/colors$/)
  await page.getByRole('button', { name: 'Nova cor' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nova cor' })
  await dialog.getByLabel('Nome em português').fill(`Madeira E2E${tag}`)
  await dialog.getByLabel('Nome em inglês').fill(`Wood E2E${tag}`)
  await dialog.getByLabel('Hexadecimal').fill('#8b5a2b')
  const chooser = dialog.locator('input[type="file"]')
  await chooser.setInputFiles(await png(21, 20, 'big.png'))
  await expect(dialog.getByText('A textura deve ter no máximo 20×20 pixels')).toBeVisible()
  await chooser.setInputFiles(await png(20, 20, 'wood.png'))
  await expect(dialog.getByText('Textura enviada (20×20 px)')).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-settings-color-dialog-pt', { fullPage: false })
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByTestId('color-row').filter({ hasText: `Madeira E2E${tag}` })
  await expect(row).toContainText('#8B5A2B')
  await expect(row).toContainText('Com textura')
  await expectAccessible(page)
  await shoot(page, 'admin-settings-colors-pt')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  // An unknown tab shows categories.
  await page.goto('/admin/settings/whatever')
  await expect(page.getByRole('tab', { name: 'Categorias' })).toHaveAttribute(
    'aria-selected',
    'true',
  )

  // English.
  await switchToEnglish(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue settings' })).toBeVisible()
  await page.getByRole('tab', { name: 'Colours' }).click()
  await expect(
    page
      .getByTestId('color-row')
      .filter({ hasText: `Wood E2E${tag}` })
      .getByText('With texture'),
  ).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-settings-colors-en')
  await page.getByRole('tab', { name: 'Categories' }).click()
  await expect(page.getByText(`Thermal bottles E2E${tag}`)).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-settings-categories-en')
})

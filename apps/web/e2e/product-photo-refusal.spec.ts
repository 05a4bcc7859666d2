import { expect, test, type Page } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { clockedRun, forRun, PHOTO_SUPPLIER } from './support/own-accounts.ts'
import { expectAccessible, shoot } from './support/look.ts'
import { signInByApi, switchToEnglish } from './support/session.ts'

/*
 * A colour whose photo was refused is not saved without it silently: the refusal sits on the
 * colour's photo group in the reader's language, and saving waits for the supplier's choice.
 * Nothing is saved here. A supplier of its own, because switching the language writes the account.
 */

const WORDS = {
  'pt-BR': {
    code: 'Código',
    name: /^Nome/,
    category: /^Categoria/,
    description: /^Descrição/,
    save: 'Salvar produto',
    refused: (c: string) => `Foto recusada: ${c}`,
    tooLarge: 'O arquivo é grande demais (máximo 10 MB)',
    pending: /foi recusada\. Antes de salvar/,
    keep: (c: string) => `Continuar sem esta foto (${c})`,
  },
  en: {
    code: 'Code',
    name: /^Name/,
    category: /^Category/,
    description: /^Description/,
    save: 'Save product',
    refused: (c: string) => `Photo refused: ${c}`,
    tooLarge: 'The file is too large (at most 10 MB)',
    pending: /was refused\. Before saving/,
    keep: (c: string) => `Continue without this photo (${c})`,
  },
} as const

async function refuseAPhoto(page: Page, lang: keyof typeof WORDS) {
  const w = WORDS[lang]
  await page.goto('/promotor/panel/supplier/settings/products/new')
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: w.code, exact: true }).fill(`FOTO-${lang}`)
  await main.getByLabel(w.name).fill('Caneca de teste')
  const category = main.getByLabel(w.category)
  await expect(category.locator('option').nth(1)).toBeAttached()
  await category.selectOption({ index: 1 })
  await main.getByLabel(w.description).fill('Uma caneca para testar a recusa de fotos.')
  const colour = main
    .getByRole('group', { name: /Cores|Colours/ })
    .getByRole('checkbox')
    .first()
  const colourName = (
    (await colour.getAttribute('aria-label')) ??
    (await colour.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ''))
  ).trim()
  await colour.focus()
  await page.keyboard.press('Space')
  // Over the 10 MB limit: refused in the browser before any upload. Handing 10 MB to the browser
  // goes through the DevTools protocol as 13 MB of base64: more than the 10 s action budget on a
  // busy two-core machine.
  await main
    .locator('input[type="file"]')
    .first()
    .setInputFiles(
      {
        name: 'foto.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
      },
      { timeout: 40_000 },
    )
  const alert = main.getByRole('alert', { name: w.refused(colourName) })
  await expect(alert).toContainText(w.tooLarge)
  await main.getByRole('button', { name: w.save }).focus()
  await page.keyboard.press('Enter')
  await expect(main.getByText(w.pending)).toBeVisible()
  await expect(alert).toBeFocused()
  await expectAccessible(page)
  await shoot(page, `product-photo-refused-${lang}`)
  const keep = main.getByRole('button', { name: w.keep(colourName) })
  await keep.focus()
  await page.keyboard.press('Enter')
  await expect(alert).toBeHidden()
}

test('a refused photo blocks saving its colour until the supplier chooses (pt-BR and en)', async ({
  page,
}, testInfo) => {
  // It switches its language: a supplier per run (own-accounts.ts).
  const supplier = forRun(PHOTO_SUPPLIER, clockedRun(testInfo.repeatEachIndex))
  await signInByApi(page, DEMO.supplier.loginPath, supplier.email)
  await expect(page).toHaveURL(DEMO.supplier.landing)
  await refuseAPhoto(page, 'pt-BR')
  await switchToEnglish(page)
  await refuseAPhoto(page, 'en')
})

import { expect, test, type Page } from './support/test.ts'
import sharp from 'sharp'
import { expectAccessible, shoot } from './support/look.ts'
import { APP_HEADERS, switchToEnglish } from './support/session.ts'

/** A valid CPF (check digits computed), different on every call. */
function cpf(): string {
  const digits = `${Date.now() % 1e9}`.padStart(9, '1').split('').map(Number)
  const dv = (nums: number[]) => {
    const sum = nums.reduce((s, n, i) => s + n * (nums.length + 1 - i), 0)
    const r = (sum * 10) % 11
    return r === 10 ? 0 : r
  }
  digits.push(dv(digits))
  digits.push(dv(digits))
  return digits.join('')
}

/** Our own client, made through the sign-up API, then signed in (the cookie lands in the page). */
async function signUpAndIn(page: Page, prefix: string) {
  const email = `${prefix}-${Date.now()}@images.test`
  const signup = await page.request.post('/api/register/client', {
    headers: APP_HEADERS,
    data: {
      name: 'Fabi Foto',
      cpf: cpf(),
      birthDate: '15/03/1990',
      gender: 'female',
      phone: `+55719${String(Date.now()).slice(-8)}`,
      email,
      address: {
        cep: '40010-000',
        street: 'Rua Chile',
        number: '10',
        complement: '',
        neighborhood: 'Centro',
        city: 'Salvador',
        cityIbge: '2927408',
        uf: 'BA',
      },
      password: 'Galera@2026',
      passwordConfirmation: 'Galera@2026',
      acceptTerms: true,
      acceptPrivacy: true,
    },
  })
  expect(signup.status(), await signup.text()).toBe(201)
  const login = await page.request.post('/api/auth/login', {
    headers: APP_HEADERS,
    data: { email, password: 'Galera@2026' },
  })
  expect(login.status()).toBe(200)
}

test('a user picks a profile picture from the image library', async ({ page }) => {
  await signUpAndIn(page, 'foto')

  await page.goto('/profile')
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Alterar foto' }).click()
  const dialog = page.getByRole('dialog', { name: 'Escolha sua foto de perfil' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Nenhuma imagem ainda. Envie a primeira.')).toBeVisible()

  // A wrong file is refused with a translated message.
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'falso.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
  })
  await expect(dialog.getByRole('alert')).toHaveText('Tipo de arquivo não suportado')

  const png = await sharp({
    create: { width: 900, height: 700, channels: 3, background: { r: 214, g: 51, b: 108 } },
  })
    .png()
    .toBuffer()
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'minha-foto.png',
    mimeType: 'image/png',
    buffer: png,
  })
  const tile = dialog.getByRole('button', { name: 'Selecionar imagem 1' })
  await expect(tile).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expectAccessible(page)
  await shoot(page, 'image-library', { fullPage: false })

  await tile.click()
  await expect(dialog).toBeHidden()
  const avatar = main.getByRole('img', { name: 'Foto de perfil de Fabi Foto' })
  await expect(avatar).toHaveAttribute('src', /^\/files\/images\/[0-9a-f-]{36}\/medium\.webp$/)
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)

  // It stays after a reload, and the page reads well in English too.
  await page.reload()
  await switchToEnglish(page)
  await expect(main.getByRole('img', { name: 'Profile picture of Fabi Foto' })).toBeVisible()
  await main.getByRole('button', { name: 'Change picture' }).click()
  await expect(page.getByRole('dialog', { name: 'Choose your profile picture' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Select image 1' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'image-library-en', { fullPage: false })

  // Deleting the image (ADR 0028): a question first, then it leaves the library and the profile.
  const english = page.getByRole('dialog', { name: 'Choose your profile picture' })
  await english.getByRole('button', { name: 'Delete image 1' }).click()
  const question = english.getByRole('group', { name: /Delete this image\?/ })
  await expect(question.getByRole('button', { name: 'Delete image' })).toBeFocused()
  await expectAccessible(page)
  await shoot(page, 'image-library-delete-en', { fullPage: false })
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(question).toBeHidden()
  await expect(english.getByRole('button', { name: 'Select image 1' })).toBeVisible()

  await english.getByRole('button', { name: 'Delete image 1' }).click()
  await question.getByRole('button', { name: 'Delete image' }).click()
  await expect(english.getByText('No images yet. Upload the first one.')).toBeVisible()
  await expect(page.getByText('Image deleted')).toBeVisible()
  await english.getByRole('button', { name: 'Close' }).click()
  // The server cleared the profile picture it was: the initial shows instead.
  await expect(main.getByTestId('profile-avatar').locator('img')).toHaveCount(0)
})

test('a user deletes an image from the library in Portuguese', async ({ page }) => {
  await signUpAndIn(page, 'apaga')
  await page.goto('/profile')
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Alterar foto' }).click()
  const dialog = page.getByRole('dialog', { name: 'Escolha sua foto de perfil' })
  for (const color of [
    { r: 20, g: 120, b: 200 },
    { r: 200, g: 140, b: 20 },
  ]) {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: color } })
      .png()
      .toBuffer()
    const before = await dialog.getByRole('button', { name: /^Selecionar imagem/ }).count()
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: png,
    })
    await expect(dialog.getByRole('button', { name: /^Selecionar imagem/ })).toHaveCount(before + 1)
  }
  await dialog.getByRole('button', { name: 'Excluir imagem 2' }).click()
  const question = dialog.getByRole('group', { name: /Excluir esta imagem\?/ })
  await expect(question).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'image-library-delete', { fullPage: false })
  await question.getByRole('button', { name: 'Excluir imagem' }).click()
  await expect(page.getByText('Imagem excluída')).toBeVisible()
  await expect(dialog.getByRole('button', { name: /^Selecionar imagem/ })).toHaveCount(1)
  // Gone after a reload too.
  await page.reload()
  await page.getByRole('main').getByRole('button', { name: 'Alterar foto' }).click()
  await expect(
    page
      .getByRole('dialog', { name: 'Escolha sua foto de perfil' })
      .getByRole('button', { name: /^Selecionar imagem/ }),
  ).toHaveCount(1)
})

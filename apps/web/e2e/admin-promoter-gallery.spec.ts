import { expect, test, type Locator, type Page } from './support/test.ts'
import sharp from 'sharp'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import {
  clockedRun,
  forRun,
  forRunNamed,
  GALLERY_ADMIN,
  GALLERY_PROMOTER,
} from './support/own-accounts.ts'
import { APP_HEADERS, signInByApi, switchToEnglish } from './support/session.ts'

/** The web app's key pair (not a secret: it ships in the browser). */
const APP = { headers: APP_HEADERS }
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'

async function png(r: number, g: number, b: number) {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()
}

/** Hides the toasts (until the next page load) so they do not cover the screenshots. */
async function dismissToasts(page: Page) {
  await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' })
}

/** What the public profile shows: the gallery order (by kind) and where the cover is. */
async function publicGallery(page: Page, id: string) {
  const res = await page.request.get(`/api/public/promoters/${id}`, APP)
  expect(res.status()).toBe(200)
  const body = (await res.json()) as {
    data: {
      gallery: { kind: string; isCover: boolean }[]
      availability: { weeklyMask: number; blockedDates: string[] }
    }
  }
  return body.data
}

/** The items as named on screen, in order (picture alt or video link text). */
function names(gallery: Locator) {
  return gallery
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) => li.querySelector('img')?.alt ?? li.querySelector('a')?.textContent ?? ''),
    )
}

test('an admin adds to, reorders and sets the cover of a promoter gallery, and edits the schedule', async ({
  page,
}, testInfo) => {
  // Each repeated run edits a promoter of its own (own-accounts.ts, `forRunNamed`).
  const run = clockedRun(testInfo.repeatEachIndex)
  const promoter = forRunNamed(GALLERY_PROMOTER, run)
  await signInByApi(page, '/admin', forRun(GALLERY_ADMIN, run).email)
  await expect(page).toHaveURL(/\/admin\/home$/)
  await page.goto('/admin/promoters')
  await page
    .getByLabel('Buscar por nome, e-mail ou cidade')
    .fill(run === 0 ? 'Vitrine' : `Vitrine ${run + 1}`)
  await page.getByRole('link', { name: `Abrir ${promoter.name}`, exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/promoter\/[0-9a-f-]{36}$/)
  const id = new URL(page.url()).pathname.split('/').pop()!
  const main = page.getByRole('main')

  // Gallery: two uploaded photos (the first becomes the cover) and a video link.
  await main.getByRole('tab', { name: /Galeria/ }).click()
  await expect(page).toHaveURL(/tab=gallery/)
  await expect(main.getByText('A galeria está vazia.')).toBeVisible()
  const gallery = main.getByRole('list', { name: 'Galeria' })
  const upload = main.locator('input[type=file]')
  await upload.setInputFiles({
    name: 'rosa.png',
    mimeType: 'image/png',
    buffer: await png(214, 51, 108),
  })
  await expect(gallery.getByRole('listitem')).toHaveCount(1)
  await expect(gallery.getByRole('listitem').first()).toContainText('Capa')
  await upload.setInputFiles({
    name: 'azul.png',
    mimeType: 'image/png',
    buffer: await png(32, 120, 200),
  })
  await expect(gallery.getByRole('listitem')).toHaveCount(2)
  await main.getByLabel('Link de vídeo (YouTube ou Vimeo)').fill(YOUTUBE)
  await main.getByRole('button', { name: 'Adicionar vídeo' }).click()
  await expect(gallery.getByRole('listitem')).toHaveCount(3)

  // A new cover: the second photo.
  await main.getByRole('button', { name: 'Usar o item 2 como capa' }).click()
  await expect(gallery.getByRole('listitem').nth(1)).toContainText('Capa')
  await expect(gallery.getByRole('listitem').first()).not.toContainText('Capa')
  await expect
    .poll(async () => (await publicGallery(page, id)).gallery)
    .toEqual(
      [
        { kind: 'image', isCover: false },
        { kind: 'image', isCover: true },
        { kind: 'video', isCover: false },
      ].map((g) => expect.objectContaining(g)),
    )

  // Reorder with the keyboard: the video goes to the top.
  await main.getByRole('button', { name: 'Mover o item 3 para cima' }).focus()
  await page.keyboard.press('Enter')
  await expect(main.getByRole('button', { name: 'Mover o item 3 para cima' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => names(gallery)).toEqual(['Vídeo 3 (YouTube)', 'Foto 1', 'Foto 2'])

  // Not saved yet: another tab asks first, in Portuguese; staying keeps the new order.
  await main.getByRole('tab', { name: 'Agenda' }).click()
  const ask = page.getByRole('dialog', { name: 'Sair sem salvar?' })
  await expect(ask).toContainText('A nova ordem da galeria ainda não foi salva')
  await expectAccessible(page)
  await shoot(page, 'admin-promoter-gallery-unsaved-pt', { fullPage: false })
  await ask.getByRole('button', { name: 'Continuar editando' }).click()
  await expect(ask).toBeHidden()
  await expect(page).toHaveURL(/tab=gallery/)
  await expect.poll(() => names(gallery)).toEqual(['Vídeo 3 (YouTube)', 'Foto 1', 'Foto 2'])

  // A reload asks too (the browser's own dialog); dismissing it keeps the page.
  const dialogType = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type())
      void d.dismiss()
    }),
  )
  void page.reload().catch(() => {})
  expect(await dialogType).toBe('beforeunload')
  await expect.poll(() => names(gallery)).toEqual(['Vídeo 3 (YouTube)', 'Foto 1', 'Foto 2'])

  await main.getByRole('button', { name: 'Salvar ordem' }).click()
  await expect(main.getByRole('button', { name: 'Salvar ordem' })).toBeHidden()
  await expect
    .poll(async () => (await publicGallery(page, id)).gallery.map((g) => g.kind))
    .toEqual(['video', 'image', 'image'])
  await expectAccessible(page)
  await dismissToasts(page)
  await shoot(page, 'admin-promoter-gallery-pt')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  // Schedule, keyboard only: Monday morning on, then save.
  await main.getByRole('tab', { name: /Galeria/ }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(main.getByRole('tab', { name: 'Agenda' })).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(/tab=schedule/)
  const monday = main.getByRole('checkbox', { name: 'Segunda-feira, Manhã' })
  await monday.focus()
  await page.keyboard.press('Space')
  await expect(monday).toBeChecked()
  await main.getByRole('button', { name: 'Salvar agenda' }).focus()
  await page.keyboard.press('Enter')
  // (The toasts are hidden since the screenshot above: the saved state shows in the form.)
  await expect(main.getByText('Há alterações não salvas.')).toBeHidden()
  await expect
    .poll(async () => (await publicGallery(page, id)).availability.weeklyMask & (1 << 3))
    .not.toBe(0)
  await expectAccessible(page)
  await dismissToasts(page)
  await shoot(page, 'admin-promoter-schedule-edit-pt')

  // English: the same editor in English; leaving with an unsaved order asks, then leaves.
  await switchToEnglish(page)
  await main.getByRole('tab', { name: /Gallery/ }).click()
  await expect(gallery).toHaveCount(0)
  const galleryEn = main.getByRole('list', { name: 'Gallery' })
  await expect(galleryEn.getByRole('listitem')).toHaveCount(3)
  await expect(galleryEn.getByRole('listitem').nth(2)).toContainText('Cover')
  await expectAccessible(page)
  await dismissToasts(page)
  await shoot(page, 'admin-promoter-gallery-en')
  await main.getByRole('button', { name: 'Move item 1 down' }).click()
  await main.getByRole('link', { name: 'Back to the list' }).click()
  const askEn = page.getByRole('dialog', { name: 'Leave without saving?' })
  await expect(askEn).toContainText('The new gallery order is not saved yet')
  await expectAccessible(page)
  await askEn.getByRole('button', { name: 'Leave without saving' }).click()
  await expect(page).toHaveURL(/\/admin\/promoters$/)
  // Nothing saved: the order stays as it was.
  expect((await publicGallery(page, id)).gallery.map((g) => g.kind)).toEqual([
    'video',
    'image',
    'image',
  ])

  await page.goto(`/admin/promoter/${id}?tab=schedule`)
  await expect(main.getByRole('checkbox', { name: 'Monday, Morning' })).toBeChecked()
  await expectAccessible(page)
  await shoot(page, 'admin-promoter-schedule-edit-en')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(page)
})

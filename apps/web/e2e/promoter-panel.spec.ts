import { expect, test, type Locator, type Page } from './support/test.ts'
import sharp from 'sharp'
import { closeToasts, expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { clockedRun, forRun } from './support/own-accounts.ts'
import { PANEL_PROMOTER } from './support/own-accounts-runs.ts'
import { signInByApi, switchToEnglish } from './support/session.ts'

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'

async function png(r: number, g: number, b: number) {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()
}

/** Closes the toasts (axe must not catch one mid-animation). */
const toastsGone = closeToasts

/** Hides the toasts (until the next page load) so they do not cover the screenshots. */
async function dismissToasts(page: Page) {
  await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' })
}

/** Presses Tab until the focused element's accessible name matches (keyboard-only journeys). */
async function tabTo(page: Page, name: RegExp, max = 60): Promise<string> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el) return ''
      const labelledBy = el.getAttribute('aria-labelledby')
      const byId = labelledBy ? document.getElementById(labelledBy)?.textContent : null
      return el.getAttribute('aria-label') ?? byId ?? el.textContent ?? ''
    })
    if (name.test(label)) return label
  }
  throw new Error(`never reached ${name} with Tab`)
}

async function addPhoto(page: Page, main: Locator, color: [number, number, number], name: string) {
  await main.getByRole('button', { name: 'Adicionar foto' }).click()
  const dialog = page.getByRole('dialog', { name: 'Escolha uma foto para a galeria' })
  await expect(dialog).toBeVisible()
  const before = await dialog.getByRole('button', { name: /Selecionar imagem/ }).count()
  await dialog.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: await png(...color),
  })
  await expect(dialog.getByRole('button', { name: /Selecionar imagem/ })).toHaveCount(before + 1)
  // The library shows the newest first.
  await dialog.getByRole('button', { name: 'Selecionar imagem 1' }).click()
  await expect(dialog).toBeHidden()
}

test('a promoter completes the profile, fills the gallery and sets the schedule', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  // Its own promoter, one per run (server.ts, own-accounts.ts): it completes the profile and
  // switches its language.
  const PROMOTER = forRun(PANEL_PROMOTER, clockedRun(testInfo.repeatEachIndex)).email
  await signInByApi(page, '/promotor', PROMOTER)
  await expect(page).toHaveURL(/\/promotor\/panel\/promoter$/)
  const main = page.getByRole('main')

  // Panel home: greeting, status, and what is still missing.
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Olá, Pri!')
  await expect(main.getByText('Ativo', { exact: true })).toBeVisible()
  const checklist = main.getByRole('region', { name: 'Complete seu perfil' })
  await expect(checklist.getByRole('link')).toHaveText([
    'Adicione uma foto de perfil',
    'Adicione fotos à galeria',
    'Informe os dias e horários em que está disponível',
  ])
  await expect(main.getByRole('link', { name: 'Ver meu perfil público' })).toHaveAttribute(
    'href',
    /^\/promotor\/[0-9a-f-]{36}$/,
  )
  await expectAccessible(page)
  await shoot(page, 'promoter-panel-home-pt')

  // The user menu leads back to the panel.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Pri Painel/ })
    .click()
  await expect(page.getByRole('link', { name: 'Meu painel' })).toBeVisible()
  await page.keyboard.press('Escape')

  // Profile tab: the attributes editor of /profile.
  await main.getByRole('link', { name: 'Editar perfil' }).click()
  await expect(page).toHaveURL(/\/editProfile$/)
  await expect(main.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true')
  const attributes = main.getByRole('region', { name: 'Dados do promotor' })
  await attributes.getByRole('button', { name: 'Editar' }).click()
  await attributes.getByLabel('Altura (cm)').fill('174')
  await attributes.getByLabel('Descrição').fill('Recepcionista bilíngue com experiência em feiras.')
  await attributes.getByRole('button', { name: 'Salvar' }).click()
  await expect(attributes.getByText('174', { exact: true })).toBeVisible()
  await expect(
    attributes.getByText('Recepcionista bilíngue com experiência em feiras.'),
  ).toBeVisible()

  // Gallery tab: two photos (the first becomes the cover), a video link, a new cover, a new order.
  await main.getByRole('tab', { name: 'Galeria' }).click()
  await expect(page).toHaveURL(/tab=gallery/)
  await expect(main.getByText('Sua galeria está vazia. Adicione fotos ou um vídeo.')).toBeVisible()
  await addPhoto(page, main, [214, 51, 108], 'rosa.png')
  const gallery = main.getByRole('list', { name: 'Galeria' })
  await expect(gallery.getByRole('listitem')).toHaveCount(1)
  await expect(gallery.getByRole('listitem').first()).toContainText('Capa')
  await addPhoto(page, main, [32, 120, 200], 'azul.png')
  await expect(gallery.getByRole('listitem')).toHaveCount(2)

  await main.getByLabel('Link de vídeo (YouTube ou Vimeo)').fill('https://example.com/video.mp4')
  await main.getByRole('button', { name: 'Adicionar vídeo' }).click()
  await expect(main.getByText('Use um link do YouTube ou do Vimeo (https://)')).toBeVisible()
  await main.getByLabel('Link de vídeo (YouTube ou Vimeo)').fill(YOUTUBE)
  await main.getByRole('button', { name: 'Adicionar vídeo' }).click()
  await expect(gallery.getByRole('listitem')).toHaveCount(3)
  await expect(gallery.getByRole('link', { name: 'Vídeo 3 (YouTube)' })).toHaveAttribute(
    'href',
    YOUTUBE,
  )

  await main.getByRole('button', { name: 'Usar o item 2 como capa' }).click()
  await expect(gallery.getByRole('listitem').nth(1)).toContainText('Capa')
  await expect(gallery.getByRole('listitem').first()).not.toContainText('Capa')

  // Reorder with the keyboard: the video goes up one place, focus stays on the moved item.
  await main.getByRole('button', { name: 'Mover o item 3 para cima' }).focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('status').filter({ hasText: 'Item 3 agora na posição 2.' }),
  ).toBeAttached()
  await expect(main.getByRole('button', { name: 'Mover o item 3 para cima' })).toBeFocused()
  await main.getByRole('button', { name: 'Salvar ordem' }).click()
  await expect(main.getByRole('button', { name: 'Salvar ordem' })).toBeHidden()
  const names = async () =>
    gallery
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((li) => li.querySelector('img')?.alt ?? li.querySelector('a')?.textContent ?? ''),
      )
  await expect.poll(names).toEqual(['Foto 1', 'Vídeo 2 (YouTube)', 'Foto 3'])
  await toastsGone(page)
  await expectAccessible(page)
  await dismissToasts(page)
  await shoot(page, 'promoter-panel-gallery-pt')

  // Saved: after a reload the order and the cover are the same.
  await page.reload()
  await expect(gallery.getByRole('listitem')).toHaveCount(3)
  await expect.poll(names).toEqual(['Foto 1', 'Vídeo 2 (YouTube)', 'Foto 3'])
  await expect(gallery.getByRole('listitem').nth(2)).toContainText('Capa')

  // Schedule tab, keyboard only: arrows in the tab list, Tab to the controls, Space and Enter.
  await main.getByRole('tab', { name: 'Galeria' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(main.getByRole('tab', { name: 'Agenda' })).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(/tab=schedule/)
  await expect(main.getByRole('heading', { name: 'Disponibilidade semanal' })).toBeVisible()
  await tabTo(page, /^Segunda-feira, Manhã$/)
  await page.keyboard.press('Space')
  await tabTo(page, /^Sexta-feira, Noite$/)
  await page.keyboard.press('Space')
  await expect(main.getByRole('checkbox', { name: 'Segunda-feira, Manhã' })).toBeChecked()
  await expect(main.getByRole('checkbox', { name: 'Sexta-feira, Noite' })).toBeChecked()
  await expect(main.getByRole('checkbox', { name: 'Terça-feira, Manhã' })).not.toBeChecked()

  // Into the calendar: the day in tab order, one day to the right, Enter blocks it.
  await tabTo(page, / — (Disponível|Sem períodos na semana|Bloqueado)$/)
  await page.keyboard.press('ArrowRight')
  const dayLabel = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))
  expect(dayLabel).toMatch(/ — /)
  await page.keyboard.press('Enter')
  const blockedDay = page.locator(
    `button[aria-label="${dayLabel!.replace(/ — .*$/, '')} — Bloqueado"]`,
  )
  await expect(blockedDay).toHaveAttribute('aria-pressed', 'true')
  await expect(main.getByTestId('blocked-list')).toContainText('Dias bloqueados:')
  const blockedText = await main.getByTestId('blocked-list').textContent()
  await tabTo(page, /^Salvar agenda$/)
  await page.keyboard.press('Enter')
  await expect(page.getByText('Agenda salva.')).toBeVisible()
  await toastsGone(page)
  await expectAccessible(page)
  await dismissToasts(page)
  await shoot(page, 'promoter-panel-schedule-pt')

  await page.reload()
  await expect(main.getByRole('checkbox', { name: 'Segunda-feira, Manhã' })).toBeChecked()
  await expect(main.getByRole('checkbox', { name: 'Sexta-feira, Noite' })).toBeChecked()
  await expect(main.getByRole('checkbox', { name: 'Domingo, Manhã' })).not.toBeChecked()
  await expect(main.getByTestId('blocked-list')).toHaveText(blockedText!)

  // Back on the panel only the profile picture is missing.
  await main.getByRole('link', { name: 'Voltar ao painel' }).click()
  await expect(checklist.getByRole('link')).toHaveText(['Adicione uma foto de perfil'])
  await expect(main.getByText('Itens na galeria: 3')).toBeVisible()

  // English.
  await switchToEnglish(page)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Hello, Pri!')
  await expect(main.getByRole('region', { name: 'Complete your profile' })).toContainText(
    'Add a profile picture',
  )
  await expectAccessible(page)
  await shoot(page, 'promoter-panel-home-en')
  await main.getByRole('link', { name: 'Edit profile' }).click()
  await main.getByRole('tab', { name: 'Gallery' }).click()
  await expect(main.getByRole('list', { name: 'Gallery' }).getByRole('listitem')).toHaveCount(3)
  await expect(main.getByRole('button', { name: 'Move item 2 down' })).toBeVisible()
  await expectAccessible(page)
  await dismissToasts(page)
  await shoot(page, 'promoter-panel-gallery-en')
  await main.getByRole('tab', { name: 'Schedule' }).click()
  await expect(main.getByRole('checkbox', { name: 'Monday, Morning' })).toBeChecked()
  await expect(main.getByTestId('blocked-list')).toContainText('Blocked days:')
  await expectAccessible(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await dismissToasts(page)
  await shoot(page, 'promoter-panel-schedule-en')
})

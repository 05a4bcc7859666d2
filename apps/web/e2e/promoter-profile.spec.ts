import { expect, test, type Page } from './support/test.ts'
import { closeToasts, expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { PROFILE_PROMOTER as P } from './support/promoter-profile.ts'
import { APP_HEADERS, switchToEnglish, waitForApp } from './support/session.ts'

const PROFILE = `/promotor/${P.id}`
const UNKNOWN = '/promotor/00000000-0000-4000-8000-000000000000'
/** The web app's key pair (not a secret: it ships in the browser). */
const APP = { headers: APP_HEADERS }

/** `day` (YYYY-MM-DD) plus n calendar days. */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/**
 * The last day the fixture blocked (seeded as today + 10 on the server's calendar), read from the
 * public API: a run that crosses midnight in São Paulo after the seed would miss it by a day.
 */
async function lastBlockedDay(page: Page): Promise<string> {
  const res = await page.request.get(`/api/public/promoters/${P.id}`, APP)
  expect(res.ok()).toBe(true)
  const body = (await res.json()) as { data: { availability: { blockedDates: string[] } } }
  return [...body.data.availability.blockedDates].sort().at(-1)!
}

/**
 * Moves the calendar forward until the month of `day` is shown. Each press is checked before the
 * next, so the app must be running: a press before it is held and replayed (ADR 0073), and a
 * second one would be replayed too.
 */
async function showMonthOf(page: Page, day: string, nextLabel: string) {
  await waitForApp(page)
  const cell = page.locator(`td[data-day="${day}"]`)
  for (let i = 0; i < 2 && !(await cell.count()); i++) {
    await page.getByRole('button', { name: nextLabel }).click()
  }
  return cell
}

test('a visitor sees a promoter profile, browses the gallery by keyboard and reads every rating', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Record what the share sheet would get (Chromium on Linux has none of its own).
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        ;(window as unknown as { shared: ShareData }).shared = data
      },
    })
  })
  await page.goto(PROFILE)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: P.name })).toBeVisible()
  await expect(main.getByText(`${P.city}/${P.uf}`)).toBeVisible()
  await expect(main.getByTestId('certified-badge')).toHaveText('Certificado')
  // Before any interaction the page is the server's (ADR 0073), with the title it gives for
  // sharing and search engines (ADR 0061).
  await expect(page).toHaveTitle(`${P.name} — Recepcionista em ${P.city}/${P.uf} | Galera Eventos`)
  // Never a private field on the page.
  await expect(main.getByText(P.email)).toHaveCount(0)
  await expect(main.getByText('Rua Chile')).toHaveCount(0)
  // Sensitive data stays hidden without the promoter's consent to show it.
  await expect(main.getByText('Cor da pele')).toHaveCount(0)
  await expect(main.getByRole('link', { name: `Instagram de ${P.name}` })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  )
  await expect(
    main.locator('dt', { hasText: 'Idiomas' }).locator('xpath=following-sibling::dd'),
  ).toHaveText('Inglês, Espanhol')

  // Ratings: the summary of the 12 and the latest five.
  const ratings = main.getByRole('region', { name: 'Avaliações' })
  const summary = ratings.getByRole('list', { name: 'Resumo das avaliações' })
  await expect(summary.locator('[data-rating=positive]')).toContainText('8')
  await expect(summary.locator('[data-rating=neutral]')).toContainText('2')
  await expect(summary.locator('[data-rating=negative]')).toContainText('2')
  await expect(ratings.getByTestId('rating')).toHaveCount(5)
  await expect(ratings.getByTestId('rating').first()).toContainText(`Trabalho ${P.ratings}:`)
  await expect(ratings.getByTestId('rating').first()).toContainText('Sul L. · Empresa')

  // Calendar: weekdays in the morning and afternoon, Sundays off, today + 10 blocked.
  const calendar = main.getByRole('region', { name: 'Disponibilidade' })
  await expect(calendar.getByRole('table')).toBeVisible()
  await expect(calendar.getByText('Bloqueado', { exact: true })).toBeVisible()
  const blockedDay = await lastBlockedDay(page)
  const blocked = await showMonthOf(page, blockedDay, 'Próximo mês')
  await expect(blocked).toHaveAttribute('data-state', 'blocked')
  const monday = [1, 2, 3, 4, 5, 6, 7]
    .map((n) => addDays(blockedDay, n))
    .find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 1)!
  const mondayCell = await showMonthOf(page, monday, 'Próximo mês')
  await expect(mondayCell).toHaveAttribute('data-state', 'available')
  await expect(mondayCell).toContainText('disponível: Manhã, Tarde')
  await expectAccessible(page)
  await shoot(page, 'promoter-profile')
  await expectNoHorizontalOverflow(page)

  // Share: the system sheet gets the profile link.
  await main.getByRole('button', { name: 'Compartilhar' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
    .toBe(`${new URL(page.url()).origin}${PROFILE}`)

  // Gallery lightbox: open the first photo, move with the arrows (wrapping), close with Esc.
  const gallery = main.getByRole('region', { name: 'Galeria' })
  const first = gallery.getByRole('button', { name: 'Abrir foto 1 de 4' })
  await first.click()
  const dialog = page.getByRole('dialog', { name: '1 de 4' })
  await expect(dialog).toBeVisible()
  const photo = dialog.getByRole('img', { name: `Foto 1 de ${P.name}` })
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  await expectAccessible(page)
  await shoot(page, 'promoter-gallery', { fullPage: false })
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('dialog', { name: '2 de 4' })).toBeVisible()
  await expect(page.getByRole('img', { name: `Foto 2 de ${P.name}` })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  const video = page.getByRole('dialog', { name: '4 de 4' })
  await expect(video).toBeVisible()
  await expect(video.locator('iframe')).toHaveAttribute('title', `Vídeo 4 de ${P.name}`)
  await expect(video.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  )
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('dialog', { name: '1 de 4' })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('dialog', { name: '4 de 4' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(first).toBeFocused()

  // Every rating, ten a page.
  await ratings.getByRole('link', { name: 'Ver todas as avaliações' }).click()
  await expect(page).toHaveURL(new RegExp(`/comments/${P.id}$`))
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Avaliações de ${P.name}`)
  await expect(main.getByText('12 avaliações')).toBeVisible()
  await expect(main.getByTestId('rating')).toHaveCount(10)
  await expectAccessible(page)
  await shoot(page, 'promoter-comments')
  await main.getByRole('button', { name: 'Página 2' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(main.getByTestId('rating')).toHaveCount(2)
  await expect(main.getByTestId('rating').last()).toContainText('Trabalho 1:')
  await page.goBack()
  await expect(main.getByTestId('rating')).toHaveCount(10)
  await main.getByRole('link', { name: 'Voltar ao perfil' }).click()
  await expect(page).toHaveURL(new RegExp(`${PROFILE}$`))
})

test('without a share sheet the link is copied, and the profile reads in English', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined })
  })
  await page.goto(PROFILE)
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Compartilhar' }).click()
  await expect(page.getByText('Link copiado.', { exact: false })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}${PROFILE}`,
  )

  await switchToEnglish(page)
  // The Portuguese "link copied" toast outlives the switch; it would cover the English header.
  await closeToasts(page)
  await expect(main.getByTestId('certified-badge')).toHaveText('Certified')
  await expect(main.getByRole('heading', { name: 'Availability' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'See all ratings' })).toBeVisible()
  await expect(
    main.locator('dt', { hasText: 'Languages' }).locator('xpath=following-sibling::dd'),
  ).toHaveText('English, Spanish')
  await expectAccessible(page)
  await shoot(page, 'promoter-profile-en')

  await main.getByRole('link', { name: 'See all ratings' }).click()
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Ratings of ${P.name}`)
  await expectAccessible(page)
  await shoot(page, 'promoter-comments-en')

  await page.goto(UNKNOWN)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Promoter not found')
  await expectAccessible(page)
  await shoot(page, 'promoter-not-found-en')
})

test('an unknown promoter shows "not found"', async ({ page }) => {
  await page.goto(UNKNOWN)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Promotor não encontrado')
  await expect(main.getByRole('link', { name: 'Buscar promotores' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'promoter-not-found')
  await page.goto(`/comments/${UNKNOWN.split('/').pop()}`)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Promotor não encontrado')
})

test('the served HTML of a profile previews well and the sitemap lists it', async ({ request }) => {
  const res = await request.get(PROFILE)
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toMatch(
    new RegExp(
      `<meta property="og:title" content="${P.name} — [^"]+ em ${P.city}/${P.uf} \\| Galera Eventos">`,
    ),
  )
  expect(html).toContain('<meta property="og:type" content="profile">')
  expect(html).toMatch(
    /<meta property="og:image" content="http[^"]+\/files\/images\/[0-9a-f-]{36}\/large\.webp">/,
  )
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
  expect(ld).not.toBeNull()
  expect(JSON.parse(ld![1])).toMatchObject({
    '@type': 'Person',
    name: P.name,
    address: { addressLocality: P.city, addressRegion: P.uf },
    aggregateRating: { ratingCount: P.ratings },
  })
  expect(html).not.toContain(P.email)

  const unknown = await (await request.get(UNKNOWN)).text()
  expect(unknown).not.toContain('application/ld+json')

  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  expect(await sitemap.text()).toContain(`/promotor/${P.id}</loc>`)
})

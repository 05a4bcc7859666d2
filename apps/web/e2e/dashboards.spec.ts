import { expect, test, type Page } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { DASHBOARD_ADMIN, DASHBOARD_SUPPLIER } from './support/dashboards-journey.ts'
import { clockedRun, forRun } from './support/own-accounts.ts'
import { signInByApi, switchToEnglish, waitForApp } from './support/session.ts'
import { expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'

/*
 * The home page's slides (top "Destaques", bottom "Mais destaques"), the admin Start tab
 * and the supplier Start tab, on the main instance's demo data (promotions-demo.ts: two online
 * direct banners — top and bottom, the bottom one with an external link — and an online won ad
 * at the top; an open company auction).
 */
const TOP_BANNER = 'Bahia Promo — brindes sustentáveis'
const BOTTOM_BANNER = 'Semana das canetas personalizadas'
const OPEN_AUCTION = 'Espaço da empresa no topo da página inicial'

const trackScroll = (page: Page) =>
  page
    .getByRole('region', { name: 'Destaques', exact: true })
    .locator('ul')
    .first()
    .evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))

test('home shows the top and bottom slides, moves by keyboard and fits a phone', async ({
  page,
}) => {
  // The slider's code comes late, as on a slow phone: the app must not answer before it is here.
  // A press on the server's HTML of a part still loading was lost (ADR 0084).
  await page.route(/\/assets\/slide-carousel-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  await page.goto('/')
  // A key press, unlike a click, does not wait for the server-rendered page to hydrate.
  await waitForApp(page)
  const top = page.getByRole('region', { name: 'Destaques', exact: true })
  const bottom = page.getByRole('region', { name: 'Mais destaques', exact: true })
  await expect(top.getByRole('img', { name: TOP_BANNER })).toBeAttached()
  await expect(bottom.getByRole('img', { name: BOTTOM_BANNER })).toBeAttached()
  // The top slides sit right under the hero; the bottom ones after "how it works", before the footer.
  const [topY, bottomY, footerY] = await Promise.all([
    top.evaluate((el) => el.getBoundingClientRect().top + window.scrollY),
    bottom.evaluate((el) => el.getBoundingClientRect().top + window.scrollY),
    page.getByRole('contentinfo').evaluate((el) => el.getBoundingClientRect().top + window.scrollY),
  ])
  expect(topY).toBeLessThan(900)
  expect(bottomY).toBeGreaterThan(topY)
  expect(bottomY).toBeLessThan(footerY)
  // The bottom banner leads to another site, in a new tab.
  const external = bottom.getByRole('link', { name: new RegExp(BOTTOM_BANNER) })
  await expect(external).toHaveAttribute('href', /^https:\/\//)
  await expect(external).toHaveAttribute('target', '_blank')
  await expect(bottom.getByRole('img', { name: BOTTOM_BANNER })).toHaveAttribute('loading', 'lazy')

  // Keyboard: from "previous" Tab reaches "next"; Enter moves one slide; the dots go back.
  const next = top.getByRole('button', { name: 'Próximo destaque', exact: true })
  await top.getByRole('button', { name: 'Destaque anterior', exact: true }).focus()
  await page.keyboard.press('Tab')
  await expect(next).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(top.getByRole('button', { name: /^Ir para o destaque 2 de \d+$/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect.poll(() => trackScroll(page)).toBe(1)
  const first = top.getByRole('button', { name: /^Ir para o destaque 1 de \d+$/ })
  await first.focus()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-current', 'true')
  await expect.poll(() => trackScroll(page)).toBe(0)

  await expectAccessible(page)
  await shoot(page, 'home-slides-pt')

  // A phone gets the mobile art (the <picture> source for max-width 767px), without sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 })
  const img = top.getByRole('img').first()
  const mobileUrl = await img.evaluate(
    (el) => el.parentElement?.querySelector('source')?.getAttribute('srcset') ?? '',
  )
  expect(mobileUrl).not.toBe('')
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc))
    .toContain(mobileUrl)
  await expectNoHorizontalOverflow(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  await switchToEnglish(page)
  await expect(
    page
      .getByRole('region', { name: 'Featured', exact: true })
      .getByRole('img', { name: TOP_BANNER }),
  ).toBeAttached()
  await expect(page.getByRole('region', { name: 'More featured', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'home-slides-en')
})

test('admin Start shows the figures, auctions and today’s slides', async ({ page }, testInfo) => {
  // It switches its language: the admin of its run (dashboards-journey.ts).
  const admin = forRun(DASHBOARD_ADMIN, clockedRun(testInfo.repeatEachIndex))
  await signInByApi(page, DEMO.admin.loginPath, admin.email)
  await expect(page).toHaveURL(DEMO.admin.landing)
  const main = page.getByRole('main')
  await expect(main.getByRole('region', { name: 'Números' })).toBeVisible()
  await expect(main.getByText('Receita de anúncios no mês')).toBeVisible()
  const open = main.getByRole('region', { name: 'Lances abertos' })
  await expect(open.getByRole('link', { name: OPEN_AUCTION })).toHaveAttribute(
    'href',
    /^\/admin\/auction\/[0-9a-f-]{36}$/,
  )
  const slides = main.getByRole('region', { name: 'Slides da home hoje' })
  await expect(slides.getByText(TOP_BANNER)).toBeVisible()
  await expect(slides.getByText(BOTTOM_BANNER)).toBeVisible()
  await expect(
    main.getByRole('region', { name: 'Últimos produtos' }).getByRole('row'),
  ).not.toHaveCount(0)
  await expectAccessible(page)
  await shoot(page, 'admin-start-pt')

  await switchToEnglish(page)
  await expect(main.getByRole('region', { name: 'Figures' })).toBeVisible()
  await expect(
    main.getByRole('region', { name: 'Home slides today' }).getByText(TOP_BANNER),
  ).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'admin-start-en')

  // The auction link opens the auction's page.
  await main
    .getByRole('region', { name: 'Bidding open' })
    .getByRole('link', { name: OPEN_AUCTION })
    .click()
  await expect(page).toHaveURL(/\/admin\/auction\/[0-9a-f-]{36}$/)
})

test('supplier Start shows requests, figures and promotions', async ({ page }, testInfo) => {
  // It switches its language: the supplier of its run (dashboards-journey.ts).
  const supplier = forRun(DASHBOARD_SUPPLIER, clockedRun(testInfo.repeatEachIndex))
  await signInByApi(page, DEMO.supplier.loginPath, supplier.email)
  await expect(page).toHaveURL(DEMO.supplier.landing)
  await expect(page.getByRole('main').getByText(DASHBOARD_SUPPLIER.product).first()).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible()
  await expect(main.getByRole('region', { name: 'Pedidos aguardando sua resposta' })).toBeVisible()
  await expect(main.getByText('Taxa de resposta (90 dias)')).toBeVisible()
  await expect(main.getByRole('region', { name: 'Promoções ativas' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'supplier-start-pt')

  await switchToEnglish(page)
  await expect(main.getByRole('heading', { level: 1, name: 'Start' })).toBeVisible()
  await expect(main.getByRole('region', { name: 'Requests waiting for your answer' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'supplier-start-en')
})

import { expect, test, type Browser, type Locator, type Page } from './support/test.ts'
import sharp from 'sharp'
import { DEMO } from './support/accounts.ts'
import { serverNow } from './support/clocked.ts'
import { adAuctionAccounts, clockedRun } from './support/own-accounts.ts'
import { closeToasts, expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { signInByApi, switchLanguage, switchToEnglish, waitForApp } from './support/session.ts'

/*
 * The ad auction (ADR 0022), on its own clocked instance (e2e/support/server.ts: two ports up, its own
 * database, TEST_CLOCK on): an admin opens a company auction through the admin form; two suppliers
 * bid and each sees the other's bid arrive without reloading; time moves past the close (test-only
 * POST /dev/clock, which also runs the ticker); the winner uploads its art and, once time reaches
 * the ad's first day, the home page shows the slide at desktop and mobile widths. Every account
 * is the run's own (own-accounts.ts): the winner switches to English, and a repeated run starts
 * where the clock was left.
 */

const AD_CLOCKED = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2}`
test.use({ baseURL: AD_CLOCKED })

/** São Paulo wall time of `date` as a datetime-local value (`YYYY-MM-DDTHH:mm`). */
function spWall(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/** A PNG of exactly `width` × `height` (a gradient with a caption), well under the KB limits. */
async function art(width: number, height: number, caption: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b7285"/><stop offset="1" stop-color="#5f3dc4"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(height / 7)}"
      fill="#fff" text-anchor="middle" dominant-baseline="middle">${caption}</text>
  </svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer()
}

async function signIn(browser: Browser, email: string, loginPath: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: AD_CLOCKED, locale: 'pt-BR' })
  const page = await context.newPage()
  await signInByApi(page, loginPath, email)
  await expect(page).not.toHaveURL(new RegExp(`${loginPath}$`))
  return page
}

/** Picks `option` in a labelled select, native or Mantine (combobox + listbox). */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  // Required labels end with an asterisk: match the label text, not the whole of it.
  const field = scope.getByLabel(label)
  if ((await field.evaluate((el) => el.tagName)) === 'SELECT') {
    await field.selectOption({ label: option })
    return
  }
  await field.click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Every bid asks to confirm what a win costs (ADR 0031): confirm the one of `amount`. */
const confirmBid = (page: Page, amount: string) =>
  page
    .getByRole('dialog', { name: `Confirmar lance de ${amount}?` })
    .getByRole('button', { name: `Confirmar lance de ${amount}` })
    .click()
/** The live highest bid on a supplier's auction page (an aria-live region). */
const liveHighest = (page: Page) => page.locator('[aria-live="polite"]', { hasText: 'Maior lance' })

test('an admin opens an ad auction, two suppliers bid live, the winner uploads art and the home shows it', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000)
  const run = clockedRun(testInfo.repeatEachIndex)
  const accounts = adAuctionAccounts(run)
  const WINNER = { email: accounts.winner.email, title: accounts.winner.name }
  const RIVAL = { email: accounts.rival.email }
  // A repeated run first lets the week-long ad of the run before end, so the top slot's first
  // slide is this run's (before signing in: sessions age with the clock).
  const now = await serverNow(request, run > 0 ? 8 * 24 : undefined)
  const admin = await signIn(browser, accounts.admin.email, DEMO.admin.loginPath)
  const opens = spWall(now)
  const closes = spWall(new Date(now.getTime() + 10 * 60_000))
  const startsOn = addDays(closes.slice(0, 10), 1)
  const endsOn = addDays(startsOn, 6)
  const name = `Vitrine da empresa ${startsOn}`

  // The admin opens the auction through the form (contract labels, ADR 0022).
  await admin.goto('/admin/auctions')
  await admin.getByRole('button', { name: 'Novo leilão' }).click()
  const form = admin.getByRole('dialog')
  await choose(admin, form, 'Tipo', 'Espaço publicitário da empresa')
  await form.getByLabel('Nome').fill(name)
  await form
    .getByLabel('Detalhes')
    .fill(
      'Espaço no topo da página inicial com a arte da empresa vencedora, por uma semana, levando à página da empresa. Arte nos tamanhos indicados.',
    )
  await choose(admin, form, 'Posição do banner', 'Topo')
  await form.getByLabel('Ordem no slide').fill('1')
  await form.getByLabel('Lance mínimo (R$)').fill('100')
  await form.getByLabel('Valor do botão de lance (R$)').fill('10')
  await form.getByLabel('Lances a partir de').fill(opens)
  await form.getByLabel('Lances até').fill(closes)
  await form.getByLabel('Início do anúncio').fill(startsOn)
  await form.getByLabel('Fim do anúncio').fill(endsOn)
  await form.getByRole('button', { name: 'Abrir leilão' }).click()
  await expect(admin).toHaveURL(/\/admin\/auction\/[0-9a-f-]{36}$/)
  const auctionId = admin.url().split('/').pop()!

  // Both suppliers find it in their Promotions tab.
  const winner = await signIn(browser, WINNER.email, DEMO.supplier.loginPath)
  const rival = await signIn(browser, RIVAL.email, '/promotor')
  await winner.goto('/promotor/panel/supplier/promotions/open')
  const card = winner.getByRole('article').filter({ hasText: name })
  await expect(card).toBeVisible()
  await expect(card.getByText('Lances abertos')).toBeVisible()
  await expectAccessible(winner)
  await shoot(winner, 'ad-auction-supplier-list-pt-BR')
  await card.getByRole('link', { name: `Ver leilão ${name}` }).click()
  await expect(winner).toHaveURL(new RegExp(`/promotor/panel/supplier/promotion/${auctionId}$`))
  await rival.goto(`/promotor/panel/supplier/promotion/${auctionId}`)

  // First bid at the minimum; the rival sees it without reloading and outbids with the button.
  await expect(liveHighest(winner)).toContainText('Sem lances')
  await winner.getByRole('button', { name: 'Dar lance de R$ 100,00' }).click()
  await confirmBid(winner, 'R$ 100,00')
  await expect(liveHighest(winner)).toContainText('R$ 100,00')
  await expect(liveHighest(rival)).toContainText('R$ 100,00')
  await rival.getByRole('button', { name: 'Dar lance de R$ 110,00' }).click()
  await confirmBid(rival, 'R$ 110,00')
  await expect(liveHighest(rival)).toContainText('Seu lance é o maior até agora.')
  // Pushed through the auction's live stream: the winner's page was never reloaded.
  await expect(liveHighest(winner)).toContainText('R$ 110,00')
  await expect(liveHighest(winner)).toContainText('Seu lance foi superado')

  // A too-low "other amount" is refused in the user's language; a valid one leads again.
  await winner.getByLabel('Outro valor (R$)', { exact: true }).fill('115,00')
  await winner.getByRole('button', { name: 'Dar lance', exact: true }).click()
  await confirmBid(winner, 'R$ 115,00')
  await expect(
    winner.getByRole('alert').filter({ hasText: 'O lance precisa ser de pelo menos R$ 120,00' }),
  ).toBeVisible()
  await winner.getByLabel('Outro valor (R$)', { exact: true }).fill('150,00')
  await winner.getByRole('button', { name: 'Dar lance', exact: true }).click()
  await confirmBid(winner, 'R$ 150,00')
  await expect(liveHighest(winner)).toContainText('R$ 150,00')
  await expect(liveHighest(winner)).toContainText('Seu lance é o maior até agora.')
  await expect(liveHighest(rival)).toContainText('R$ 150,00')
  await expect(rival.getByRole('button', { name: 'Dar lance de R$ 160,00' })).toBeVisible()
  await expectAccessible(winner)
  await shoot(winner, 'ad-auction-bidding-pt-BR')

  // Time passes the close (test-only control, which runs the ticker): one winner.
  const closed = await winner.request.post('/dev/clock', { data: { advanceHours: 1 } })
  expect(closed.status()).toBe(200)
  const afterClose = (await closed.json()) as { now?: string; data?: { now: string } }
  const nowAfterClose = new Date(afterClose.now ?? afterClose.data!.now)

  // ADR 0064: won, not paid yet: the pages say the slot awaits its payment, not "scheduled".
  await winner.goto('/promotor/panel/supplier/promotions/won')
  const wonCard = winner.getByRole('article').filter({ hasText: name })
  await expect(wonCard.getByText('Aguardando seu pagamento')).toBeVisible()
  await wonCard.getByRole('link', { name: `Ver leilão ${name}` }).click()
  const result = winner.getByTestId('auction-result')
  await expect(result).toContainText(
    /Você venceu este leilão com R\$ 150,00\. Pague até \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} para pôr o anúncio no ar/,
  )
  await expect(winner.getByTestId('ad-status')).toHaveText('Aguardando pagamento')
  await expectAccessible(winner)
  await shoot(winner, 'ad-auction-awaiting-payment-pt-BR')

  // The admin reads who must pay, how much and by when; in English too.
  await admin.goto(`/admin/auction/${auctionId}`)
  const slot = admin.getByTestId('admin-slot-payment')
  await expect(slot.getByTestId('slot-badge')).toHaveText('Aguardando pagamento')
  await expect(slot).toContainText(`Deve pagar${WINNER.title}`)
  await expect(slot).toContainText('ValorR$ 150,00')
  await expect(slot).toContainText(/Prazo para pagar\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/)
  await expect(admin.getByTestId('admin-ad-status')).toHaveText('Aguardando pagamento')
  await expectAccessible(admin)
  await shoot(admin, 'ad-auction-admin-awaiting-payment-pt-BR')
  await switchToEnglish(admin)
  await expect(slot.getByTestId('slot-badge')).toHaveText('Awaiting payment')
  await expect(slot).toContainText(`Must pay${WINNER.title}`)
  await expectAccessible(admin)
  await shoot(admin, 'ad-auction-admin-awaiting-payment-en')
  await switchLanguage(admin, 'pt-BR')

  // The art: exact sizes (top position), desktop then mobile, with previews.
  await winner.getByLabel('Arte para computador').setInputFiles({
    name: 'vitrine-desktop.png',
    mimeType: 'image/png',
    buffer: await art(1280, 400, WINNER.title),
  })
  const desktopPreview = winner.getByRole('img', { name: 'Arte enviada para computador' })
  await expect(desktopPreview).toBeVisible()
  await winner.getByLabel('Arte para celular').setInputFiles({
    name: 'vitrine-mobile.png',
    mimeType: 'image/png',
    buffer: await art(780, 600, WINNER.title),
  })
  const mobilePreview = winner.getByRole('img', { name: 'Arte enviada para celular' })
  await expect(mobilePreview).toBeVisible()
  const desktopUrl = new URL((await desktopPreview.getAttribute('src'))!, AD_CLOCKED).pathname
  const mobileUrl = new URL((await mobilePreview.getAttribute('src'))!, AD_CLOCKED).pathname
  await expectAccessible(winner)
  await closeToasts(winner)
  await shoot(winner, 'ad-auction-won-pt-BR')

  // ADR 0060: the ad goes online only once paid. The winner pays the bid by Pix on the provider's
  // page (the Asaas stand-in of this instance) from "Faturas de anúncio".
  const promotionUrl = winner.url()
  await result.getByRole('link', { name: 'Pagar o anúncio' }).click()
  await expect(winner).toHaveURL(/\/promotor\/panel\/supplier\/ad-invoices$/)
  const invoice = winner.getByTestId('ad-invoice').filter({ hasText: name })
  await expect(invoice).toHaveAttribute('data-status', 'pending')
  await expect(invoice.getByText('A pagar')).toBeVisible()
  await invoice.getByRole('button', { name: 'Pagar agora' }).click()
  await expect(invoice.getByRole('img', { name: 'QR code Pix de R$ 150,00' })).toBeVisible()
  await expect(invoice.getByLabel('Pix copia e cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/)
  await expectAccessible(winner)
  // Desktop 1280 and mobile 390 (shoot takes both); the mobile width is checked below too.
  await closeToasts(winner)
  await shoot(winner, 'ad-invoice-pix-pt-BR')
  await winner.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(winner)
  await expectAccessible(winner)
  await winner.setViewportSize({ width: 1280, height: 800 })
  const invoicesUrl = winner.url()
  const providerPage = await invoice.getByTestId('pay-card').getAttribute('href')
  await winner.goto(providerPage!)
  await winner.getByRole('button', { name: 'Simular pagamento Pix' }).click()
  await expect(winner.getByTestId('standin-status')).toHaveText('RECEIVED')
  await winner.goto(invoicesUrl)
  await expect(invoice).toHaveAttribute('data-status', 'paid')
  await expect(invoice.getByText('Paga', { exact: true })).toBeVisible()

  // The rival lost.
  await rival.goto('/promotor/panel/supplier/promotions/mine')
  await expect(
    rival.getByRole('article').filter({ hasText: name }).getByText('Não venceu'),
  ).toBeVisible()

  // Time reaches the ad's first day (00:00 in São Paulo is 03:00 UTC), plus an hour.
  const firstDay = Date.parse(`${startsOn}T04:00:00Z`)
  const hours = Math.ceil((firstDay - nowAfterClose.getTime()) / 3_600_000)
  const moved = await winner.request.post('/dev/clock', { data: { advanceHours: hours } })
  expect(moved.status()).toBe(200)

  // The home page shows the slide: the desktop art at 1280 px, the mobile art at 390 px.
  const home = await (await browser.newContext({ baseURL: AD_CLOCKED, locale: 'pt-BR' })).newPage()
  await home.setViewportSize({ width: 1280, height: 800 })
  await home.goto('/')
  const top = home.getByRole('region', { name: 'Destaques', exact: true })
  const slides = top.locator(`img[alt="${WINNER.title}"]`)
  // The art the browser shows. The winner's slide is not the first of the track: its art is lazy
  // and is fetched once a person moves to it (here, scrolled to), not before; until then it has
  // no `currentSrc`, and its `src` (the desktop art) says nothing about what a phone picks.
  const shown = async () => {
    await slides.first().scrollIntoViewIfNeeded()
    return slides.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((i) => i.currentSrc && new URL(i.currentSrc).pathname),
    )
  }
  await expect.poll(shown).toContain(desktopUrl)
  await home.setViewportSize({ width: 390, height: 844 })
  await home.reload()
  // The app (loaded on a visitor's first interaction, ADR 0073) keeps the carousel's dots on the
  // slide scrolled to.
  await waitForApp(home)
  await expect.poll(shown).toContain(mobileUrl)
  await expectNoHorizontalOverflow(home)
  await expectAccessible(home)
  await shoot(home, 'ad-auction-home-slide-pt-BR', { fullPage: false })
  // The language switch sits in the desktop header.
  await home.setViewportSize({ width: 1280, height: 800 })
  await switchToEnglish(home)
  await expect(
    home
      .getByRole('region', { name: 'Featured', exact: true })
      .locator(`img[alt="${WINNER.title}"]`),
  ).not.toHaveCount(0)
  await shoot(home, 'ad-auction-home-slide-en', { fullPage: false })

  // The winner's ad is online; the page in English.
  await winner.goto(promotionUrl)
  await expect(winner.getByTestId('ad-status')).toHaveText('No ar')
  await switchToEnglish(winner)
  await expect(winner.getByTestId('ad-status')).toHaveText('Online')
  await expect(
    winner.getByText('You won this auction with R$ 150,00 and the payment was received.'),
  ).toBeVisible()
  await expect(winner.getByRole('button', { name: 'Cancel ad' })).toBeVisible()
  await expectAccessible(winner)
  await closeToasts(winner)
  await shoot(winner, 'ad-auction-won-en')

  // Its invoice in English, desktop and mobile.
  await winner.goto(invoicesUrl)
  const paid = winner.getByTestId('ad-invoice').filter({ hasText: name })
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible()
  await expect(winner.getByRole('heading', { name: 'My ad invoices' })).toBeVisible()
  await expectAccessible(winner)
  await closeToasts(winner)
  await shoot(winner, 'ad-invoice-paid-en')
  await winner.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(winner)
  await expectAccessible(winner)
})

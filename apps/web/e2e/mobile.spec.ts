import { expect, test, type Page } from './support/test.ts'
import { DEMO } from './support/accounts.ts'
import { expectAccessible, shoot } from './support/look.ts'
import { MOBILE_EVENTS, MOBILE_PROMOTER, mobileAccounts } from './support/mobile-journey.ts'
import { clockedRun } from './support/own-accounts.ts'
import { signInByApi, switchToEnglish } from './support/session.ts'
import { expectNothingSqueezed } from './support/squeeze.ts'

/*
 * Every wide screen at 390 px, in pt-BR and in English: nothing squeezed (a title one letter per
 * line), no badge cut, the page never scrolls sideways; the earnings, payouts and comparison
 * tables become stacked cards with the same figures. Demo accounts only read (ADR 0032): the
 * supplier is the demo one (its language switch is refused by the server and stays in the
 * browser); the others are this journey's own (support/mobile-journey.ts), one set per run.
 */

const PHONE = { width: 390, height: 844 }
const AUCTION = 'Espaço da empresa no topo da página inicial'

/** Whole-number cents read back from "R$ 1.234,56". */
const cents = (text: string) => Number(text.replace(/[^\d-]/g, ''))

/** The language switch sits in the header's desktop bar: switch there, come back to the phone. */
async function english(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await switchToEnglish(page)
  await page.setViewportSize(PHONE)
  // A responsive table is a table (in a sideways-scrolling box) at desktop width and cards on a
  // phone once the width's media query has re-rendered it: the checks read the phone's layout.
  await expect(page.locator('[data-layout="table"]')).toHaveCount(0)
}

async function checkPhone(page: Page, shot: string) {
  await expectNothingSqueezed(page)
  await expectAccessible(page)
  await shoot(page, shot)
  await page.setViewportSize(PHONE)
}

/**
 * The admin tab bar on a phone: one row that scrolls sideways (sixteen tabs once wrapped to eight
 * rows above the title), with the current tab wholly in view.
 */
async function expectTabsInOneRow(page: Page, label: string, current: string) {
  const nav = page.getByRole('navigation', { name: label })
  const tab = nav.getByRole('link', { name: current })
  await expect(tab).toHaveAttribute('aria-current', 'page')
  const [bar, here] = [(await nav.boundingBox())!, (await tab.boundingBox())!]
  expect(bar.height).toBeLessThan(here.height * 1.5)
  expect(await nav.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true)
  expect(here.x).toBeGreaterThanOrEqual(bar.x)
  expect(here.x + here.width).toBeLessThanOrEqual(bar.x + bar.width)
}

async function auctionCard(page: Page, tab: RegExp, phase: RegExp, standing: RegExp) {
  await page.getByRole('main').getByRole('tab', { name: tab }).click()
  const card = page.getByRole('article', { name: AUCTION })
  await expect(card.getByText(phase)).toBeVisible()
  await expect(card.getByText(standing)).toBeVisible()
  // The title keeps a readable width beside or above both badges.
  const title = card.getByRole('heading', { name: AUCTION })
  const box = (await title.boundingBox())!
  expect(box.width).toBeGreaterThan(200)
}

test('supplier promotions at 390 px: the auction title stays readable with both badges', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await signInByApi(page, DEMO.supplier.loginPath, DEMO.supplier.email)
  await expect(page).toHaveURL(DEMO.supplier.landing)
  await page.goto('/promotor/panel/supplier/promotions/open')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const tab of [/^Abertos$/, /^Meus lances$/]) {
    await auctionCard(page, tab, /Lances abertos/, /Sua situação: Superado/)
    await expectNothingSqueezed(page)
  }
  await checkPhone(page, 'mobile-promotions-pt')

  await english(page)
  for (const tab of [/^Open$/, /^My bids$/]) {
    await auctionCard(page, tab, /Bidding open/, /Your standing: Outbid/)
    await expectNothingSqueezed(page)
  }
  await checkPhone(page, 'mobile-promotions-en')
})

test('promoter earnings at 390 px: stacked cards adding up, the refunded badge whole', async ({
  page,
}, testInfo) => {
  const { promoter } = mobileAccounts(clockedRun(testInfo.repeatEachIndex))
  await page.setViewportSize(PHONE)
  await signInByApi(page, '/promotor', promoter.email)
  await expect(page).toHaveURL(/\/promotor\/panel\/promoter$/)
  await page.goto('/promotor/panel/promoter/earnings')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Meus ganhos' })).toBeVisible()
  const list = main.getByTestId('earnings-table')
  await expect(list).toHaveAttribute('data-layout', 'cards')
  const cards = list.getByRole('listitem')
  await expect(cards).toHaveCount(3)
  // Each card adds up (gross = fee + refund + net), and the cards add up to the totals shown.
  let gross = 0
  for (const card of await cards.all()) {
    const [g, f, r, n] = await Promise.all(
      ['gross', 'fee', 'refund', 'net'].map(async (c) =>
        cents(await card.locator(`dd[data-column="${c}"]`).innerText()),
      ),
    )
    expect(f! + r! + n!).toBe(g)
    gross += g!
  }
  expect(gross).toBe(cents(await main.getByTestId('earnings-gross').innerText()))
  const refunded = cards.filter({ hasText: MOBILE_EVENTS.refunded })
  await expect(refunded.getByText('Devolvido ao contratante')).toBeVisible()
  await checkPhone(page, 'mobile-earnings-pt')

  // On a desktop the table: the refunded badge is not cut there either.
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(list).toHaveAttribute('data-layout', 'table')
  await expect(list.getByRole('row').filter({ hasText: MOBILE_EVENTS.refunded })).toContainText(
    'Devolvido ao contratante',
  )
  await expectNothingSqueezed(page)
  await page.setViewportSize(PHONE)

  await english(page)
  await expect(main.getByRole('heading', { level: 1, name: 'My earnings' })).toBeVisible()
  await expect(refunded.getByText('Refunded to the hirer')).toBeVisible()
  await checkPhone(page, 'mobile-earnings-en')
})

test('admin payouts at 390 px: each payout a card with its amount and action', async ({
  page,
}, testInfo) => {
  // Every run's admin reads run 0's promoter: the payouts list is by due date (twenty a page),
  // and the later runs' payouts come after it (support/mobile-journey.ts).
  const { admin } = mobileAccounts(clockedRun(testInfo.repeatEachIndex))
  await page.setViewportSize(PHONE)
  await signInByApi(page, '/admin', admin.email)
  await expect(page).toHaveURL(/\/admin\/home$/)
  await page.goto('/admin/payouts')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Repasses' })).toBeVisible()
  const list = main.getByTestId('payouts')
  await expect(list).toHaveAttribute('data-layout', 'cards')
  // The later runs' promoters ("Mel Celular 2", ...) may be listed too.
  const mine = list
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`${MOBILE_PROMOTER.name}(?! \\d)`) })
  await expect(mine.getByRole('heading', { name: MOBILE_PROMOTER.name })).toBeVisible()
  await expect(mine.locator('dd[data-column="amount"]')).toContainText('R$')
  await expect(
    mine.getByRole('button', { name: `Marcar como pago o repasse de ${MOBILE_PROMOTER.name}` }),
  ).toBeVisible()
  await expect(main.getByTestId('reconciled')).toContainText('Sem diferença')
  await expectTabsInOneRow(page, 'Áreas do painel', 'Repasses')
  await checkPhone(page, 'mobile-payouts-pt')

  await english(page)
  await expect(main.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible()
  await expect(mine.getByText('Amount')).toBeVisible()
  await expectTabsInOneRow(page, 'Panel areas', 'Payouts')
  await checkPhone(page, 'mobile-payouts-en')
})

test('budget comparison at 390 px: one card per proposal, lines adding up to its total', async ({
  page,
}, testInfo) => {
  const { client } = mobileAccounts(clockedRun(testInfo.repeatEachIndex))
  await page.setViewportSize(PHONE)
  await signInByApi(page, '/login', client.email)
  await expect(page).not.toHaveURL(/\/login$/)
  await page.goto('/company/panel/company/budgets/all')
  await page.getByTestId('budget-card').first().getByRole('link').click()
  const list = page.getByTestId('compare-table')
  await expect(list).toHaveAttribute('data-layout', 'cards')
  const cards = list.getByRole('listitem')
  await expect(cards).toHaveCount(2)
  for (const card of await cards.all()) {
    const part = async (id: string) =>
      Number((await card.getByTestId(id).getAttribute('data-cents')) ?? 0)
    const total = await part('price-total')
    expect(total).toBeGreaterThan(0)
    expect(
      (await part('price-items')) + (await part('price-setup')) + (await part('price-freight')),
    ).toBe(total)
    expect(cents(await card.getByTestId('price-total').innerText())).toBe(total)
  }
  await checkPhone(page, 'mobile-compare-pt')

  await english(page)
  await expect(list.getByText('Freight').first()).toBeVisible()
  await checkPhone(page, 'mobile-compare-en')
})

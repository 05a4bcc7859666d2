import { expect, test, type Page } from './support/test.ts'
import {
  PAYMENTS_MASTER,
  UNRECONCILED_CHARGE,
  UNRECONCILED_EVENT,
} from './support/payments-admin-journey.ts'
import { AD_AWAITING_AUCTION, AD_PAID_AUCTION } from './support/ad-payments-admin-journey.ts'
import { closeToasts, expectAccessible, expectNoHorizontalOverflow, shoot } from './support/look.ts'
import { signInByApi, switchLanguage, switchToEnglish } from './support/session.ts'

/*
 * ADR 0057: an admin master opens Payments, reads where the received money is (the parts on screen
 * add up to what was received), finds the seeded held payment, runs the reconciliation with the
 * provider (the stand-in), sees the charge the provider does not know flagged and marks it
 * resolved (both audited); then reads the screen in English. Its own admin (support/
 * payments-admin-journey.ts); other journeys may pay meanwhile, so figures are read, not assumed.
 */

const BUCKETS = ['held', 'due', 'paidOut', 'fees', 'refunded'] as const

/**
 * The figures on screen: each bucket's centavos and what was received, for the hirers' job
 * payments and for the suppliers' ad payments (ADR 0064: charged + refunded = received).
 */
async function figures(page: Page) {
  const cents = async (key: string) =>
    Number(await page.getByTestId(key).getAttribute('data-cents'))
  const parts = await Promise.all(BUCKETS.map((k) => cents(`payments-${k}`)))
  const adParts = await Promise.all(['charged', 'refunded'].map((k) => cents(`ad-payments-${k}`)))
  return {
    received: await cents('payments-received'),
    parts: parts.reduce((a, b) => a + b, 0),
    adReceived: await cents('ad-payments-received'),
    adParts: adParts.reduce((a, b) => a + b, 0),
  }
}

test('an admin master reads the payments, reconciles with the provider and resolves a difference', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInByApi(page, '/admin', PAYMENTS_MASTER.email)
  await expect(page).toHaveURL(/\/admin\/home$/)
  await page
    .getByRole('navigation', { name: 'Áreas do painel' })
    .getByRole('link', { name: 'Pagamentos' })
    .click()
  await expect(page).toHaveURL(/\/admin\/payments$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeVisible()

  // The buckets add up to what was received, and the screen says so; the ad money too.
  await expect(page.getByTestId('ad-payments-check')).toBeVisible()
  const shown = await figures(page)
  expect(shown.received).toBeGreaterThanOrEqual(61_700)
  expect(shown.parts).toBe(shown.received)
  await expect(page.getByTestId('payments-check')).toHaveText(
    'Confere: a soma das partes é igual ao recebido.',
  )
  const held = Number(await page.getByTestId('payments-held').getAttribute('data-cents'))
  expect(held).toBeGreaterThanOrEqual(61_700)
  expect(shown.adReceived).toBeGreaterThanOrEqual(31_500)
  expect(shown.adParts).toBe(shown.adReceived)
  await expect(page.getByTestId('ad-payments-check')).toHaveText(
    'Confere: cobrado mais devolvido é igual ao recebido.',
  )
  // The seeded ad payments (support/ad-payments-admin-journey.ts): one awaits its supplier, one
  // paid by Pix; the rows on screen carry the money the totals count.
  const ads = page.getByTestId('ad-payments')
  const awaitingAd = ads.getByRole('row').filter({ hasText: AD_AWAITING_AUCTION })
  await expect(awaitingAd.getByTestId('ad-payment-status')).toHaveText('Aguardando pagamento')
  await expect(awaitingAd).toContainText('R$ 234,00')
  await expect(awaitingAd).toContainText(/Prazo \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/)
  const paidAd = ads.getByRole('row').filter({ hasText: AD_PAID_AUCTION })
  await expect(paidAd.getByTestId('ad-payment-status')).toHaveText('Pago · Pix')
  await expect(paidAd).toContainText('R$ 315,00')
  await expect(page.getByTestId('ad-payments-pending')).toContainText(
    /\d+ anúncios? aguardando pagamento/,
  )

  // The seeded payment: paid by Pix, held.
  await page.getByLabel('Situação').selectOption('paid')
  const row = page.getByTestId('admin-payments').getByRole('row').filter({
    hasText: UNRECONCILED_EVENT,
  })
  await expect(row.getByTestId('admin-payment-status')).toHaveText('Pago, retido · Pix')
  await expect(row).toContainText('R$ 617,00')

  // Reconcile now: the provider does not know the seeded charge.
  const report = page.getByTestId('reconciliation')
  await report.getByRole('button', { name: 'Conciliar agora' }).click()
  await expect(page.getByText('Conciliação feita.')).toBeVisible()
  await expect(page.getByTestId('reconciliation-last')).toContainText('(manual)')
  const difference = page
    .getByTestId('reconciliation-differences')
    .getByRole('row')
    .filter({ hasText: UNRECONCILED_CHARGE })
  await expect(difference).toContainText('Cobrança não encontrada no provedor')
  await expect(difference).toContainText(UNRECONCILED_EVENT)
  await expectAccessible(page)
  await closeToasts(page)
  await shoot(page, 'admin-payments-pt-BR')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(page)
  await expectAccessible(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  await difference.getByRole('button', { name: /Marcar como resolvida/ }).click()
  await expect(page.getByText('Divergência marcada como resolvida.')).toBeVisible()
  await expect(difference).toContainText('Resolvida')

  // In English.
  await switchToEnglish(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible()
  await expect(page.getByTestId('payments-check')).toHaveText(
    'It adds up: the sum of the parts equals what was received.',
  )
  await expect(
    page
      .getByTestId('reconciliation-differences')
      .getByRole('row')
      .filter({ hasText: UNRECONCILED_CHARGE }),
  ).toContainText('Charge not found at the provider')
  await expect(
    page.getByTestId('ad-payments').getByRole('row').filter({ hasText: AD_AWAITING_AUCTION }),
  ).toContainText('Awaiting payment')
  await expect(page.getByTestId('ad-payments-check')).toHaveText(
    'It adds up: charged plus refunded equals what was received.',
  )
  await expectAccessible(page)
  await closeToasts(page)
  await shoot(page, 'admin-payments-en')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(page)
  await expectAccessible(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  // Back to Portuguese for a repeated run.
  await switchLanguage(page, 'pt-BR')
})

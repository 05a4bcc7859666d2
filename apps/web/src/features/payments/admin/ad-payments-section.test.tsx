import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { AdminPaymentTotals } from '@galera/shared/payments/admin-payments.schemas.ts'
import type {
  AdminAdPaymentDto,
  AdminAdPaymentTotals,
} from '@galera/shared/payments/ad-payment.schemas.ts'
import { routeTree } from '../../../app/router.tsx'
import { changeLocale } from '../../../lib/i18n.ts'
import { fakeApi, ok, renderRoutes } from '../../../test/render.tsx'

/* ADR 0064: the ad payments on the admin payments screen, with totals checked on screen. */

const master = {
  userId: 'm1',
  name: 'Marta Master',
  email: 'master@galera.dev',
  role: 'admin_master',
  profile: 1,
  locale: 'pt-BR',
  company: null,
}
const jobTotals: AdminPaymentTotals = {
  receivedCents: 0,
  heldCents: 0,
  dueCents: 0,
  paidOutCents: 0,
  feesCents: 0,
  refundedCents: 0,
  pendingCents: 0,
  pendingCount: 0,
}
/** R$ 350,00 received for ads: 150 charged, 200 given back. */
const adTotals: AdminAdPaymentTotals = {
  receivedCents: 35_000,
  chargedCents: 15_000,
  refundedCents: 20_000,
  pendingCents: 12_000,
  pendingCount: 1,
  expiredCount: 2,
}
const row = (over: Partial<AdminAdPaymentDto>): AdminAdPaymentDto => ({
  id: 'ap1',
  auctionId: 'a1',
  auctionName: 'Vitrine de dezembro',
  supplierName: 'Brindes Salvador',
  amountCents: 12_000,
  refundCents: 0,
  status: 'pending',
  method: null,
  flag: null,
  // 17:00 UTC is 14:00 in São Paulo.
  deadline: '2026-11-26T17:00:00.000Z',
  paidAt: null,
  ...over,
})
const rows = [
  row({}),
  row({
    id: 'ap2',
    status: 'paid',
    amountCents: 15_000,
    method: 'card',
    paidAt: '2026-11-25T12:00:00.000Z',
  }),
  row({
    id: 'ap3',
    auctionName: 'Vitrine de novembro',
    status: 'refunded',
    amountCents: 20_000,
    refundCents: 20_000,
    method: 'pix',
    flag: 'paid_after_close',
    paidAt: '2026-11-24T12:00:00.000Z',
  }),
]

beforeEach(() => changeLocale('pt-BR'))

async function open(ads: AdminAdPaymentTotals) {
  fakeApi({
    'GET /api/auth/me': ok(master),
    'GET /api/admin/payments': ok({ totals: jobTotals, data: [], total: 0, last_page: 1 }),
    'GET /api/admin/payments/reconciliation': ok({ last: null, differences: [] }),
    'GET /api/admin/payments/ads': ok({ totals: ads, data: rows, total: 3, last_page: 1 }),
  })
  renderRoutes(routeTree, '/admin/payments')
  await screen.findByTestId('ad-payments-check')
}

describe('ad payments on the admin payments screen (ADR 0064)', () => {
  it('shows the ad money adding up, what waits, and each ad payment; no "0 pagamento"', async () => {
    await open(adTotals)
    const section = screen.getByRole('region', { name: 'Anúncios' })
    expect(screen.getByTestId('payments-pending').textContent).toBe('Nenhum pagamento aguardando.')
    expect(screen.getByTestId('ad-payments-received').textContent).toBe('R$ 350,00')
    expect(screen.getByTestId('ad-payments-sum').textContent).toBe('R$ 350,00')
    expect(screen.getByTestId('ad-payments-check').textContent).toBe(
      'Confere: cobrado mais devolvido é igual ao recebido.',
    )
    expect(screen.getByTestId('ad-payments-pending').textContent).toBe(
      '1 anúncio aguardando pagamento: R$ 120,00, ainda não recebido. 2 ofertas expiraram sem pagamento (o espaço passou ao próximo lance).',
    )
    const table = within(section).getByTestId('ad-payments')
    const statuses = within(table)
      .getAllByTestId('ad-payment-status')
      .map((b) => b.textContent)
    expect(statuses).toEqual(['Aguardando pagamento', 'Pago · Cartão', 'Devolvido · Pix'])
    expect(table.textContent).toContain('Prazo 26/11/2026, 14:00')
    expect(table.textContent).toContain('Pago depois do prazo')
    expect(table.textContent).toContain('Devolvido R$ 200,00')
  })

  it('says so when the parts on screen do not add up, and reads in English', async () => {
    await changeLocale('en')
    await open({
      ...adTotals,
      chargedCents: 14_999,
      pendingCount: 0,
      pendingCents: 0,
      expiredCount: 0,
    })
    expect(screen.getByTestId('ad-payments-check').textContent).toBe(
      'Difference between the parts and what was received: R$ 0,01',
    )
    expect(screen.getByTestId('ad-payments-pending').textContent).toBe(
      'No ads awaiting payment. No offer expired unpaid.',
    )
    expect(screen.getByTestId('payments-pending').textContent).toBe('No payments awaiting.')
  })
})

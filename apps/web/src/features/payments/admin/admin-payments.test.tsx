import { beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import type {
  AdminPaymentTotals,
  ReconciliationDto,
} from '@galera/shared/payments/admin-payments.schemas.ts'
import { routeTree } from '../../../app/router.tsx'
import { changeLocale } from '../../../lib/i18n.ts'
import { fakeApi, ok, renderRoutes } from '../../../test/render.tsx'

const master = {
  userId: 'm1',
  name: 'Marta Master',
  email: 'master@galera.dev',
  role: 'admin_master',
  profile: 1,
  locale: 'pt-BR',
  company: null,
}

/** R$ 1.000,00 received: 300 held, 200 due, 350 released, 100 fees, 50 refunded. */
const totals: AdminPaymentTotals = {
  receivedCents: 100_000,
  heldCents: 30_000,
  dueCents: 20_000,
  paidOutCents: 35_000,
  feesCents: 10_000,
  refundedCents: 5_000,
  pendingCents: 7_000,
  pendingCount: 1,
}
const report: ReconciliationDto = {
  last: {
    id: 'r1',
    day: '2026-11-26',
    ranAt: '2026-11-26T06:00:00.000Z',
    manual: false,
    chargesChecked: 4,
    paymentsChecked: 4,
    differences: 1,
  },
  differences: [
    {
      id: 'd1',
      kind: 'status',
      paymentId: 'p1',
      eventName: 'Feira do Recôncavo',
      providerPaymentId: 'pay_1',
      ours: 'pending',
      theirs: 'RECEIVED',
      resolvedAt: null,
    },
  ],
}

beforeEach(() => changeLocale('pt-BR'))

async function open(t: AdminPaymentTotals) {
  fakeApi({
    'GET /api/auth/me': ok(master),
    'GET /api/admin/payments': ok({ totals: t, data: [], total: 0, last_page: 1 }),
    'GET /api/admin/payments/reconciliation': ok(report),
  })
  renderRoutes(routeTree, '/admin/payments')
  return screen.findByTestId('payment-buckets')
}

describe('admin payments screen (ADR 0057)', () => {
  it('shows every bucket and says they add up to what was received', async () => {
    await open(totals)
    expect(screen.getByTestId('payments-received').textContent).toBe('R$ 1.000,00')
    expect(screen.getByTestId('payments-sum').textContent).toBe('R$ 1.000,00')
    expect(screen.getByTestId('payments-check').textContent).toContain('Confere')
    expect(screen.getByTestId('payments-pending').textContent).toBe(
      '1 pagamento aguardando: R$ 70,00, ainda não recebido.',
    )
    const diff = await screen.findByTestId('reconciliation-differences')
    expect(diff.textContent).toContain('Situação diferente')
    expect(diff.textContent).toContain('Aguardando')
    expect(diff.textContent).toContain('RECEIVED')
  })

  it('shows the difference when the buckets on screen do not add up', async () => {
    await open({ ...totals, heldCents: 29_999 })
    expect(screen.getByTestId('payments-check').textContent).toBe(
      'Diferença entre as partes e o recebido: R$ 0,01',
    )
  })
})

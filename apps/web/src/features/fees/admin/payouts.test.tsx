import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { PayoutOverviewDto } from '@galera/shared/jobs/job.schemas.ts'
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

/** The ledger: R$ 3.600,00 charged, R$ 1.600,00 of it held for a future job. */
const totals: PayoutOverviewDto['totals'] = {
  grossCents: 360_000,
  providerFeeCents: 6_000,
  platformFeeCents: 14_000,
  payoutCents: 180_000,
  refundCents: 0,
  heldCents: 160_000,
  unreconciledCents: 0,
  duePayoutCents: 100_000,
  paidPayoutCents: 80_000,
}

beforeEach(() => changeLocale('pt-BR'))

const cents = (testId: string) => Number(screen.getByTestId(testId).dataset.cents)

async function open(t: PayoutOverviewDto['totals']) {
  fakeApi({
    'GET /api/auth/me': ok(master),
    'GET /api/admin/payouts': ok({ totals: t, data: [], last_page: 1 }),
  })
  renderRoutes(routeTree, '/admin/payouts')
  return screen.findByTestId('ledger-buckets')
}

describe('admin payouts: every bucket, adding up on screen', () => {
  it('shows held, due, paid, refunded and both fees, and their sum equals what was charged', async () => {
    const buckets = await open(totals)
    expect(within(buckets).getByText('Retido para trabalhos futuros')).toBeTruthy()
    expect(screen.getByTestId('total-held').textContent).toBe('R$ 1.600,00')
    const parts = ['held', 'due', 'paid', 'refund', 'providerFee', 'platformFee'].map((k) =>
      cents(`total-${k}`),
    )
    expect(parts.reduce((a, b) => a + b, 0)).toBe(cents('total-gross'))
    expect(cents('total-sum')).toBe(cents('total-gross'))
    expect(screen.getByTestId('total-gross').textContent).toBe('R$ 3.600,00')
    expect(screen.getByTestId('reconciled').textContent).toContain('Sem diferença')
  })

  it('does not say "reconciled" when the buckets shown do not add up', async () => {
    await open({ ...totals, heldCents: 0 })
    expect(screen.getByTestId('total-sum').textContent).toBe('R$ 2.000,00')
    expect(screen.getByTestId('reconciled').textContent).toContain(
      'Diferença a conciliar: R$ 1.600,00',
    )
  })
})

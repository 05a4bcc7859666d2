import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { PendingDecisionDto } from '@galera/shared/payments/payment-dispute.schemas.ts'
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
const totals = {
  receivedCents: 40_000,
  heldCents: 40_000,
  dueCents: 0,
  paidOutCents: 0,
  feesCents: 0,
  refundedCents: 0,
  pendingCents: 0,
  pendingCount: 0,
}
const item: PendingDecisionDto = {
  paymentId: 'p1',
  jobId: 'j1',
  eventName: 'Feira Contestada',
  hirerName: 'Dora Disputa',
  promoterName: 'Pedro Disputado',
  amountCents: 40_000,
  refundableCents: 40_000,
  flag: null,
  dispute: {
    id: 'd1',
    reason: 'no_show',
    description: 'O promotor não compareceu ao evento.',
    openedAt: '2026-12-03T12:00:00.000Z',
    outcome: null,
    refundCents: null,
    decisionNote: null,
    decidedAt: null,
  },
  releaseAt: '2026-12-04T20:00:00.000Z',
  canRefund: true,
}

beforeEach(() => changeLocale('pt-BR'))

async function open() {
  const calls = fakeApi({
    'GET /api/auth/me': ok(master),
    'GET /api/admin/payments': ok({ totals, data: [], total: 0, last_page: 1 }),
    'GET /api/admin/payments/reconciliation': ok({ last: null, differences: [] }),
    'GET /api/admin/payments/decisions': [ok({ data: [item] }), ok({ data: [] })],
    'POST /api/admin/payments/p1/decide': ok({
      paymentId: 'p1',
      outcome: 'refund',
      refundCents: 15_000,
      decidedAt: '2026-12-03T13:00:00.000Z',
    }),
  })
  renderRoutes(routeTree, '/admin/payments')
  const table = await screen.findByTestId('pending-decisions')
  return { calls, table }
}

describe('decisions on held payments (ADR 0063)', () => {
  it('lists the dispute with its amount, parties and reason', async () => {
    const { table } = await open()
    expect(table.textContent).toContain('Feira Contestada')
    expect(table.textContent).toContain('Contratante: Dora Disputa')
    expect(table.textContent).toContain('Promotor: Pedro Disputado')
    expect(table.textContent).toContain('R$ 400,00')
    expect(table.textContent).toContain('O promotor não compareceu')
  })

  it('refuses a partial refund above what is refundable, then sends one in centavos', async () => {
    const { calls, table } = await open()
    fireEvent.click(within(table).getAllByRole('button', { name: /Decidir/ })[0]!)
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Devolver parte ao contratante' }))
    const amount = within(dialog).getByLabelText(/Valor a devolver/)
    fireEvent.change(amount, { target: { value: '500,00' } })
    fireEvent.change(within(dialog).getByLabelText(/Motivo da decisão/), {
      target: { value: 'Chegou duas horas atrasado.' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar decisão' }))
    expect(await within(dialog).findByText(/passa do que pode ser devolvido/)).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    fireEvent.change(amount, { target: { value: '150,00' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar decisão' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      outcome: 'refund',
      refundCents: 15_000,
      note: 'Chegou duas horas atrasado.',
    })
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { HirerDisputeDto } from '@galera/shared/payments/payment-dispute.schemas.ts'
import { changeLocale, loadDomain } from '../../../lib/i18n.ts'
import { fakeApi, fail, ok, renderRoutes } from '../../../test/render.tsx'
import { DisputePanel } from './dispute-panel.tsx'

const WINDOW = { opensAt: '2026-12-02T20:00:00.000Z', closesAt: '2026-12-04T20:00:00.000Z' }
const routes = [{ path: '/', element: <DisputePanel jobId="j1" /> }]

beforeEach(async () => {
  await changeLocale('pt-BR')
  await loadDomain('hire')
})

describe("the hirer's dispute panel (ADR 0063)", () => {
  it('shows nothing outside the window', async () => {
    const calls = fakeApi({
      'GET /api/client/jobs/j1/dispute': ok({ ...WINDOW, canOpen: false, dispute: null }),
    })
    renderRoutes(routes)
    await waitFor(() => expect(calls.length).toBeGreaterThan(0))
    expect(screen.queryByTestId('dispute-panel')).toBeNull()
  })

  it('checks the form with the shared schema, then opens the dispute', async () => {
    const opened: HirerDisputeDto = {
      ...WINDOW,
      canOpen: false,
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
    }
    const calls = fakeApi({
      'GET /api/client/jobs/j1/dispute': ok({ ...WINDOW, canOpen: true, dispute: null }),
      'POST /api/client/jobs/j1/dispute': ok(opened),
      'GET /api/client/jobs/j1/payment': fail(404, 'JOB_NOT_FOUND', 'x'),
    })
    renderRoutes(routes)
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir disputa' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/O que aconteceu/), {
      target: { value: 'curto' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abrir disputa' }))
    expect(await within(dialog).findByText('Campo obrigatório')).toBeTruthy()
    expect(within(dialog).getByText('Mínimo de 10 caracteres')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'no_show' } })
    fireEvent.change(within(dialog).getByLabelText(/O que aconteceu/), {
      target: { value: 'O promotor não compareceu ao evento.' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abrir disputa' }))
    const state = await screen.findByTestId('dispute-state')
    expect(state.getAttribute('data-outcome')).toBe('open')
    expect(state.textContent).toContain('O promotor não compareceu')
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      reason: 'no_show',
      description: 'O promotor não compareceu ao evento.',
    })
  })
})

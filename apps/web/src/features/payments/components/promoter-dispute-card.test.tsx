import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { JobDto } from '@galera/shared/jobs/job.schemas.ts'
import type { JobDisputeDto } from '@galera/shared/payments/payment-dispute.schemas.ts'
import { changeLocale, loadDomain } from '../../../lib/i18n.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { PromoterDisputeCard } from './promoter-dispute-card.tsx'

const PAYMENT: NonNullable<JobDto['payment']> = {
  status: 'paid',
  deadline: '2026-11-23T12:00:00.000Z',
  releaseAt: '2026-12-04T20:00:00.000Z',
  releasedAt: null,
  dispute: null,
}
const OPEN: JobDisputeDto = {
  id: 'd1',
  reason: 'no_show',
  description: 'O promotor não compareceu ao evento.',
  openedAt: '2026-12-03T12:00:00.000Z',
  outcome: null,
  refundCents: null,
  decisionNote: null,
  decidedAt: null,
  payoutCents: 45_000,
  money: 'held',
}

function show(dispute: JobDisputeDto, payment = PAYMENT) {
  renderRoutes([
    {
      path: '/',
      element: (
        <PromoterDisputeCard
          dispute={dispute}
          payment={{ ...payment, dispute }}
          timeZone="America/Bahia"
        />
      ),
    },
  ])
  return screen.getByTestId('promoter-dispute')
}

beforeEach(async () => {
  await loadDomain('jobs')
})

describe("the promoter's view of a dispute (ADR 0063)", () => {
  it('open: the reason, the hirer’s account, the local opening time, the money held', async () => {
    await changeLocale('pt-BR')
    const card = show(OPEN)
    expect(within(card).getByText('Aguardando decisão')).toBeTruthy()
    expect(within(card).getByText('O promotor não compareceu')).toBeTruthy()
    expect(within(card).getByText('O promotor não compareceu ao evento.')).toBeTruthy()
    // 12:00Z is 09:00 in Salvador (the event's time zone).
    expect(within(card).getByText(/03\/12\/2026.*09:00/)).toBeTruthy()
    expect(screen.getByTestId('promoter-dispute-money').textContent).toContain('R$ 450,00')
    expect(card.getAttribute('data-money')).toBe('held')
    expect(within(card).queryByText('Decisão')).toBeNull()
  })

  it('a partial refund, in English: the decision, the note and the part still to be released', async () => {
    await changeLocale('en')
    const card = show({
      ...OPEN,
      outcome: 'refund',
      refundCents: 20_000,
      decisionNote: 'The promoter arrived two hours late.',
      decidedAt: '2026-12-04T15:30:00.000Z',
      payoutCents: 22_500,
      money: 'to_release',
    })
    expect(within(card).getByText('Decided')).toBeTruthy()
    expect(within(card).getByText('R$ 200,00 given back to the hirer')).toBeTruthy()
    expect(within(card).getByText('The promoter arrived two hours late.')).toBeTruthy()
    expect(within(card).getByText('The promoter did not show up')).toBeTruthy()
    const money = screen.getByTestId('promoter-dispute-money').textContent
    expect(money).toContain('R$ 225,00 goes to your Pix key at the release')
  })

  it('released, and everything refunded', async () => {
    await changeLocale('en')
    const released = show(
      {
        ...OPEN,
        outcome: 'release',
        decisionNote: 'The hirer confirmed the promoter was there.',
        decidedAt: '2026-12-04T15:30:00.000Z',
        money: 'released',
      },
      { ...PAYMENT, status: 'released', releasedAt: '2026-12-04T20:01:00.000Z' },
    )
    expect(within(released).getByText('Money released to you')).toBeTruthy()
    expect(screen.getByTestId('promoter-dispute-money').textContent).toContain(
      'R$ 450,00 was sent to your Pix key on',
    )
  })

  it('everything given back to the hirer: nothing paid to the promoter', async () => {
    await changeLocale('pt-BR')
    show({
      ...OPEN,
      outcome: 'refund',
      refundCents: 50_000,
      decisionNote: 'O promotor não foi ao evento.',
      decidedAt: '2026-12-04T15:30:00.000Z',
      payoutCents: 0,
      money: 'refunded',
    })
    expect(screen.getByText('R$ 500,00 devolvido ao contratante')).toBeTruthy()
    expect(screen.getByTestId('promoter-dispute-money').textContent).toContain(
      'Tudo foi devolvido ao contratante',
    )
  })
})

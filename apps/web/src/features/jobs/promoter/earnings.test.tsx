import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { EarningsDto } from '@galera/shared/jobs/job.schemas.ts'
import { routeTree } from '../../../app/router.tsx'
import { changeLocale } from '../../../lib/i18n.ts'
import { fakeApi, ok, renderRoutes } from '../../../test/render.tsx'
import { setScreenWidth } from '../../../test/screen-width.ts'

const promoter = {
  userId: 'p1',
  name: 'Paula Promotora',
  email: 'paula@galera.dev',
  role: 'promoter',
  profile: 5,
  locale: 'pt-BR',
  company: null,
}

/**
 * One job of each kind: held (accepted, future), due (completed), paid, late cancellation
 * (half kept, due) and early cancellation (everything refunded). Fees 3% + 7%.
 */
const lines: EarningsDto['data'] = [
  line('held', 'Festival de Verão', 80_000, 8_000, 0, 'expected'),
  line('done', 'Feira Nordeste', 50_000, 5_000, 0, 'due'),
  line('paid', 'Congresso Bahia', 12_345, 1_235, 0, 'paid'),
  line('late', 'Show da Orla', 33_333, 1_667, 16_666, 'due'),
  line('early', 'Lavagem do Bonfim', 40_000, 0, 40_000, 'refunded'),
]

function line(
  id: string,
  eventName: string,
  grossCents: number,
  feeCents: number,
  refundCents: number,
  payoutStatus: EarningsDto['data'][number]['payoutStatus'],
): EarningsDto['data'][number] {
  return {
    jobId: id,
    eventName,
    startsAt: '2026-12-20T15:00:00.000Z',
    status: 'completed',
    grossCents,
    feeCents,
    refundCents,
    netCents: grossCents - feeCents - refundCents,
    dueOn: '2026-12-20',
    payoutStatus,
    paidAt: payoutStatus === 'paid' ? '2026-11-25T12:00:00.000Z' : null,
    payment: null,
  }
}

const sumOf = (f: (l: (typeof lines)[number]) => number, kind?: string) =>
  lines.filter((l) => !kind || l.payoutStatus === kind).reduce((s, l) => s + f(l), 0)

const totals: EarningsDto['totals'] = {
  grossCents: sumOf((l) => l.grossCents),
  providerFeeCents: 4_773,
  platformFeeCents: sumOf((l) => l.feeCents) - 4_773,
  netCents: sumOf((l) => l.grossCents - l.feeCents),
  heldCents: sumOf((l) => l.netCents, 'expected'),
  dueCents: sumOf((l) => l.netCents, 'due'),
  paidCents: sumOf((l) => l.netCents, 'paid'),
  refundCents: sumOf((l) => l.refundCents),
}

beforeEach(() => changeLocale('pt-BR'))

/** What the page shows, read back from the text (R$ 1.234,56 → 123456). */
const shown = (testId: string) => {
  const text = screen.getByTestId(testId).textContent ?? ''
  const digits = text.replace(/[^\d-]/g, '')
  return Number(digits)
}

async function open(t: EarningsDto['totals']) {
  fakeApi({
    'GET /api/auth/me': ok(promoter),
    'GET /api/promoter/earnings': ok({ totals: t, data: lines, last_page: 1 }),
  })
  renderRoutes(routeTree, '/promotor/panel/promoter/earnings')
  return screen.findByTestId('earnings-buckets')
}

describe('promoter earnings: every bucket, adding up on screen', () => {
  // A phone shows the statement as stacked cards, a desktop as a table: the same figures.
  it.each([
    ['a 390 px phone (cards)', 390, 'cards'],
    ['a 1280 px desktop (table)', 1280, 'table'],
  ])('shows charged, fees, net and the buckets, all adding up, on %s', async (_, width, layout) => {
    setScreenWidth(width)
    const buckets = await open(totals)
    expect(within(buckets).getByText('Retido para trabalhos futuros')).toBeTruthy()
    expect(within(buckets).getByText('Devolvido aos contratantes')).toBeTruthy()
    expect(screen.getByText('Taxa do meio de pagamento')).toBeTruthy()
    expect(screen.getByText('Taxa da plataforma')).toBeTruthy()
    expect(screen.getByTestId('earnings-gross').textContent).toBe('R$ 2.156,78')
    // Charged − fees = net, as read on the page.
    expect(
      shown('earnings-gross') - shown('earnings-providerFee') - shown('earnings-platformFee'),
    ).toBe(shown('earnings-net'))
    // The buckets read on the page add up to the net and to the sum shown.
    const parts = ['held', 'due', 'paid', 'refunded'].map((k) => shown(`earnings-${k}`))
    expect(parts.every((p) => p > 0)).toBe(true)
    expect(parts.reduce((a, b) => a + b, 0)).toBe(shown('earnings-net'))
    expect(shown('earnings-sum')).toBe(shown('earnings-net'))
    expect(screen.getByTestId('earnings-check').textContent).toContain('Confere')

    // The table's lines add up to the totals, column by column, and each line adds up.
    const table = screen.getByTestId('earnings-table')
    expect(table.dataset.layout).toBe(layout)
    const rows =
      layout === 'table'
        ? within(table).getAllByRole('row').slice(1)
        : within(table).getAllByRole('listitem')
    expect(rows).toHaveLength(lines.length)
    const money = (row: HTMLElement, column: string) =>
      Number(
        (row.querySelector(`[data-column="${column}"]`)?.textContent ?? '').replace(/[^\d-]/g, ''),
      )
    const cols = rows.map((r) => ['gross', 'fee', 'refund', 'net'].map((c) => money(r, c)))
    for (const [gross, fee, refund, net] of cols) expect(fee! + refund! + net!).toBe(gross)
    const col = (i: number) => cols.reduce((s, c) => s + c[i]!, 0)
    expect(col(0)).toBe(shown('earnings-gross'))
    expect(col(1)).toBe(shown('earnings-providerFee') + shown('earnings-platformFee'))
    expect(col(2)).toBe(shown('earnings-refunded'))
    expect(col(3)).toBe(shown('earnings-held') + shown('earnings-due') + shown('earnings-paid'))
    expect(within(table).getByText('Devolvido ao contratante')).toBeTruthy()
  })

  it('says so when the parts shown do not add up to the net', async () => {
    await open({ ...totals, heldCents: 0 })
    expect(screen.getByTestId('earnings-check').textContent).toContain(
      'Diferença entre as partes e o líquido: R$ 720,00',
    )
  })

  it('speaks English with locale en', async () => {
    changeLocale('en')
    const buckets = await open(totals)
    expect(within(buckets).getByText('Held for future jobs')).toBeTruthy()
    expect(within(buckets).getByText('Refunded to hirers')).toBeTruthy()
    expect(screen.getByText('Payment provider fee')).toBeTruthy()
    expect(screen.getByText('Net (charged − fees)')).toBeTruthy()
    expect(screen.getByTestId('earnings-check').textContent).toContain(
      'Checked: the parts add up to the net.',
    )
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { AdAuctionDto, AdOfferDto } from '@galera/shared/promotions/promotion.schemas.ts'
import { routeTree } from '../../../app/router.tsx'
import { changeLocale } from '../../../lib/i18n.ts'
import { fakeApi, ok, renderRoutes } from '../../../test/render.tsx'

/* ADR 0064: the admin's auction page shows where the won slot stands with its payment. */

const admin = {
  userId: 'm1',
  name: 'Marta Master',
  email: 'master@galera.dev',
  role: 'admin_master',
  profile: 1,
  locale: 'pt-BR',
  company: null,
}
const ID = '66666666-6666-4666-8666-666666666666'
const first = { supplierId: 's1', name: 'Brindes Salvador' }
const second = { supplierId: 's2', name: 'Gráfica Bonfim' }
const offer = (over: Partial<AdOfferDto> = {}): AdOfferDto => ({
  payer: second,
  mine: false,
  amountCents: 12_000,
  // 19:00 UTC is 16:00 in São Paulo.
  deadline: '2026-11-22T19:00:00.000Z',
  status: 'pending',
  paidAt: null,
  ...over,
})
const auction = (over: Partial<AdAuctionDto> = {}): AdAuctionDto => ({
  id: ID,
  kind: 'company',
  name: 'Destaque de dezembro',
  details: 'Espaço no topo da página inicial.',
  category: null,
  product: null,
  position: 'top',
  slideOrder: 1,
  minBidCents: 10_000,
  incrementCents: 1_000,
  bidsOpenAt: '2026-11-21T12:00:00.000Z',
  bidsCloseAt: '2026-11-22T12:00:00.000Z',
  startsOn: '2026-12-01',
  endsOn: '2026-12-07',
  exampleImageId: null,
  exampleImageUrl: null,
  phase: 'closed',
  highestBidCents: 15_000,
  bidCount: 2,
  nextMinBidCents: 16_000,
  winner: { ...second, amountCents: 12_000 },
  ad: {
    status: 'scheduled',
    statusCode: 2,
    desktop: null,
    mobile: null,
    link: '/fornecedor/s2',
    product: null,
    cancelledAt: null,
  },
  payment: {
    state: 'awaiting_payment',
    current: offer(),
    passedOn: [
      offer({
        payer: first,
        amountCents: 15_000,
        deadline: '2026-11-22T17:00:00.000Z',
        status: 'expired',
      }),
    ],
  },
  createdAt: '2026-11-20T12:00:00.000Z',
  ...over,
})

function open(a: AdAuctionDto) {
  fakeApi({
    'GET /api/auth/me': ok(admin),
    [`GET /api/admin/ad-auctions/${ID}`]: ok(a),
    [`GET /api/admin/ad-auctions/${ID}/bids`]: ok([]),
  })
  renderRoutes(routeTree, `/admin/auction/${ID}`)
  return screen.findByTestId('admin-slot-payment')
}

beforeEach(() => changeLocale('pt-BR'))

describe('the slot payment on the admin auction page (ADR 0064)', () => {
  it('awaiting: who must pay, how much, by when, the offer passed on; not "scheduled"', async () => {
    const box = await open(auction())
    expect(within(box).getByTestId('slot-badge').textContent).toBe('Aguardando pagamento')
    expect(box.textContent).toContain('Deve pagarGráfica Bonfim')
    expect(box.textContent).toContain('ValorR$ 120,00')
    expect(box.textContent).toContain('Prazo para pagar22/11/2026, 16:00')
    expect(within(box).getByTestId('admin-passed-on').textContent).toBe(
      'Brindes Salvador: R$ 150,00, prazo 22/11/2026, 14:00',
    )
    expect(screen.getByTestId('admin-ad-status').textContent).toBe('Aguardando pagamento')
  })

  it('paid: the ad status follows its dates again; in English', async () => {
    await changeLocale('en')
    const box = await open(
      auction({
        payment: {
          state: 'paid',
          current: offer({ status: 'paid', paidAt: '2026-11-22T15:00:00.000Z' }),
          passedOn: [],
        },
      }),
    )
    expect(within(box).getByTestId('slot-badge').textContent).toBe('Paid')
    expect(box.textContent).toContain('Paid byGráfica Bonfim')
    expect(box.textContent).toContain('Paid on22/11/2026, 12:00')
    expect(screen.getByTestId('admin-ad-status').textContent).toBe('Scheduled')
  })

  it('unsold: every offer expired and no bid is left', async () => {
    const box = await open(
      auction({
        winner: null,
        ad: null,
        payment: { state: 'unsold', current: offer({ status: 'expired' }), passedOn: [] },
      }),
    )
    expect(within(box).getByTestId('slot-badge').textContent).toBe('Sem anúncio')
    expect(within(box).getByTestId('admin-passed-on').textContent).toBe(
      'Gráfica Bonfim: R$ 120,00, prazo 22/11/2026, 16:00',
    )
    expect(screen.getByText(/Nenhuma oferta foi paga no prazo/)).toBeTruthy()
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import type {
  AdOfferDto,
  SupplierAdAuctionDto,
} from '@galera/shared/promotions/promotion.schemas.ts'
import { routeTree } from '../../../app/router.tsx'
import { changeLocale } from '../../../lib/i18n.ts'
import { fakeApi, ok, renderRoutes } from '../../../test/render.tsx'
import { standingOf } from './standing.ts'

/*
 * ADR 0064: a supplier's auction page reads where the won slot stands with its payment from the
 * API's `payment`: awaiting (what to pay, by when, and the way to pay), passed on, unsold.
 */

const me = { supplierId: 's1', name: 'Brindes Salvador' }
const supplier = {
  userId: 's1',
  name: 'Brindes Salvador',
  email: 'fornecedor@galera.dev',
  profile: 4,
  locale: 'pt-BR',
  company: null,
}
const ID = '77777777-7777-4777-8777-777777777777'
const NOW = new Date('2026-11-22T12:00:00.000Z')

const offer = (over: Partial<AdOfferDto> = {}): AdOfferDto => ({
  payer: me,
  mine: true,
  amountCents: 16_000,
  // 14:00 UTC is 11:00 in São Paulo.
  deadline: '2026-11-22T14:00:00.000Z',
  status: 'pending',
  paidAt: null,
  ...over,
})

const closed = (over: Partial<SupplierAdAuctionDto> = {}): SupplierAdAuctionDto => ({
  id: ID,
  kind: 'company',
  name: 'Destaque de dezembro',
  details: 'Espaço no topo da página inicial durante a primeira semana de dezembro.',
  category: null,
  product: null,
  position: 'top',
  slideOrder: 1,
  minBidCents: 10_000,
  incrementCents: 1_000,
  bidsOpenAt: '2026-11-21T12:00:00.000Z',
  bidsCloseAt: '2026-11-22T11:00:00.000Z',
  startsOn: '2026-12-01',
  endsOn: '2026-12-07',
  exampleImageId: null,
  exampleImageUrl: null,
  phase: 'closed',
  highestBidCents: 16_000,
  bidCount: 2,
  nextMinBidCents: 17_000,
  winner: { ...me, amountCents: 16_000 },
  ad: {
    status: 'scheduled',
    statusCode: 2,
    desktop: null,
    mobile: null,
    link: '/fornecedor/s1',
    product: null,
    cancelledAt: null,
  },
  payment: { state: 'awaiting_payment', current: offer(), passedOn: [] },
  createdAt: '2026-11-21T11:00:00.000Z',
  eligible: true,
  myHighestBidCents: 16_000,
  leading: false,
  won: true,
  ...over,
})

function open(a: SupplierAdAuctionDto) {
  fakeApi({
    'GET /api/auth/me': ok(supplier),
    [`GET /api/supplier/ad-auctions/${ID}`]: ok(a),
    [`GET /api/supplier/ad-auctions/${ID}/bids`]: ok([]),
  })
  renderRoutes(routeTree, `/promotor/panel/supplier/promotion/${ID}`)
}

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
  await changeLocale('pt-BR')
})
afterEach(() => vi.useRealTimers())

describe('the won slot and its payment on the supplier auction page (ADR 0064)', () => {
  it('awaiting: what to pay by when (local time), the way to pay, not "scheduled"', async () => {
    open(closed())
    const result = await screen.findByTestId('auction-result')
    expect(result.textContent).toContain(
      'Você venceu este leilão com R$ 160,00. Pague até 22/11/2026, 11:00 para pôr o anúncio no ar; sem pagamento, o espaço passa ao próximo lance.',
    )
    expect(within(result).getByRole('link', { name: 'Pagar o anúncio' }).getAttribute('href')).toBe(
      '/promotor/panel/supplier/ad-invoices',
    )
    expect(screen.getByTestId('ad-status').textContent).toBe('Aguardando pagamento')
    expect(screen.getByTestId('my-standing').textContent).toBe(
      'Sua situação: Aguardando seu pagamento',
    )
  })

  it('in English, the slot passed on to this supplier', async () => {
    await changeLocale('en')
    open(
      closed({
        payment: {
          state: 'awaiting_payment',
          current: offer(),
          passedOn: [offer({ payer: null, mine: false, amountCents: 20_000, status: 'expired' })],
        },
      }),
    )
    const result = await screen.findByTestId('auction-result')
    expect(result.textContent).toContain(
      'The previous winner did not pay and the slot passed to your bid of R$ 160,00. Pay by 22/11/2026, 11:00 to put the ad online',
    )
    expect(within(result).getByRole('link', { name: 'Pay for the ad' })).toBeTruthy()
    expect(screen.getByTestId('ad-status').textContent).toBe('Awaiting payment')
  })

  it('its own offer expired: passed to the next bid, no way to pay, no ad panel', async () => {
    const mine = offer({ status: 'expired' })
    const a = closed({
      won: false,
      winner: { supplierId: 's2', name: 'Outro', amountCents: 12_000 },
      payment: {
        state: 'awaiting_payment',
        current: offer({
          payer: null,
          mine: false,
          amountCents: 12_000,
          deadline: '2026-11-22T16:00:00.000Z',
        }),
        passedOn: [mine],
      },
    })
    expect(standingOf(a)).toBe('offerExpired')
    open(a)
    const result = await screen.findByTestId('auction-result')
    expect(result.textContent).toContain(
      'Sua oferta de R$ 160,00 não foi paga até 22/11/2026, 11:00 e expirou: o espaço passou ao próximo lance.',
    )
    expect(result.textContent).toContain('O vencedor tem até 22/11/2026, 13:00 para pagar')
    expect(within(result).queryByRole('link')).toBeNull()
    expect(screen.queryByTestId('ad-status')).toBeNull()
  })

  it('unsold: no offer was paid and no bid was left', async () => {
    open(
      closed({
        won: false,
        winner: null,
        ad: null,
        payment: { state: 'unsold', current: offer({ status: 'expired' }), passedOn: [] },
      }),
    )
    expect((await screen.findByTestId('auction-result')).textContent).toContain(
      'Sua oferta de R$ 160,00 não foi paga até 22/11/2026, 11:00 e expirou. Não havia outro lance: o espaço ficou sem anúncio.',
    )
  })
})

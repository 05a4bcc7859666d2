import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type {
  BidDto,
  Paged,
  SupplierAdAuctionDto,
} from '@galera/shared/promotions/promotion.schemas.ts'
import { routeTree } from '../../../app/router.tsx'
import { changeLocale } from '../../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../../test/render.tsx'
import { applyLive } from './api.ts'
import { standingOf } from './standing.ts'

const supplier = {
  userId: 's1',
  name: 'Brindes Salvador',
  email: 'fornecedor@galera.dev',
  profile: 4,
  locale: 'pt-BR',
  company: null,
}
const ID = '88888888-8888-4888-8888-888888888888'
const NOW = new Date('2026-11-22T12:00:00.000Z')
const inHours = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString()

const auction = (over: Partial<SupplierAdAuctionDto> = {}): SupplierAdAuctionDto => ({
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
  bidsOpenAt: inHours(-1),
  bidsCloseAt: inHours(2),
  startsOn: '2026-12-01',
  endsOn: '2026-12-07',
  exampleImageId: null,
  exampleImageUrl: null,
  phase: 'open',
  highestBidCents: 15_000,
  bidCount: 2,
  nextMinBidCents: 16_000,
  winner: null,
  ad: null,
  payment: null,
  createdAt: inHours(-2),
  eligible: true,
  myHighestBidCents: null,
  leading: false,
  won: false,
  ...over,
})
const paged = (data: SupplierAdAuctionDto[]): Paged<SupplierAdAuctionDto> => ({
  data,
  total: data.length,
  page: 1,
  lastPage: 1,
})
const bid = (over: Partial<BidDto> = {}): BidDto => ({
  id: 'b1',
  amountCents: 16_000,
  createdAt: NOW.toISOString(),
  supplier: null,
  mine: true,
  won: false,
  ...over,
})

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
  await changeLocale('pt-BR')
})
afterEach(() => vi.useRealTimers())

describe('standing and live state', () => {
  it('derives the standing and takes a pushed highest bid', () => {
    expect(standingOf(auction())).toBeNull()
    expect(standingOf(auction({ myHighestBidCents: 1, leading: true }))).toBe('leading')
    expect(standingOf(auction({ myHighestBidCents: 1 }))).toBe('outbid')
    expect(standingOf(auction({ myHighestBidCents: 1, phase: 'closed' }))).toBe('lost')
    expect(standingOf(auction({ myHighestBidCents: 1, phase: 'closed', won: true }))).toBe('won')
    const next = applyLive(auction(), {
      auctionId: ID,
      phase: 'open',
      highestBidCents: 20_000,
      bidCount: 3,
      nextMinBidCents: 21_000,
      leading: false,
    })
    expect(next).toMatchObject({ highestBidCents: 20_000, bidCount: 3, nextMinBidCents: 21_000 })
    expect(applyLive(auction(), { ...next!, auctionId: 'other' } as never)).toEqual(auction())
  })
})

describe('supplier promotions', () => {
  it('sends an unknown tab to open and shows the cards with periods, position and standing', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(supplier),
      'GET /api/supplier/ad-auctions': ok(
        paged([
          auction(),
          auction({
            id: 'x2',
            name: 'Rodapé de janeiro',
            position: 'bottom',
            myHighestBidCents: 15_000,
            leading: true,
          }),
        ]),
      ),
    })
    const { router } = renderRoutes(routeTree, '/promotor/panel/supplier/promotions/whatever')
    expect(await screen.findByRole('heading', { level: 1, name: 'Promoções' })).toBeTruthy()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/promotor/panel/supplier/promotions/open'),
    )
    const cards = await screen.findAllByRole('article')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByText('01/12/2026 a 07/12/2026')).toBeTruthy()
    expect(within(cards[0]!).getByText('Topo, ordem 1')).toBeTruthy()
    expect(within(cards[0]!).getByText('R$ 150,00')).toBeTruthy()
    expect(within(cards[1]!).getByText('Você lidera')).toBeTruthy()
    expect(within(cards[0]!).getByText('2 h 0 min')).toBeTruthy()
    expect(calls.some((c) => c.url.includes('/api/supplier/ad-auctions?tab=open&page=1'))).toBe(
      true,
    )
  })

  it('bids the next minimum with an Idempotency-Key per click and shows a refusal in the user language', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(supplier),
      [`GET /api/supplier/ad-auctions/${ID}`]: ok(auction()),
      [`GET /api/supplier/ad-auctions/${ID}/bids`]: ok([bid({ mine: false, amountCents: 15_000 })]),
      [`POST /api/supplier/ad-auctions/${ID}/bids`]: [
        { status: 201, body: { status: 201, data: bid() } },
        fail(422, 'AD_BID_TOO_LOW', 'O lance precisa ser de pelo menos R$ 170,00'),
      ],
    })
    renderRoutes(routeTree, `/promotor/panel/supplier/promotion/${ID}`)
    const live = await screen.findByTestId('live-highest')
    expect(live.getAttribute('aria-live')).toBe('polite')
    expect(within(live).getByText('R$ 150,00')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Dar lance de R$ 160,00' }))
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Confirmar lance de R$ 160,00?' }),
      ).getByRole('button', { name: 'Confirmar lance de R$ 160,00' }),
    )
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1))
    await userEvent.type(screen.getByLabelText('Outro valor (R$)'), '165,00')
    await userEvent.click(screen.getByRole('button', { name: 'Dar lance' }))
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Confirmar lance de R$ 165,00?' }),
      ).getByRole('button', { name: 'Confirmar lance de R$ 165,00' }),
    )
    expect(await screen.findByText('O lance precisa ser de pelo menos R$ 170,00')).toBeTruthy()
    const posts = calls.filter((c) => c.method === 'POST')
    expect(posts.map((p) => p.body)).toEqual([{ amountCents: 16_000 }, { amountCents: 16_500 }])
    const keys = posts.map((p) => p.headers['Idempotency-Key'])
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).not.toBe(keys[0])
  })

  it('asks to confirm what a win costs and sends nothing when the supplier goes back', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(supplier),
      [`GET /api/supplier/ad-auctions/${ID}`]: ok(auction()),
      [`GET /api/supplier/ad-auctions/${ID}/bids`]: ok([]),
    })
    renderRoutes(routeTree, `/promotor/panel/supplier/promotion/${ID}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Dar lance de R$ 160,00' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar lance de R$ 160,00?' })
    expect(
      within(dialog).getByText(
        'Se este lance vencer o leilão, você paga R$ 160,00 pelo anúncio. Se outro lance for maior, nada é cobrado.',
      ),
    ).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.type(screen.getByLabelText('Outro valor (R$)'), '200,00')
    await userEvent.click(screen.getByRole('button', { name: 'Dar lance' }))
    await screen.findByRole('dialog', { name: 'Confirmar lance de R$ 200,00?' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
  })

  it('states the cost of a win in English for an English supplier', async () => {
    await changeLocale('en')
    fakeApi({
      'GET /api/auth/me': ok({ ...supplier, locale: 'en' }),
      [`GET /api/supplier/ad-auctions/${ID}`]: ok(auction()),
      [`GET /api/supplier/ad-auctions/${ID}/bids`]: ok([]),
    })
    renderRoutes(routeTree, `/promotor/panel/supplier/promotion/${ID}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Bid R$ 160,00' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm a bid of R$ 160,00?' })
    expect(
      within(dialog).getByText(
        'If this bid wins the auction, you pay R$ 160,00 for the ad. If another bid is higher, nothing is charged.',
      ),
    ).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toBeTruthy()
  })

  it('refuses an amount that is not money without calling the API', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(supplier),
      [`GET /api/supplier/ad-auctions/${ID}`]: ok(auction({ bidCount: 0, highestBidCents: null })),
    })
    renderRoutes(routeTree, `/promotor/panel/supplier/promotion/${ID}`)
    await userEvent.type(await screen.findByLabelText('Outro valor (R$)'), 'cem')
    await userEvent.click(screen.getByRole('button', { name: 'Dar lance' }))
    expect(await screen.findByText('Informe um valor em reais, como 150,00')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
  })

  it('shows the win, the art spec per device, and cancels the ad only after the warning', async () => {
    const won = auction({
      phase: 'closed',
      won: true,
      myHighestBidCents: 16_000,
      winner: { supplierId: 's1', name: 'Brindes Salvador', amountCents: 16_000 },
      ad: {
        status: 'scheduled',
        statusCode: 2,
        desktop: null,
        mobile: null,
        link: '/fornecedor/s1',
        product: null,
        cancelledAt: null,
      },
      payment: {
        state: 'paid',
        current: {
          payer: { supplierId: 's1', name: 'Brindes Salvador' },
          mine: true,
          amountCents: 16_000,
          deadline: inHours(2),
          status: 'paid',
          paidAt: inHours(1),
        },
        passedOn: [],
      },
    })
    const cancelled = {
      ...won,
      ad: { ...won.ad!, status: 'cancelled' as const, statusCode: 3 as const },
    }
    const calls = fakeApi({
      'GET /api/auth/me': ok(supplier),
      [`GET /api/supplier/ad-auctions/${ID}`]: ok(won),
      [`GET /api/supplier/ad-auctions/${ID}/bids`]: ok([bid({ won: true })]),
    })
    renderRoutes(routeTree, `/promotor/panel/supplier/promotion/${ID}`)
    expect(
      await screen.findByText('Você venceu este leilão com R$ 160,00 e o pagamento foi recebido.'),
    ).toBeTruthy()
    expect(screen.getByTestId('ad-status').textContent).toBe('Agendado')
    expect(screen.getByLabelText('Arte para computador')).toBeTruthy()
    expect(screen.getByText('1280 × 400 px, até 400 KB')).toBeTruthy()
    expect(screen.getByText('780 × 600 px, até 250 KB')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar anúncio' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar o anúncio?' })
    expect(
      within(dialog).getByText(/não pode ser desfeito e o valor pago não é reembolsado/),
    ).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
    // From now on the API answers the cancelled ad.
    const after = fakeApi({
      'GET /api/auth/me': ok(supplier),
      [`GET /api/supplier/ad-auctions/${ID}`]: ok(cancelled),
      [`GET /api/supplier/ad-auctions/${ID}/bids`]: ok([bid({ won: true })]),
      [`POST /api/supplier/ad-auctions/${ID}/cancel-ad`]: ok(cancelled),
    })
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Cancelar anúncio mesmo assim' }),
    )
    await waitFor(() => expect(screen.getByTestId('ad-status').textContent).toBe('Cancelado'))
    expect(after.filter((c) => c.method === 'POST')).toHaveLength(1)
    expect(screen.queryByLabelText('Arte para computador')).toBeNull()
  })
})

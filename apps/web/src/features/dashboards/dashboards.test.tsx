import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type {
  AdminDashboardDto,
  SupplierDashboardDto,
} from '@galera/shared/dashboards/dashboard.schemas.ts'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../test/render.tsx'

const admin = {
  userId: 'a1',
  name: 'Marta Master',
  email: 'admin@galera.dev',
  profile: 1,
  locale: 'pt-BR',
  company: null,
}
const supplier = { ...admin, userId: 's1', name: 'Brindes Salvador', profile: 4 }
const AUCTION = '88888888-8888-4888-8888-888888888888'
const PROPOSAL = '77777777-7777-4777-8777-777777777777'

const adminData: AdminDashboardDto = {
  counts: {
    usersByRole: {
      admin_master: 1,
      admin_basic: 2,
      client: 30,
      company: 4,
      promoter: 12,
      supplier: 5,
    },
    openBudgets: 7,
    jobsThisMonth: 3,
    feesRevenueCents: 123_456,
    adsRevenueCents: 50_000,
  },
  latestProducts: [
    {
      id: 'p1',
      name: 'Caneta metálica Touch',
      supplierName: 'Brindes Salvador',
      createdAt: '2026-11-20T15:00:00Z',
    },
  ],
  newCompanies: [
    { id: 's9', name: 'Litoral Brindes', role: 'supplier', createdAt: '2026-11-21T15:00:00Z' },
    { id: 'c9', name: 'Eventos Bahia', role: 'company', createdAt: '2026-11-19T15:00:00Z' },
  ],
  auctions: {
    open: [
      {
        id: AUCTION,
        name: 'Destaque de dezembro',
        kind: 'company',
        phase: 'open',
        bidsCloseAt: '2026-11-23T15:00:00Z',
        highestBidCents: 25_000,
        bidCount: 2,
        winnerName: null,
      },
    ],
    closingSoon: [],
    results: [
      {
        id: 'r1',
        name: 'Canetas em novembro',
        kind: 'product',
        phase: 'closed',
        bidsCloseAt: '2026-11-10T15:00:00Z',
        highestBidCents: 40_000,
        bidCount: 5,
        winnerName: 'Bahia Promo',
      },
    ],
  },
  banners: [
    {
      id: 'b1',
      source: 'banner',
      title: 'Black Friday de brindes',
      position: 'top',
      slideOrder: 1,
      endsOn: '2026-11-30',
    },
  ],
}

const supplierData: SupplierDashboardDto = {
  openRequests: [
    {
      proposalId: PROPOSAL,
      budgetId: 'b1',
      kind: 'budget',
      subject: 'Caneta metálica Touch',
      quantity: 500,
      answerBy: '2026-11-23T15:00:00Z',
    },
  ],
  openRequestsCount: 3,
  answerRate: 0.75,
  answerMinutes: 200,
  dealsClosed: 4,
  dealsThisMonth: 1,
  ratings: { average: 4.25, count: 8 },
  activePromotions: [
    {
      auctionId: AUCTION,
      name: 'Destaque de dezembro',
      kind: 'company',
      status: 'scheduled',
      startsOn: '2026-12-01',
      endsOn: '2026-12-07',
    },
  ],
  leadingAuctions: 2,
  openAuctions: 5,
}

beforeEach(() => changeLocale('pt-BR'))

describe('admin Start', () => {
  it('shows the figures, auctions linking to their pages, slides and sign-ups', async () => {
    fakeApi({ 'GET /api/auth/me': ok(admin), 'GET /api/admin/dashboard': ok(adminData) })
    renderRoutes(routeTree, '/admin/home')
    const counts = await screen.findByRole('region', { name: 'Números' })
    expect(within(counts).getByText('R$ 1.234,56')).toBeTruthy()
    expect(within(counts).getByText('R$ 500,00')).toBeTruthy()
    expect(within(counts).getByText('Cliente').parentElement!.textContent).toContain('30')
    const open = screen.getByRole('region', { name: 'Lances abertos' })
    expect(
      within(open).getByRole('link', { name: 'Destaque de dezembro' }).getAttribute('href'),
    ).toBe(`/admin/auction/${AUCTION}`)
    expect(within(open).getByText('R$ 250,00')).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'Terminam em até 48 horas' })).getByText(
        'Nenhum leilão aqui',
      ),
    ).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'Últimos resultados' })).getByText('Bahia Promo'),
    ).toBeTruthy()
    const slides = screen.getByRole('region', { name: 'Slides da home hoje' })
    expect(within(slides).getByText('Black Friday de brindes')).toBeTruthy()
    expect(within(slides).getByText('30/11/2026')).toBeTruthy()
    const companies = screen.getByRole('region', { name: 'Novos fornecedores e empresas' })
    expect(
      within(companies).getByRole('link', { name: 'Litoral Brindes' }).getAttribute('href'),
    ).toBe('/admin/supplier/s9/registration')
    expect(within(companies).queryByRole('link', { name: 'Eventos Bahia' })).toBeNull()
  })

  it('says so when the dashboard cannot load', async () => {
    fakeApi({
      'GET /api/auth/me': ok(admin),
      'GET /api/admin/dashboard': fail(500, 'INTERNAL', 'Falhou'),
    })
    renderRoutes(routeTree, '/admin/home')
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy()
  })
})

describe('supplier Start', () => {
  it('shows requests to answer, figures and active promotions', async () => {
    fakeApi({ 'GET /api/auth/me': ok(supplier), 'GET /api/supplier/dashboard': ok(supplierData) })
    renderRoutes(routeTree, '/promotor/panel/supplier/start')
    const requests = await screen.findByRole('region', { name: 'Pedidos aguardando sua resposta' })
    expect(
      within(requests).getByRole('link', { name: 'Caneta metálica Touch' }).getAttribute('href'),
    ).toBe(`/promotor/panel/supplier/requests/${PROPOSAL}/see`)
    expect(within(requests).getByText('Responder até 23/11/2026, 12:00')).toBeTruthy()
    expect(within(requests).getByText('3 aguardando resposta')).toBeTruthy()
    expect(screen.getByText('75%')).toBeTruthy()
    expect(screen.getByText('3 h 20 min')).toBeTruthy()
    expect(screen.getByText('4,3')).toBeTruthy()
    const promos = screen.getByRole('region', { name: 'Promoções ativas' })
    expect(
      within(promos).getByRole('link', { name: 'Destaque de dezembro' }).getAttribute('href'),
    ).toBe(`/promotor/panel/supplier/promotion/${AUCTION}`)
    expect(within(promos).getByText('Agendado')).toBeTruthy()
    expect(within(promos).getByText('01/12/2026 a 07/12/2026')).toBeTruthy()
  })

  it('speaks English and says when nothing waits', async () => {
    await changeLocale('en')
    fakeApi({
      'GET /api/auth/me': ok(supplier),
      'GET /api/supplier/dashboard': ok({
        ...supplierData,
        openRequests: [],
        openRequestsCount: 0,
        answerRate: null,
        answerMinutes: null,
        ratings: { average: null, count: 0 },
        activePromotions: [],
      }),
    })
    renderRoutes(routeTree, '/promotor/panel/supplier/start')
    expect(await screen.findByText('No requests waiting for an answer')).toBeTruthy()
    expect(screen.getByText('No ads scheduled or online')).toBeTruthy()
    expect(screen.getAllByText('No data yet')).toHaveLength(3)
    expect(screen.getByRole('heading', { level: 1, name: 'Start' })).toBeTruthy()
  })
})

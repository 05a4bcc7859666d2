import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { routeTree } from '../../../app/router.tsx'
import { changeLocale } from '../../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../../test/render.tsx'

const anonymous = fail(401, 'UNAUTHENTICATED', 'Faça login para continuar', { area: 'client' })
const promoter = {
  userId: 'u5',
  name: 'Paula Promotora',
  email: 'promotora@galera.dev',
  profile: 5,
  locale: 'pt-BR',
  company: null,
}

beforeEach(() => changeLocale('pt-BR'))

describe('login', () => {
  it('validates with the shared schema, shows the server error on the form, then lands by role', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': [anonymous, ok(promoter)],
      'POST /api/auth/login': [
        fail(400, 'INVALID_CREDENTIALS', 'E-mail ou senha incorretos'),
        ok({ token: 't', userId: 'u5', name: 'Paula', email: promoter.email, profile: 5 }),
      ],
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(routeTree, '/promotor')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promotores e fornecedores' }),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Acessar' }))
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2)

    await user.type(screen.getByLabelText(/E-mail/), 'PROMOTORA@galera.dev ')
    await user.type(screen.getByLabelText(/^Senha/), 'errada')
    await user.click(screen.getByRole('button', { name: 'Acessar' }))
    expect((await screen.findByRole('alert')).textContent).toContain('E-mail ou senha incorretos')

    await user.click(screen.getByRole('button', { name: 'Acessar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotor/panel/promoter'))
    const login = calls.filter((c) => c.url.endsWith('/api/auth/login'))
    expect(login[0]!.body).toEqual({ email: 'promotora@galera.dev', password: 'errada' })
    expect(await screen.findByRole('button', { name: 'Paula Promotora' })).toBeTruthy()
  })

  it('uses the admin endpoint and sends admins to the admin home', async () => {
    const admin = { ...promoter, userId: 'u1', name: 'Marta Master', profile: 1 }
    const calls = fakeApi({
      'GET /api/auth/me': [anonymous, ok(admin)],
      'POST /api/auth/login/admin': ok({
        token: 't',
        userId: 'u1',
        name: admin.name,
        email: admin.email,
        profile: 1,
      }),
      'GET /api/admin/dashboard': ok({
        counts: {
          usersByRole: {
            admin_master: 1,
            admin_basic: 1,
            client: 3,
            company: 1,
            promoter: 4,
            supplier: 2,
          },
          openBudgets: 0,
          jobsThisMonth: 0,
          feesRevenueCents: 0,
          adsRevenueCents: 0,
        },
        latestProducts: [],
        newCompanies: [
          { id: 'x', name: 'Carla Brindes', role: 'supplier', createdAt: '2026-11-20T15:00:00Z' },
        ],
        auctions: { open: [], closingSoon: [], results: [] },
        banners: [],
      }),
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(routeTree, '/admin')
    await user.type(await screen.findByLabelText(/E-mail/), 'master@galera.dev')
    await user.type(screen.getByLabelText(/^Senha/), 'Galera@2026')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/home'))
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/auth/login/admin'))).toBe(
      true,
    )
    expect(await screen.findByText('Carla Brindes')).toBeTruthy()
    expect(screen.getAllByText('Cliente').length).toBeGreaterThan(0)
  })

  it('shows a throttled login (429) on the form', async () => {
    fakeApi({
      'GET /api/auth/me': anonymous,
      'POST /api/auth/login': fail(429, 'LOGIN_THROTTLED', 'Muitas tentativas de login.'),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, '/login')
    await user.type(await screen.findByLabelText(/E-mail/), 'cliente@galera.dev')
    await user.type(screen.getByLabelText(/^Senha/), 'x')
    await user.click(screen.getByRole('button', { name: 'Acessar' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Muitas tentativas de login')
  })

  it('brands the company login and treats an unknown company as not found', async () => {
    fakeApi({
      'GET /api/auth/me': anonymous,
      'GET /api/public/companies/c1': ok({ id: 'c1', tradeName: 'Acme Eventos' }),
    })
    const first = renderRoutes(routeTree, '/login/company/c1')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entrar na Acme Eventos' }),
    ).toBeTruthy()
    first.unmount()
    renderRoutes(routeTree, '/login/company/nope')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeTruthy()
  })
})

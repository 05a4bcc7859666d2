import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type {
  AdminSupplierDto,
  AdminSupplierRowDto,
} from '@galera/shared/dashboards/dashboard.schemas.ts'
import { routeTree } from '../../../app/router.tsx'
import { changeLocale } from '../../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../../test/render.tsx'
import { adminMe } from '../../../test/accounts.ts'

const ID = '11111111-1111-4111-8111-111111111111'
const admin = adminMe()
const row: AdminSupplierRowDto = {
  id: ID,
  companyName: 'Brindes Jequitibá Ltda.',
  establishmentTitle: 'Brindes Jequitibá',
  cnpj: '11222333000181',
  email: 'jequitiba@galera.dev',
  city: 'Jequié',
  uf: 'BA',
  status: 'active',
  accountStatus: 'active',
  activeProducts: 3,
  createdAt: '2026-10-01T12:00:00.000Z',
}
const detail: AdminSupplierDto = {
  ...row,
  legalNature: 'Sociedade Empresária Limitada',
  openingDate: '2015-01-01',
  mainActivity: 'Comércio de brindes',
  secondaryActivities: [],
  commercialEmail: 'vendas@jequitiba.dev',
  commercialPhone: '+557133330000',
  contactName: 'Joana',
  contactPhone: null,
  phone: null,
  site: null,
  address: null,
  certified: false,
}
const paged = <T,>(data: T[]) => ({ data, total: data.length, page: 1, lastPage: 1 })

beforeEach(async () => {
  await changeLocale('pt-BR')
})

describe('admin suppliers list', () => {
  it('lists suppliers with the formatted CNPJ and sends the search and the status filter', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(admin),
      'GET /api/admin/suppliers': ok(paged([row])),
    })
    renderRoutes(routeTree, '/admin/suppliers')
    expect(await screen.findByRole('heading', { level: 1, name: 'Fornecedores' })).toBeTruthy()
    const table = await screen.findByRole('table')
    expect(within(table).getByRole('link', { name: 'Abrir Brindes Jequitibá' })).toBeTruthy()
    expect(within(table).getByText('11.222.333/0001-81')).toBeTruthy()
    expect(within(table).getByText('Jequié/BA')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('1 fornecedor')

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'inactive')
    await userEvent.type(screen.getByLabelText('Buscar por empresa, e-mail ou CNPJ'), 'Jequi')
    await waitFor(() => {
      const last = calls.filter((c) => c.url.includes('/api/admin/suppliers')).at(-1)!
      expect(last.url).toContain('q=Jequi')
      expect(last.url).toContain('status=inactive')
      expect(last.url).toContain('page=1')
    })
  })

  it('shows the empty state', async () => {
    fakeApi({ 'GET /api/auth/me': ok(admin), 'GET /api/admin/suppliers': ok(paged([])) })
    renderRoutes(routeTree, '/admin/suppliers')
    expect(await screen.findByText('Nenhum fornecedor encontrado.')).toBeTruthy()
  })
})

describe('one supplier', () => {
  it('opens the registration tab for an unknown tab and inactivates after a confirmation', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(admin),
      [`GET /api/admin/suppliers/${ID}`]: [ok(detail), ok({ ...detail, status: 'inactive' })],
      [`PUT /api/admin/suppliers/${ID}/status`]: ok({ ...detail, status: 'inactive' }),
    })
    const { router } = renderRoutes(routeTree, `/admin/supplier/${ID}/nope`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Brindes Jequitibá' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Cadastro' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('Brindes Jequitibá Ltda.')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Inativar fornecedor' }))
    const dialog = await screen.findByRole('dialog', { name: 'Inativar fornecedor' })
    expect(dialog.textContent).toContain('Brindes Jequitibá')
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    expect(await screen.findByRole('button', { name: 'Ativar fornecedor' })).toBeTruthy()
    const put = calls.find((c) => c.method === 'PUT')!
    expect(put.body).toEqual({ status: 'inactive' })
    expect(screen.getAllByText('Fornecedor inativado').length).toBeGreaterThan(0)

    await userEvent.click(screen.getByRole('tab', { name: 'Produtos' }))
    expect(router.state.location.pathname).toBe(`/admin/supplier/${ID}/products`)
  })

  it('sends the reset code only after the confirmation', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(admin),
      [`GET /api/admin/suppliers/${ID}`]: ok(detail),
      [`POST /api/admin/suppliers/${ID}/reset-password`]: ok({ sent: true }),
    })
    renderRoutes(routeTree, `/admin/supplier/${ID}/registration`)
    await userEvent.click(await screen.findByRole('button', { name: 'Redefinir senha' }))
    const dialog = await screen.findByRole('dialog', { name: 'Redefinir senha' })
    expect(dialog.textContent).toContain('jequitiba@galera.dev')
    expect(calls.some((c) => c.url.endsWith('/reset-password'))).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    expect(
      (await screen.findAllByText('Código de redefinição enviado para jequitiba@galera.dev'))
        .length,
    ).toBeGreaterThan(0)
    expect(calls.filter((c) => c.url.endsWith('/reset-password'))).toHaveLength(1)
  })

  it('shows the products tab rows and a not-found supplier', async () => {
    fakeApi({
      'GET /api/auth/me': ok(admin),
      [`GET /api/admin/suppliers/${ID}`]: ok(detail),
      [`GET /api/admin/suppliers/${ID}/products`]: ok(
        paged([
          {
            id: 'p1',
            name: 'Caneca Térmica',
            code: 'JEQ-001',
            category: 'Canecas',
            status: 'inactive',
            ratingAvg: 4.5,
            createdAt: '2026-10-02T12:00:00.000Z',
          },
        ]),
      ),
      'GET /api/admin/suppliers/22222222-2222-4222-8222-222222222222': fail(
        404,
        'USER_NOT_FOUND',
        'Usuário não encontrado',
      ),
    })
    const { router } = renderRoutes(routeTree, `/admin/supplier/${ID}/products`)
    const table = await screen.findByRole('table', { name: 'Produtos do fornecedor' })
    expect(within(table).getByRole('link', { name: 'Caneca Térmica' })).toBeTruthy()
    expect(within(table).getByText('Inativo')).toBeTruthy()
    expect(within(table).getByText('4,5 de 5')).toBeTruthy()
    await router.navigate('/admin/supplier/22222222-2222-4222-8222-222222222222/registration')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fornecedor não encontrado' }),
    ).toBeTruthy()
  })
})

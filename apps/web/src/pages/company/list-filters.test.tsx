import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BudgetListDto } from '@galera/shared/budgets/budget.schemas.ts'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { fakeApi, ok, renderRoutes } from '../../test/render.tsx'
import { client, summary } from '../../features/budgets/client/test/fixtures.ts'
import { readFilters, writeFilters } from '../../lib/list-filters.ts'

/** The period and quantity filter of the lists (spec §5, ADR 0036), on "my budgets". */
const page: BudgetListDto = {
  tab: 'all',
  data: [summary],
  page: 1,
  last_page: 1,
  counts: { all: 1, open: 1, finished: 0 },
}
const listCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.includes('/api/client/budgets'))

beforeEach(() => changeLocale('pt-BR'))

describe('the list filter form', () => {
  it("says 'from' after 'to' on the field, in Portuguese, and asks nothing", async () => {
    const calls = fakeApi({ 'GET /api/auth/me': ok(client), 'GET /api/client/budgets': ok(page) })
    const user = userEvent.setup()
    renderRoutes(routeTree, '/company/panel/company/budgets/all')
    await screen.findByTestId('budget-card')
    const before = listCalls(calls).length
    await user.type(screen.getByRole('textbox', { name: /^De/ }), '30/11/2026')
    await user.type(screen.getByRole('textbox', { name: /^Até/ }), '01/11/2026')
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    expect(await screen.findByText('A data "de" não pode ser depois da data "até"')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: /^De/ }).getAttribute('aria-invalid')).toBe('true')
    expect(listCalls(calls)).toHaveLength(before)
    expect(screen.queryByTestId('filter-chip')).toBeNull()
  })

  it('refuses a quantity out of 1..100000 and a day that does not exist', async () => {
    const calls = fakeApi({ 'GET /api/auth/me': ok(client), 'GET /api/client/budgets': ok(page) })
    const user = userEvent.setup()
    renderRoutes(routeTree, '/company/panel/company/budgets/all')
    await screen.findByTestId('budget-card')
    const before = listCalls(calls).length
    await user.type(screen.getByRole('textbox', { name: /^Quantidade/ }), '100001')
    await user.type(screen.getByRole('textbox', { name: /^De/ }), '31/02/2026')
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    expect(await screen.findByText('Data inválida')).toBeTruthy()
    await user.clear(screen.getByRole('textbox', { name: /^De/ }))
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    expect(await screen.findByText('O valor máximo é 100000')).toBeTruthy()
    expect(listCalls(calls)).toHaveLength(before)
  })

  it('sends ISO days and the quantity, keeps them in the URL and shows chips day-first', async () => {
    const calls = fakeApi({ 'GET /api/auth/me': ok(client), 'GET /api/client/budgets': ok(page) })
    const user = userEvent.setup()
    const { router } = renderRoutes(routeTree, '/company/panel/company/budgets/all?page=2')
    await screen.findByTestId('budget-card')
    await user.type(screen.getByRole('textbox', { name: /^De/ }), '01/11/2026')
    await user.type(screen.getByRole('textbox', { name: /^Até/ }), '30/11/2026')
    await user.type(screen.getByRole('textbox', { name: /^Quantidade/ }), '500')
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url).toMatch(
        /tab=all&page=1&from=2026-11-01&to=2026-11-30&quantity=500$/,
      ),
    )
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30&quantity=500')
    const chips = screen.getAllByTestId('filter-chip').map((c) => c.textContent)
    expect(chips).toEqual(['De: 01/11/2026', 'Até: 30/11/2026', 'Quantidade: 500'])

    await user.click(screen.getByRole('button', { name: 'Remover o filtro Quantidade: 500' }))
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30'))
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(screen.queryByTestId('filter-chip')).toBeNull()
  })

  it('speaks English: day-first chips and the error in English', async () => {
    await changeLocale('en')
    fakeApi({ 'GET /api/auth/me': ok(client), 'GET /api/client/budgets': ok(page) })
    const user = userEvent.setup()
    renderRoutes(routeTree, '/company/panel/company/budgets/all?from=2026-11-05&to=2026-11-20')
    await screen.findByTestId('budget-card')
    const chips = screen.getAllByTestId('filter-chip').map((c) => c.textContent)
    expect(chips).toEqual(['From: 05/11/2026', 'To: 20/11/2026'])
    expect((screen.getByRole('textbox', { name: /^From/ }) as HTMLInputElement).value).toBe(
      '05/11/2026',
    )
    const to = screen.getByRole('textbox', { name: /^To/ })
    await user.clear(to)
    await user.type(to, '01/11/2026')
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    expect(await screen.findByText('The "from" date cannot be after the "to" date')).toBeTruthy()
  })
})

describe('filters in the URL', () => {
  it('reads only valid values and writes them back on page 1', () => {
    const search = new URLSearchParams('from=2026-02-30&to=2026-11-30&quantity=0&page=3&tab=x')
    expect(readFilters(search, true)).toEqual({ to: '2026-11-30' })
    expect(readFilters(new URLSearchParams('from=2026-12-01&to=2026-11-01'), false)).toEqual({
      to: '2026-11-01',
    })
    expect(readFilters(new URLSearchParams('quantity=500'), false)).toEqual({})
    expect(writeFilters(search, { from: '2026-11-01', quantity: 10 }).toString()).toBe(
      'from=2026-11-01&quantity=10&tab=x',
    )
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BudgetListDto } from '@galera/shared/budgets/budget.schemas.ts'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { fakeApi, ok, renderRoutes } from '../../test/render.tsx'
import { client, summary } from '../../features/budgets/client/test/fixtures.ts'

const counts = { all: 1, open: 1, finished: 0 }
const pageOf = (data: BudgetListDto['data'], tab: BudgetListDto['tab']): BudgetListDto => ({
  tab,
  data,
  page: 1,
  last_page: 1,
  counts,
})

beforeEach(() => changeLocale('pt-BR'))

describe('my budgets', () => {
  it('lists the tab’s budgets with counts, quotes and a countdown, and switches tabs', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      'GET /api/client/budgets': [ok(pageOf([summary], 'open')), ok(pageOf([], 'finished'))],
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(routeTree, '/company/panel/company/budgets/open')
    const card = await screen.findByTestId('budget-card')
    const link = within(card).getByRole('link', { name: 'Ver o orçamento nº 42' })
    expect(link.getAttribute('href')).toBe(`/company/panel/company/budgets/${summary.id}/see`)
    expect(card.textContent).toContain('Caneta metálica Touch')
    expect(card.textContent).toContain('2 de 3')
    expect(card.textContent).toContain('Aberto')
    expect(card.textContent).toMatch(/1 d 1 h \d+ min/)
    expect(screen.getByTestId('tab-count-open').textContent).toBe('1')
    expect(screen.getByRole('link', { name: 'Abrir leilão reverso' })).toBeTruthy()
    expect(calls.find((c) => c.url.includes('/api/client/budgets'))?.url).toMatch(
      /tab=open&page=1$/,
    )

    await user.click(screen.getByRole('tab', { name: /Finalizados/ }))
    expect(await screen.findByText('Nenhum orçamento finalizado.')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/company/panel/company/budgets/finished')
  })

  it('answers an unknown tab with the not-found page', async () => {
    fakeApi({ 'GET /api/auth/me': ok(client) })
    renderRoutes(routeTree, '/company/panel/company/budgets/whatever')
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy()
    expect(screen.queryByRole('tablist')).toBeNull()
  })
})

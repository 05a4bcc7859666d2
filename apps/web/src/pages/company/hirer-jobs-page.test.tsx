import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { JobPage, JobSummaryDto } from '@galera/shared/jobs/job.schemas.ts'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { fakeApi, ok, renderRoutes } from '../../test/render.tsx'

const company = {
  userId: 'u6',
  name: 'Eventos Bahia',
  email: 'empresa@galera.dev',
  profile: 6,
  locale: 'pt-BR',
  company: { id: 'c1', name: 'Eventos Bahia', document: '11222333000181' },
}
const summary: JobSummaryDto = {
  id: '33333333-3333-4333-8333-333333333333',
  status: 'requested',
  eventName: 'Feira de negócios',
  startsAt: '2027-01-15T12:00:00.000Z',
  endsAt: '2027-01-15T21:00:00.000Z',
  timeZone: 'America/Sao_Paulo',
  city: 'Salvador',
  uf: 'BA',
  cashCents: 80_000,
  netCents: 72_000,
  counterpart: { id: 'p1', name: 'Paula Promotora' },
  answerDeadline: new Date(Date.now() + 26 * 3_600_000).toISOString(),
  actions: ['cancel'],
}
const counts = { requested: 1, accepted: 0, completed: 0, closed: 0, all: 1 }
const pageOf = (data: JobSummaryDto[]): JobPage => ({
  data,
  last_page: 1,
  total: data.length,
  counts,
})

beforeEach(() => changeLocale('pt-BR'))

describe('hirer solicitations', () => {
  it('lists the tab’s solicitations with counts and a countdown, and switches tabs', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(company),
      'GET /api/client/jobs': [ok(pageOf([summary])), ok(pageOf([]))],
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(routeTree, '/company/panel/company/solicitation/requested')

    const card = await screen.findByTestId('job-card')
    expect(
      within(card).getByRole('link', { name: 'Ver detalhes de Feira de negócios' }),
    ).toBeTruthy()
    expect(card.textContent).toContain('15/01/2027, 09:00 até 15/01/2027, 18:00')
    expect(card.textContent).toContain('R$ 800,00')
    expect(card.textContent).toContain('Paula Promotora')
    expect(card.textContent).toMatch(/1 d 1 h \d+ min/)
    expect(screen.getByTestId('tab-count-requested').textContent).toBe('1')
    expect(calls.find((c) => c.url.includes('/api/client/jobs'))?.url).toMatch(
      /tab=requested&page=1$/,
    )

    await user.click(screen.getByRole('tab', { name: /Aceitas/ }))
    expect(await screen.findByText('Nenhuma solicitação nesta aba.')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/company/panel/company/solicitation/accepted')
    expect(calls.filter((c) => c.url.includes('tab=accepted'))).toHaveLength(1)
  })

  it('answers an unknown tab with the not-found page', async () => {
    fakeApi({ 'GET /api/auth/me': ok(company) })
    renderRoutes(routeTree, '/company/panel/company/solicitation/whatever')
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy()
    expect(screen.queryByRole('tablist')).toBeNull()
  })
})

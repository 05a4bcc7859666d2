import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { JobPage } from '@galera/shared/jobs/job.schemas.ts'
import { routeTree } from '../../app/router.tsx'
import { NOTIFICATIONS_KEY } from '../../features/notifications/api.ts'
import { changeLocale } from '../../lib/i18n.ts'
import { fakeApi, ok, renderRoutes } from '../../test/render.tsx'

const promoter = {
  userId: 'p1',
  name: 'Paula Promotora',
  email: 'promotora@galera.dev',
  profile: 5,
  locale: 'pt-BR',
  company: null,
}
const counts = { requested: 1, accepted: 0, completed: 0, closed: 2, all: 3 }
const list: JobPage = {
  data: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      status: 'requested',
      eventName: 'Feira de Verão',
      startsAt: '2030-12-02T12:00:00.000Z',
      endsAt: '2030-12-02T20:00:00.000Z',
      timeZone: 'America/Sao_Paulo',
      city: 'Salvador',
      uf: 'BA',
      cashCents: 50_000,
      netCents: 45_000,
      counterpart: { id: 'h1', name: 'Eventos Bahia' },
      answerDeadline: '2030-11-24T12:00:00.000Z',
      actions: ['accept', 'decline'],
    },
  ],
  last_page: 1,
  total: 1,
  counts,
}

beforeEach(() => changeLocale('pt-BR'))

describe('promoter jobs page', () => {
  it('lists a tab with counts and a countdown, switches tabs, and refetches on a pushed notification', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(promoter),
      'GET /api/promoter/jobs': [ok(list), ok({ data: [], last_page: 1, total: 0, counts })],
    })
    const user = userEvent.setup()
    const { router, queryClient } = renderRoutes(
      routeTree,
      '/promotor/panel/promoter/status/requested',
    )
    expect(
      await screen.findByRole('link', { name: 'Ver solicitação: Feira de Verão' }),
    ).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Novas (1)' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    expect(screen.getByRole('tab', { name: 'Encerradas (2)' })).toBeTruthy()
    expect(screen.getByTestId('answer-countdown').textContent).toMatch(/Responder em\s*\d+ d/)
    const jobCalls = () => calls.filter((c) => c.url.includes('/api/promoter/jobs')).length
    const before = jobCalls()
    expect(
      new URL(calls.find((c) => c.url.includes('/api/promoter/jobs'))!.url, 'http://x').search,
    ).toBe('?tab=requested&page=1')

    // A notification pushed into the notifications cache refreshes the list at once.
    queryClient.setQueryData(NOTIFICATIONS_KEY, { pages: [], pageParams: [] })
    await waitFor(() => expect(jobCalls()).toBeGreaterThan(before))

    await user.click(screen.getByRole('tab', { name: 'Encerradas (2)' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/promotor/panel/promoter/status/closed'),
    )
    expect(await screen.findByText('Nenhuma solicitação encerrada.')).toBeTruthy()
  })

  it('sends an unknown tab to the new solicitations', async () => {
    fakeApi({ 'GET /api/auth/me': ok(promoter), 'GET /api/promoter/jobs': ok(list) })
    const { router } = renderRoutes(routeTree, '/promotor/panel/promoter/status/whatever')
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/promotor/panel/promoter/status/requested'),
    )
  })
})

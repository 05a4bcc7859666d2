import { beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { NotificationDto } from '@galera/shared/notifications/notification.schemas.ts'
import { changeLocale, loadDomain } from '../../lib/i18n.ts'
import { fakeApi, ok, renderRoutes } from '../../test/render.tsx'
import { NotificationBell } from './notification-bell.tsx'

/** ADR 0024: the API stores raw params; the bell shows them in the page's language. */
const fee: NotificationDto = {
  id: 'n1',
  code: 'fee_schedule_published',
  link: '/profile',
  params: { date: '2026-12-10T03:00:00.000Z', total: 980, provider: 300, platform: 680 },
  read: false,
  createdAt: new Date().toISOString(),
}
const job: NotificationDto = {
  id: 'n2',
  code: 'job_requested',
  link: '/promotor/panel/promoter/status/requested',
  params: {
    hirer: 'Carla',
    event: 'Feira',
    date: '2026-12-02T12:00:00.000Z',
    deadline: '2026-11-24T12:00:00.000Z',
    timeZone: 'America/Bahia',
  },
  read: true,
  createdAt: new Date().toISOString(),
}
// Written before raw params: shown as stored, never "Invalid Date".
const legacy: NotificationDto = {
  ...fee,
  id: 'n3',
  params: { date: '01/01/2027', total: '9,8%', provider: '2,8%', platform: '7%' },
}

async function openBell(label: RegExp) {
  fakeApi({ 'GET /api/notifications': ok({ data: [fee, job, legacy], last_page: 1, unread: 1 }) })
  renderRoutes([{ path: '/', element: <NotificationBell userId="u1" /> }])
  await userEvent.setup().click(await screen.findByRole('button', { name: label }))
}

beforeEach(async () => {
  await changeLocale('pt-BR')
  // The header loads the bell's words with the layout; here they are loaded by hand.
  await loadDomain('media')
})

describe('notification bell', () => {
  it('shows dates and percentages in Portuguese', async () => {
    await openBell(/Notificações/)
    expect(
      await screen.findByText(/Nova tabela de taxas a partir de 10\/12\/2026: 9,8%/),
    ).toBeTruthy()
    expect(screen.getByText(/Nova solicitação de Carla: Feira/)).toBeTruthy()
    expect(screen.getByText(/Nova tabela de taxas a partir de 01\/01\/2027: 9,8%/)).toBeTruthy()
  })

  it('shows the same notification with English dates and numbers', async () => {
    await changeLocale('en')
    await openBell(/Notifications/)
    // English writes dates day-first too (ADR 0031), with a decimal point.
    expect(await screen.findByText(/New fee schedule from 10\/12\/2026: 9\.8%/)).toBeTruthy()
    expect(screen.queryByText(/10\/12\/2026: 9,8%/)).toBeNull()
  })
})

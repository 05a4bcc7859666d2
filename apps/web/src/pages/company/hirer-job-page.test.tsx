import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { JobDto } from '@galera/shared/jobs/job.schemas.ts'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { fakeApi, ok, renderRoutes } from '../../test/render.tsx'

const ID = '22222222-2222-4222-8222-222222222222'
const client = {
  userId: 'u3',
  name: 'Carla Cliente',
  email: 'cliente@galera.dev',
  profile: 3,
  locale: 'pt-BR',
  company: null,
}

function job(over: Partial<JobDto> = {}): JobDto {
  return {
    id: ID,
    status: 'accepted',
    promoter: { id: 'p1', name: 'Paula Promotora', avatarUrl: null, category: 'Recepcionista' },
    hirer: { id: 'u3', name: 'Carla Cliente' },
    contact: {
      doc: '39053344705',
      name: 'Carla Cliente',
      phone: '+5571987650001',
      email: 'cliente@galera.dev',
    },
    eventName: 'Lançamento de verão',
    startsAt: '2026-12-10T17:00:00.000Z',
    endsAt: '2026-12-10T23:00:00.000Z',
    timeZone: 'America/Sao_Paulo',
    workHours: 6,
    startDate: '2026-12-10',
    finishDate: '2026-12-10',
    startHour: '14:00',
    finishHour: '20:00',
    place: {
      name: 'Centro de Convenções',
      zipcode: '40010000',
      address: 'Avenida Sete de Setembro, 100',
      complement: null,
      city: 'Salvador',
      uf: 'BA',
    },
    fee: {
      grossCents: 123_456,
      providerFeeCents: 3_704,
      platformFeeCents: 8_642,
      netCents: 111_110,
      providerBps: 300,
      platformBps: 700,
      frozen: true,
    },
    requestedAt: '2026-11-20T12:00:00.000Z',
    answerDeadline: '2026-11-22T12:00:00.000Z',
    acceptedAt: '2026-11-21T12:00:00.000Z',
    declinedAt: null,
    expiredAt: null,
    completedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    reason: null,
    refundCents: null,
    actions: ['cancel'],
    cancelBlocks: false,
    cancelRefundCents: 61_728,
    myRating: null,
    theirRating: null,
    payment: null,
    ...over,
  }
}

beforeEach(() => changeLocale('pt-BR'))

describe('hirer job page', () => {
  it('states the refund and the rule before cancelling, then shows the cancelled job', async () => {
    const cancelled = job({
      status: 'cancelled',
      actions: [],
      cancelledAt: '2026-11-22T12:00:00.000Z',
      cancelledBy: 'hirer',
      reason: 'Evento adiado',
      refundCents: 61_728,
      cancelRefundCents: null,
    })
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/client/jobs/${ID}`]: ok(job()),
      [`POST /api/client/jobs/${ID}/cancel`]: ok(cancelled),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, `/company/panel/company/solicitation/${ID}/see`)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lançamento de verão' }),
    ).toBeTruthy()
    // The venue's zone by its name, not its IANA id.
    expect(screen.getByText(/^Fuso do evento: Horário Padrão de Brasília/)).toBeTruthy()
    expect(screen.queryByText(/America\/Sao_Paulo/)).toBeNull()
    expect(screen.getByTestId('fee-breakdown').textContent).toContain('R$ 1.111,10')
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar esta solicitação?' })
    expect(within(dialog).getByTestId('cancel-refund').textContent).toBe(
      'Você recebe R$ 617,28 de volta; R$ 617,28 ficam com o promotor pela data reservada.',
    )
    expect(within(dialog).getByText(/CDC art\. 49/)).toBeTruthy()
    await user.type(within(dialog).getByLabelText('Motivo (opcional)'), 'Evento adiado')
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }))

    expect(await screen.findByTestId('job-refund')).toBeTruthy()
    expect(screen.getByTestId('job-refund').textContent).toBe('Reembolso: R$ 617,28')
    expect(screen.getByText('Cancelado por você')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull()
    const cancel = calls.find((c) => c.method === 'POST')
    expect(cancel?.url).toMatch(new RegExp(`/api/client/jobs/${ID}/cancel$`))
    expect(cancel?.body).toEqual({ reason: 'Evento adiado' })
  })

  it('rates a completed job with the shared rules, once', async () => {
    const completed = job({
      status: 'completed',
      completedAt: '2026-12-10T23:00:00.000Z',
      actions: ['rate'],
      cancelRefundCents: null,
    })
    const rated = job({
      ...completed,
      actions: [],
      myRating: { value: 'positive', comment: 'Pontual e simpática.', createdAt: completed.endsAt },
    })
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/client/jobs/${ID}`]: ok(completed),
      [`POST /api/client/jobs/${ID}/rating`]: ok(rated),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, `/company/panel/company/solicitation/${ID}/see`)

    const send = await screen.findByRole('button', { name: 'Enviar avaliação' })
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull()
    await user.click(send)
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2)
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)

    await user.click(screen.getByRole('radio', { name: 'Positiva' }))
    await user.type(screen.getByLabelText(/Comentário/), 'ok')
    await user.click(send)
    expect(await screen.findByText('Mínimo de 3 caracteres')).toBeTruthy()

    await user.clear(screen.getByLabelText(/Comentário/))
    await user.type(screen.getByLabelText(/Comentário/), 'Pontual e simpática.')
    await user.click(send)
    await waitFor(() => expect(screen.getByTestId('job-rating').textContent).toContain('Pontual'))
    expect(screen.queryByRole('button', { name: 'Enviar avaliação' })).toBeNull()
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      value: 'positive',
      comment: 'Pontual e simpática.',
    })
  })
})

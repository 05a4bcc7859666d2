import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { JobDto } from '@galera/shared/jobs/job.schemas.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../test/render.tsx'

const promoter = {
  userId: 'p1',
  name: 'Paula Promotora',
  email: 'promotora@galera.dev',
  profile: 5,
  locale: 'pt-BR',
  company: null,
}
const ID = '33333333-3333-4333-8333-333333333333'

const job = (over: Partial<JobDto> = {}): JobDto => ({
  id: ID,
  status: 'accepted',
  promoter: { id: 'p1', name: 'Paula Promotora', avatarUrl: null, category: null },
  hirer: { id: 'h1', name: 'Eventos Bahia' },
  contact: {
    doc: '52998224725',
    name: 'Eventos Bahia Ltda',
    phone: '+5571987654321',
    email: 'contato@eventosbahia.dev',
  },
  eventName: 'Feira de Verão',
  startsAt: '2026-12-02T12:00:00.000Z',
  endsAt: '2026-12-02T20:00:00.000Z',
  timeZone: 'America/Bahia',
  workHours: 8,
  startDate: '2026-12-02',
  finishDate: '2026-12-02',
  startHour: '09:00',
  finishHour: '17:00',
  place: {
    name: 'Centro de Convenções',
    zipcode: '40010000',
    address: 'Av. Centenário, 100',
    complement: null,
    city: 'Salvador',
    uf: 'BA',
  },
  fee: {
    grossCents: 50_000,
    providerFeeCents: 1_500,
    platformFeeCents: 3_500,
    netCents: 45_000,
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
  cancelBlocks: true,
  cancelRefundCents: null,
  myRating: null,
  theirRating: null,
  payment: null,
  ...over,
})

beforeEach(() => changeLocale('pt-BR'))

describe('promoter job page', () => {
  it('warns that a cancel inside 72 h blocks the profile, then cancels with the reason', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(promoter),
      [`GET /api/promoter/jobs/${ID}`]: ok(job()),
      [`POST /api/promoter/jobs/${ID}/cancel`]: ok(
        job({
          status: 'cancelled',
          cancelledAt: '2026-11-30T12:00:00.000Z',
          cancelledBy: 'promoter',
          reason: 'Doente',
          refundCents: 50_000,
          actions: [],
          cancelBlocks: false,
        }),
      ),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, `/promotor/panel/promoter/status/${ID}/see`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Feira de Verão' })).toBeTruthy()
    // Accepted: the hirer's contact shows; the fee is the frozen one.
    expect(screen.getByText('contato@eventosbahia.dev')).toBeTruthy()
    expect(screen.getByText('Taxa fixada no aceite')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Aceitar' })).toBeNull()
    // The venue's zone by its name and the CEP as written, not the stored codes.
    expect(screen.getByText('Fuso do local: Horário Padrão de Brasília')).toBeTruthy()
    expect(screen.getByText('Salvador/BA · 40010-000')).toBeTruthy()
    expect(screen.queryByText(/America\/Sao_Paulo/)).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Cancelar trabalho' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar este trabalho?' })
    expect(within(dialog).getByRole('alert').textContent).toMatch(
      /bloqueia seu perfil por 15 dias, até \d{2}\/\d{2}\/\d{4}/,
    )
    await user.type(within(dialog).getByLabelText('Motivo (opcional)'), 'Doente')
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar trabalho' }))
    expect(await screen.findByText('Cancelada por você em 30/11/2026, 09:00')).toBeTruthy()
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.url).toContain(`/api/promoter/jobs/${ID}/cancel`)
    expect(post.body).toEqual({ reason: 'Doente' })
  })

  it('says cancelling does not block 72 h or more ahead, and shows a server refusal in the dialog', async () => {
    fakeApi({
      'GET /api/auth/me': ok(promoter),
      [`GET /api/promoter/jobs/${ID}`]: ok(job({ cancelBlocks: false })),
      [`POST /api/promoter/jobs/${ID}/cancel`]: fail(
        409,
        'JOB_INVALID_TRANSITION',
        'Esta solicitação não permite essa ação agora.',
      ),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, `/promotor/panel/promoter/status/${ID}/see`)
    await user.click(await screen.findByRole('button', { name: 'Cancelar trabalho' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar este trabalho?' })
    expect(within(dialog).queryByTestId('cancel-block-warning')).toBeNull()
    expect(within(dialog).getByText(/cancelar agora não bloqueia seu perfil/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar trabalho' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toMatch(/não permite/),
    )
  })

  it('before accepting: no contact, the fee preview, accept and decline', async () => {
    fakeApi({
      'GET /api/auth/me': ok(promoter),
      [`GET /api/promoter/jobs/${ID}`]: ok(
        job({
          status: 'requested',
          contact: null,
          acceptedAt: null,
          actions: ['accept', 'decline'],
          cancelBlocks: false,
          fee: { ...job().fee, frozen: false },
        }),
      ),
    })
    renderRoutes(routeTree, `/promotor/panel/promoter/status/${ID}/see`)
    expect(
      await screen.findByText('Os dados de contato aparecem quando você aceitar.'),
    ).toBeTruthy()
    expect(screen.getByText(/fica fixada quando o promotor aceitar/)).toBeTruthy()
    expect(screen.getByTestId('fee-breakdown').textContent).toContain(formatBRL(45_000))
    expect(screen.getByRole('button', { name: 'Aceitar' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Recusar' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancelar trabalho' })).toBeNull()
  })
  it('does not promise the contact data on a job the promoter cancelled', async () => {
    fakeApi({
      'GET /api/auth/me': ok(promoter),
      [`GET /api/promoter/jobs/${ID}`]: ok(
        job({
          status: 'cancelled',
          contact: null,
          cancelledAt: '2026-11-30T12:00:00.000Z',
          cancelledBy: 'promoter',
          refundCents: 50_000,
          actions: [],
          cancelBlocks: false,
        }),
      ),
    })
    renderRoutes(routeTree, `/promotor/panel/promoter/status/${ID}/see`)
    expect(await screen.findByText('Cancelada por você em 30/11/2026, 09:00')).toBeTruthy()
    expect(screen.getByText('Eventos Bahia')).toBeTruthy()
    expect(screen.queryByText('Os dados de contato aparecem quando você aceitar.')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Aceitar' })).toBeNull()
  })

  it("shows an admin's Certificado requirement with its reason and the way to the documents (ADR 0026)", async () => {
    fakeApi({
      'GET /api/auth/me': ok(promoter),
      'GET /api/me/certification': ok({
        isCertified: false,
        request: null,
        required: { at: '2026-11-21T12:00:00.000Z', reason: 'Documento do cadastro ilegível' },
      }),
      [`GET /api/promoter/jobs/${ID}`]: ok(
        job({ status: 'requested', contact: null, acceptedAt: null, actions: ['accept'] }),
      ),
    })
    renderRoutes(routeTree, `/promotor/panel/promoter/status/${ID}/see`)
    const notice = await screen.findByTestId('certification-required')
    expect(notice.textContent).toContain('Documento do cadastro ilegível')
    expect(notice.textContent).toContain('não aceita trabalhos')
    expect(
      within(notice).getByRole('link', { name: 'Enviar documentos' }).getAttribute('href'),
    ).toBe('/profile#certificado')
  })

  it('shows nothing about the Certificado when none is required', async () => {
    fakeApi({
      'GET /api/auth/me': ok(promoter),
      'GET /api/me/certification': ok({ isCertified: false, request: null, required: null }),
      [`GET /api/promoter/jobs/${ID}`]: ok(job()),
    })
    renderRoutes(routeTree, `/promotor/panel/promoter/status/${ID}/see`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Feira de Verão' })).toBeTruthy()
    expect(screen.queryByTestId('certification-required')).toBeNull()
  })
})

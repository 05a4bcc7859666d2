import { beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { JobDto } from '@galera/shared/jobs/job.schemas.ts'
import type { PaymentDto } from '@galera/shared/payments/payment.schemas.ts'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { fakeApi, ok, renderRoutes } from '../../test/render.tsx'

const ID = '33333333-3333-4333-8333-333333333333'
const client = {
  userId: 'u3',
  name: 'Carla Cliente',
  email: 'cliente@galera.dev',
  profile: 3,
  locale: 'pt-BR',
  company: null,
}
const PAYLOAD =
  '00020126580014br.gov.bcb.pix0136123e4567-e89b-12d3-a456-4266141740005204000053039865406500.005802BR5914GALERA EVENTOS6009SAO PAULO62070503***6304ABCD'

const pending: PaymentDto = {
  jobId: ID,
  status: 'pending',
  amountCents: 50_000,
  deadline: '2099-11-23T12:00:00.000Z',
  pix: null,
  cardUrl: null,
  method: null,
  paidAt: null,
  releaseAt: '2099-12-04T20:00:00.000Z',
  releasedAt: null,
  refundCents: 0,
}

function job(): JobDto {
  return {
    id: ID,
    status: 'accepted',
    promoter: { id: 'p1', name: 'Paula Promotora', avatarUrl: null, category: null },
    hirer: { id: 'u3', name: 'Carla Cliente' },
    contact: null,
    eventName: 'Lançamento de verão',
    startsAt: '2099-12-02T12:00:00.000Z',
    endsAt: '2099-12-02T20:00:00.000Z',
    timeZone: 'America/Bahia',
    workHours: 8,
    startDate: '2099-12-02',
    finishDate: '2099-12-02',
    startHour: '09:00',
    finishHour: '17:00',
    place: {
      name: 'Centro',
      zipcode: '40010000',
      address: 'Av. Sete, 1',
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
    requestedAt: '2099-11-20T12:00:00.000Z',
    answerDeadline: '2099-11-22T12:00:00.000Z',
    acceptedAt: '2099-11-22T12:00:00.000Z',
    declinedAt: null,
    expiredAt: null,
    completedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    reason: null,
    refundCents: null,
    actions: ['cancel'],
    cancelBlocks: false,
    cancelRefundCents: null,
    myRating: null,
    theirRating: null,
    payment: {
      status: 'pending',
      deadline: pending.deadline,
      releaseAt: pending.releaseAt,
      releasedAt: null,
      dispute: null,
    },
  }
}

beforeEach(() => changeLocale('pt-BR'))

describe('hirer pays an accepted job (ADR 0055)', () => {
  it('opens the charge: the QR code, the copia e cola with its copy button, the card page', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/client/jobs/${ID}`]: ok(job()),
      [`GET /api/client/jobs/${ID}/payment`]: ok(pending),
      [`POST /api/client/jobs/${ID}/payment`]: ok({
        ...pending,
        pix: { payload: PAYLOAD, qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' },
        cardUrl: 'http://127.0.0.1:9/i/pay_1',
      }),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, `/company/panel/company/solicitation/${ID}/see`)
    expect(await screen.findByRole('heading', { level: 2, name: 'Pagamento' })).toBeTruthy()
    expect(await screen.findByText(/Pague o cachê de R\$ 500,00 até/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Pagar agora' }))
    expect(await screen.findByRole('img', { name: 'QR code Pix de R$ 500,00' })).toBeTruthy()
    expect((screen.getByLabelText('Pix copia e cola') as HTMLInputElement).value).toBe(PAYLOAD)
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Pagar com cartão' }).getAttribute('href')).toBe(
      'http://127.0.0.1:9/i/pay_1',
    )
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
    // Nothing paid yet: no receipt.
    expect(screen.queryByTestId('payment-receipt')).toBeNull()
  })

  it('in English: a paid job says the money is held until the release', async () => {
    changeLocale('en')
    fakeApi({
      'GET /api/auth/me': ok({ ...client, locale: 'en' }),
      [`GET /api/client/jobs/${ID}`]: ok(job()),
      [`GET /api/client/jobs/${ID}/payment`]: ok({
        ...pending,
        status: 'paid',
        method: 'pix',
        paidAt: '2099-11-22T13:00:00.000Z',
      }),
    })
    renderRoutes(routeTree, `/company/panel/company/solicitation/${ID}/see`)
    const status = await screen.findByTestId('payment-status')
    expect(status.getAttribute('data-status')).toBe('paid')
    expect(status.textContent).toMatch(/^Paid on .*Galera Eventos holds the money and releases it/)
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull()
  })
})

describe('the receipt of a paid job', () => {
  it('shows what was paid, how and when, what came back and the final amount', async () => {
    fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/client/jobs/${ID}`]: ok(job()),
      [`GET /api/client/jobs/${ID}/payment`]: ok({
        ...pending,
        status: 'refunded',
        method: 'card',
        paidAt: '2099-11-22T13:00:00.000Z',
        refundCents: 12_345,
      }),
    })
    renderRoutes(routeTree, `/company/panel/company/solicitation/${ID}/see`)
    const receipt = await screen.findByTestId('payment-receipt')
    const rows = [...receipt.querySelectorAll('tr')].map((r) => r.textContent)
    expect(rows).toEqual([
      'Valor pagoR$ 500,00',
      'Forma de pagamentoCartão de crédito',
      expect.stringMatching(/^Pago em22\/11\/2099/),
      'Devolvido a vocêR$ 123,45',
      'Valor finalR$ 376,55',
    ])
  })

  it('in English, with the release to the promoter', async () => {
    changeLocale('en')
    fakeApi({
      'GET /api/auth/me': ok({ ...client, locale: 'en' }),
      [`GET /api/client/jobs/${ID}`]: ok(job()),
      [`GET /api/client/jobs/${ID}/payment`]: ok({
        ...pending,
        status: 'released',
        method: 'pix',
        paidAt: '2099-11-22T13:00:00.000Z',
        releasedAt: '2099-12-04T20:00:00.000Z',
      }),
    })
    renderRoutes(routeTree, `/company/panel/company/solicitation/${ID}/see`)
    const receipt = await screen.findByTestId('payment-receipt')
    expect(receipt.querySelector('h3')?.textContent).toBe('Receipt')
    const rows = [...receipt.querySelectorAll('tr')].map((r) => r.textContent)
    expect(rows[0]).toBe('Amount paidR$ 500,00')
    expect(rows[1]).toBe('Payment methodPix')
    expect(rows.at(-1)).toMatch(/^Released to the promoter on/)
    expect(rows).toHaveLength(4)
  })
})

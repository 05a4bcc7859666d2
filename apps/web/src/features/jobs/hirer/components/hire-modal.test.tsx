import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PublicPromoterDto } from '@galera/shared/promoters/promoter.schemas.ts'
import { routeTree } from '../../../../app/router.tsx'
import { changeLocale } from '../../../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../../../test/render.tsx'

const PROMOTER_ID = '7e3b1a52-4c1d-4f7a-9b1e-0a5c2d6e8f10'
const client = {
  userId: 'u3',
  name: 'Carla Cliente',
  email: 'cliente@galera.dev',
  profile: 3,
  locale: 'pt-BR',
  company: null,
}
const promoter = {
  id: PROMOTER_ID,
  name: 'Paula Promotora',
  age: 30,
  city: 'Salvador',
  uf: 'BA',
  category: { id: 'c1', namePt: 'Recepcionista', nameEn: 'Receptionist' },
  gender: 'female',
  heightCm: 168,
  weightKg: 58,
  shoeSize: 37,
  hair: 'brown',
  eyes: 'brown',
  skin: null,
  disabilities: [],
  languages: [],
  dance: [],
  instruments: [],
  hasCar: false,
  equipment: null,
  issuesInvoice: false,
  canTravel: false,
  description: 'Recepcionista em Salvador.',
  references: null,
  instagramUrl: null,
  facebookUrl: null,
  avatarUrl: null,
  isCertified: false,
  isLaunched: false,
  isSpotlight: false,
  memberSince: '2026-01-01T00:00:00.000Z',
  gallery: [],
  // Every day, every day time.
  availability: { weeklyMask: 2 ** 21 - 1, blockedDates: [] },
  ratings: { positive: 0, neutral: 0, negative: 0, latest: [] },
} satisfies PublicPromoterDto
const profile = {
  account: {
    id: 'u3',
    name: 'Carla Cliente',
    email: 'cliente@galera.dev',
    phone: '+5571987650001',
    cpf: '39053344705',
    cnpj: null,
  },
  address: null,
  promoter: null,
  supplier: null,
  company: null,
  hasSensitiveConsent: false,
}
const fees = {
  current: { id: 'f1', providerBps: 300, platformBps: 700, effectiveFrom: '2000-01-01T03:00:00Z' },
  next: null,
}

/** A São Paulo calendar day n days from today, typed as DD/MM/AAAA. */
function typedDay(n: number): string {
  const d = new Date(Date.now() + n * 86_400_000)
  const [y, m, day] = d.toISOString().slice(0, 10).split('-')
  return `${day}/${m}/${y}`
}

beforeEach(() => changeLocale('pt-BR'))

async function fillToTheEnd(user: ReturnType<typeof userEvent.setup>) {
  // The route, the words and the modal load lazily: the first render takes a moment.
  await user.click(await screen.findByRole('button', { name: 'Contratar' }))
  const dialog = await screen.findByRole('dialog', { name: 'Contratar Paula Promotora' })
  // Step 1 comes filled from the client's record.
  await waitFor(() =>
    expect(within(dialog).getByLabelText(/CPF ou CNPJ/)).toHaveProperty('value', '390.533.447-05'),
  )
  await user.click(within(dialog).getByRole('button', { name: 'Continuar' }))
  // Long texts are pasted (one input event): typing them key by key only costs time.
  await user.click(await within(dialog).findByLabelText(/Nome do evento/))
  await user.paste('Lançamento')
  await user.type(within(dialog).getByLabelText(/Data de início/), typedDay(30))
  await user.type(within(dialog).getByLabelText(/Data de término/), typedDay(30))
  await user.type(within(dialog).getByLabelText(/Hora de início/), '14:00')
  await user.type(within(dialog).getByLabelText(/Hora de término/), '20:00')
  await user.type(within(dialog).getByLabelText(/Cachê/), '1.234,56')
  // The split follows the typed cachê, with the schedule in force.
  await waitFor(() =>
    expect(within(dialog).getByTestId('fee-breakdown').textContent).toContain('R$ 1.111,10'),
  )
  await user.click(within(dialog).getByRole('button', { name: 'Continuar' }))
  await user.click(await within(dialog).findByLabelText(/Nome do local/))
  await user.paste('Centro de Convenções')
  await user.type(within(dialog).getByLabelText(/^CEP/), '40010-000')
  await user.click(within(dialog).getByLabelText(/Endereço/))
  await user.paste('Avenida Sete de Setembro, 100')
  await user.selectOptions(within(dialog).getByLabelText(/^UF/), 'BA')
  await user.type(within(dialog).getByLabelText(/Cidade/), 'Salvador')
  return dialog
}

describe('hire modal', () => {
  it('sends one solicitation on a double click, with the cachê in centavos', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/public/promoters/${PROMOTER_ID}`]: ok(promoter),
      'GET /api/me/profile': ok(profile),
      'GET /api/public/fees/current': ok(fees),
      // No city list: the field becomes free text.
      'GET /api/getCitiesByUfs': fail(503, 'SERVICE_UNAVAILABLE', 'Indisponível'),
      'POST /api/client/jobs': {
        status: 201,
        body: {
          status: 201,
          data: {
            id: 'j1',
            answerDeadline: new Date(Date.now() + 48 * 3_600_000).toISOString(),
            timeZone: 'America/Sao_Paulo',
          },
        },
      },
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, `/promotor/${PROMOTER_ID}`)
    const dialog = await fillToTheEnd(user)

    await user.dblClick(within(dialog).getByRole('button', { name: 'Enviar solicitação' }))
    expect(await screen.findByText('Solicitação enviada')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const posts = calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/client/jobs'))
    expect(posts).toHaveLength(1)
    // One key per opening: a retry of the same submit would carry it too.
    expect(posts[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(posts[0].body).toMatchObject({
      promoterId: PROMOTER_ID,
      company: { doc: '390.533.447-05', email: 'cliente@galera.dev' },
      event: { eventName: 'Lançamento', startHour: '14:00', cashCents: 123_456 },
      address: { state: 'BA', city: 'Salvador', zipcode: '40010-000' },
    })
  })

  it('shows the solicitation limits in the modal (ADR 0024)', async () => {
    fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/public/promoters/${PROMOTER_ID}`]: ok(promoter),
      'GET /api/me/profile': ok(profile),
      'GET /api/public/fees/current': ok(fees),
      'GET /api/getCitiesByUfs': fail(503, 'SERVICE_UNAVAILABLE', 'Indisponível'),
      'POST /api/client/jobs': fail(
        422,
        'JOB_OPEN_LIMIT',
        'Você já tem 20 solicitações aguardando resposta. Espere as respostas ou cancele alguma antes de enviar outra.',
      ),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, `/promotor/${PROMOTER_ID}`)
    const dialog = await fillToTheEnd(user)
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitação' }))
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .some((a) => a.textContent?.includes('Você já tem 20 solicitações aguardando resposta.')),
      ).toBe(true),
    )
    // The modal stays open on its last step, the typed values kept.
    expect(within(dialog).getByRole('button', { name: 'Enviar solicitação' })).toBeTruthy()
  })

  it('shows a refusal about the date on the event step, and field errors on their fields', async () => {
    fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/public/promoters/${PROMOTER_ID}`]: ok(promoter),
      'GET /api/me/profile': ok(profile),
      'GET /api/public/fees/current': ok(fees),
      'GET /api/getCitiesByUfs': fail(503, 'SERVICE_UNAVAILABLE', 'Indisponível'),
      'POST /api/client/jobs': [
        fail(422, 'PROMOTER_UNAVAILABLE', 'O promotor não está disponível nesse dia e horário'),
        fail(422, 'VALIDATION_FAILED', 'Verifique os campos', {
          errors: [{ field: 'event.cashCents', message: 'O cachê máximo é R$ 1.000.000,00' }],
        }),
      ],
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, `/promotor/${PROMOTER_ID}`)
    const dialog = await fillToTheEnd(user)

    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitação' }))
    expect(
      await within(dialog).findByRole('heading', { name: 'Passo 2 de 3: Dados do evento' }),
    ).toBeTruthy()
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'O promotor não está disponível nesse dia e horário',
    )

    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }))
    await user.click(await within(dialog).findByRole('button', { name: 'Enviar solicitação' }))
    const cash = await within(dialog).findByLabelText(/Cachê/)
    await waitFor(() => expect(cash.getAttribute('aria-invalid')).toBe('true'))
    expect(within(dialog).getByText('O cachê máximo é R$ 1.000.000,00')).toBeTruthy()
  })
})

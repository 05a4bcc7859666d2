import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../test/render.tsx'
import { client, detail } from '../../features/budgets/client/test/fixtures.ts'
import { saoPauloDay } from '../../features/budgets/client/budget-form.ts'

const CATEGORY = '55555555-5555-4555-8555-555555555555'
const AUCTION = '66666666-6666-4666-8666-666666666666'

beforeEach(() => changeLocale('pt-BR'))

describe('/choose', () => {
  it('sends a visitor to the client login, remembering where to come back', async () => {
    fakeApi({ 'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Não autenticado') })
    const { router } = renderRoutes(routeTree, '/choose')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.state).toEqual({ from: '/choose' })
  })

  it('sends a signed-in company to the client login saying the questionnaire is for clients', async () => {
    fakeApi({
      'GET /api/auth/me': ok({
        ...client,
        profile: 6,
        company: { id: 'c', name: 'E', document: '1' },
      }),
    })
    const { router } = renderRoutes(routeTree, '/choose')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(
      await screen.findByText(
        'O questionário de brindes é para contas pessoais de cliente. Entre com uma conta de cliente para usá-lo.',
      ),
    ).toBeTruthy()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('tells a signed-in supplier the same, in English', async () => {
    await changeLocale('en')
    fakeApi({ 'GET /api/auth/me': ok({ ...client, profile: 4 }) })
    const { router } = renderRoutes(routeTree, '/choose')
    expect(
      await screen.findByText(
        'The gift questionnaire is for personal client accounts. Log in with a client account to use it.',
      ),
    ).toBeTruthy()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('a signed-in company opening the login page by itself still goes to its landing', async () => {
    fakeApi({
      'GET /api/auth/me': ok({
        ...client,
        profile: 6,
        company: { id: 'c', name: 'E', document: '1' },
      }),
    })
    const { router } = renderRoutes(routeTree, '/login')
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'))
  })

  it('guides a client step by step, suggests products and asks suppliers for proposals', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      'GET /api/public/categories': ok([{ id: CATEGORY, slug: 'canetas', name: 'Canetas' }]),
      'GET /api/getUfs': ok([{ uf: 'BA', name: 'Bahia' }]),
      'GET /api/client/choose/suggestions': ok([
        {
          id: 'p1',
          name: 'Caneta metálica Touch',
          category: { id: CATEGORY, name: 'Canetas' },
          cover: null,
          supplier: { id: 's1', tradeName: 'Brindes Salvador' },
        },
      ]),
      'POST /api/client/reverse-auctions': {
        status: 201,
        body: { status: 201, data: { id: AUCTION, number: 77 } },
      },
      [`GET /api/client/budgets/${AUCTION}`]: ok(
        detail([], { id: AUCTION, number: 77, kind: 'reverse_auction', product: null }),
      ),
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(routeTree, '/choose')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vamos achar o brinde ideal' }),
    ).toBeTruthy()

    // Step 1: nothing chosen → the messages; then what for and the goal.
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2)
    await user.click(screen.getByRole('radio', { name: 'Evento' }))
    await user.click(screen.getByRole('radio', { name: 'Fidelização' }))
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    // Step 2: who.
    await user.click(await screen.findByRole('radio', { name: 'Executivo' }))
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    // Step 3: the kind of gift and its description (the spec's message when invalid).
    await user.click(await screen.findByRole('combobox', { name: /Que tipo de brinde/ }))
    await user.click(await screen.findByRole('option', { name: 'Canetas', hidden: true }))
    const describe = screen.getByRole('textbox', { name: /Descreva o brinde/ })
    await user.type(describe, '12')
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(await screen.findByText('Por favor, digite uma descrição válida')).toBeTruthy()
    await user.clear(describe)
    await user.type(describe, 'Caneta metálica com a logo gravada')
    const suggestion = await screen.findByRole('link', { name: 'Caneta metálica Touch' })
    expect(suggestion.getAttribute('href')).toBe('/produto/p1')
    expect(screen.queryByText('Por favor, digite uma descrição válida')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    // Step 4: quantity, states and dates, then send.
    await user.click(await screen.findByRole('combobox', { name: /Estados de entrega/ }))
    await user.click(await screen.findByRole('option', { name: 'Bahia (BA)', hidden: true }))
    const until = saoPauloDay(new Date(), 5)
    const delivery = saoPauloDay(new Date(), 20)
    fireEvent.change(screen.getByLabelText(/Receber propostas até/), { target: { value: until } })
    fireEvent.change(screen.getByLabelText(/Prazo de entrega/), { target: { value: delivery } })
    await user.click(screen.getByRole('button', { name: 'Pedir propostas' }))

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/company/panel/company/budgets/${AUCTION}/see`),
    )
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(post.body).toMatchObject({
      categoryId: CATEGORY,
      quantity: 100,
      states: ['BA'],
      actionType: 1,
      targetAudience: 6,
      goal: 1,
      proposalsUntil: until,
      deliveryDeadline: delivery,
      description: 'Caneta metálica com a logo gravada',
      customization: 'none',
    })
    const suggestionCall = calls.filter((c) => c.url.includes('/choose/suggestions')).at(-1)!
    expect(suggestionCall.url).toContain(`categoryId=${CATEGORY}`)
  })
})

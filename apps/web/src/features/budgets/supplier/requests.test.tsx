import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { routeTree } from '../../../app/router.tsx'
import { changeLocale } from '../../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../../test/render.tsx'
import {
  supplier,
  ID,
  AUCTION,
  PRODUCT,
  COLOR,
  NOW,
  inHours,
  proposal,
  list,
  openAuction,
} from './test/fixtures.ts'

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
  await changeLocale('pt-BR')
})
afterEach(() => vi.useRealTimers())

describe('supplier requests inbox', () => {
  it('shows the tabs with counts, the cards with the status in words (no spec code) and the live countdown (red under 6 h)', async () => {
    fakeApi({
      'GET /api/auth/me': ok(supplier),
      'GET /api/supplier/proposals': ok(
        list([
          proposal(),
          proposal({
            id: 'x2',
            number: 1043,
            answerDeadline: inHours(2),
            clientCity: 'Niterói/RJ',
          }),
        ]),
      ),
      'GET /api/supplier/reverse-auctions': ok([openAuction]),
    })
    renderRoutes(routeTree, '/promotor/panel/supplier/requests/new')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedidos de orçamento' }),
    ).toBeTruthy()
    expect(await screen.findByRole('tab', { name: 'Novos (2)' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Respondidos (3)' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Leilões reversos (1)' })).toBeTruthy()
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(2)
    // The spec's numeric status code is the API's business, never words on screen.
    expect(within(cards[0]!).getByTestId('proposal-status').textContent).toBe('Novo')
    expect(document.body.textContent).not.toMatch(/código \d/)
    expect(within(cards[0]!).getByText('Texto: “Galera 2027”')).toBeTruthy()
    expect(within(cards[0]!).getByText('SP, RJ')).toBeTruthy()
    expect(within(cards[0]!).getByText('Campinas/SP')).toBeTruthy()
    expect(
      within(cards[0]!).getByRole('link', { name: 'Garrafa térmica — ver pedido nº 1042' }),
    ).toBeTruthy()
    const first = within(cards[0]!).getByTestId('answer-countdown')
    expect(first.textContent).toContain('1 d 23 h 0 min')
    expect(first.querySelector('[data-urgent]')).toBeNull()
    const second = within(cards[1]!).getByTestId('answer-countdown')
    expect(second.textContent).toContain('2 h 0 min')
    expect(second.querySelector('[data-urgent]')).toBeTruthy()
  })

  it('lists the open reverse auctions in their tab, and says when the inbox is empty', async () => {
    fakeApi({
      'GET /api/auth/me': ok(supplier),
      'GET /api/supplier/proposals': ok(list([])),
      'GET /api/supplier/reverse-auctions': ok([openAuction]),
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRoutes(routeTree, '/promotor/panel/supplier/requests/new')
    expect(await screen.findByText('Nenhum pedido novo por enquanto.')).toBeTruthy()
    await user.click(screen.getByRole('tab', { name: /Leilões reversos/ }))
    const card = await screen.findByRole('article')
    expect(
      within(card).getByRole('link', { name: 'Garrafas — ver leilão reverso nº 2001' }),
    ).toBeTruthy()
    expect(within(card).getByText('Evento')).toBeTruthy()
    expect(within(card).getByTestId('auction-countdown').textContent).toContain('2 d 12 h')
  })

  it('shows an error with retry when the list fails', async () => {
    fakeApi({
      'GET /api/auth/me': ok(supplier),
      'GET /api/supplier/proposals': fail(500, 'INTERNAL', 'Falhou'),
      'GET /api/supplier/reverse-auctions': ok([]),
    })
    renderRoutes(routeTree, '/promotor/panel/supplier/requests/new')
    expect(await screen.findByRole('button', { name: 'Tentar de novo' })).toBeTruthy()
  })
})

describe('supplier request page', () => {
  it('answers: the total is shown line by line as the supplier types and the body carries centavos', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(supplier),
      [`GET /api/supplier/proposals/${ID}`]: ok(proposal()),
      [`POST /api/supplier/proposals/${ID}/answer`]: ok(
        proposal({
          status: 'answered',
          statusCode: null,
          unitCents: 1250,
          totalCents: 653_000,
          price: {
            quantity: 500,
            unitCents: 1250,
            itemsCents: 625_000,
            setupPerColorCents: 8_000,
            setupColors: 2,
            setupCents: 16_000,
            freightCents: 12_000,
            totalCents: 653_000,
          },
          deliveryDays: 12,
          justification: 'Inclui gravação a laser',
          actions: ['give_up'],
        }),
      ),
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRoutes(routeTree, `/promotor/panel/supplier/requests/${ID}/see`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Garrafa térmica' })).toBeTruthy()
    expect(
      screen.getByText(
        'Os dados de contato do cliente aparecem quando ele fechar negócio com você.',
      ),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Responder' }))
    const dialog = await screen.findByRole('dialog', { name: 'Responder ao pedido' })
    const live = within(dialog).getByTestId('live-total')
    expect(live.textContent).toContain('Informe o valor unitário para ver o total.')
    // The total is not typed.
    expect(within(dialog).queryByRole('textbox', { name: /Valor total/ })).toBeNull()
    await user.type(within(dialog).getByLabelText(/Valor unitário/), '12,50')
    expect(live.textContent).toContain('500 × R$ 12,50')
    expect(live.textContent).toContain('Valor totalR$ 6.250,00')
    await user.type(within(dialog).getByLabelText(/Setup por cor/), '80')
    await user.type(within(dialog).getByLabelText(/Cores do setup/), '2')
    await user.type(within(dialog).getByLabelText(/^Frete/), '120,00')
    expect(live.textContent).toContain('Setup: 2 × R$ 80,00R$ 160,00')
    expect(live.textContent).toContain('FreteR$ 120,00')
    expect(live.textContent).toContain('Valor totalR$ 6.530,00')
    await user.type(within(dialog).getByLabelText(/Prazo de entrega/), '12')
    await user.type(within(dialog).getByLabelText(/Justificativa/), 'Inclui gravação a laser')
    await user.click(within(dialog).getByRole('button', { name: 'Enviar resposta' }))
    expect(await screen.findByText('Sua proposta')).toBeTruthy()
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.body).toEqual({
      unitCents: 1250,
      setupPerColorCents: 8_000,
      setupColors: 2,
      freightCents: 12_000,
      deliveryDays: 12,
      justification: 'Inclui gravação a laser',
    })
    expect(screen.getByRole('button', { name: 'Desistir' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Responder' })).toBeNull()
  })

  it('counter-proposal: the stale "change one" message clears on a change and the total follows the new quantity', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(supplier),
      [`GET /api/supplier/proposals/${ID}`]: ok(proposal()),
      'GET /api/supplier/selectColors': ok([
        { id: COLOR, name: 'Azul', hex: '#00f', texturePath: null },
      ]),
      'GET /api/supplier/products/p1': ok({ colorIds: [COLOR] }),
      [`POST /api/supplier/proposals/${ID}/counter`]: ok(
        proposal({
          status: 'counter',
          statusCode: 2,
          unitCents: 390,
          totalCents: 117_000,
          deliveryDays: 20,
          justification: 'Mínimo de fábrica',
          counter: { quantity: 300, color: null, customization: null },
          actions: ['give_up'],
        }),
      ),
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRoutes(routeTree, `/promotor/panel/supplier/requests/${ID}/see`)
    await user.click(await screen.findByRole('button', { name: 'Contraproposta' }))
    const dialog = await screen.findByRole('dialog', { name: 'Fazer uma contraproposta' })
    await user.type(within(dialog).getByLabelText(/Valor unitário/), '3,90')
    const live = within(dialog).getByTestId('live-total')
    expect(live.textContent).toContain('500 × R$ 3,90')
    expect(live.textContent).toContain('Valor totalR$ 1.950,00')
    await user.type(within(dialog).getByLabelText(/Prazo de entrega/), '20')
    await user.type(within(dialog).getByLabelText(/Justificativa/), 'Mínimo de fábrica')
    await user.click(within(dialog).getByRole('button', { name: 'Enviar contraproposta' }))
    const needsChange = 'Mude a quantidade, a cor ou a personalização na contraproposta'
    expect(await within(dialog).findByText(needsChange)).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
    // Changing one of them clears the message at once, before any new submit: the customization…
    const customization = within(dialog).getByLabelText(/Personalização proposta/)
    await user.type(customization, 'Laser')
    expect(within(dialog).queryByText(needsChange)).toBeNull()
    await user.clear(customization)
    await user.click(within(dialog).getByRole('button', { name: 'Enviar contraproposta' }))
    expect(await within(dialog).findByText(needsChange)).toBeTruthy()
    // …or the quantity.
    await user.type(within(dialog).getByLabelText(/Quantidade proposta/), '3')
    expect(within(dialog).queryByText(needsChange)).toBeNull()
    await user.type(within(dialog).getByLabelText(/Quantidade proposta/), '00')
    // The total follows the counter's own quantity without retyping anything.
    expect(live.textContent).toContain('300 × R$ 3,90')
    expect(live.textContent).toContain('Valor totalR$ 1.170,00')
    await user.click(within(dialog).getByRole('button', { name: 'Enviar contraproposta' }))
    expect(await screen.findByText('Contraproposta')).toBeTruthy()
    expect(screen.getByText('Sua contraproposta')).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/código \d/)
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.url).toContain(`/supplier/proposals/${ID}/counter`)
    expect(post.body).toEqual({
      unitCents: 390,
      setupPerColorCents: 0,
      setupColors: 0,
      freightCents: 0,
      deliveryDays: 20,
      justification: 'Mínimo de fábrica',
      quantity: 300,
      colorId: null,
      customization: null,
    })
  })

  it('declines with a reason (the request goes to another supplier) and shows a refusal in the dialog', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(supplier),
      [`GET /api/supplier/proposals/${ID}`]: ok(proposal()),
      [`POST /api/supplier/proposals/${ID}/decline`]: [
        fail(409, 'BUDGET_INVALID_TRANSITION', 'Este orçamento não permite essa ação agora.'),
        ok(proposal({ status: 'declined', statusCode: null, actions: [] })),
      ],
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRoutes(routeTree, `/promotor/panel/supplier/requests/${ID}/see`)
    await user.click(await screen.findByRole('button', { name: 'Recusar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Recusar este pedido?' })
    expect(within(dialog).getByText(/repassado a outro fornecedor/)).toBeTruthy()
    await user.type(within(dialog).getByLabelText('Motivo (opcional)'), 'Sem estoque')
    await user.click(within(dialog).getByRole('button', { name: 'Recusar pedido' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toMatch(/não permite/),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Recusar pedido' }))
    expect(await screen.findByTestId('proposal-gone')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ reason: 'Sem estoque' })
  })

  it('in a deal: the client contact formatted, the 48 h countdown and "Contato concluído"', async () => {
    const deal = proposal({
      status: 'chosen',
      statusCode: null,
      unitCents: 1250,
      totalCents: 625_000,
      deliveryDays: 12,
      justification: 'Inclui gravação',
      contactDeadline: inHours(40),
      contact: {
        name: 'Rosa Escolhe',
        email: 'rosa.escolhe@galera.dev',
        phone: '+5511987654321',
        doc: '52998224725',
      },
      actions: ['contacted'],
    })
    const calls = fakeApi({
      'GET /api/auth/me': ok(supplier),
      [`GET /api/supplier/proposals/${ID}`]: ok(deal),
      [`POST /api/supplier/proposals/${ID}/contacted`]: ok({
        ...deal,
        status: 'completed',
        contactedAt: inHours(0),
        actions: [],
      }),
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRoutes(routeTree, `/promotor/panel/supplier/requests/${ID}/see`)
    const contact = await screen.findByTestId('client-contact')
    expect(within(contact).getByText('Rosa Escolhe')).toBeTruthy()
    expect(within(contact).getByText('+55 (11) 98765-4321')).toBeTruthy()
    expect(within(contact).getByText('529.982.247-25')).toBeTruthy()
    expect(within(contact).getByTestId('contact-countdown').textContent).toContain('1 d 16 h')
    await user.click(screen.getByRole('button', { name: 'Contato concluído' }))
    const dialog = await screen.findByRole('dialog', { name: 'Marcar o contato como concluído?' })
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    expect(await screen.findByText(/Contato concluído\. O cliente já pode avaliar/)).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')!.url).toContain('/contacted')
  })

  it('says plainly when another budget was chosen', async () => {
    fakeApi({
      'GET /api/auth/me': ok(supplier),
      [`GET /api/supplier/proposals/${ID}`]: ok(
        proposal({ status: 'not_chosen', statusCode: null, actions: [] }),
      ),
    })
    renderRoutes(routeTree, `/promotor/panel/supplier/requests/${ID}/see`)
    expect((await screen.findByTestId('proposal-gone')).textContent).toContain(
      'O cliente escolheu outro orçamento',
    )
    expect(screen.getByText('Nenhuma ação disponível para este pedido agora.')).toBeTruthy()
  })

  it('shows "not found" for a foreign request', async () => {
    fakeApi({
      'GET /api/auth/me': ok(supplier),
      [`GET /api/supplier/proposals/${ID}`]: fail(
        404,
        'PROPOSAL_NOT_FOUND',
        'Proposta não encontrada',
      ),
    })
    renderRoutes(routeTree, `/promotor/panel/supplier/requests/${ID}/see`)
    expect(await screen.findByText('Pedido não encontrado.')).toBeTruthy()
  })
})

describe('supplier auction page', () => {
  it('shows the terms with the spec labels and sends a proposal with an own product', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(supplier),
      [`GET /api/supplier/reverse-auctions/${AUCTION}`]: ok(openAuction),
      'GET /api/supplier/products': ok({
        data: [
          {
            id: PRODUCT,
            code: 'GT-500',
            name: 'Garrafa térmica',
            category: { id: 'c1', name: 'Garrafas' },
          },
          { id: 'p2', code: 'CN-1', name: 'Caneta', category: { id: 'c9', name: 'Escrita' } },
        ],
        page: 1,
        last_page: 1,
        total: 2,
      }),
      [`POST /api/supplier/reverse-auctions/${AUCTION}/proposal`]: {
        status: 201,
        body: { status: 201, data: { proposalId: ID } },
      },
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRoutes(routeTree, `/promotor/panel/supplier/auctions/${AUCTION}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Garrafas' })).toBeTruthy()
    expect(screen.getByText('Executivo')).toBeTruthy()
    expect(screen.getByText('Fidelização')).toBeTruthy()
    expect(screen.getByText('20/12/2026')).toBeTruthy()
    expect(screen.getByText('Garrafas para um congresso de médicos')).toBeTruthy()
    await user.click(await screen.findByRole('combobox', { name: 'Seu produto (opcional)' }))
    const option = await screen.findByRole('option', {
      name: 'Garrafa térmica (GT-500)',
      hidden: true,
    })
    // Only own products of the auction's category are offered.
    expect(screen.queryByRole('option', { name: /Caneta/, hidden: true })).toBeNull()
    await user.click(option)
    await user.type(screen.getByLabelText(/Valor unitário/), '9,90')
    await user.type(screen.getByLabelText(/Prazo de entrega/), '15')
    await user.type(screen.getByLabelText(/Justificativa/), 'Gravação inclusa')
    await user.click(screen.getByRole('button', { name: 'Enviar proposta' }))
    expect(await screen.findByRole('link', { name: 'Ver minha proposta' })).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      unitCents: 990,
      setupPerColorCents: 0,
      setupColors: 0,
      freightCents: 0,
      deliveryDays: 15,
      justification: 'Gravação inclusa',
      productId: PRODUCT,
    })
  })
})

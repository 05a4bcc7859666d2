import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../test/render.tsx'
import { setScreenWidth } from '../../test/screen-width.ts'
import {
  answered,
  BUDGET_ID,
  client,
  detail,
  PRODUCT_ID,
  proposal,
} from '../../features/budgets/client/test/fixtures.ts'

const PATH = `/company/panel/company/budgets/${BUDGET_ID}/see`
const A = answered(1, 'Brindes Salvador', 250, 125_000, 10)
const B = answered(2, 'Bahia Promo', 230, 115_000, 15)
const C = proposal(3, 'Litoral Brindes', { source: 'reassigned' })
const D = proposal(4, 'Nordeste Brindes', {
  status: 'declined',
  statusCode: null,
  declineReason: 'Sem estoque',
})

beforeEach(() => changeLocale('pt-BR'))

/** Proposal A and the counter-proposal (150 → 300 units at R$ 3,90, setup and freight). */
function withCounter() {
  const counter = proposal(5, 'Recôncavo', {
    status: 'counter',
    statusCode: 2,
    unitCents: 390,
    totalCents: 142_500,
    price: {
      quantity: 300,
      unitCents: 390,
      itemsCents: 117_000,
      setupPerColorCents: 8_000,
      setupColors: 2,
      setupCents: 16_000,
      freightCents: 9_500,
      totalCents: 142_500,
    },
    deliveryDays: 12,
    counter: {
      quantity: 300,
      color: { id: 'c9', name: 'Preto', hex: '#000000', textureUrl: null },
      customization: null,
    },
    canChoose: true,
  })
  const budget = detail([A, counter])
  fakeApi({
    'GET /api/auth/me': ok(client),
    [`GET /api/client/budgets/${BUDGET_ID}`]: ok({
      ...budget,
      quantity: 150,
      terms: { ...budget.terms, quantity: 150 },
    }),
  })
}

function cardOf(name: string) {
  return screen
    .getAllByTestId('proposal-card')
    .find((c) => within(c).queryByRole('heading', { name }))!
}

describe('budget detail', () => {
  it('shows the terms, the proposals and compares the quoted ones side by side', async () => {
    fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/client/budgets/${BUDGET_ID}`]: ok(detail([A, B, C, D])),
    })
    setScreenWidth(1280)
    const user = userEvent.setup()
    renderRoutes(routeTree, PATH)
    expect(await screen.findByRole('heading', { level: 1, name: 'Orçamento nº 42' })).toBeTruthy()
    expect(screen.getByText('Galera 2026')).toBeTruthy()
    expect(screen.getByText('BA, SE')).toBeTruthy()
    const table = screen.getByTestId('compare-table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fornecedor', 'Brindes Salvador', 'Bahia Promo'])
    expect(table.textContent).toContain('R$ 1.250,00')
    expect(table.textContent).toContain('R$ 1.150,00')
    expect(table.textContent).toContain('15 dias')
    // Status texts for the client and the countdown of the new one.
    expect(within(cardOf('Litoral Brindes')).getByText('Aguardando resposta')).toBeTruthy()
    expect(within(cardOf('Litoral Brindes')).getByText(/Indicado automaticamente/)).toBeTruthy()
    expect(cardOf('Litoral Brindes').textContent).toMatch(/1 d 1 h \d+ min/)
    expect(within(cardOf('Nordeste Brindes')).getByText('Recusado pelo fornecedor')).toBeTruthy()
    expect(within(cardOf('Nordeste Brindes')).getByText('Motivo: Sem estoque')).toBeTruthy()
    // Unticking one takes it out of the comparison.
    await user.click(screen.getByRole('checkbox', { name: 'Comparar a proposta de Bahia Promo' }))
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2)
    expect(screen.getByText(/se atualiza sozinha/)).toBeTruthy()
  })

  it('shows every line of each price, adding up to its total, and highlights what a counter-proposal changed', async () => {
    // The counter-proposal: 150 → 300 units at R$ 3,90, with setup and freight.
    setScreenWidth(1280)
    withCounter()
    renderRoutes(routeTree, PATH)
    const table = await screen.findByTestId('compare-table')
    const rowOf = (label: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) => within(r).queryByRole('rowheader', { name: label }))!
    const cells = (label: string) => within(rowOf(label)).getAllByRole('cell')
    // Every column's lines add up to its total, as rendered.
    const cents = (el: HTMLElement, testId: string) =>
      within(el)
        .queryAllByTestId(testId)
        .reduce((sum, e) => sum + Number(e.dataset.cents), 0)
    for (const i of [0, 1]) {
      const parts =
        cents(cells('Produtos (unitário × quantidade)')[i]!, 'price-items') +
        cents(cells('Setup')[i]!, 'price-setup') +
        cents(cells('Frete')[i]!, 'price-freight')
      expect(parts).toBe(cents(cells('Valor total')[i]!, 'price-total'))
    }
    const [, theirs] = cells('Produtos (unitário × quantidade)')
    expect(theirs!.textContent).toBe('R$ 1.170,00300 × R$ 3,90')
    expect(cells('Setup')[1]!.textContent).toBe('R$ 160,002 cores × R$ 80,00')
    expect(cells('Frete')[1]!.textContent).toBe('R$ 95,00')
    expect(cells('Valor total')[1]!.textContent).toBe('R$ 1.425,00')
    // The counter's quantity and colour are marked against the request; its customization is not.
    const [aQty, cQty] = cells('Quantidade')
    expect(aQty!.querySelector('[data-changed]')).toBeNull()
    expect(within(cQty!).getByText('Alterado')).toBeTruthy()
    expect(cQty!.textContent).toContain('300 unidades')
    expect(cQty!.textContent).toContain('Pedido: 150 unidades')
    expect(within(cells('Cor')[1]!).getByText('Alterado')).toBeTruthy()
    expect(cells('Cor')[1]!.textContent).toContain('Pedido: Prata')
    expect(cells('Cor')[0]!.textContent).toBe('Prata')
    expect(cells('Personalização')[1]!.querySelector('[data-changed]')).toBeNull()
    expect(cells('Personalização')[1]!.textContent).toBe('Texto')

    await changeLocale('en')
    await waitFor(() =>
      expect(within(table).getByRole('rowheader', { name: 'Freight' })).toBeTruthy(),
    )
    expect(cells('Setup')[1]!.textContent).toBe('R$ 160,002 colours × R$ 80,00')
    expect(within(cells('Quantity')[1]!).getByText('Changed')).toBeTruthy()
    expect(cells('Quantity')[1]!.textContent).toContain('Requested: 150 units')
  })

  it('on a 390 px phone compares the proposals as stacked cards, each price still adding up', async () => {
    setScreenWidth(390)
    withCounter()
    renderRoutes(routeTree, PATH)
    const list = await screen.findByTestId('compare-table')
    expect(list.dataset.layout).toBe('cards')
    expect(within(list).queryByRole('table')).toBeNull()
    const cards = within(list).getAllByRole('listitem')
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Brindes Salvador',
      'Recôncavo',
    ])
    const cents = (card: HTMLElement, testId: string) =>
      within(card)
        .queryAllByTestId(testId)
        .reduce((sum, e) => sum + Number(e.dataset.cents), 0)
    for (const card of cards)
      expect(
        cents(card, 'price-items') + cents(card, 'price-setup') + cents(card, 'price-freight'),
      ).toBe(cents(card, 'price-total'))
    const theirs = cards[1]!
    const term = (label: string) =>
      within(theirs)
        .getAllByRole('term')
        .find((t) => t.textContent === label)!.nextElementSibling as HTMLElement
    expect(term('Valor total').textContent).toBe('R$ 1.425,00')
    expect(within(term('Quantidade')).getByText('Alterado')).toBeTruthy()
    expect(term('Quantidade').textContent).toContain('Pedido: 150 unidades')
  })

  it('closes the deal after the confirmation that the supplier gets the contact data', async () => {
    const chosen = {
      ...A,
      status: 'chosen' as const,
      canChoose: false,
      contactDeadline: '2026-11-24T12:00:00.000Z',
    }
    const notChosen = { ...B, status: 'not_chosen' as const, canChoose: false }
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/client/budgets/${BUDGET_ID}`]: ok(detail([A, B])),
      [`POST /api/client/budgets/${BUDGET_ID}/proposals/${A.id}/choose`]: ok(
        detail([chosen, notChosen], { status: 'deal' }),
      ),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, PATH)
    await screen.findByRole('heading', { level: 1 })
    await user.click(
      within(cardOf('Brindes Salvador')).getByRole('button', { name: 'Fechar negócio' }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Fechar negócio com Brindes Salvador?',
    })
    expect(dialog.textContent).toContain('vai receber seus dados de contato')
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    expect(await screen.findByText('Negócio fechado com Brindes Salvador.')).toBeTruthy()
    expect(screen.getByText(/tem até 24\/11\/2026, 09:00 para entrar em contato/)).toBeTruthy()
    expect(within(cardOf('Bahia Promo')).getByText('Outro orçamento foi escolhido')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Fechar negócio' })).toBeNull()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
  })

  it('rates the product (stars required) and hides each button once given', async () => {
    const done = {
      ...A,
      status: 'completed' as const,
      canChoose: false,
      rating: { product: false, supplier: false },
    }
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/client/budgets/${BUDGET_ID}`]: [
        ok(detail([done], { status: 'completed', canCancel: false, canDelete: true })),
        ok(
          detail([{ ...done, rating: { product: true, supplier: false } }], {
            status: 'completed',
            canCancel: false,
            canDelete: true,
          }),
        ),
      ],
      [`POST /api/client/rankings/0/product/${PRODUCT_ID}`]: {
        status: 201,
        body: { status: 201, data: { id: 'r1' } },
      },
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, PATH)
    await user.click(await screen.findByRole('button', { name: 'Avaliar produto' }))
    expect(screen.getByRole('button', { name: 'Excluir orçamento' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancelar orçamento' })).toBeNull()
    const dialog = await screen.findByRole('dialog', { name: 'Avaliar Caneta metálica Touch' })
    await user.click(within(dialog).getByRole('button', { name: 'Enviar avaliação' }))
    expect(within(dialog).getAllByText('Campo obrigatório').length).toBe(5)
    for (const group of ['Material', 'Acabamento', 'Personalização']) {
      const radios = within(within(dialog).getByRole('radiogroup', { name: group })).getAllByRole(
        'radio',
        { name: '5 de 5 estrelas' },
      )
      await user.click(radios[0]!)
    }
    await user.type(within(dialog).getByLabelText(/Título/), 'Ótima caneta')
    await user.type(
      within(dialog).getByLabelText(/Comentário/),
      'Gravação perfeita e entrega no prazo.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Enviar avaliação' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Avaliar produto' })).toBeNull(),
    )
    expect(screen.getByRole('button', { name: 'Avaliar fornecedor' })).toBeTruthy()
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.body).toEqual({
      proposalId: A.id,
      material: 5,
      finishing: 5,
      customization: 5,
      title: 'Ótima caneta',
      comment: 'Gravação perfeita e entrega no prazo.',
    })
  })

  it('rates the supplier on the four criteria', async () => {
    const done = {
      ...A,
      status: 'completed' as const,
      canChoose: false,
      rating: { product: true, supplier: false },
    }
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/client/budgets/${BUDGET_ID}`]: ok(detail([done], { status: 'completed' })),
      'POST /api/client/supplier/ranking': fail(409, 'BUDGET_ALREADY_RATED', 'Você já avaliou'),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, PATH)
    expect(screen.queryByRole('button', { name: 'Avaliar produto' })).toBeNull()
    await screen.findByRole('heading', { level: 1, name: 'Orçamento nº 42' })
    await user.click(await screen.findByRole('button', { name: 'Avaliar fornecedor' }))
    const dialog = await screen.findByRole('dialog', { name: 'Avaliar Brindes Salvador' })
    for (const group of ['Custo-benefício', 'Pontualidade', 'Atendimento']) {
      const radios = within(within(dialog).getByRole('radiogroup', { name: group })).getAllByRole(
        'radio',
        { name: '4 de 5 estrelas' },
      )
      await user.click(radios[0]!)
    }
    // Keyboard: the first star takes the focus, the arrows move the choice.
    const quality = within(dialog).getByRole('radiogroup', { name: 'Qualidade' })
    within(quality).getByRole('radio', { name: '1 de 5 estrelas' }).focus()
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}')
    expect(
      within(quality).getByRole('radio', { name: '4 de 5 estrelas' }).getAttribute('aria-checked'),
    ).toBe('true')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('4 de 5 estrelas')
    await user.click(within(dialog).getByRole('button', { name: 'Enviar avaliação' }))
    expect(await within(dialog).findByRole('alert')).toBeTruthy()
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.body).toMatchObject({ costBenefit: 4, onTime: 4, support: 4, quality: 4 })
  })

  it('cancels after a confirmation', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/client/budgets/${BUDGET_ID}`]: ok(detail([A])),
      [`POST /api/client/budgets/${BUDGET_ID}/cancel`]: ok(
        detail([{ ...A, status: 'cancelled', canChoose: false }], {
          status: 'cancelled',
          canCancel: false,
          canDelete: true,
        }),
      ),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, PATH)
    await user.click(await screen.findByRole('button', { name: 'Cancelar orçamento' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar este orçamento?' })
    await user.click(within(dialog).getByRole('button', { name: 'Sim, cancelar' }))
    expect(await screen.findByRole('button', { name: 'Excluir orçamento' })).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
  })

  it('says when the budget does not exist', async () => {
    fakeApi({
      'GET /api/auth/me': ok(client),
      [`GET /api/client/budgets/${BUDGET_ID}`]: fail(
        404,
        'BUDGET_NOT_FOUND',
        'Orçamento não encontrado',
      ),
    })
    renderRoutes(routeTree, PATH)
    expect(await screen.findByText('Orçamento não encontrado.')).toBeTruthy()
  })
})

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

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }))
  await user.click(await screen.findByRole('option', { name: option, hidden: true }))
}

describe('reverse auction form', () => {
  it('checks the fields and the dates, shows server errors on them, then opens the auction', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      'GET /api/public/categories': ok([{ id: CATEGORY, slug: 'canetas', name: 'Canetas' }]),
      'GET /api/client/selectColors': ok([]),
      'GET /api/getUfs': ok([{ uf: 'BA', name: 'Bahia' }]),
      'POST /api/client/reverse-auctions': [
        fail(422, 'VALIDATION_ERROR', 'Dados inválidos', {
          errors: [{ field: 'categoryId', message: 'Categoria inativa' }],
        }),
        { status: 201, body: { status: 201, data: { id: AUCTION, number: 88 } } },
      ],
      [`GET /api/client/budgets/${AUCTION}`]: ok(
        detail([], { id: AUCTION, number: 88, kind: 'reverse_auction', product: null }),
      ),
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(routeTree, '/company/panel/company/reverse-auction')
    const submit = await screen.findByRole('button', { name: 'Abrir leilão reverso' })
    await user.click(submit)
    expect((await screen.findAllByText('Campo obrigatório')).length).toBeGreaterThanOrEqual(6)
    expect(screen.getByRole('alert').textContent).toContain('Confira os campos')

    await pick(user, /Categoria/, 'Canetas')
    await pick(user, /Estados de entrega/, 'Bahia (BA)')
    await pick(user, /Tipo de ação/, 'Ação promocional')
    await pick(user, /Público-alvo/, 'Juvenil')
    await pick(user, /Objetivo/, 'Campanha de incentivo')
    const until = screen.getByLabelText(/Receber propostas até/)
    fireEvent.change(until, { target: { value: saoPauloDay(new Date()) } })
    expect(
      await screen.findByText('O prazo para propostas precisa ser a partir de amanhã'),
    ).toBeTruthy()
    fireEvent.change(until, { target: { value: saoPauloDay(new Date(), 3) } })
    fireEvent.change(screen.getByLabelText(/Prazo de entrega/), {
      target: { value: saoPauloDay(new Date(), 2) },
    })
    expect(
      await screen.findByText('A entrega precisa ser depois do prazo para propostas'),
    ).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/Prazo de entrega/), {
      target: { value: saoPauloDay(new Date(), 15) },
    })
    await user.click(submit)
    expect(await screen.findByText('Categoria inativa')).toBeTruthy()
    await user.click(submit)
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/company/panel/company/budgets/${AUCTION}/see`),
    )
    const posts = calls.filter((c) => c.method === 'POST')
    expect(posts).toHaveLength(2)
    expect(posts[1]!.headers['Idempotency-Key']).toBe(posts[0]!.headers['Idempotency-Key'])
    expect(posts[1]!.body).toMatchObject({
      categoryId: CATEGORY,
      actionType: 0,
      targetAudience: 4,
      goal: 2,
      colorId: null,
      description: null,
    })
  })
})

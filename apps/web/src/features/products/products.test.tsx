import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../test/render.tsx'
import {
  BLUE,
  CATEGORY,
  PRODUCT_ID,
  RATING_ID,
  RED,
  detail,
  editor,
  rating,
  ratingsPage,
  row,
  rowsOf,
  users,
} from './fixtures.ts'

const anonymous = fail(401, 'UNAUTHENTICATED', 'Faça login para continuar', { area: 'client' })

beforeEach(async () => {
  await changeLocale('pt-BR')
  // jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    })
})

describe('product page', () => {
  it('shows the photos of the chosen colour, the data, videos and the supplier', async () => {
    fakeApi({
      'GET /api/auth/me': anonymous,
      [`GET /api/public/products/${PRODUCT_ID}`]: ok(detail),
      [`GET /api/public/products/${PRODUCT_ID}/ratings`]: ok(ratingsPage()),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, `/produto/${PRODUCT_ID}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Caneca de cerâmica' }),
    ).toBeTruthy()
    const gallery = screen.getByRole('region', { name: 'Fotos do produto' })
    // The big photo offers the three stored sizes (ADR 0050); the browser picks one.
    const photo = () =>
      within(gallery)
        .getByRole('img', { name: 'Caneca de cerâmica, foto 1' })
        .getAttribute('srcset')
        ?.match(/\S+large\.webp/)?.[0]
    expect(photo()).toBe('/img/1-large.webp')
    const red = within(gallery).getByRole('button', { name: 'Cor Vermelho' })
    expect(red.getAttribute('aria-pressed')).toBe('false')
    await user.click(red)
    expect(photo()).toBe('/img/2-large.webp')
    expect(red.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('Capacidade: 300 ml')).toBeTruthy()
    expect(screen.getByText('Logotipo, Texto')).toBeTruthy()
    expect(screen.getByTitle('Vídeo 1 de Caneca de cerâmica').getAttribute('src')).toBe(
      'https://www.youtube.com/embed/abcdefghijk',
    )
    expect(
      screen.getByRole('link', { name: 'Ver página de Brindes Salvador' }).getAttribute('href'),
    ).toBe(`/fornecedor/22222222-2222-4222-8222-222222222222`)
    expect(screen.getByRole('link', { name: 'Ver página de Brindes Recife' })).toBeTruthy()
    // A visitor's "Pedir orçamento" and votes lead to the login.
    expect(screen.getByRole('link', { name: 'Pedir orçamento' }).getAttribute('href')).toBe(
      '/login',
    )
    expect(await screen.findByText('Ótima caneca')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Útil' }).getAttribute('href')).toBe('/login')
  })

  it('a client votes once and sees the counts; the budget modal opens', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(users.client),
      [`GET /api/public/products/${PRODUCT_ID}`]: ok(detail),
      [`GET /api/public/products/${PRODUCT_ID}/ratings`]: [
        ok(ratingsPage()),
        ok(ratingsPage([{ ...rating, myVote: 'yes', helpfulYes: 1 }])),
      ],
      [`POST /api/rankings/${RATING_ID}/product/commentHepful/yes`]: ok({
        ...rating,
        myVote: 'yes',
        helpfulYes: 1,
      }),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, `/produto/${PRODUCT_ID}`)
    await user.click(await screen.findByRole('button', { name: 'Útil' }))
    expect(await screen.findByText('1 achou útil · 0 não achou')).toBeTruthy()
    // The chosen answer shows as chosen (pressed, filled), not greyed out like the other one.
    const chosen = screen.getByRole('button', { name: 'Útil' })
    expect(chosen.getAttribute('aria-pressed')).toBe('true')
    expect(chosen.getAttribute('aria-disabled')).toBe('true')
    expect(chosen.getAttribute('data-variant')).toBe('filled')
    expect(chosen.hasAttribute('data-disabled')).toBe(false)
    const other = screen.getByRole('button', { name: 'Não útil' })
    expect(other.getAttribute('aria-pressed')).toBe('false')
    expect(other.getAttribute('aria-disabled')).toBe('true')
    await user.click(chosen)
    await user.click(other)
    expect(calls.filter((c) => c.url.includes('commentHepful'))).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Pedir orçamento' }))
    expect(await screen.findByRole('dialog')).toBeTruthy()
  })

  it('a supplier reads the helpful counts but has no vote buttons (clients and companies vote)', async () => {
    fakeApi({
      'GET /api/auth/me': ok(users.supplier),
      [`GET /api/public/products/${PRODUCT_ID}`]: ok(detail),
      [`GET /api/public/products/${PRODUCT_ID}/ratings`]: ok(
        ratingsPage([{ ...rating, helpfulYes: 2, helpfulNo: 1 }]),
      ),
    })
    renderRoutes(routeTree, `/produto/${PRODUCT_ID}`)
    expect(await screen.findByText('2 acharam útil · 1 não achou')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Útil' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Útil' })).toBeNull()
    expect(screen.queryByText('Esta avaliação foi útil?')).toBeNull()
  })

  it('the author edits their own rating from the product page (filled in, checked, saved)', async () => {
    const PROPOSAL = '77777777-7777-4777-8777-777777777777'
    const mine = { ...rating, mine: true, proposalId: PROPOSAL }
    const calls = fakeApi({
      'GET /api/auth/me': ok(users.client),
      [`GET /api/public/products/${PRODUCT_ID}`]: ok(detail),
      [`GET /api/public/products/${PRODUCT_ID}/ratings`]: [
        ok(ratingsPage([mine])),
        ok(ratingsPage([{ ...mine, title: 'Caneca muito boa', material: 2 }])),
      ],
      [`POST /api/client/rankings/${RATING_ID}/product/${PRODUCT_ID}`]: ok({
        ...mine,
        title: 'Caneca muito boa',
        material: 2,
      }),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, `/produto/${PRODUCT_ID}`)
    expect(await screen.findByText('Sua avaliação')).toBeTruthy()
    // No vote on one's own comment; the edit button instead.
    expect(screen.queryByRole('button', { name: 'Útil' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Editar minha avaliação' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Editar sua avaliação de Caneca de cerâmica',
    })
    const title = within(dialog).getByRole('textbox', { name: /Título/ }) as HTMLInputElement
    expect(title.value).toBe('Ótima caneca')
    const material = within(dialog).getByTestId('stars-rate-product-material')
    expect(within(material).getByRole('radio', { name: /4/ }).getAttribute('aria-checked')).toBe(
      'true',
    )

    // Too short a title: the shared schema's message, nothing sent.
    await user.clear(title)
    await user.type(title, 'Ok')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }))
    expect(await within(dialog).findByText('Mínimo de 3 caracteres')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)

    await user.clear(title)
    await user.type(title, 'Caneca muito boa')
    await user.click(within(material).getByRole('radio', { name: /2/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [post] = calls.filter((c) => c.method === 'POST')
    expect(post.url).toContain(`/api/client/rankings/${RATING_ID}/product/${PRODUCT_ID}`)
    expect(post.body).toEqual({
      proposalId: PROPOSAL,
      material: 2,
      finishing: 5,
      customization: 3,
      title: 'Caneca muito boa',
      comment: 'Chegou no prazo e a impressão ficou perfeita.',
    })
    expect(await screen.findByText('Caneca muito boa')).toBeTruthy()
  })

  it('suppliers do not see "Pedir orçamento"', async () => {
    fakeApi({
      'GET /api/auth/me': ok(users.supplier),
      [`GET /api/public/products/${PRODUCT_ID}`]: ok(detail),
      [`GET /api/public/products/${PRODUCT_ID}/ratings`]: ok(ratingsPage([])),
    })
    renderRoutes(routeTree, `/produto/${PRODUCT_ID}`)
    await screen.findByRole('heading', { level: 1, name: 'Caneca de cerâmica' })
    expect(await screen.findByText('Este produto ainda não tem avaliações.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Pedir orçamento' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Pedir orçamento' })).toBeNull()
  })
})

describe('supplier products', () => {
  it('lists my products, removes one and undoes it', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(users.supplier),
      'GET /api/supplier/products': [
        ok(rowsOf([row])),
        ok(rowsOf([{ ...row, status: 'inactive' }])),
        ok(rowsOf([row])),
      ],
      [`PATCH /api/supplier/products/${PRODUCT_ID}/status`]: ok(editor),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, '/promotor/panel/supplier/settings/products')
    await user.click(await screen.findByRole('button', { name: 'Remover Caneca de cerâmica' }))
    await user.click(await screen.findByRole('button', { name: 'Reativar Caneca de cerâmica' }))
    await screen.findByRole('button', { name: 'Remover Caneca de cerâmica' })
    const patches = calls.filter((c) => c.method === 'PATCH').map((c) => c.body)
    expect(patches).toEqual([{ status: 'inactive' }, { status: 'active' }])
    expect(screen.getByRole('link', { name: 'Novo produto' }).getAttribute('href')).toBe(
      '/promotor/panel/supplier/settings/products/new',
    )
  })

  it('a product removed by an admin cannot be undone by the supplier', async () => {
    fakeApi({
      'GET /api/auth/me': ok(users.supplier),
      'GET /api/supplier/products': ok(
        rowsOf([{ ...row, status: 'inactive', deactivatedByAdmin: true }]),
      ),
    })
    renderRoutes(routeTree, '/promotor/panel/supplier/settings/products')
    expect(await screen.findByText('Inativado pelo administrador')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Reativar/ })).toBeNull()
  })

  it('creates a product with a colour, a detail shown as tag, and goes to its page', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(users.supplier),
      'GET /api/public/categories': ok([{ id: CATEGORY, slug: 'canecas', name: 'Canecas' }]),
      [`GET /api/public/categories/${CATEGORY}/subcategories`]: fail(404, 'ROUTE_NOT_FOUND', 'x'),
      'GET /api/public/materials': ok([]),
      'GET /api/supplier/selectColors': ok([
        { id: BLUE, name: 'Azul', hex: '#1E40AF', texturePath: null },
        { id: RED, name: 'Vermelho', hex: '#B91C1C', texturePath: null },
      ]),
      'POST /api/supplier/products': { status: 201, body: { status: 201, data: editor } },
      [`GET /api/supplier/products/${PRODUCT_ID}`]: ok(editor),
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(routeTree, '/promotor/panel/supplier/settings/products/new')
    await user.type(await screen.findByRole('textbox', { name: 'Código' }), 'CAN-001')
    await user.type(screen.getByLabelText(/^Nome/), 'Caneca de cerâmica')
    await screen.findByRole('option', { name: 'Canecas' })
    await user.selectOptions(screen.getByLabelText(/^Categoria/), CATEGORY)
    await user.type(screen.getByLabelText(/^Descrição/), 'Caneca branca de 300 ml para brindes.')
    await user.click(await screen.findByRole('checkbox', { name: 'Azul' }))
    await user.click(screen.getByRole('checkbox', { name: 'Logotipo' }))
    expect(screen.getByText('Fotos da cor Azul')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Adicionar detalhe' }))
    await user.type(screen.getByLabelText('Nome do detalhe 1'), 'Capacidade')
    await user.type(screen.getByLabelText('Valor do detalhe 1'), '300 ml')
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar como etiqueta' }))
    await user.click(screen.getByRole('button', { name: 'Salvar produto' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/promotor/panel/supplier/settings/products/${PRODUCT_ID}`,
      ),
    )
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.body).toMatchObject({
      code: 'CAN-001',
      name: 'Caneca de cerâmica',
      categoryId: CATEGORY,
      colorIds: [BLUE],
      customizations: ['logo'],
      details: [{ label: 'Capacidade', value: '300 ml', showAsTag: true }],
      images: [],
    })
  })

  it('refuses a short name before sending', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(users.supplier),
      'GET /api/public/categories': ok([]),
      'GET /api/public/materials': ok([]),
      'GET /api/supplier/selectColors': ok([]),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, '/promotor/panel/supplier/settings/products/new')
    await user.type(await screen.findByLabelText(/^Nome/), 'Ca')
    await user.click(screen.getByRole('button', { name: 'Salvar produto' }))
    expect(await screen.findByText('Mínimo de 3 caracteres')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })
})

describe('admin products', () => {
  it('inactivates from the list', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(users.admin),
      'GET /api/admin/products': [
        ok(rowsOf([row])),
        ok(rowsOf([{ ...row, status: 'inactive', deactivatedByAdmin: true }])),
      ],
      'GET /api/public/suppliers': ok({ data: [], page: 1, last_page: 1, total: 0 }),
      [`PATCH /api/admin/products/${PRODUCT_ID}/status`]: ok(editor),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, '/admin/products')
    await user.click(await screen.findByRole('button', { name: 'Inativar Caneca de cerâmica' }))
    expect(await screen.findByRole('button', { name: 'Ativar Caneca de cerâmica' })).toBeTruthy()
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'inactive' })
  })

  it('deletes a comment after confirming', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(users.admin),
      [`GET /api/admin/products/${PRODUCT_ID}`]: ok(editor),
      'GET /api/public/categories': ok([{ id: CATEGORY, slug: 'canecas', name: 'Canecas' }]),
      'GET /api/public/materials': ok([]),
      'GET /api/admin/selectColors': ok([]),
      [`GET /api/admin/products/${PRODUCT_ID}/ratings`]: [ok(ratingsPage()), ok(ratingsPage([]))],
      [`DELETE /api/admin/ranking/${RATING_ID}/product`]: ok({ ok: true }),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, `/admin/product/${PRODUCT_ID}`)
    // The category select shows the product's category once the options arrive.
    await waitFor(() =>
      expect((screen.getByLabelText(/^Categoria/) as HTMLSelectElement).value).toBe(CATEGORY),
    )
    await user.click(await screen.findByRole('button', { name: 'Excluir comentário' }))
    const dialog = await screen.findByRole('dialog', { name: 'Excluir comentário' })
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }))
    expect(await screen.findByText('Este produto ainda não tem avaliações.')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1)
  })
})

describe('product page, missing', () => {
  it('says the product was not found', async () => {
    fakeApi({
      'GET /api/auth/me': anonymous,
      [`GET /api/public/products/${PRODUCT_ID}`]: fail(
        404,
        'PRODUCT_NOT_FOUND',
        'Produto não encontrado',
      ),
    })
    renderRoutes(routeTree, `/produto/${PRODUCT_ID}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produto não encontrado' }),
    ).toBeTruthy()
    expect(screen.getByText('Ele pode ter sido removido pelo fornecedor.')).toBeTruthy()
  })
})

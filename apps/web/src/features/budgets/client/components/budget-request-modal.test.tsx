import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useState } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useParams } from 'react-router'
import type { ProductDetailPageDto } from '@galera/shared/catalogue/product.schemas.ts'
import { routes } from '../../../../lib/routes.ts'
import { changeLocale, loadDomain } from '../../../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../../../test/render.tsx'
import { BudgetRequestModal } from './budget-request-modal.tsx'

const client = {
  userId: 'u3',
  name: 'Bia Orçamento',
  email: 'bia.orcamento@galera.dev',
  profile: 3,
  locale: 'pt-BR',
  company: null,
}
const rating = {
  count: 0,
  average: null,
  costBenefit: null,
  onTime: null,
  support: null,
  quality: null,
}
const supplier = (id: string, tradeName: string, average: number | null = null) => ({
  id,
  tradeName,
  city: 'Salvador',
  uf: 'BA',
  logoUrl: null,
  rating: { ...rating, average, count: average === null ? 0 : 4 },
})
const S1 = '11111111-1111-4111-8111-111111111111'
const S2 = '22222222-2222-4222-8222-222222222222'
const S3 = '33333333-3333-4333-8333-333333333333'
const S4 = '44444444-4444-4444-8444-444444444444'
const product: ProductDetailPageDto = {
  id: '7e3b1a52-4c1d-4f7a-9b1e-0a5c2d6e8f10',
  code: 'BS-1020',
  importerCode: 'XBZ-1020',
  name: 'Caneta metálica Touch',
  category: { id: 'c1', name: 'Escrita' },
  subcategories: [],
  description: 'Caneta',
  finishing: null,
  colors: [
    { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'Prata', hex: '#c0c0c0', textureUrl: null },
    { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: 'Preto', hex: '#000000', textureUrl: null },
  ],
  materials: [],
  customizations: ['text', 'logo'],
  allowRatings: true,
  images: [],
  videos: [],
  details: [],
  supplier: supplier(S1, 'Brindes Salvador', 4.5),
  rating: { count: 0, average: null, material: null, finishing: null, customization: null },
  alsoOfferedBy: [
    supplier(S2, 'Bahia Promo'),
    supplier(S3, 'Nordeste Brindes'),
    supplier(S4, 'Recôncavo Personalizados'),
  ],
}
const ufs = [
  { uf: 'BA', name: 'Bahia' },
  { uf: 'SE', name: 'Sergipe' },
]
const BUDGET_ID = '99999999-9999-4999-8999-999999999999'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Pedir orçamento
      </button>
      <BudgetRequestModal product={product} opened={open} onClose={() => setOpen(false)} />
    </>
  )
}
function Detail() {
  const { id } = useParams()
  return <p>detalhe {id}</p>
}
const testRoutes = [
  { path: '/', element: <Harness /> },
  { path: routes.hirerBudget, element: <Detail /> },
]

beforeAll(() => loadDomain('budgets'))
beforeEach(() => changeLocale('pt-BR'))

async function openModal(title = 'Pedir orçamento') {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Pedir orçamento' }))
  const dialog = await screen.findByRole('dialog', { name: title })
  return { user, dialog }
}

describe('budget request modal', () => {
  it('shows the shared messages on the fields when sent empty', async () => {
    const calls = fakeApi({ 'GET /api/auth/me': ok(client), 'GET /api/getUfs': ok(ufs) })
    renderRoutes(testRoutes, '/')
    const { user, dialog } = await openModal()
    await user.clear(within(dialog).getByLabelText(/Quantidade/))
    await user.type(within(dialog).getByLabelText(/Quantidade/), '50')
    await user.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }))
    expect(await within(dialog).findByText('Quantidade mínima de 100 unidades')).toBeTruthy()
    expect(within(dialog).getByText('Escolha pelo menos um fornecedor')).toBeTruthy()
    expect(within(dialog).getAllByText('Campo obrigatório').length).toBe(2) // colour, states
    expect(within(dialog).getByRole('alert').textContent).toContain('Confira os campos')
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
  })

  it('offers the product’s supplier and the others, at most 3, with their rating', async () => {
    fakeApi({ 'GET /api/auth/me': ok(client), 'GET /api/getUfs': ok(ufs) })
    renderRoutes(testRoutes, '/')
    const { user, dialog } = await openModal()
    expect(within(dialog).getByText(/4,5 de 5/)).toBeTruthy()
    for (const name of ['Brindes Salvador', 'Bahia Promo', 'Nordeste Brindes'])
      await user.click(within(dialog).getByRole('checkbox', { name }))
    const fourth = within(dialog).getByRole('checkbox', {
      name: 'Recôncavo Personalizados',
    }) as HTMLInputElement
    expect(fourth.disabled).toBe(true)
    expect(within(dialog).getByText('Você já escolheu 3 fornecedores')).toBeTruthy()
    // Customization: the product's options plus none; logo asks for colours and a file.
    expect(within(dialog).queryByRole('radio', { name: 'Imagem' })).toBeNull()
    await user.click(within(dialog).getByRole('radio', { name: 'Logotipo' }))
    expect(within(dialog).getByRole('radio', { name: '4 ou mais' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Escolher arquivo' })).toBeTruthy()
  })

  it('sends one request with an Idempotency-Key, shows server field errors, then opens the budget', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      'GET /api/getUfs': ok(ufs),
      'POST /api/client/budgets': [
        fail(422, 'BUDGET_SUPPLIER_NOT_OFFERING', 'Dados inválidos', {
          errors: [{ field: 'supplierIds', message: 'Este fornecedor não oferece o produto' }],
        }),
        { status: 201, body: { status: 201, data: { id: BUDGET_ID, number: 42 } } },
      ],
    })
    const { router } = renderRoutes(testRoutes, '/')
    const { user, dialog } = await openModal()
    const qty = within(dialog).getByLabelText(/Quantidade/)
    await user.clear(qty)
    await user.type(qty, '500')
    await user.click(within(dialog).getByRole('radio', { name: 'Prata' }))
    await user.click(within(dialog).getByRole('radio', { name: 'Texto' }))
    await user.type(within(dialog).getByLabelText(/Texto a gravar/), 'Galera 2026')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Brindes Salvador' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bahia Promo' }))
    await user.click(within(dialog).getByLabelText(/Estados de entrega/))
    await user.click(await screen.findByRole('option', { name: 'Bahia (BA)', hidden: true }))
    await user.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }))

    expect(await within(dialog).findByText('Este fornecedor não oferece o produto')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }))
    expect(await screen.findByText(`detalhe ${BUDGET_ID}`)).toBeTruthy()
    expect(router.state.location.pathname).toBe(`/company/panel/company/budgets/${BUDGET_ID}/see`)

    const posts = calls.filter((c) => c.method === 'POST')
    expect(posts).toHaveLength(2)
    const key = posts[0]!.headers['Idempotency-Key']
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(posts[1]!.headers['Idempotency-Key']).toBe(key)
    expect(posts[0]!.body).toEqual({
      productId: product.id,
      quantity: 500,
      colorId: product.colors[0]!.id,
      supplierIds: [S1, S2],
      states: ['BA'],
      notes: null,
      customization: 'text',
      customText: 'Galera 2026',
      logoColors: null,
      customImageId: null,
      attachmentText: null,
    })
    await waitFor(() => expect(screen.getByText(/Orçamento nº 42 enviado/)).toBeTruthy())
  })

  it('tells a supplier that only clients and companies may ask', async () => {
    fakeApi({ 'GET /api/auth/me': ok({ ...client, profile: 4 }) })
    renderRoutes(testRoutes, '/')
    const { dialog } = await openModal()
    expect(within(dialog).getByText('Só clientes e empresas podem pedir orçamentos.')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Enviar pedido' })).toBeNull()
  })

  it('asks an anonymous visitor to sign in', async () => {
    fakeApi({
      'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Não autenticado'),
    })
    renderRoutes(testRoutes, '/')
    const { dialog } = await openModal()
    expect(within(dialog).getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login')
    expect(within(dialog).queryByRole('button', { name: 'Enviar pedido' })).toBeNull()
  })

  it('speaks English', async () => {
    fakeApi({ 'GET /api/auth/me': ok(client), 'GET /api/getUfs': ok(ufs) })
    await changeLocale('en')
    renderRoutes(testRoutes, '/')
    const { user, dialog } = await openModal('Request a budget')
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(await within(dialog).findByText('Choose at least one supplier')).toBeTruthy()
    expect(within(dialog).getByText('Delivery states')).toBeTruthy()
  })
})

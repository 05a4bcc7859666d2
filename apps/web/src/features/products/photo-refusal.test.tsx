import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { UPLOAD_LIMITS } from '@galera/shared/media/media.schemas.ts'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../test/render.tsx'
import { BLUE, CATEGORY, PRODUCT_ID, RED, editor, users } from './fixtures.ts'

// A budget for a busy 2-core machine rendering lazy routes, not a timing assertion.
const FIND = { timeout: 15_000 }
const NEW = '/promotor/panel/supplier/settings/products/new'

beforeEach(async () => {
  await changeLocale('pt-BR')
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    })
})

function api() {
  return fakeApi({
    'GET /api/auth/me': ok(users.supplier),
    'GET /api/public/categories': ok([{ id: CATEGORY, slug: 'canecas', name: 'Canecas' }]),
    [`GET /api/public/categories/${CATEGORY}/subcategories`]: fail(404, 'ROUTE_NOT_FOUND', 'x'),
    'GET /api/public/materials': ok([]),
    'GET /api/supplier/selectColors': ok([
      { id: BLUE, name: 'Azul', hex: '#1E40AF', texturePath: '/t/azul.png' },
      { id: RED, name: 'Vermelho', hex: '#B91C1C', texturePath: null },
    ]),
    'POST /api/supplier/products': { status: 201, body: { status: 201, data: editor } },
    [`GET /api/supplier/products/${PRODUCT_ID}`]: ok(editor),
  })
}

/** Fills the required data, ticks Azul and gives its photo group a file over the size limit. */
async function fillWithRefusedPhoto(names: { code: string; name: RegExp; category: RegExp }) {
  const user = userEvent.setup()
  await user.type(await screen.findByRole('textbox', { name: names.code }, FIND), 'CAN-001')
  await user.type(screen.getByLabelText(names.name), 'Caneca de cerâmica')
  await screen.findByRole('option', { name: 'Canecas' }, FIND)
  await user.selectOptions(screen.getByLabelText(names.category), CATEGORY)
  await user.type(
    screen.getAllByRole('textbox', { name: /Descri/ })[0]!,
    'Caneca branca de 300 ml.',
  )
  await user.click(await screen.findByRole('checkbox', { name: 'Azul' }, FIND))
  const big = new File(['x'], 'foto.png', { type: 'image/png' })
  Object.defineProperty(big, 'size', { value: UPLOAD_LIMITS.imageMaxBytes + 1 })
  // The first photo group is the first ticked colour's.
  const input = document.querySelectorAll<HTMLInputElement>('input[type="file"]')[0]!
  await user.upload(input, big)
  return user
}

// Typing a whole product on a loaded machine: its own, longer budget.
describe('a colour whose photo was refused is not saved without it silently', () => {
  it('shows the refusal on the colour and saves only once the supplier chooses to go on', async () => {
    const calls = api()
    const { router } = renderRoutes(routeTree, NEW)
    const user = await fillWithRefusedPhoto({
      code: 'Código',
      name: /^Nome/,
      category: /^Categoria/,
    })

    const alert = await screen.findByRole('alert', { name: 'Foto recusada: Azul' })
    expect(alert.textContent).toContain('O arquivo é grande demais (máximo 10 MB)')
    await user.click(screen.getByRole('button', { name: 'Salvar produto' }))
    expect(
      await screen.findByText(
        'A foto enviada em “Azul” foi recusada. Antes de salvar, envie outra, desmarque a cor ou escolha continuar sem a foto.',
      ),
    ).toBeTruthy()
    expect(document.activeElement).toBe(alert)
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Continuar sem esta foto (Azul)' }))
    expect(screen.queryByRole('alert', { name: 'Foto recusada: Azul' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Salvar produto' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/promotor/panel/supplier/settings/products/${PRODUCT_ID}`,
      ),
    )
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      colorIds: [BLUE],
      images: [],
    })
  })

  it('says it in English, and unticking the colour lifts the block', async () => {
    await changeLocale('en')
    const calls = api()
    renderRoutes(routeTree, NEW)
    const user = await fillWithRefusedPhoto({ code: 'Code', name: /^Name/, category: /^Category/ })
    const alert = await screen.findByRole('alert', { name: 'Photo refused: Azul' })
    expect(alert.textContent).toContain('The file is too large (at most 10 MB)')
    await user.click(screen.getByRole('button', { name: 'Save product' }))
    expect(await screen.findByText(/The photo uploaded under “Azul” was refused/)).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    await user.click(screen.getByRole('checkbox', { name: 'Azul' }))
    await user.click(screen.getByRole('button', { name: 'Save product' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ colorIds: [] })
  })
})

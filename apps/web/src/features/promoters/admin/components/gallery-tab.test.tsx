import { beforeEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link } from 'react-router'
import type {
  AdminPromoterDetail,
  GalleryItemDto,
} from '@galera/shared/promoters/promoter.schemas.ts'
import { useAdminPromoter } from '../api.ts'
import { changeLocale, loadDomain } from '../../../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../../../test/render.tsx'
import { GalleryTab } from './gallery-tab.tsx'

const ID = '11111111-1111-4111-8111-111111111111'
const [A, V, B] = [
  'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
]

const picture = (id: string, position: number, isCover = false): GalleryItemDto => ({
  id,
  kind: 'image',
  isCover,
  position,
  image: {
    thumb: `/files/${id}/thumb.webp`,
    medium: `/files/${id}/medium.webp`,
    large: `/files/${id}/large.webp`,
    width: 800,
    height: 600,
  },
  video: null,
})
const video = (id: string, position: number): GalleryItemDto => ({
  id,
  kind: 'video',
  isCover: false,
  position,
  image: null,
  video: {
    url: 'https://youtu.be/dQw4w9WgXcQ',
    embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    provider: 'youtube',
  },
})
const detail = (gallery: GalleryItemDto[]) =>
  ({
    id: ID,
    gallery,
    schedule: { weeklyMask: 0, blockedDates: [] },
  }) as unknown as AdminPromoterDetail

/** The tab on the detail it loaded, and a link away (a route change the blocker must hold). */
function Screen() {
  const promoter = useAdminPromoter(ID)
  return (
    <>
      <Link to="/elsewhere">Outra tela</Link>
      {promoter.data && <GalleryTab promoter={promoter.data} />}
    </>
  )
}

function renderTab() {
  return renderRoutes([
    { path: '/', element: <Screen /> },
    { path: '/elsewhere', element: <p>Outra tela aberta</p> },
  ])
}

const initial = [picture(A, 0, true), video(V, 1), picture(B, 2)]

beforeEach(async () => {
  await loadDomain('admin')
  await loadDomain('promoterPanel')
  await changeLocale('pt-BR')
})

describe("admin gallery tab: the promoter's editor on the admin routes", () => {
  it('saves a keyboard reorder and sets the cover through the admin API', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Não autenticado'),
      [`GET /api/admin/promoters/${ID}`]: ok(detail(initial)),
      [`PUT /api/admin/promoters/${ID}/gallery/order`]: ok(
        detail([picture(A, 0, true), picture(B, 1), video(V, 2)]),
      ),
      [`PUT /api/admin/promoters/${ID}/gallery/${B}/cover`]: ok(
        detail([picture(A, 0), picture(B, 1, true), video(V, 2)]),
      ),
    })
    const user = userEvent.setup()
    renderTab()
    const list = await screen.findByRole('list', { name: 'Galeria' })
    await user.click(within(list).getByRole('button', { name: 'Mover o item 3 para cima' }))
    await user.click(screen.getByRole('button', { name: 'Salvar ordem' }))
    await screen.findByText('Ordem da galeria salva.')
    await user.click(within(list).getByRole('button', { name: 'Usar o item 2 como capa' }))
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[1]!.textContent).toContain('Capa'),
    )
    const writes = calls.filter((c) => c.method === 'PUT')
    expect(writes.map((c) => [c.url.replace(/^https?:\/\/[^/]+/, ''), c.body])).toEqual([
      [`/api/admin/promoters/${ID}/gallery/order`, { ids: [A, B, V] }],
      [`/api/admin/promoters/${ID}/gallery/${B}/cover`, {}],
    ])
  })

  it('asks before removing, then removes through the admin API', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Não autenticado'),
      [`GET /api/admin/promoters/${ID}`]: ok(detail(initial)),
      [`DELETE /api/admin/promoters/${ID}/gallery/${V}`]: ok(
        detail([picture(A, 0, true), picture(B, 1)]),
      ),
    })
    const user = userEvent.setup()
    renderTab()
    const list = await screen.findByRole('list', { name: 'Galeria' })
    await user.click(within(list).getByRole('button', { name: 'Remover o item 2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remover da galeria' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0)
    await user.click(await within(list).findByRole('button', { name: 'Remover o item 2' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Confirmar',
      }),
    )
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1)
  })
})

describe('an unsaved gallery order', () => {
  const beforeUnloadPrevented = () => {
    const event = new Event('beforeunload', { cancelable: true })
    act(() => void window.dispatchEvent(event))
    return event.defaultPrevented
  }

  it('asks before a route change and before a reload, in the user language', async () => {
    fakeApi({
      'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Não autenticado'),
      [`GET /api/admin/promoters/${ID}`]: ok(detail(initial)),
    })
    const user = userEvent.setup()
    const { router } = renderTab()
    const list = await screen.findByRole('list', { name: 'Galeria' })
    // Nothing changed: leaving is free.
    expect(beforeUnloadPrevented()).toBe(false)

    await user.click(within(list).getByRole('button', { name: 'Mover o item 2 para baixo' }))
    expect(beforeUnloadPrevented()).toBe(true)
    await user.click(screen.getByRole('link', { name: 'Outra tela' }))
    const question = await screen.findByRole('dialog', { name: 'Sair sem salvar?' })
    expect(question.textContent).toContain('A nova ordem da galeria ainda não foi salva')
    // Stay: the edited order is still there.
    await user.click(within(question).getByRole('button', { name: 'Continuar editando' }))
    expect(router.state.location.pathname).toBe('/')
    expect(screen.getByRole('button', { name: 'Salvar ordem' })).toBeTruthy()

    // English, then leave without saving.
    await act(() => changeLocale('en'))
    await user.click(screen.getByRole('link', { name: 'Outra tela' }))
    const en = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    expect(en.textContent).toContain('The new gallery order is not saved yet')
    await user.click(within(en).getByRole('button', { name: 'Leave without saving' }))
    await screen.findByText('Outra tela aberta')
    expect(router.state.location.pathname).toBe('/elsewhere')
    expect(beforeUnloadPrevented()).toBe(false)
  })

  it('lets the screen go once the order is back as saved', async () => {
    fakeApi({
      'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Não autenticado'),
      [`GET /api/admin/promoters/${ID}`]: ok(detail(initial)),
    })
    const user = userEvent.setup()
    const { router } = renderTab()
    const list = await screen.findByRole('list', { name: 'Galeria' })
    await user.click(within(list).getByRole('button', { name: 'Mover o item 2 para baixo' }))
    await user.click(within(list).getByRole('button', { name: 'Mover o item 2 para cima' }))
    expect(beforeUnloadPrevented()).toBe(false)
    await user.click(screen.getByRole('link', { name: 'Outra tela' }))
    await screen.findByText('Outra tela aberta')
    expect(router.state.location.pathname).toBe('/elsewhere')
  })
})

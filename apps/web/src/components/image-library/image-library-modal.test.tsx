import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ImageDto } from '@galera/shared/media/media.schemas.ts'
import { changeLocale, loadDomain } from '../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../test/render.tsx'
import { ImageLibraryModal } from './image-library-modal.tsx'

const image = (id: string): ImageDto =>
  ({
    id,
    urls: { thumb: `/files/images/${id}/thumb.webp` },
  }) as unknown as ImageDto
const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const page = (data: ImageDto[]) => ({ data, page: 1, last_page: 1 })

function renderLibrary(picked: ImageDto[] = []) {
  return renderRoutes([
    {
      path: '/',
      element: (
        <ImageLibraryModal
          opened
          onClose={() => {}}
          title="Biblioteca"
          area="client"
          onSelect={(i) => picked.push(i)}
        />
      ),
    },
  ])
}

beforeEach(async () => {
  await loadDomain('media')
  await changeLocale('pt-BR')
})

describe('image library: deleting an image', () => {
  it('asks first, deletes on yes, and the image leaves the grid', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Não autenticado'),
      'GET /api/client/images': [ok(page([image(A), image(B)])), ok(page([image(B)]))],
      [`DELETE /api/me/images/${A}`]: ok({ ok: true }),
    })
    const picked: ImageDto[] = []
    const user = userEvent.setup()
    renderLibrary(picked)
    const dialog = await screen.findByRole('dialog', { name: 'Biblioteca' })
    await within(dialog).findByRole('button', { name: 'Selecionar imagem 2' })

    // "No" keeps it, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Excluir imagem 1' }))
    const question = within(dialog).getByRole('group', {
      name: /Excluir esta imagem\? Ela sai da sua biblioteca/,
    })
    expect(document.activeElement).toBe(
      within(question).getByRole('button', { name: 'Excluir imagem' }),
    )
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }))
    expect(within(dialog).queryByRole('group')).toBeNull()
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0)

    await user.click(within(dialog).getByRole('button', { name: 'Excluir imagem 1' }))
    await user.click(within(dialog).getByRole('button', { name: 'Excluir imagem' }))
    expect(await screen.findByText('Imagem excluída')).toBeTruthy()
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Selecionar imagem 2' })).toBeNull(),
    )
    expect(within(dialog).getByRole('button', { name: 'Selecionar imagem 1' })).toBeTruthy()
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      expect.stringContaining(`/api/me/images/${A}`),
    ])
    // Deleting never picks the image.
    expect(picked).toEqual([])
  })

  it('speaks English too', async () => {
    await changeLocale('en')
    fakeApi({
      'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Not authenticated'),
      'GET /api/client/images': ok(page([image(A)])),
    })
    const user = userEvent.setup()
    renderLibrary()
    await user.click(await screen.findByRole('button', { name: 'Delete image 1' }))
    expect(
      screen.getByText(
        'Delete this image? It leaves your library and stops showing wherever it is used, such as your profile picture.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Delete image' })).toBeTruthy()
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { routeTree } from '../../../app/router.tsx'
import { changeLocale } from '../../../lib/i18n.ts'
import { adminMe } from '../../../test/accounts.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../../test/render.tsx'

const created = {
  id: '77777777-7777-4777-8777-777777777777',
  namePt: 'Dourado',
  nameEn: 'Gold',
  hex: '#D4AF37',
  texturePath: null,
  inUse: false,
}

beforeEach(() => changeLocale('pt-BR'))

describe('a colour whose texture was refused', () => {
  it('is not saved without it until the admin chooses to go on without the file', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(adminMe()),
      'GET /api/admin/settings/colors': ok([]),
      'POST /api/admin/settings/colors/texture': fail(
        422,
        'TEXTURE_TOO_LARGE',
        'A textura deve ter no máximo 20×20 pixels',
        { errors: [{ field: 'file', message: 'A textura deve ter no máximo 20×20 pixels' }] },
      ),
      'POST /api/admin/settings/colors': { status: 201, body: { status: 201, data: created } },
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, '/admin/settings/colors')
    await user.click(await screen.findByRole('button', { name: 'Nova cor' }, { timeout: 15_000 }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText(/Nome em português/), 'Dourado')
    await user.type(within(dialog).getByLabelText(/Nome em inglês/), 'Gold')
    const hex = within(dialog).getByLabelText(/Hexadecimal/)
    await user.clear(hex)
    await user.type(hex, '#D4AF37')
    const file = dialog.querySelector<HTMLInputElement>('input[type="file"]')!
    await user.upload(file, new File(['x'], 'grande.png', { type: 'image/png' }))
    expect(
      await within(dialog).findByText('A textura deve ter no máximo 20×20 pixels'),
    ).toBeTruthy()

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(
      await within(dialog).findByText(
        'Antes de salvar, escolha outro arquivo de textura ou continue sem o arquivo recusado.',
      ),
    ).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/settings/colors'))).toBe(false)

    await user.click(
      within(dialog).getByRole('button', { name: 'Continuar sem o arquivo recusado' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/settings/colors'))).toBe(
        true,
      ),
    )
  })
})

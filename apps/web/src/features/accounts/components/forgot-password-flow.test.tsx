import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { routeTree } from '../../../app/router.tsx'
import { changeLocale } from '../../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../../test/render.tsx'

beforeEach(() => changeLocale('pt-BR'))

describe('forgot password', () => {
  it('walks e-mail → code → new password and returns to the right login', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Faça login', { area: 'client' }),
      'POST /api/check/user': ok({ sent: true }),
      'POST /api/check/code': [
        fail(400, 'RESET_CODE_INVALID', 'Código invalido!'),
        ok({ userId: 'u2', resetToken: 'r'.repeat(40) }),
      ],
      'PUT /api/reset/password/u2': ok({ ok: true }),
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(routeTree, '/esqueci-senha?area=admin')

    await user.type(await screen.findByLabelText(/E-mail/), 'admin@galera.dev')
    await user.click(screen.getByRole('button', { name: 'Enviar código' }))
    expect((await screen.findByRole('status')).textContent).toContain(
      'Se o e-mail estiver cadastrado, enviamos um código de 8 caracteres',
    )
    expect(calls.find((c) => c.url.endsWith('/check/user'))!.body).toEqual({
      access: 'admin@galera.dev',
    })

    const code = screen.getByLabelText(/Código/)
    await user.type(code, 'abc')
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }))
    expect(await screen.findByText('O código tem 8 caracteres')).toBeTruthy()

    await user.clear(code)
    await user.type(code, 'abcd1234')
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }))
    expect(await screen.findByText('Código invalido!')).toBeTruthy()
    expect(calls.find((c) => c.url.endsWith('/check/code'))!.body).toEqual({
      access: 'admin@galera.dev',
      code: 'ABCD1234',
    })

    await user.click(screen.getByRole('button', { name: 'Confirmar código' }))
    const password = await screen.findByLabelText(/^Nova senha/)
    await user.type(password, 'galera')
    await user.type(screen.getByLabelText(/^Repita a senha/), 'outra')
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }))
    expect(await screen.findByText('A senha deve ter no mínimo 8 caracteres')).toBeTruthy()

    await user.clear(password)
    await user.type(password, 'Galera@2027')
    expect(screen.getByText(/Um caractere especial/).textContent).toContain('atendido')
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }))
    expect(await screen.findByText('As senhas são diferentes')).toBeTruthy()

    const repeat = screen.getByLabelText(/^Repita a senha/)
    await user.clear(repeat)
    await user.type(repeat, 'Galera@2027')
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }))
    const back = await screen.findByRole('link', { name: 'Ir para o login' })
    expect(back.getAttribute('href')).toBe('/admin')
    const reset = calls.find((c) => c.method === 'PUT')!
    expect(reset.body).toEqual({
      password: 'Galera@2027',
      passwordConfirmation: 'Galera@2027',
      resetToken: 'r'.repeat(40),
    })
    // The token never reaches the address bar or storage.
    expect(router.state.location.search).toBe('?area=admin')
    expect(JSON.stringify({ ...localStorage })).not.toContain('rrrr')
    await user.click(back)
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
  })
})

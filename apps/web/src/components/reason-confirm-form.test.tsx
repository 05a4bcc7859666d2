import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { I18nextProvider } from 'react-i18next'
import { SuspendUserSchema } from '@galera/shared/admin/admin.schemas.ts'
import { changeLocale, i18n } from '../lib/i18n.ts'
import { ApiError } from '../lib/api-client.ts'
import { theme } from '../app/theme.ts'
import { ReasonConfirmForm } from './reason-confirm-form.tsx'

function renderForm(onConfirm: (reason: string) => Promise<void>) {
  const onCancel = vi.fn()
  const onFailure = vi.fn()
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <ReasonConfirmForm
          schema={SuspendUserSchema}
          help="A pessoa lerá o motivo."
          label="Motivo"
          confirmLabel="Suspender conta"
          cancelLabel="Cancelar"
          color="red"
          onConfirm={onConfirm}
          onCancel={onCancel}
          onFailure={onFailure}
        />
      </MantineProvider>
    </I18nextProvider>,
  )
  return { onCancel, onFailure, field: screen.getByRole('textbox', { name: /Motivo/ }) }
}

beforeEach(async () => {
  await changeLocale('pt-BR')
  // jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    })
})

describe('ReasonConfirmForm', () => {
  it('sends the typed reason once the shared schema accepts it', async () => {
    const onConfirm = vi.fn(async () => {})
    const { field, onFailure } = renderForm(onConfirm)
    expect(screen.getByText('A pessoa lerá o motivo.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Suspender conta' }))
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy()
    expect(onConfirm).not.toHaveBeenCalled()
    await userEvent.type(field, 'Anúncios falsos no perfil')
    await userEvent.click(screen.getByRole('button', { name: 'Suspender conta' }))
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Anúncios falsos no perfil'))
    expect(onFailure).not.toHaveBeenCalled()
  })

  it("puts the server's refusal of the reason on the field, and other errors to onFailure", async () => {
    const onConfirm = vi
      .fn<(reason: string) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiError({
          status: 422,
          code: 'VALIDATION_FAILED',
          message: 'Dados inválidos',
          errors: [{ field: 'reason', message: 'Caracteres inválidos' }],
        }),
      )
      .mockRejectedValueOnce(
        new ApiError({ status: 409, code: 'CONFLICT', message: 'A conta já está suspensa' }),
      )
    const { field, onFailure, onCancel } = renderForm(onConfirm)
    await userEvent.type(field, 'Motivo qualquer')
    await userEvent.click(screen.getByRole('button', { name: 'Suspender conta' }))
    expect(await screen.findByText('Caracteres inválidos')).toBeTruthy()
    expect(onFailure).toHaveBeenLastCalledWith(null)
    await userEvent.click(screen.getByRole('button', { name: 'Suspender conta' }))
    await waitFor(() => expect(onFailure).toHaveBeenLastCalledWith('A conta já está suspensa'))
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })
})

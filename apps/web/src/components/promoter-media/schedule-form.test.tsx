import { beforeEach, describe, expect, it } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Link } from 'react-router'
import type { ScheduleDto } from '@galera/shared/promoters/promoter.schemas.ts'
import { changeLocale, loadDomain } from '../../lib/i18n.ts'
import { fail, fakeApi, renderRoutes } from '../../test/render.tsx'
import { ScheduleForm } from './schedule-form.tsx'

/** The editor on a screen with a link away (a route change the prompt must hold). */
function Screen({ saves }: { saves: ScheduleDto[] }) {
  const [saved, setSaved] = useState<ScheduleDto>({ weeklyMask: 0, blockedDates: [] })
  return (
    <>
      <Link to="/elsewhere">Outra tela</Link>
      <ScheduleForm
        saved={saved}
        save={async (input) => {
          saves.push(input)
          return input
        }}
        onSaved={setSaved}
        hint="Agenda"
      />
    </>
  )
}

function renderForm(saves: ScheduleDto[] = []) {
  fakeApi({ 'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Não autenticado') })
  return renderRoutes([
    { path: '/', element: <Screen saves={saves} /> },
    { path: '/elsewhere', element: <p>Outra tela aberta</p> },
  ])
}

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true })
  act(() => void window.dispatchEvent(event))
  return event.defaultPrevented
}

beforeEach(async () => {
  await loadDomain('promoterPanel')
  await changeLocale('pt-BR')
})

describe('an unsaved schedule', () => {
  it('asks before a route change and a reload, in the user language; leaving drops the change', async () => {
    const user = userEvent.setup()
    const { router } = renderForm()
    const monday = await screen.findByRole('checkbox', { name: 'Segunda-feira, Manhã' })
    expect(beforeUnloadPrevented()).toBe(false)

    await user.click(monday)
    expect(beforeUnloadPrevented()).toBe(true)
    await user.click(screen.getByRole('link', { name: 'Outra tela' }))
    const question = await screen.findByRole('dialog', { name: 'Sair sem salvar?' })
    expect(question.textContent).toContain('As alterações da agenda ainda não foram salvas')
    await user.click(within(question).getByRole('button', { name: 'Continuar editando' }))
    expect(router.state.location.pathname).toBe('/')
    expect(
      (screen.getByRole('checkbox', { name: 'Segunda-feira, Manhã' }) as HTMLInputElement).checked,
    ).toBe(true)

    await act(() => changeLocale('en'))
    await user.click(screen.getByRole('link', { name: 'Outra tela' }))
    const en = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    expect(en.textContent).toContain('Your schedule changes are not saved yet')
    await user.click(within(en).getByRole('button', { name: 'Leave without saving' }))
    await screen.findByText('Outra tela aberta')
    expect(beforeUnloadPrevented()).toBe(false)
  })

  it('lets the screen go once the change is saved, or undone', async () => {
    const saves: ScheduleDto[] = []
    const user = userEvent.setup()
    const { router } = renderForm(saves)
    const monday = await screen.findByRole('checkbox', { name: 'Segunda-feira, Manhã' })
    const friday = screen.getByRole('checkbox', { name: 'Sexta-feira, Noite' })
    // Undone: ticked and unticked again is nothing to lose.
    await user.click(friday)
    await user.click(friday)
    expect(beforeUnloadPrevented()).toBe(false)

    await user.click(monday)
    await user.click(screen.getByRole('button', { name: 'Salvar agenda' }))
    await screen.findByText('Agenda salva.')
    expect(saves).toEqual([{ weeklyMask: 1 << 3, blockedDates: [] }])
    expect(beforeUnloadPrevented()).toBe(false)
    await user.click(screen.getByRole('link', { name: 'Outra tela' }))
    await screen.findByText('Outra tela aberta')
    expect(router.state.location.pathname).toBe('/elsewhere')
  })
})

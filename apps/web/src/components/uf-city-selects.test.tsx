import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { I18nextProvider } from 'react-i18next'
import { changeLocale, i18n } from '../lib/i18n.ts'
import { theme } from '../app/theme.ts'
import { CitySelect } from './uf-city-selects.tsx'

const cities = ['Salvador', 'São Paulo', 'Santo André', 'Feira de Santana', 'Ibipeba'].map(
  (name, i) => ({ name, uf: 'SP' as const, ibgeCode: String(3500000 + i) }),
)

function renderPicker(onChange = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <CitySelect
          name="city"
          label="Cidade"
          chooseLabel="Escolha"
          value=""
          cities={cities}
          disabled={false}
          onChange={onChange}
          onBlur={() => {}}
        />
      </MantineProvider>
    </I18nextProvider>,
  )
  return {
    input: screen
      .getAllByLabelText(/Cidade/)
      .find((el) => el.tagName === 'INPUT') as HTMLInputElement,
    onChange,
  }
}

const optionNames = () =>
  screen.queryAllByRole('option', { hidden: true }).map((o) => o.textContent)

describe('city picker', () => {
  it('is searchable, ignoring accents and case: "sao" finds São Paulo', async () => {
    const { input, onChange } = renderPicker()
    const user = userEvent.setup()
    await user.type(input, 'sao')
    await waitFor(() => expect(optionNames()).toEqual(['São Paulo']))
    await user.clear(input)
    await user.type(input, 'SANTO an')
    await waitFor(() => expect(optionNames()).toEqual(['Santo André']))
    await user.click(screen.getByRole('option', { name: 'Santo André', hidden: true }))
    expect(onChange).toHaveBeenCalledWith('Santo André')
  })

  it('says clearly when no city matches, in both languages', async () => {
    const { input } = renderPicker()
    await userEvent.setup().type(input, 'xyz')
    expect(optionNames()).toEqual([])
    expect(screen.getByText('Nenhuma cidade encontrada com esse nome')).toBeTruthy()
    await changeLocale('en')
    try {
      expect(await screen.findByText('No city found with that name')).toBeTruthy()
    } finally {
      await changeLocale('pt-BR')
    }
  })
})

import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { I18nextProvider } from 'react-i18next'
import { changeLocale, i18n } from '../lib/i18n.ts'
import { theme } from '../app/theme.ts'
import { MoneyInput } from './money-input.tsx'

/** A form holding the field's text, showing the centavos the field hands back. */
function Harness({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial)
  const [cents, setCents] = useState<number | undefined>(undefined)
  return (
    <>
      <MoneyInput
        label="Valor"
        value={text}
        onChange={(t, c) => {
          setText(t)
          setCents(c)
        }}
      />
      <output data-testid="cents">{cents === undefined ? 'none' : String(cents)}</output>
    </>
  )
}

function renderField(initial?: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Harness initial={initial} />
      </MantineProvider>
    </I18nextProvider>,
  )
  return screen.getByLabelText('Valor') as HTMLInputElement
}

const cents = () => screen.getByTestId('cents').textContent

afterEach(async () => {
  await changeLocale('pt-BR')
})

describe('MoneyInput', () => {
  it('formats as the person types in Portuguese and hands back integer centavos', async () => {
    const input = renderField()
    const user = userEvent.setup()
    await user.type(input, '1234')
    expect(input.value).toBe('1.234')
    expect(cents()).toBe('123400')
    await user.type(input, ',5')
    expect(input.value).toBe('1.234,5')
    expect(cents()).toBe('123450')
    await user.type(input, '67')
    expect(input.value).toBe('1.234,56')
    expect(cents()).toBe('123456')
    // A Brazilian's thousands dot is the mask's anyway: "1.000" stays a thousand.
    await user.clear(input)
    await user.type(input, '1.000')
    expect(input.value).toBe('1.000')
    expect(cents()).toBe('100000')
  })

  it('reads a typed dot as the decimal key in English, showing money as formatBRL does', async () => {
    await changeLocale('en')
    const input = renderField()
    const user = userEvent.setup()
    await user.type(input, '1234.5')
    expect(input.value).toBe('1.234,5')
    expect(cents()).toBe('123450')
    await user.tab()
    expect(input.value).toBe('1.234,50')
    expect(cents()).toBe('123450')
  })

  it('formats a paste, in either notation', async () => {
    const input = renderField()
    const user = userEvent.setup()
    await user.click(input)
    await user.paste('R$ 1.500,00')
    expect(input.value).toBe('1.500,00')
    expect(cents()).toBe('150000')
    await user.clear(input)
    await user.paste('2499.9')
    expect(input.value).toBe('2.499,9')
    expect(cents()).toBe('249990')
  })

  it('takes a backspace over the thousands dot as removing a digit, and an emptied field as none', async () => {
    const input = renderField('1.234')
    const user = userEvent.setup()
    await user.click(input)
    await user.keyboard('{End}{Backspace}')
    expect(input.value).toBe('123')
    expect(cents()).toBe('12300')
    await user.keyboard('{Backspace}{Backspace}{Backspace}')
    expect(input.value).toBe('')
    expect(cents()).toBe('none')
  })

  it('keeps the caret among the digits when a dot comes in on the left', async () => {
    const input = renderField('123')
    const user = userEvent.setup()
    await user.click(input)
    input.setSelectionRange(1, 1)
    await user.keyboard('9')
    expect(input.value).toBe('1.923')
    expect(input.selectionStart).toBe(3)
  })
})

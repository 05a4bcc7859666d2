import { forwardRef, useLayoutEffect, useRef, type FocusEvent } from 'react'
import { Text, TextInput, type TextInputProps } from '@mantine/core'
import { useMergedRef } from '@mantine/hooks'
import { completeMoney, maskMoney } from '@galera/shared/format/masks.ts'
import { parseBRL } from '@galera/shared/format/money.ts'
import { useLocale } from '../lib/i18n.ts'

/** Centavos of a money field's text; undefined when it is empty. */
export function moneyCents(text: string): number | undefined {
  return text === '' ? undefined : parseBRL(text)
}

export interface MoneyInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  /** The field's text as shown: "1.234,56" (start from `moneyText(cents)` for a saved value). */
  value: string
  /** The new text, already formatted, and its centavos (undefined when empty). */
  onChange: (text: string, cents: number | undefined) => void
}

const digitsIn = (text: string) => text.replace(/\D/g, '').length

/** Where the caret goes in `text` so that `digitsAfter` digits stay on its right. */
function caretFor(text: string, digitsAfter: number): number {
  if (digitsAfter <= 0) return text.length
  let seen = 0
  for (let i = text.length - 1; i >= 0; i--) {
    if (/\d/.test(text[i]!)) seen += 1
    if (seen === digitsAfter) return i
  }
  return 0
}

/**
 * The one money field (R$): formats as the person types — `1.234,56`, as `formatBRL` shows money in
 * both languages (spec §9) — and hands the form the text and its integer centavos. In English a
 * typed "." is the decimal key; a paste is read as `parseBRL` reads it ("R$ 1.500,00", "1500.5");
 * leaving the field completes the decimals ("12," → "12,00"). The caret keeps its place among the
 * digits when the mask adds or removes a thousands dot.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onChange, onBlur, ...rest },
  ref,
) {
  const { locale } = useLocale()
  const inner = useRef<HTMLInputElement>(null)
  const merged = useMergedRef(ref, inner)
  /** Digits right of the caret after the last keystroke, to put the caret back after render. */
  const pending = useRef<number | null>(null)

  useLayoutEffect(() => {
    const input = inner.current
    if (pending.current === null || !input) return
    if (input.ownerDocument.activeElement === input) {
      const at = caretFor(value, pending.current)
      input.setSelectionRange(at, at)
    }
    pending.current = null
  }, [value])

  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      leftSection={
        <Text size="sm" c="dimmed" aria-hidden>
          R$
        </Text>
      }
      {...rest}
      ref={merged}
      value={value}
      onChange={(event) => {
        const input = event.currentTarget
        const raw = input.value
        const kind = (event.nativeEvent as InputEvent).inputType
        const deleting = kind ? kind.startsWith('delete') : raw.length < value.length
        const text = maskMoney(raw, { deleting, dotIsDecimal: locale === 'en' })
        pending.current = digitsIn(raw.slice(input.selectionStart ?? raw.length))
        onChange(text, moneyCents(text))
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const done = completeMoney(value)
        if (done !== value) onChange(done, moneyCents(done))
        onBlur?.(event)
      }}
    />
  )
})

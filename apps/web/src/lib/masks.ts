import type { ChangeEvent } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

export { maskCep, maskCnpj, maskCpf, maskCpfCnpj, maskPhone } from '@galera/shared/format/masks.ts'

/**
 * A react-hook-form registration whose input shows `mask(value)` as the person types: the masked
 * text is what the form holds and sends, and the shared zod schema accepts it (ADR 0031).
 */
export function withMask<T extends UseFormRegisterReturn>(
  registration: T,
  mask: (value: string) => string,
): T {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target
      const masked = mask(input.value)
      if (masked !== input.value) input.value = masked
      return registration.onChange(event)
    },
  }
}

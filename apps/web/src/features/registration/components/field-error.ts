import { get, useFormContext, type FieldPath } from 'react-hook-form'
import { useLocale } from '../../../lib/i18n.ts'
import type { SignupValues } from '../steps.ts'

/** The translated error of one field of the sign-up form (zod key or server sentence). */
export function useFieldErrors() {
  const { fieldError } = useLocale()
  const {
    formState: { errors },
  } = useFormContext<SignupValues>()
  return (name: FieldPath<SignupValues>) =>
    fieldError((get(errors, name) as { message?: string } | undefined)?.message)
}

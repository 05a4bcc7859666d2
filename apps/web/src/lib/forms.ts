import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { i18n } from './i18n.ts'
import { isApiError } from './api-client.ts'

/**
 * Puts a 422's messages on their fields (spec §8) and returns the text for the form's alert:
 * the server message for 400/429 and friends, or the messages of fields the form doesn't have.
 * `aliases` maps API field names to form fields (`access` → `email`).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
): string | null {
  if (!isApiError(error)) return i18n.t('httpStatus.other')
  if (error.status !== 422 || error.errors.length === 0) return error.message
  const rest: string[] = []
  let focused = false
  for (const { field, message } of error.errors) {
    const name =
      aliases[field] ?? (fields.includes(field as Path<T>) ? (field as Path<T>) : undefined)
    if (name) {
      setError(name, { type: 'server', message }, { shouldFocus: !focused })
      focused = true
    } else rest.push(message)
  }
  return rest.length > 0 ? rest.join(' ') : null
}

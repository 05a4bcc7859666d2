import { isApiError } from '../../../lib/api-client.ts'
import { i18n } from '../../../lib/i18n.ts'
import { formFieldOf, type FieldErrors } from './values-form.ts'

/**
 * A refused submit: 422 field messages go on the form's own fields; everything else (a 409 after
 * the request moved, a field the form lacks) becomes the form's alert text.
 */
export function splitServerError(error: unknown): { fields: FieldErrors; message: string | null } {
  if (!isApiError(error)) return { fields: {}, message: i18n.t('httpStatus.other') }
  if (error.status !== 422 || error.errors.length === 0)
    return { fields: {}, message: error.message }
  const fields: FieldErrors = {}
  const rest: string[] = []
  for (const { field, message } of error.errors) {
    const name = formFieldOf(field)
    if (name) fields[name] ??= message
    else rest.push(message)
  }
  return { fields, message: rest.length > 0 ? rest.join(' ') : null }
}

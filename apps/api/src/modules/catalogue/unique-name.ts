import { AppError } from '../../platform/http/app-error.ts'
import { uniqueViolation } from '../../platform/db/pg-errors.ts'

/**
 * Duplicate names are refused before the write; the unique index still catches a race, which
 * answers with the same error.
 */
export async function guardUnique<T>(
  code: 'CATEGORY_NAME_TAKEN' | 'MATERIAL_NAME_TAKEN',
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    if (uniqueViolation(err)) throw new AppError(code)
    throw err
  }
}

import { ERROR_CODES, type ErrorCode, type LoginArea } from '@galera/shared'

/** The one error a service throws. Only the error handler turns it into HTTP. */
export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    readonly params?: Record<string, string | number>,
    readonly fieldErrors?: { field: string; message: string }[],
    /** For 401: where the client should log in. */
    readonly area?: LoginArea,
  ) {
    super(code)
    this.status = ERROR_CODES[code]
  }
}

/** A 422 naming one field, as if the zod schema had refused it. */
export function fieldError(field: string, messageKey: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, [{ field, message: messageKey }])
}

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

  /** For 429: whole seconds until the limit lets the caller in again (the `Retry-After` header). */
  retryAfterSeconds?: number
}

/**
 * A 429 from a limit (ADR 0024): the envelope with its translated message and `Retry-After` in
 * whole seconds (at least 1), from the limiter's own window.
 */
export function throttled(
  code: ErrorCode,
  retryAfterMs: number,
  params?: Record<string, string | number>,
): AppError {
  const error = new AppError(code, params)
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  return error
}

/** A 422 naming one field, as if the zod schema had refused it. */
export function fieldError(field: string, messageKey: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, [{ field, message: messageKey }])
}

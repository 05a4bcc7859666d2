/**
 * PostgreSQL errors a write may raise, read the same way on PGlite and on PostgreSQL
 * (node-postgres): the SQLSTATE and the constraint's name, possibly wrapped by Drizzle in `cause`.
 * Services map them to their own AppError codes (docs/architecture.md "Errors").
 */
export interface PgErrorFields {
  code: string
  constraint?: string
  message?: string
  detail?: string
}

const UNIQUE_VIOLATION = '23505'
const EXCLUSION_VIOLATION = '23P01'
/** How many `cause` links are followed: Drizzle wraps the driver's error once or twice. */
const MAX_DEPTH = 5

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)

/** The first error with SQLSTATE `code` in `err`'s cause chain, or undefined. */
export function pgError(err: unknown, code: string): PgErrorFields | undefined {
  let e: unknown = err
  for (let depth = 0; depth < MAX_DEPTH && e && typeof e === 'object'; depth++) {
    const c = e as Record<string, unknown>
    if (c.code === code)
      return {
        code,
        constraint: text(c.constraint),
        message: text(c.message),
        detail: text(c.detail),
      }
    e = c.cause
  }
  return undefined
}

/** The name of the unique index a write violated (23505), 'unknown' when unnamed. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = pgError(err, UNIQUE_VIOLATION)
  return e ? (e.constraint ?? 'unknown') : undefined
}

/** True when a write hit the named constraint with SQLSTATE `code`, by name or in the message. */
function violates(err: unknown, code: string, constraint: string): boolean {
  const e = pgError(err, code)
  return !!e && (e.constraint === constraint || !!e.message?.includes(constraint))
}

/** True when a write hit the named unique index (23505). */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  return violates(err, UNIQUE_VIOLATION, constraint)
}

/**
 * The name of the exclusion constraint a write violated (23P01): from the error, else the first
 * quoted name in its message, else 'unknown'.
 */
export function exclusionViolation(err: unknown): string | undefined {
  const e = pgError(err, EXCLUSION_VIOLATION)
  if (!e) return undefined
  if (e.constraint) return e.constraint
  return (e.message && /"([a-z_]+)"/.exec(e.message)?.[1]) || 'unknown'
}

/** True when a write hit the named exclusion constraint (23P01). */
export function isExclusionViolation(err: unknown, constraint: string): boolean {
  return violates(err, EXCLUSION_VIOLATION, constraint)
}

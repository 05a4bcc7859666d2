/** The name of the unique index a write violated (PostgreSQL 23505), looking through wrappers. */
export function uniqueViolation(err: unknown): string | undefined {
  let e: unknown = err
  for (let depth = 0; e && depth < 5; depth++) {
    const c = e as { code?: string; constraint?: string; cause?: unknown }
    if (c.code === '23505') return c.constraint ?? 'unknown'
    e = c.cause
  }
  return undefined
}

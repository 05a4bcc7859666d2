import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { DEFAULT_TIME_ZONE, type PeriodFilter } from '@galera/shared'

/**
 * The SQL of the lists' period filter (ADR 0036). Both days are included; an end left empty is
 * open. Written as ranges on the bare column so the lists' (owner, status, date) indexes serve.
 */

/** An instant column (`created_at`) within the São Paulo calendar days asked. */
export function instantWithin(column: AnyColumn | SQL, p: PeriodFilter): SQL[] {
  const parts: SQL[] = []
  if (p.from)
    parts.push(sql`${column} >= ((${p.from}::date)::timestamp at time zone ${DEFAULT_TIME_ZONE})`)
  if (p.to)
    parts.push(
      sql`${column} < (((${p.to}::date) + 1)::timestamp at time zone ${DEFAULT_TIME_ZONE})`,
    )
  return parts
}

/** A calendar-day column (`start_date`) within the days asked. */
export function dayWithin(column: AnyColumn | SQL, p: PeriodFilter): SQL[] {
  const parts: SQL[] = []
  if (p.from) parts.push(sql`${column} >= ${p.from}::date`)
  if (p.to) parts.push(sql`${column} <= ${p.to}::date`)
  return parts
}

/** A period (`starts_on`..`ends_on`) that touches the days asked: it overlaps them. */
export function periodTouches(
  starts: AnyColumn | SQL,
  ends: AnyColumn | SQL,
  p: PeriodFilter,
): SQL[] {
  const parts: SQL[] = []
  if (p.from) parts.push(sql`${ends} >= ${p.from}::date`)
  if (p.to) parts.push(sql`${starts} <= ${p.to}::date`)
  return parts
}

import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../platform/db/database.ts'

export interface ScheduleInForce {
  id: string
  providerBps: number
  platformBps: number
  effectiveFrom: Date
}

interface Row {
  id: string
  provider_bps: number
  platform_bps: number
  effective_from: Date | string
}

const toSchedule = (r: Row): ScheduleInForce => ({
  id: r.id,
  providerBps: Number(r.provider_bps),
  platformBps: Number(r.platform_bps),
  effectiveFrom: new Date(r.effective_from),
})

/**
 * The fee schedule in force at `at` (PRODUCT.md "Resolved readings"): the published one with the
 * latest start not after it. Migration 0006 publishes the 10% default from 2000, so there is one.
 */
export async function feeScheduleAt(db: DbOrTx, at: Date): Promise<ScheduleInForce> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT id, provider_bps, platform_bps, effective_from FROM fee_schedules
        WHERE status = 'published' AND effective_from <= ${at.toISOString()}::timestamptz
        ORDER BY effective_from DESC LIMIT 1`,
  )
  if (!rows[0]) throw new Error('no fee schedule in force')
  return toSchedule(rows[0])
}

/**
 * The schedule in force at `at` as one JSON value, for a list that reads it in its own statement
 * (ADR 0062: a signed-in list in one statement); `scheduleFromJson` reads it back.
 */
export function scheduleAtJson(at: Date): SQL {
  return sql`(SELECT json_build_object('id', id, 'provider_bps', provider_bps,
      'platform_bps', platform_bps, 'effective_from', effective_from) FROM fee_schedules
    WHERE status = 'published' AND effective_from <= ${at.toISOString()}::timestamptz
    ORDER BY effective_from DESC LIMIT 1)`
}

export function scheduleFromJson(value: unknown): ScheduleInForce {
  if (!value) throw new Error('no fee schedule in force')
  return toSchedule((typeof value === 'string' ? JSON.parse(value) : value) as Row)
}

/** The next published schedule after `at`, if one is announced. */
export async function nextFeeSchedule(db: DbOrTx, at: Date): Promise<ScheduleInForce | null> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT id, provider_bps, platform_bps, effective_from FROM fee_schedules
        WHERE status = 'published' AND effective_from > ${at.toISOString()}::timestamptz
        ORDER BY effective_from ASC LIMIT 1`,
  )
  return rows[0] ? toSchedule(rows[0]) : null
}

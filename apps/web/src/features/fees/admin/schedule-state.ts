import type { FeeScheduleDto } from '@galera/shared/jobs/job.schemas.ts'
import { addDays } from '@galera/shared/jobs/event-time.ts'
import { todayInBrazil } from '@galera/shared/registration/registration.schemas.ts'
import { LIMITS } from '@galera/shared/constants.ts'

export type ScheduleState = 'draft' | 'inForce' | 'upcoming' | 'past' | 'withdrawn'

/** What the admin reads in the status column: in force, scheduled, superseded, draft, withdrawn. */
export function scheduleState(s: FeeScheduleDto, now = new Date()): ScheduleState {
  if (s.status === 'draft') return 'draft'
  if (s.status === 'withdrawn') return 'withdrawn'
  if (s.inForce) return 'inForce'
  return s.effectiveFrom && new Date(s.effectiveFrom) > now ? 'upcoming' : 'past'
}

/** The first day an admin master may pick: today in Brazil + 15 days (the API checks again). */
export function earliestFeeDay(now = new Date()): string {
  return addDays(todayInBrazil(now), LIMITS.feeChangeNoticeDays)
}

import { describe, expect, it } from 'vitest'
import type { FeeScheduleDto } from '@galera/shared/jobs/job.schemas.ts'
import { earliestFeeDay, scheduleState } from './schedule-state.ts'

const base: FeeScheduleDto = {
  id: 'a',
  providerBps: 280,
  platformBps: 700,
  status: 'published',
  effectiveFrom: '2026-12-07T03:00:00.000Z',
  publishedAt: '2026-11-22T12:00:00.000Z',
  inForce: false,
  createdAt: '2026-11-01T12:00:00.000Z',
}

describe('scheduleState', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  it('tells drafts, withdrawn, in force, scheduled and superseded schedules apart', () => {
    expect(scheduleState({ ...base, status: 'draft', effectiveFrom: null }, now)).toBe('draft')
    expect(scheduleState({ ...base, status: 'withdrawn' }, now)).toBe('withdrawn')
    expect(scheduleState({ ...base, inForce: true }, now)).toBe('inForce')
    expect(scheduleState(base, now)).toBe('upcoming')
    expect(scheduleState({ ...base, effectiveFrom: '2000-01-01T03:00:00.000Z' }, now)).toBe('past')
  })
})

describe('earliestFeeDay', () => {
  it('is 15 days after today in São Paulo, whose day starts at 03:00 UTC', () => {
    expect(earliestFeeDay(new Date('2026-11-23T02:59:00Z'))).toBe('2026-12-07')
    expect(earliestFeeDay(new Date('2026-11-23T03:00:00Z'))).toBe('2026-12-08')
  })
})

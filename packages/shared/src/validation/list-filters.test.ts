import { describe, expect, it } from 'vitest'
import { PeriodFilterSchema, PeriodQuantityFilterSchema, isIsoDay } from './list-filters.ts'
import { BudgetListQuerySchema } from '../budgets/budget.schemas.ts'
import { JobListQuerySchema } from '../jobs/job.schemas.ts'

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message])

describe('period filter (spec §5, ADR 0036)', () => {
  it('keeps an ordered period and the same day twice', () => {
    expect(PeriodFilterSchema.parse({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    })
    expect(PeriodFilterSchema.parse({ from: '2026-11-05', to: '2026-11-05' }).from).toBe(
      '2026-11-05',
    )
  })

  it("refuses 'from' after 'to' on the 'from' field", () => {
    expect(issues(PeriodFilterSchema.safeParse({ from: '2026-12-01', to: '2026-11-30' }))).toEqual([
      ['from', 'validation.periodFromAfterTo'],
    ])
  })

  it('treats empty values as no filter, and either end alone as open-ended', () => {
    expect(PeriodFilterSchema.parse({ from: '', to: '' })).toEqual({})
    expect(PeriodFilterSchema.parse({ to: '2026-11-30' })).toEqual({ to: '2026-11-30' })
  })

  it('refuses days that do not exist or are not ISO', () => {
    expect(issues(PeriodFilterSchema.safeParse({ from: '2026-02-30' }))).toEqual([
      ['from', 'validation.invalidDate'],
    ])
    expect(issues(PeriodFilterSchema.safeParse({ to: '30/11/2026' }))).toEqual([
      ['to', 'validation.invalidDate'],
    ])
    expect(isIsoDay('2028-02-29')).toBe(true)
    expect(isIsoDay('2027-02-29')).toBe(false)
  })
})

describe('quantity filter (spec §5: 1 to 100000, empty is none)', () => {
  it('accepts the bounds and reads the query string as a number', () => {
    expect(PeriodQuantityFilterSchema.parse({ quantity: '1' }).quantity).toBe(1)
    expect(PeriodQuantityFilterSchema.parse({ quantity: '100000' }).quantity).toBe(100_000)
    expect(PeriodQuantityFilterSchema.parse({ quantity: '' }).quantity).toBeUndefined()
  })

  it('refuses 0, 100001, fractions and words with a translated key', () => {
    expect(issues(PeriodQuantityFilterSchema.safeParse({ quantity: '0' }))).toEqual([
      ['quantity', 'validation.minValue|min=1'],
    ])
    expect(issues(PeriodQuantityFilterSchema.safeParse({ quantity: '100001' }))).toEqual([
      ['quantity', 'validation.maxValue|max=100000'],
    ])
    expect(issues(PeriodQuantityFilterSchema.safeParse({ quantity: '2.5' }))).toEqual([
      ['quantity', 'validation.invalidNumber'],
    ])
    expect(issues(PeriodQuantityFilterSchema.safeParse({ quantity: 'abc' }))).toEqual([
      ['quantity', 'validation.invalidNumber'],
    ])
  })
})

describe('the lists’ query strings carry the filters', () => {
  it('budgets: tab, page, period and quantity', () => {
    expect(
      BudgetListQuerySchema.parse({ tab: 'open', from: '2026-11-01', quantity: '500' }),
    ).toEqual({ tab: 'open', page: 1, from: '2026-11-01', quantity: 500 })
    expect(
      issues(BudgetListQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' })),
    ).toEqual([['from', 'validation.periodFromAfterTo']])
  })

  it('jobs: a period and no quantity', () => {
    expect(JobListQuerySchema.parse({ to: '2026-11-01', quantity: '5' })).toEqual({
      tab: 'all',
      page: 1,
      to: '2026-11-01',
    })
  })
})

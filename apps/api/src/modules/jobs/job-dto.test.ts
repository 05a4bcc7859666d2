import { describe, expect, it } from 'vitest'
import { LIMITS } from '@galera/shared'
import { hirerCancelSettlement, isLatePromoterCancel, jobActions } from './job-dto.ts'

const H = 3_600_000
const start = new Date('2026-12-10T12:00:00Z')
const at = (hoursBeforeStart: number) => new Date(start.getTime() - hoursBeforeStart * H)

describe('isLatePromoterCancel (72 h)', () => {
  it('exactly 72 h before is not late; one second less is', () => {
    expect(isLatePromoterCancel(start, at(72))).toBe(false)
    expect(isLatePromoterCancel(start, new Date(at(72).getTime() + 1000))).toBe(true)
    expect(isLatePromoterCancel(start, at(200))).toBe(false)
  })
})

describe('hirerCancelSettlement', () => {
  const rates = LIMITS.defaultFee
  const acceptedLongAgo = new Date('2026-11-01T12:00:00Z')

  it('inside 72 h after the regret days: half kept; every part adds up to the cachê', () => {
    for (const cash of [1, 2, 3, 99, 101, 12_345, 99_999, 123_457, LIMITS.jobCashMaxCents]) {
      const s = hirerCancelSettlement(
        { cashCents: cash, startsAt: start, acceptedAt: acceptedLongAgo, rates },
        at(10),
      )
      expect(s.refundCents + s.providerFeeCents + s.platformFeeCents + s.payoutCents).toBe(cash)
      expect(s.refundCents).toBe(cash - Math.floor((cash * 5_000 + 5_000) / 10_000))
      expect(
        Math.min(s.refundCents, s.providerFeeCents, s.platformFeeCents, s.payoutCents),
      ).toBeGreaterThanOrEqual(0)
    }
  })

  it('full refund at 72 h or more, within 7 days of acceptance, never after the start by regret', () => {
    const job = { cashCents: 10_000, startsAt: start, acceptedAt: acceptedLongAgo, rates }
    expect(hirerCancelSettlement(job, at(72)).refundCents).toBe(10_000)
    expect(hirerCancelSettlement(job, at(71)).refundCents).toBe(5_000)
    const recent = { ...job, acceptedAt: at(100) }
    expect(hirerCancelSettlement(recent, at(1)).refundCents).toBe(10_000)
    // After the start the right of regret no longer applies.
    expect(hirerCancelSettlement({ ...job, acceptedAt: at(2) }, at(-1)).refundCents).toBe(5_000)
  })
})

describe('jobActions', () => {
  const base = {
    answerDeadline: at(48),
    endsAt: new Date(start.getTime() + 8 * H),
    completedAt: null as Date | null,
  }
  const state = { now: at(100), blockedUntil: null, overlapsBooked: false, iRated: false }

  it('follows the graph per side', () => {
    expect(jobActions({ ...base, status: 'requested' }, { ...state, side: 'promoter' })).toEqual([
      'accept',
      'decline',
    ])
    expect(jobActions({ ...base, status: 'requested' }, { ...state, side: 'hirer' })).toEqual([
      'cancel',
    ])
    expect(jobActions({ ...base, status: 'accepted' }, { ...state, side: 'promoter' })).toEqual([
      'cancel',
    ])
    expect(jobActions({ ...base, status: 'declined' }, { ...state, side: 'hirer' })).toEqual([])
  })

  it('hides accept when blocked or overlapping, and answers after the deadline', () => {
    const p = { ...state, side: 'promoter' as const }
    expect(jobActions({ ...base, status: 'requested' }, { ...p, blockedUntil: at(0) })).toEqual([
      'decline',
    ])
    expect(jobActions({ ...base, status: 'requested' }, { ...p, overlapsBooked: true })).toEqual([
      'decline',
    ])
    expect(jobActions({ ...base, status: 'requested' }, { ...p, now: at(48) })).toEqual([])
  })

  it('offers rate for 30 days after completion, once', () => {
    const done = { ...base, status: 'completed', completedAt: start }
    const day = 24 * H
    expect(
      jobActions(done, { ...state, side: 'hirer', now: new Date(start.getTime() + day) }),
    ).toEqual(['rate'])
    expect(
      jobActions(done, {
        ...state,
        side: 'hirer',
        now: new Date(start.getTime() + day),
        iRated: true,
      }),
    ).toEqual([])
    expect(
      jobActions(done, { ...state, side: 'promoter', now: new Date(start.getTime() + 30 * day) }),
    ).toEqual([])
  })
})

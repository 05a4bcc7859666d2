import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { WEEKLY_MASK_MAX } from '@galera/shared/promoters/availability.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { createJob } from '../../../test/factories/jobs.ts'
import { jobs, ledgerEntries, payments } from '../../db/schema/index.ts'

/**
 * SECURITY.md "Races": one promoter, 30 solicitations whose times all overlap, 30 accepts at
 * once → exactly one booking. On PGlite and, with TEST_DATABASE_URL, on a PostgreSQL server
 * (10 pooled connections, so the transactions really run side by side).
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const N = 30

describe('concurrent accepts', () => {
  it(`${N} overlapping solicitations of one promoter → exactly one accepted`, async () => {
    const made = await createPromoter(t.db, { promoter: { weeklyAvailability: WEEKLY_MASK_MAX } })
    const token = await t.login(made.user.email)
    const ids: string[] = []
    for (let i = 0; i < N; i++) {
      const { user } = await createUser(t.db, { role: 'client' })
      // Every range contains 12:00–13:00 on 2026-12-02 (São Paulo), starting at different times.
      const start = `${String(8 + (i % 4)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`
      const job = await createJob(t.db, {
        promoterId: made.user.id,
        hirerId: user.id,
        startHour: start,
        finishHour: `${13 + (i % 5)}:00`,
        cashCents: 10_000 + i,
      })
      ids.push(job.id)
    }
    const results = await Promise.all(
      ids.map((id) =>
        t.request({ method: 'POST', url: `/api/promoter/jobs/${id}/accept`, token, body: {} }),
      ),
    )
    const codes = results.map((r) => r.statusCode)
    const seen = JSON.stringify(results.map((r) => [r.statusCode, r.body?.code]))
    expect(
      codes.filter((c) => c === 200),
      seen,
    ).toHaveLength(1)
    expect(
      codes.filter((c) => c === 409),
      seen,
    ).toHaveLength(N - 1)
    expect(new Set(results.filter((r) => r.statusCode === 409).map((r) => r.body.code))).toEqual(
      new Set(['JOB_OVERLAP']),
    )
    const winner = results.find((r) => r.statusCode === 200)!.body.data.id as string
    const rows = await t.db
      .select({ id: jobs.id, status: jobs.status })
      .from(jobs)
      .where(inArray(jobs.id, ids))
    expect(rows.filter((r) => r.status === 'accepted').map((r) => r.id)).toEqual([winner])
    expect(rows.filter((r) => r.status === 'requested')).toHaveLength(N - 1)
    // Only the winner waits for a payment (ADR 0055); nothing is in the ledger before it is paid.
    const waiting = await t.db
      .select({ jobId: payments.jobId })
      .from(payments)
      .where(inArray(payments.jobId, ids))
    expect(waiting).toEqual([{ jobId: winner }])
    const gross = await t.db
      .select({ jobId: ledgerEntries.jobId })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.jobId, ids), eq(ledgerEntries.kind, 'gross')))
    expect(gross).toEqual([])
  })
})

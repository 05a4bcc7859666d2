import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { seedDemo } from '../../db/seed/demo.ts'
import { seedDemoJobs } from '../../db/seed/jobs-demo.ts'
import { jobs, ledgerEntries, users } from '../../db/schema/index.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedDemo(t.db, 'test')
})
afterAll(() => t.close())

describe('seedDemoJobs', () => {
  it('gives the demo promoter jobs in every status, with a ledger that reconciles, once', async () => {
    // seedDemo already called it: a second call adds nothing.
    expect(await seedDemoJobs(t.db, t.clock.now())).toBe(0)
    const [promoter] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'promotora@galera.dev'))
    const rows = await t.db.select().from(jobs).where(eq(jobs.promoterId, promoter!.id))
    expect(rows).toHaveLength(8)
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['requested', 'accepted', 'completed', 'declined', 'cancelled', 'expired']),
    )
    for (const job of rows.filter((r) => r.status === 'completed')) {
      const l = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.jobId, job.id))
      const gross = l.find((e) => e.kind === 'gross')!.amountCents
      const rest = l.filter((e) => e.kind !== 'gross').reduce((s, e) => s + e.amountCents, 0)
      expect(gross).toBe(job.cashCents)
      expect(rest).toBe(gross)
    }
    // The panel reads them through the API: two solicitations waiting for an answer.
    const token = await t.login('promotora@galera.dev')
    const res = await t.request({ method: 'GET', url: '/api/promoter/jobs?tab=requested', token })
    expect(res.body.data.counts).toMatchObject({
      requested: 2,
      accepted: 1,
      completed: 2,
      closed: 3,
    })
    expect(
      res.body.data.data.every((j: { actions: string[] }) => j.actions.includes('accept')),
    ).toBe(true)
  })
})

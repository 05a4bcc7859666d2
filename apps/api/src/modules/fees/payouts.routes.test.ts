import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { computeFee } from '@galera/shared'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { createPromoter } from '../../../test/factories/promoters.ts'
import { createJob, type JobRow } from '../../../test/factories/jobs.ts'
import { createSupplier } from '../../../test/factories/products.ts'
import { createWonAdAuction } from '../../../test/factories/promotions.ts'
import { auditLog, jobs, ledgerEntries } from '../../db/schema/index.ts'

let t: TestApp
let master: string
let masterEmail: string
let basic: string
let promoter: { id: string; token: string }
let other: { id: string; token: string }
let hirerId: string
const ADMIN_LOGIN = '/api/auth/login/admin'
const NO_ID = '00000000-0000-4000-8000-000000000000'
const START = '2026-11-22T12:00:00.000Z'
const RATES = { providerBps: 300, platformBps: 700 }

/** The jobs of this file, settled in every way the ledger knows. */
const made: Record<string, JobRow> = {}
/** Independent sums of what the ledger must hold. */
const expected = { gross: 0, provider: 0, platform: 0, payout: 0, refund: 0 }

function addCompleted(cash: number) {
  const f = computeFee(cash, RATES)
  expected.gross += cash
  expected.provider += f.providerFeeCents
  expected.platform += f.platformFeeCents
  expected.payout += f.netCents
}

/** A hirer's cancellation of an accepted job: a refund and the kept part settled (ADR 0019). */
async function settleCancelled(job: JobRow, keptCents: number) {
  const kept = computeFee(keptCents, RATES)
  const refund = job.cashCents - keptCents
  await t.db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set({
        status: 'cancelled',
        cancelledAt: new Date(START),
        cancelledBy: 'hirer',
        refundCents: refund,
      })
      .where(eq(jobs.id, job.id))
    const rows = [
      { jobId: job.id, kind: 'refund', amountCents: refund },
      { jobId: job.id, kind: 'provider_fee', amountCents: kept.providerFeeCents },
      { jobId: job.id, kind: 'platform_fee', amountCents: kept.platformFeeCents },
      { jobId: job.id, kind: 'payout', amountCents: kept.netCents, dueOn: job.startDate },
    ].filter((r) => r.amountCents > 0)
    await tx.insert(ledgerEntries).values(rows)
  })
  expected.gross += job.cashCents
  expected.refund += refund
  expected.provider += kept.providerFeeCents
  expected.platform += kept.platformFeeCents
  expected.payout += kept.netCents
}

async function payoutOf(jobId: string) {
  const [row] = await t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.jobId, jobId), eq(ledgerEntries.kind, 'payout')))
  return row!
}

const overview = async (query = 'status=all', token = master) =>
  t.request({ method: 'GET', url: `/api/admin/payouts?${query}`, token })
const markPaid = (id: string, token = master) =>
  t.request({ method: 'POST', url: `/api/admin/payouts/${id}/paid`, token })

beforeAll(async () => {
  t = await createTestApp()
  for (const role of ['admin_master', 'admin_basic'] as const) {
    const { user } = await createUser(t.db, { role })
    const token = await t.login(user.email, undefined, ADMIN_LOGIN)
    if (role === 'admin_master') {
      master = token
      masterEmail = user.email
    } else basic = token
  }
  const p = await createPromoter(t.db, { user: { name: 'Paula Repasse' } })
  promoter = { id: p.user.id, token: await t.login(p.user.email) }
  const o = await createPromoter(t.db, { user: { name: 'Otávia Outra' } })
  other = { id: o.user.id, token: await t.login(o.user.email) }
  const { user: hirer } = await createUser(t.db, { role: 'company', name: 'Eventos Bahia' })
  hirerId = hirer.id
  const job = (input: Partial<Parameters<typeof createJob>[1]>) =>
    createJob(t.db, { promoterId: promoter.id, hirerId, ...input })

  // Settled by completion: one in the past (due), one whose day is still ahead.
  made.pastDone = await job({ status: 'completed', startDate: '2026-11-10', cashCents: 50_000 })
  addCompleted(50_000)
  made.odd = await job({ status: 'completed', startDate: '2026-11-12', cashCents: 12_345 })
  addCompleted(12_345)
  made.futureDone = await job({ status: 'completed', startDate: '2026-12-02', cashCents: 99_999 })
  addCompleted(99_999)
  // Accepted (gross only, expected in the earnings), requested (no money yet).
  made.accepted = await job({ status: 'accepted', startDate: '2026-12-20', cashCents: 80_000 })
  expected.gross += 80_000
  made.requested = await job({ status: 'requested', startDate: '2026-12-21', cashCents: 70_000 })
  // Cancelled by the hirer: late (half kept) and early (everything back).
  const late = await job({ status: 'accepted', startDate: '2026-11-24', cashCents: 33_333 })
  await settleCancelled(late, Math.round(33_333 / 2))
  made.late = late
  const early = await job({ status: 'accepted', startDate: '2026-12-28', cashCents: 40_000 })
  await settleCancelled(early, 0)
  made.early = early
  // Another promoter's completed job.
  made.others = await createJob(t.db, {
    promoterId: other.id,
    hirerId,
    status: 'completed',
    startDate: '2026-11-15',
    cashCents: 20_000,
  })
  addCompleted(20_000)
  // An ad charge sits in the same ledger but belongs to no job; it is not a job's money.
  const { user: winner } = await createSupplier(t.db)
  await createWonAdAuction(t.db, { winnerId: winner.id, amountCents: 35_000 })
})
afterAll(() => t.close())
beforeEach(() => t.clock.set(START))

describe('GET /api/admin/payouts', () => {
  it('sums every kind of the ledger and reconciles to zero after several settlements', async () => {
    for (const token of [master, basic]) {
      const res = await overview('status=all', token)
      expect(res.statusCode).toBe(200)
      const { totals } = res.body.data
      expect(totals).toMatchObject({
        grossCents: expected.gross,
        providerFeeCents: expected.provider,
        platformFeeCents: expected.platform,
        payoutCents: expected.payout,
        refundCents: expected.refund,
        unreconciledCents: 0,
      })
      // What was charged = what went out or back + what is still held for accepted jobs.
      expect(
        totals.providerFeeCents + totals.platformFeeCents + totals.payoutCents + totals.refundCents,
      ).toBe(totals.grossCents - made.accepted!.cashCents)
      expect(totals.duePayoutCents + totals.paidPayoutCents).toBe(totals.payoutCents)
    }
  })

  it('shows every bucket: held for future jobs, due, paid, refunded and fees add up to what was charged', async () => {
    const { totals } = (await overview('status=all')).body.data
    // Only the accepted job not settled yet is held (its gross entry alone).
    expect(totals.heldCents).toBe(made.accepted!.cashCents)
    expect(
      totals.heldCents +
        totals.duePayoutCents +
        totals.paidPayoutCents +
        totals.refundCents +
        totals.providerFeeCents +
        totals.platformFeeCents,
    ).toBe(totals.grossCents)
    expect(totals.unreconciledCents).toBe(0)
    // A second job accepted for the future is held too, until it settles.
    const held = await createJob(t.db, {
      promoterId: other.id,
      hirerId,
      status: 'accepted',
      startDate: '2026-12-30',
      cashCents: 160_000,
    })
    const after = (await overview('status=all')).body.data.totals
    expect(after.heldCents).toBe(made.accepted!.cashCents + 160_000)
    expect(after.grossCents).toBe(totals.grossCents + 160_000)
    expect(after.unreconciledCents).toBe(0)
    await t.db.delete(ledgerEntries).where(eq(ledgerEntries.jobId, held.id))
    await t.db.delete(jobs).where(eq(jobs.id, held.id))
  })

  it('lists the payouts (not gross or fees), due first by day; paid and all filters', async () => {
    const res = await overview('status=due')
    const rows = res.body.data.data as Array<{ jobId: string; dueOn: string; amountCents: number }>
    // Completed ×4 and the late cancellation; the early cancellation has no payout.
    expect(rows.map((r) => r.jobId).sort()).toEqual(
      [made.pastDone, made.odd, made.futureDone, made.late, made.others].map((j) => j!.id).sort(),
    )
    expect(rows.map((r) => r.dueOn)).toEqual([...rows.map((r) => r.dueOn)].sort())
    const odd = rows.find((r) => r.jobId === made.odd!.id)!
    expect(odd.amountCents).toBe(computeFee(12_345, RATES).netCents)
    expect(res.body.data.data[0].promoter.name).toBeTruthy()
    expect((await overview('status=paid')).body.data.data).toEqual([])
    expect((await overview('status=bogus')).statusCode).toBe(422)
  })
})

describe('POST /api/admin/payouts/:id/paid', () => {
  it('marks a due payout paid once (master only), audited', async () => {
    const payout = await payoutOf(made.pastDone!.id)
    expect((await markPaid(payout.id, basic)).statusCode).toBe(403)
    const res = await markPaid(payout.id)
    expect(res.statusCode).toBe(200)
    expect(res.body.data).toMatchObject({ id: payout.id, jobId: made.pastDone!.id, paidAt: START })
    const again = await markPaid(payout.id)
    expect(again.statusCode).toBe(409)
    expect(again.body.code).toBe('PAYOUT_ALREADY_PAID')
    const [trail] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, payout.id))
    expect(trail).toMatchObject({ action: 'payout.paid', before: { paidAt: null } })

    const paid = await overview('status=paid')
    expect(paid.body.data.data.map((r: { id: string }) => r.id)).toEqual([payout.id])
    expect(paid.body.data.totals.paidPayoutCents).toBe(payout.amountCents)
    expect(paid.body.data.totals.unreconciledCents).toBe(0)
  })

  it('refuses a payout before its day (São Paulo), then accepts it on the day', async () => {
    const payout = await payoutOf(made.futureDone!.id)
    const early = await markPaid(payout.id)
    expect(early.statusCode).toBe(422)
    expect(early.body.code).toBe('PAYOUT_NOT_DUE')
    // 02/12 02:59Z is still 01/12 in São Paulo.
    t.clock.set('2026-12-02T02:59:00Z')
    // Sessions idle out as the clock moves: sign in again.
    const later = await t.login(masterEmail, undefined, ADMIN_LOGIN)
    expect((await markPaid(payout.id, later)).body.code).toBe('PAYOUT_NOT_DUE')
    t.clock.set('2026-12-02T03:00:00Z')
    expect((await markPaid(payout.id, later)).statusCode).toBe(200)
  })

  it('of two concurrent marks of one payout, exactly one wins', async () => {
    const payout = await payoutOf(made.others!.id)
    const answers = await Promise.all([markPaid(payout.id), markPaid(payout.id)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.targetId, payout.id))
    expect(trail).toHaveLength(1)
    // Back to due for the earnings test below.
    await t.db
      .update(ledgerEntries)
      .set({ paidAt: null, paidBy: null })
      .where(eq(ledgerEntries.id, payout.id))
  })

  it('answers 404 to unknown ids and to ledger entries that are not payouts', async () => {
    expect((await markPaid(NO_ID)).body.code).toBe('PAYOUT_NOT_FOUND')
    const [gross] = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.jobId, made.pastDone!.id), eq(ledgerEntries.kind, 'gross')))
    expect((await markPaid(gross!.id)).statusCode).toBe(404)
  })
})

describe('GET /api/promoter/earnings', () => {
  it('states every bucket of the caller only, adding up: gross = fees + net, net = held + due + paid + refunded', async () => {
    // Pay the odd one so the three kinds show.
    expect((await markPaid((await payoutOf(made.odd!.id)).id)).statusCode).toBe(200)
    const res = await t.request({
      method: 'GET',
      url: '/api/promoter/earnings',
      token: promoter.token,
    })
    expect(res.statusCode).toBe(200)
    const body = res.body.data
    const net = (cash: number) => computeFee(cash, RATES).netCents
    const fees = (cash: number) => computeFee(cash, RATES)
    const lateKept = computeFee(Math.round(33_333 / 2), RATES)
    // Independent sums over the promoter's jobs (requested and the other promoter's left out).
    const settled = [50_000, 12_345, 99_999].map(fees)
    const held = fees(80_000)
    const providerFee =
      settled.reduce((s, f) => s + f.providerFeeCents, 0) +
      held.providerFeeCents +
      lateKept.providerFeeCents
    const platformFee =
      settled.reduce((s, f) => s + f.platformFeeCents, 0) +
      held.platformFeeCents +
      lateKept.platformFeeCents
    const gross = 50_000 + 12_345 + 99_999 + 80_000 + 33_333 + 40_000
    expect(body.totals).toEqual({
      grossCents: gross,
      providerFeeCents: providerFee,
      platformFeeCents: platformFee,
      netCents: gross - providerFee - platformFee,
      heldCents: net(80_000),
      // futureDone was paid in the previous test; late cancellation's kept part is due.
      dueCents: lateKept.netCents,
      paidCents: net(50_000) + net(12_345) + net(99_999),
      // The late cancellation gave back the half not kept; the early one everything.
      refundCents: 33_333 - Math.round(33_333 / 2) + 40_000,
    })
    const tt = body.totals
    expect(tt.providerFeeCents + tt.platformFeeCents + tt.netCents).toBe(tt.grossCents)
    expect(tt.heldCents + tt.dueCents + tt.paidCents + tt.refundCents).toBe(tt.netCents)
    // The lines (one page here) add up to the totals, column by column.
    const lines = body.data as Array<{
      grossCents: number
      feeCents: number
      refundCents: number
      netCents: number
    }>
    const sum = (k: keyof (typeof lines)[number]) => lines.reduce((s, e) => s + e[k], 0)
    expect(sum('grossCents')).toBe(tt.grossCents)
    expect(sum('feeCents')).toBe(tt.providerFeeCents + tt.platformFeeCents)
    expect(sum('refundCents')).toBe(tt.refundCents)
    expect(sum('netCents')).toBe(tt.heldCents + tt.dueCents + tt.paidCents)
    for (const e of lines) expect(e.feeCents + e.refundCents + e.netCents).toBe(e.grossCents)
    const byJob = new Map(body.data.map((e: { jobId: string }) => [e.jobId, e]))
    expect(byJob.size).toBe(6)
    expect(byJob.has(made.requested!.id)).toBe(false)
    expect(byJob.has(made.others!.id)).toBe(false)
    expect(byJob.get(made.early!.id)).toMatchObject({
      status: 'cancelled',
      payoutStatus: 'refunded',
      grossCents: 40_000,
      feeCents: 0,
      refundCents: 40_000,
      netCents: 0,
      dueOn: '2026-12-28',
    })
    expect(byJob.get(made.accepted!.id)).toMatchObject({
      status: 'accepted',
      payoutStatus: 'expected',
      grossCents: 80_000,
      netCents: net(80_000),
      feeCents: 80_000 - net(80_000),
      dueOn: '2026-12-20',
      paidAt: null,
    })
    expect(byJob.get(made.late!.id)).toMatchObject({
      status: 'cancelled',
      payoutStatus: 'due',
      grossCents: 33_333,
      refundCents: 33_333 - Math.round(33_333 / 2),
      netCents: lateKept.netCents,
      dueOn: '2026-11-24',
    })
    expect(byJob.get(made.odd!.id)).toMatchObject({ payoutStatus: 'paid', paidAt: START })
    // Newest event first.
    const starts = body.data.map((e: { startsAt: string }) => e.startsAt)
    expect(starts).toEqual([...starts].sort().reverse())

    const theirs = await t.request({
      method: 'GET',
      url: '/api/promoter/earnings',
      token: other.token,
    })
    expect(theirs.body.data.totals).toEqual({
      grossCents: 20_000,
      providerFeeCents: fees(20_000).providerFeeCents,
      platformFeeCents: fees(20_000).platformFeeCents,
      netCents: net(20_000),
      heldCents: 0,
      dueCents: net(20_000),
      paidCents: 0,
      refundCents: 0,
    })
    expect(theirs.body.data.data).toHaveLength(1)
  })
})

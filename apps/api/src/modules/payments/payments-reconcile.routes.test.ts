import { describe, expect, it } from 'vitest'
import { usePaymentsWorld } from '../../../test/payments-harness.ts'
import { createUser } from '../../../test/factories/accounts.ts'
import { difference, generatePayments } from '../../../test/factories/payments-bulk.ts'

const world = usePaymentsWorld()

async function reconcileNow() {
  const { t } = world.w
  const { user } = await createUser(t.db, { role: 'admin_master' })
  const token = await t.login(user.email, undefined, '/api/auth/login/admin')
  const res = await t.request({
    method: 'POST',
    url: '/api/admin/payments/reconciliation',
    token,
    body: {},
  })
  expect(res.statusCode).toBe(200)
  const found = (res.body.data.differences as Array<Record<string, string | null>>).map((d) =>
    difference(d.kind!, d.paymentId!, d.providerPaymentId!, d.ours!, d.theirs!),
  )
  return { last: res.body.data.last, found }
}

/**
 * ADR 0057 at more than one page of the provider's list (pages of 100): generated payments of
 * every state with their ledger and provider records (test/factories/payments-bulk.ts, the same
 * data as bench/reconcile-bench.ts), and one planted difference of each kind.
 */
describe('reconciliation over several pages of the provider list', () => {
  it('records exactly the planted differences, whatever page they are on', async () => {
    const { t, standIn } = world.w
    const made = await generatePayments(t.db, standIn, { first: 1, last: 250 }, t.clock.now())
    expect(made.planted).toHaveLength(8)
    expect(made.listed).toBeGreaterThan(200)

    const { last, found } = await reconcileNow()
    expect(last).toMatchObject({
      chargesChecked: made.listed,
      paymentsChecked: made.payments,
      differences: 8,
    })
    expect(found.sort()).toEqual([...made.planted].sort())
    expect(new Set(found.map((d) => d.split('|')[0]))).toEqual(
      new Set(['amount', 'status', 'refund', 'missing_at_provider', 'unknown_charge', 'ledger']),
    )
  })

  it('finds them all again after the data grows, counting each new charge and payment once', async () => {
    const { t, standIn } = world.w
    const before = await reconcileNow()
    const more = await generatePayments(t.db, standIn, { first: 251, last: 400 }, t.clock.now())
    const { last, found } = await reconcileNow()
    expect(last).toMatchObject({
      chargesChecked: before.last.chargesChecked + more.listed,
      paymentsChecked: before.last.paymentsChecked + more.payments,
      differences: 16,
    })
    expect(found.sort()).toEqual([...before.found, ...more.planted].sort())
  })

  it('a charge made while the list is read shifts the pages: one listed twice, counted once', async () => {
    const { standIn } = world.w
    const before = await reconcileNow()
    // The provider lists newest first: a charge made after the first page pushes every later
    // one down, so the first page's last charge opens the second page too.
    const sample = [...standIn.charges.values()].at(-1)!
    let lists = 0
    standIn.beforeList(async () => {
      if (++lists === 2)
        standIn.charges.set('pay_made_while_listing', {
          ...sample,
          id: 'pay_made_while_listing',
          externalReference: 'manual-while-listing',
        })
    })
    try {
      const { last, found } = await reconcileNow()
      expect(lists).toBeGreaterThan(2)
      expect(last).toMatchObject({
        chargesChecked: before.last.chargesChecked,
        paymentsChecked: before.last.paymentsChecked,
      })
      expect(found.sort()).toEqual(before.found.sort())
    } finally {
      standIn.beforeList(undefined)
      standIn.charges.delete('pay_made_while_listing')
    }
  })
})

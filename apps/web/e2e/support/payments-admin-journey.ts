import { paymentDeadline, releaseAt } from '@galera/shared'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { payments } from '../../../api/src/db/schema/index.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createJob } from '../../../api/test/factories/jobs.ts'
import { createPromoter } from '../../../api/test/factories/promoters.ts'
import { seedAdPaymentsAdminJourney } from './ad-payments-admin-journey.ts'

/*
 * admin-payments.spec.ts (ADR 0057): its own admin master, and a paid, held payment whose charge
 * the provider does not know (written here, never through the stand-in), so the reconciliation
 * always has one difference to show and resolve. The spec only reads the rest of the screen.
 */
export const PAYMENTS_MASTER = { email: 'paulo.pagamentos@galera.dev', name: 'Paulo Pagamentos' }
export const UNRECONCILED_EVENT = 'Festival Conciliação 2027'
export const UNRECONCILED_CHARGE = 'pay_e2e_not_at_provider'

export async function seedPaymentsAdminJourney(db: Db) {
  await createUser(db, { role: 'admin_master', ...PAYMENTS_MASTER })
  await seedAdPaymentsAdminJourney(db)
  const { user: promoter } = await createPromoter(db, {
    user: { email: 'iara.conciliada@galera.dev', name: 'Iara Conciliada' },
  })
  const { user: hirer } = await createUser(db, {
    role: 'client',
    email: 'caio.conciliado@galera.dev',
    name: 'Caio Conciliado',
  })
  const acceptedAt = new Date()
  // Accepted (with its gross in the ledger) for an event a year ahead: held until then.
  const job = await createJob(db, {
    promoterId: promoter.id,
    hirerId: hirer.id,
    status: 'accepted',
    eventName: UNRECONCILED_EVENT,
    cashCents: 61_700,
    startDate: '2027-11-20',
    requestedAt: acceptedAt,
    acceptedAt,
  })
  await db.insert(payments).values({
    jobId: job.id,
    hirerId: hirer.id,
    promoterId: promoter.id,
    amountCents: job.cashCents,
    netCents: job.netCents!,
    status: 'paid',
    method: 'pix',
    deadline: paymentDeadline(acceptedAt, job.startsAt),
    releaseAt: releaseAt(job.endsAt),
    providerPaymentId: UNRECONCILED_CHARGE,
    paidAt: acceptedAt,
    createdAt: acceptedAt,
    updatedAt: acceptedAt,
  })
}

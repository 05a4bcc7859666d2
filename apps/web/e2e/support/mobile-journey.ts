import { eq } from 'drizzle-orm'
import { addDays, todayInBrazil } from '@galera/shared'
import type { Db } from '../../../api/src/platform/db/database.ts'
import { jobs } from '../../../api/src/db/schema/index.ts'
import { jobsRepository } from '../../../api/src/modules/jobs/jobs.repository.ts'
import { settleCancellation } from '../../../api/src/modules/jobs/job-settlement.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createBudget } from '../../../api/test/factories/budgets.ts'
import { createJob } from '../../../api/test/factories/jobs.ts'
import {
  createProduct,
  createProductCategory,
  createSupplier,
} from '../../../api/test/factories/products.ts'
import { createPromoter } from '../../../api/test/factories/promoters.ts'
import { JOURNEY_SUPPLIERS, supplierProduct } from './budgets-journey.ts'
import { CLOCKED_RUNS, forRun } from './own-accounts.ts'

/*
 * mobile.spec.ts's own accounts (it reads each screen in pt-BR and in English, which writes the
 * account's language, ADR 0032): a promoter whose statement has a paid-out, a due and a refunded
 * job; an admin master for the payouts; a client with two quotes to compare. A repeated run
 * (`--repeat-each`) reads with the copies of its run (mobileAccounts), seeded alike.
 */
export const MOBILE_PROMOTER = { email: 'mel.celular@galera.dev', name: 'Mel Celular' }
export const MOBILE_HIRER = { email: 'tito.celular@galera.dev', name: 'Tito Celular' }
export const MOBILE_ADMIN = { email: 'rui.celular@galera.dev', name: 'Rui Celular' }
export const MOBILE_CLIENT = { email: 'lara.celular@galera.dev', name: 'Lara Celular' }
export const MOBILE_EVENTS = {
  completed: 'Feira de Negócios do Recôncavo',
  accepted: 'Congresso Nacional de Tecnologia',
  refunded: 'Lançamento Cancelado',
}

/**
 * The accounts of run `run`: run 0's as above; later runs' with their own e-mails, and the
 * promoter named after its run (its payout sits in the admin's list beside run 0's).
 */
export function mobileAccounts(run: number) {
  return {
    promoter: {
      ...forRun(MOBILE_PROMOTER, run),
      name: run === 0 ? MOBILE_PROMOTER.name : `${MOBILE_PROMOTER.name} ${run + 1}`,
    },
    hirer: forRun(MOBILE_HIRER, run),
    admin: forRun(MOBILE_ADMIN, run),
    client: forRun(MOBILE_CLIENT, run),
  }
}

export async function seedMobileJourney(db: Db): Promise<void> {
  for (let run = 0; run < CLOCKED_RUNS; run++) await seedMobileRun(db, run)
}

async function seedMobileRun(db: Db, run: number): Promise<void> {
  const accounts = mobileAccounts(run)
  const { user: promoter } = await createPromoter(db, { user: accounts.promoter })
  const { user: hirer } = await createUser(db, { role: 'company', ...accounts.hirer })
  const now = new Date()
  const today = todayInBrazil(now)
  const base = { promoterId: promoter.id, hirerId: hirer.id }
  await createJob(db, {
    ...base,
    status: 'completed',
    eventName: MOBILE_EVENTS.completed,
    // Its payout falls due on the start date; the admin's payouts list (by due date, twenty a
    // page) shows run 0's, and the later runs' come after it, never pushing it to page 2.
    startDate: addDays(today, run === 0 ? -12 : -11),
    cashCents: 150_000,
    requestedAt: new Date(now.getTime() - 25 * 86_400_000),
  })
  await createJob(db, {
    ...base,
    status: 'accepted',
    eventName: MOBILE_EVENTS.accepted,
    startDate: addDays(today, 30),
    cashCents: 98_000,
    requestedAt: new Date(now.getTime() - 86_400_000),
  })
  // Cancelled by the promoter after accepting: the hirer gets everything back (ADR 0019).
  await db.transaction(async (tx) => {
    const job = await createJob(tx, {
      ...base,
      status: 'accepted',
      eventName: MOBILE_EVENTS.refunded,
      startDate: addDays(today, 20),
      cashCents: 64_000,
      requestedAt: new Date(now.getTime() - 3 * 86_400_000),
    })
    const refund = await settleCancellation(jobsRepository(tx), job, 'promoter', now)
    await tx
      .update(jobs)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: 'promoter',
        reason: 'Imprevisto',
        refundCents: refund,
        updatedAt: now,
      })
      .where(eq(jobs.id, job.id))
  })

  await createUser(db, { role: 'admin_master', ...accounts.admin })

  const { user: client } = await createUser(db, { role: 'client', ...accounts.client })
  const { salvador, bahia } = run === 0 ? await journeyProducts(db) : await ownProducts(db, run)
  // The demo catalogue is someone else's seed: without it there is nothing to compare.
  if (!salvador || !bahia) return
  await createBudget(db, {
    clientId: client.id,
    productId: salvador.id,
    quantity: 500,
    states: ['BA'],
    now,
    proposals: [
      {
        supplierId: salvador.supplierId,
        status: 'answered',
        unitCents: 310,
        deliveryDays: 12,
        setupPerColorCents: 6_000,
        setupColors: 2,
        freightCents: 4_500,
      },
      {
        supplierId: bahia.supplierId,
        productId: bahia.id,
        status: 'answered',
        unitCents: 295,
        deliveryDays: 20,
      },
    ],
  })
}

/** Run 0 compares two budgets journey suppliers' quotes (their shared importer code). */
async function journeyProducts(db: Db) {
  return {
    salvador: await supplierProduct(db, JOURNEY_SUPPLIERS.salvador.email),
    bahia: await supplierProduct(db, JOURNEY_SUPPLIERS.bahia.email),
  }
}

/**
 * Later runs compare quotes of two suppliers of their own, in a category of their own, so the
 * budgets journey's suppliers (whose load picks who a declined request goes to) get no more.
 */
async function ownProducts(db: Db, run: number) {
  const category = await createProductCategory(db)
  const product = async (name: string) => {
    const { user } = await createSupplier(db, { name })
    return createProduct(db, { supplierId: user.id, categoryId: category.id, code: `CEL-${run}` })
  }
  const salvador = await product(`Celular Salvador ${run + 1}`)
  const bahia = await product(`Celular Bahia ${run + 1}`)
  return {
    salvador: { id: salvador.id, supplierId: salvador.supplierId },
    bahia: { id: bahia.id, supplierId: bahia.supplierId },
  }
}

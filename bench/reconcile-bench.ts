/**
 * The daily reconciliation (ADR 0057) at 10,000 then 100,000 payments. A part of `npm run bench`
 * (skipped with BENCH_RECONCILE=0); alone: `node --import tsx bench/reconcile-bench.ts`.
 *
 *   BENCH_RECONCILE_DATABASE_URL  postgres://postgres@127.0.0.1:5432/galera_bench_rec (dropped
 *                                 and recreated: its name must contain "bench")
 *
 * A fresh database gets payments of every state with their ledger, written in bulk SQL, and the
 * Asaas stand-in (in this process, on loopback) the matching provider records, with eight planted
 * differences per batch (apps/api/test/factories/payments-bulk.ts, the data the reconciliation
 * test uses too). As an admin's run does, the stand-in is listed through the Asaas client, page by
 * page (100 a page), with no transaction open; then the real `reconcile()` stages and compares in
 * SQL in one transaction (ADR 0070: its time is printed apart, "in a tx"). Printed:
 * its time, rows per second, the process's RSS and heap, and references measured in the same
 * run: the provider's list alone through the same client (the part the reconciliation cannot do
 * without) and a bare `select *` of the same payments; then the growth from 10,000 to 100,000.
 * Timings are never asserted; a wrong answer is: the differences recorded must be exactly the
 * planted ones and the counts the generated ones, else the part fails (a non-zero exit).
 */
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
import { sql } from 'drizzle-orm'
import { pino } from 'pino'
import { EnvSchema } from '../apps/api/src/config/env.ts'
import { openPostgres, runMigrations, type Database } from '../apps/api/src/platform/db/database.ts'
import { asaasProvider } from '../apps/api/src/modules/payments/asaas.client.ts'
import {
  listProviderCharges,
  reconcile,
  RECONCILE_DAYS,
  saoPauloDay,
} from '../apps/api/src/modules/payments/payments-reconcile.ts'
import { startStandIn, type StandIn } from '../apps/api/src/modules/payments/stand-in/stand-in.ts'
import {
  difference,
  generatePayments,
  type BulkPayments,
} from '../apps/api/test/factories/payments-bulk.ts'
import { recreateDatabase } from './bench-app.ts'

export const DEFAULT_RECONCILE_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/galera_bench_rec'
const FIRST = 10_000
const TOTAL = 100_000
const API_KEY = 'bench-api-key-reconcile'

interface Measured {
  label: string
  charges: number
  payments: number
  reconcileMs: number
  /** The part of `reconcileMs` with a transaction open (ADR 0070: after the list was read). */
  txMs: number
  listMs: number
  selectMs: number
  rssBefore: number
  rssPeak: number
  heapBefore: number
  heapPeak: number
  found: string[]
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const int = (n: number) => Math.round(n).toLocaleString('en')

/** The collector, to start each measure from live objects only (exposed at run time). */
v8.setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/** Samples the process's RSS and heap while `work` runs (every 10 ms, between its awaits). */
async function withPeak<T>(work: () => Promise<T>) {
  let peak = 0
  let heapPeak = 0
  const sample = () => {
    const m = process.memoryUsage()
    peak = Math.max(peak, m.rss)
    heapPeak = Math.max(heapPeak, m.heapUsed)
  }
  sample()
  const timer = setInterval(sample, 10)
  try {
    const value = await work()
    sample()
    return { value, peak, heapPeak }
  } finally {
    clearInterval(timer)
  }
}

async function countFetched(database: Database): Promise<number> {
  const all = await database.db.execute(sql`select * from payments`)
  return (all as unknown as { rows: unknown[] }).rows.length
}

async function measure(
  label: string,
  database: Database,
  standIn: StandIn,
  adminId: string,
  now: Date,
): Promise<Measured> {
  const env = EnvSchema.parse({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    TICKER: 'off',
    PAYMENT_PROVIDER_URL: standIn.url,
    PAYMENT_API_KEY: API_KEY,
    PAYMENT_WEBHOOK_TOKEN: 'bench-webhook-token-0123456789abcdef',
  })
  const ctx = { env, log: pino({ level: 'silent' }) }
  const { db } = database

  // Reference 1: the provider's whole list through the same client, nothing else done with it.
  const provider = asaasProvider({ baseUrl: standIn.url, apiKey: API_KEY })
  const createdFrom = saoPauloDay(new Date(now.getTime() - RECONCILE_DAYS * 86_400_000))
  let t0 = performance.now()
  let listed = 0
  for (let offset = 0; ;) {
    const page = await provider.listCharges({ createdFrom, offset, limit: 100 })
    listed += page.data.length
    offset += page.data.length
    if (!page.hasMore || page.data.length === 0) break
  }
  const listMs = performance.now() - t0

  // Reference 2: a bare select of every payment row, fetched (and let go).
  t0 = performance.now()
  const payments = await countFetched(database)
  const selectMs = performance.now() - t0

  gc()
  let txMs = 0
  const rssBefore = process.memoryUsage.rss()
  const heapBefore = process.memoryUsage().heapUsed
  t0 = performance.now()
  const {
    value: run,
    peak,
    heapPeak,
  } = await withPeak(async () => {
    // As the ticker and the admin's run do (ADR 0070): every page first, then one transaction.
    const charges = await listProviderCharges(ctx, now)
    const t1 = performance.now()
    const saved = await db.transaction((tx) => reconcile(ctx, tx, now, adminId, charges))
    txMs = performance.now() - t1
    return saved
  })
  const reconcileMs = performance.now() - t0
  if (!run) throw new Error('the reconciliation recorded no run')
  const rows = await db.execute(
    sql`select kind, payment_id, provider_payment_id, ours, theirs from payment_differences where reconciliation_id = ${run.id}`,
  )
  const found = (rows as unknown as { rows: Array<Record<string, string | null>> }).rows.map((d) =>
    difference(
      d.kind!,
      d.payment_id ?? null,
      d.provider_payment_id ?? null,
      d.ours ?? null,
      d.theirs ?? null,
    ),
  )
  if (run.chargesChecked !== listed || run.paymentsChecked !== payments)
    throw new Error(
      `${label}: checked ${run.chargesChecked} charges and ${run.paymentsChecked} payments; the provider lists ${listed}, the database has ${payments}`,
    )
  return {
    label,
    charges: run.chargesChecked,
    payments: run.paymentsChecked,
    reconcileMs,
    txMs,
    listMs,
    selectMs,
    rssBefore,
    rssPeak: peak,
    heapBefore,
    heapPeak,
    found,
  }
}

/** The differences must be exactly the planted ones: a wrong answer fails the part. */
function check(m: Measured, made: BulkPayments[]) {
  const listed = made.reduce((n, b) => n + b.listed, 0)
  const payments = made.reduce((n, b) => n + b.payments, 0)
  if (m.charges !== listed || m.payments !== payments)
    throw new Error(
      `${m.label}: checked ${m.charges} charges and ${m.payments} payments; generated ${listed} and ${payments}`,
    )
  const want = made.flatMap((b) => b.planted).sort()
  const got = [...m.found].sort()
  const missing = want.filter((d) => !got.includes(d))
  const extra = got.filter((d) => !want.includes(d))
  if (missing.length || extra.length)
    throw new Error(
      `${m.label}: wrong differences; not flagged: ${missing.join(', ') || 'none'}; flagged but not planted: ${extra.slice(0, 10).join(', ') || 'none'}${extra.length > 10 ? ` (+${extra.length - 10})` : ''}`,
    )
  const kinds = new Map<string, number>()
  for (const d of got) kinds.set(d.split('|')[0]!, (kinds.get(d.split('|')[0]!) ?? 0) + 1)
  console.log(
    `check ${m.label}: ${got.length} differences recorded, exactly the ${want.length} planted (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}); ${int(m.charges)} charges, ${int(m.payments)} payments checked`,
  )
}

export async function reconcilePart(databaseUrl: string): Promise<void> {
  console.log(
    `\nDaily reconciliation (ADR 0057), ${FIRST.toLocaleString('en')} then ${TOTAL.toLocaleString('en')} payments`,
  )
  const serverVersion = await recreateDatabase(databaseUrl)
  const database = await openPostgres(databaseUrl)
  const standIn = await startStandIn({ apiKey: API_KEY, webhookToken: 'unused' })
  try {
    await runMigrations(database)
    const { db } = database
    const now = new Date()
    const admin = await db.execute(
      sql`insert into users (role, name, email, password_hash) values ('admin_master', 'Bench Admin', 'admin.rec@bench.galera.dev', 'bench-no-login') returning id`,
    )
    const adminId = (admin as unknown as { rows: Array<{ id: string }> }).rows[0]!.id
    console.log(
      `PostgreSQL ${serverVersion}; provider: the Asaas stand-in in this process at ${standIn.url}`,
    )

    let t0 = performance.now()
    const a = await generatePayments(db, standIn, { first: 1, last: FIRST }, now)
    await db.execute(sql`vacuum analyze payments, ledger_entries, jobs`)
    console.log(
      `generated ${int(a.payments)} payments (ledger, provider records) in ${secs(performance.now() - t0)}`,
    )
    const at10k = await measure('10k', database, standIn, adminId, now)
    check(at10k, [a])

    t0 = performance.now()
    const b = await generatePayments(db, standIn, { first: FIRST + 1, last: TOTAL }, now)
    await db.execute(sql`vacuum analyze payments, ledger_entries, jobs`)
    console.log(`generated ${int(b.payments)} more in ${secs(performance.now() - t0)}`)
    const at100k = await measure('100k', database, standIn, adminId, now)
    check(at100k, [a, b])

    console.log('')
    console.log(
      'size   reconcile  in a tx  rows/s   list alone  select *  reconcile ÷ list  RSS before → peak  heap peak − before',
    )
    for (const m of [at10k, at100k]) {
      const rows = m.charges + m.payments
      console.log(
        `${m.label.padEnd(5)}  ${secs(m.reconcileMs).padStart(9)}  ${secs(m.txMs).padStart(7)}  ${int(rows / (m.reconcileMs / 1000)).padStart(7)}  ${secs(m.listMs).padStart(10)}  ${secs(m.selectMs).padStart(8)}  ${`${(m.reconcileMs / m.listMs).toFixed(2)}×`.padStart(16)}  ${`${mb(m.rssBefore)} → ${mb(m.rssPeak)}`.padStart(17)}  ${mb(m.heapPeak - m.heapBefore).padStart(19)}`,
      )
    }
    console.log(
      `rows/s: charges listed + payments checked per second. 100k ÷ 10k: reconcile ${(at100k.reconcileMs / at10k.reconcileMs).toFixed(1)}×, list alone ${(at100k.listMs / at10k.listMs).toFixed(1)}×, select * ${(at100k.selectMs / at10k.selectMs).toFixed(1)}× for 10× the rows`,
    )
  } finally {
    await standIn.close()
    await database.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await reconcilePart(process.env.BENCH_RECONCILE_DATABASE_URL || DEFAULT_RECONCILE_DATABASE_URL)
    process.exit(0)
  } catch (err) {
    console.error(
      `Reconciliation bench failed: ${err instanceof Error ? err.message : String(err)}`,
    )
    process.exit(1)
  }
}

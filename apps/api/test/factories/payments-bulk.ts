import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../src/platform/db/database.ts'
import type { StandIn } from '../../src/modules/payments/stand-in/stand-in.ts'

type ProviderRecord = StandIn['charges'] extends Map<string, infer C> ? C : never

/**
 * The payments of `count` hired jobs written in bulk SQL (`INSERT … SELECT FROM generate_series`
 * through a temporary table), with their ledger, and the provider's matching records put in the
 * Asaas stand-in: what the daily reconciliation (ADR 0057) compares. Used by the reconciliation
 * test and by bench/reconcile-bench.ts (100,000 payments).
 *
 * The mix, by the payment's number n (n mod 20): 0–2 pending (an open charge, unpaid), 3–9 held
 * (paid, the job ahead: Pix or card), 10–15 released (the job done, the net sent), 16–17 refunded
 * in full (cancelled by the hirer), 18–19 expired (unpaid at the deadline: the charge removed at the
 * provider, which no longer lists it). Every charge was made in the 80 days before `now`, jobs 19 h apart per promoter.
 *
 * Eight differences are planted in each batch, one of each way a provider and the ledger part:
 * returned as the `(kind, payment, charge, ours, theirs)` the reconciliation must record, and
 * nothing else may differ.
 */
export interface BulkPayments {
  /** Charges the provider lists (its records minus the removed ones). */
  listed: number
  /** Payments created (each has a charge in the window). */
  payments: number
  /** The differences planted, as `kind|paymentId|chargeId|ours|theirs`. */
  planted: string[]
}

type Kind = 'pending' | 'held' | 'released' | 'refunded' | 'expired'
const kindOf = (n: number): Kind => {
  const m = n % 20
  return m < 3 ? 'pending' : m < 10 ? 'held' : m < 16 ? 'released' : m < 18 ? 'refunded' : 'expired'
}
const cashOf = (n: number) => 20_000 + ((n * 7_919) % 180_000)
/** Jobs per promoter, 19 h apart (8 h each): the no-overlap constraint holds. */
const JOBS_PER_PROMOTER = 100
/**
 * A job's start: its promoter's slot, from 77 days before `now` to ~1.4 days after; its charge
 * was made 2 days (and some minutes) before it, so every charge is in the 90-day window.
 */
const startsAt = (now: Date, first: number, promoters: number, n: number) =>
  new Date(now.getTime() - 77 * 86_400_000 + Math.floor((n - first) / promoters) * 19 * 3_600_000)
const chargedAt = (now: Date, first: number, promoters: number, n: number) =>
  new Date(startsAt(now, first, promoters, n).getTime() - 2 * 86_400_000 - (n % 600) * 60_000)

export const difference = (
  kind: string,
  paymentId: string | null,
  chargeId: string | null,
  ours: string | number | null,
  theirs: string | number | null,
) => [kind, paymentId ?? '', chargeId ?? '', ours ?? '', theirs ?? ''].join('|')

/**
 * Writes payments numbered `first`…`last` (numbers are unique per database: call again with the
 * next range to grow it) and their provider records; `now` is the reconciliation's instant.
 */
export async function generatePayments(
  db: Db,
  standIn: StandIn,
  range: { first: number; last: number },
  now: Date,
): Promise<BulkPayments> {
  const { first, last } = range
  const tag = `rec${randomBytes(4).toString('hex')}`
  const promoterCount = Math.ceil((last - first + 1) / JOBS_PER_PROMOTER)
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`
      with u as (
        insert into users (role, name, email, password_hash)
        select 'promoter', 'Promotora ' || g, ${tag} || '.p' || lpad(g::text, 7, '0') || '@bench.galera.dev', 'bench-no-login'
        from generate_series(1, ${promoterCount}::int) g
        returning id
      )
      insert into promoters (user_id, birth_date, gender, height_cm, weight_kg, shoe_size, hair, eyes, description)
      select id, '1995-05-10', 'female', 170, 60, 37, 'brown', 'brown', 'Promotora de eventos e feiras.' from u`)
    await tx.execute(sql`
      insert into users (role, name, email, password_hash)
      select 'client', 'Contratante ' || g, ${tag} || '.h' || lpad(g::text, 3, '0') || '@bench.galera.dev', 'bench-no-login'
      from generate_series(1, 50) g`)
    // One row per payment: its job's and payment's ids, sides, money and instants.
    await tx.execute(sql`
      create temporary table bulk_payments on commit drop as
      with pr as (
        select id, row_number() over (order by email) - 1 as i from users where email like ${`${tag}.p%`}
      ), hi as (
        select id, row_number() over (order by email) - 1 as i from users where email like ${`${tag}.h%`}
      ), g as (
        select n, n - ${first}::int as k, (20000 + (n::bigint * 7919) % 180000)::bigint as cash,
          case n % 20 when 0 then 'pending' when 1 then 'pending' when 2 then 'pending'
            when 16 then 'refunded' when 17 then 'refunded' when 18 then 'expired' when 19 then 'expired'
            else case when n % 20 < 10 then 'held' else 'released' end end as kind,
          ${now}::timestamptz - interval '77 days' + ((n - ${first}::int) / ${promoterCount}::int) * interval '19 hours' as starts
        from generate_series(${first}::int, ${last}::int) n
      )
      select g.n, g.kind, g.cash, gen_random_uuid() as job_id, gen_random_uuid() as payment_id,
        pr.id as promoter_id, hi.id as hirer_id,
        (g.cash * 300 + 5000) / 10000 as provider_fee,
        (g.cash * 1000 + 5000) / 10000 - (g.cash * 300 + 5000) / 10000 as platform_fee,
        g.cash - (g.cash * 1000 + 5000) / 10000 as net,
        g.starts - interval '2 days' - (g.n % 600) * interval '1 minute' as charged,
        g.starts - interval '2 days' - (g.n % 600) * interval '1 minute' - interval '1 hour' as accepted,
        g.starts
      from g
      join pr on pr.i = g.k % ${promoterCount}::int
      join hi on hi.i = g.k % 50`)
    await tx.execute(sql`
      insert into jobs (id, promoter_id, hirer_id, status, contact_doc, contact_name, contact_phone,
        contact_email, event_name, start_date, finish_date, start_hour, finish_hour, starts_at, ends_at,
        work_hours, cash_cents, place_name, zipcode, address, city, uf, provider_bps, platform_bps,
        provider_fee_cents, platform_fee_cents, net_cents, requested_at, answer_deadline, accepted_at,
        completed_at, cancelled_at, cancelled_by, refund_cents)
      select job_id, promoter_id, hirer_id,
        case kind when 'released' then 'completed' when 'refunded' then 'cancelled'
          when 'expired' then 'cancelled' else 'accepted' end,
        '52998224725', 'Eventos Bahia Ltda', '+5571987654321', 'financeiro@bench.galera.dev',
        'Evento ' || n, (starts at time zone 'America/Sao_Paulo')::date, (starts at time zone 'America/Sao_Paulo')::date,
        '09:00', '17:00', starts, starts + interval '8 hours', 8, cash, 'Centro de Convenções',
        '40010000', 'Rua Chile, 10', 'Salvador', 'BA', 300, 700, provider_fee, platform_fee, net,
        accepted - interval '1 day', accepted + interval '1 day', accepted,
        case when kind = 'released' then starts + interval '8 hours' end,
        case when kind in ('refunded', 'expired') then accepted + interval '2 hours' end,
        case when kind = 'refunded' then 'hirer' end,
        case when kind = 'refunded' then cash end
      from bulk_payments`)
    await tx.execute(sql`
      insert into payments (id, job_id, hirer_id, promoter_id, amount_cents, net_cents, status,
        deadline, release_at, provider_payment_id, card_url, method, paid_at, closed_at, released_at,
        transfer_requested_at, transfer_id, refund_cents, refunded_at, charge_requested_at,
        created_at, updated_at)
      select payment_id, job_id, hirer_id, promoter_id, cash, net,
        case kind when 'pending' then 'pending' when 'held' then 'paid' else kind end,
        accepted + interval '1 day', starts + interval '56 hours', ${`pay_${tag}_`} || n,
        ${`https://asaas.test/i/pay_${tag}_`} || n,
        case when kind in ('held', 'released', 'refunded') then case when n % 2 = 0 then 'pix' else 'card' end end,
        case when kind in ('held', 'released', 'refunded') then charged + interval '10 minutes' end,
        case when kind in ('refunded', 'expired') then accepted + interval '2 hours' end,
        case when kind = 'released' then starts + interval '57 hours' end,
        case when kind = 'released' then starts + interval '57 hours' end,
        case when kind = 'released' then 'tr_' || n end,
        case when kind = 'refunded' then cash else 0 end,
        case when kind = 'refunded' then accepted + interval '3 hours' end,
        charged, accepted, charged
      from bulk_payments`)
    // The ledger: gross when the money arrived; a release settles fees and payout, a full refund
    // gives it all back (the database checks that each settled job adds up).
    await tx.execute(sql`
      insert into ledger_entries (job_id, kind, amount_cents, due_on, paid_at, created_at)
      select job_id, e.kind, e.amount, e.due_on, e.paid_at, charged
      from bulk_payments b
      cross join lateral (values
        ('gross', b.cash, null::date, null::timestamptz, b.kind in ('held', 'released', 'refunded')),
        ('provider_fee', b.provider_fee, null, null, b.kind = 'released'),
        ('platform_fee', b.platform_fee, null, null, b.kind = 'released'),
        ('payout', b.net, (b.starts at time zone 'America/Sao_Paulo')::date, b.starts + interval '57 hours', b.kind = 'released'),
        ('refund', b.cash, null, b.charged + interval '3 hours', b.kind = 'refunded')
      ) as e(kind, amount, due_on, paid_at, wanted)
      where e.wanted`)
    return queryRows<{ n: number; payment_id: string }>(
      tx,
      sql`select n, payment_id from bulk_payments order by n`,
    )
  })

  // The provider's records, oldest first (it lists newest first).
  const day = (at: Date) => at.toISOString().slice(0, 10)
  const ids = new Map(rows.map((r) => [Number(r.n), r.payment_id]))
  const chargeOf = (n: number) => `pay_${tag}_${n}`
  const records: ProviderRecord[] = []
  for (let n = first; n <= last; n++) {
    const kind = kindOf(n)
    const value = cashOf(n) / 100
    const charged = chargedAt(now, first, promoterCount, n)
    records.push({
      object: 'payment',
      id: chargeOf(n),
      customer: `cus_${tag}_${n % 50}`,
      value,
      netValue: value,
      billingType:
        kind === 'pending' || kind === 'expired' ? 'UNDEFINED' : n % 2 ? 'CREDIT_CARD' : 'PIX',
      status:
        kind === 'pending' || kind === 'expired'
          ? 'PENDING'
          : kind === 'refunded'
            ? 'REFUNDED'
            : n % 2
              ? 'CONFIRMED'
              : 'RECEIVED',
      dueDate: day(new Date(charged.getTime() + 86_400_000)),
      invoiceUrl: `https://asaas.test/i/${chargeOf(n)}`,
      externalReference: ids.get(n)!,
      description: `Galera Eventos — Evento ${n}`,
      deleted: kind === 'expired',
      refunds: kind === 'refunded' ? [{ value, status: 'DONE' }] : [],
      pixPayload: '',
      refunded: kind === 'refunded' ? value : 0,
      dateCreated: day(charged),
    })
  }
  const at = (n: number) => records[n - first]!
  const firstOf = (kind: Kind, skip = 0) => {
    for (let n = first, seen = 0; n <= last; n++)
      if (kindOf(n) === kind && seen++ === skip) return n
    throw new Error(`no ${kind} payment among ${first}…${last}: generate at least 20`)
  }
  const planted: string[] = []
  const plant = (
    n: number,
    kind: string,
    ours: string | number | null,
    theirs: string | number | null,
  ) => planted.push(difference(kind, ids.get(n)!, chargeOf(n), ours, theirs))

  // The provider has another amount.
  const amount = firstOf('held')
  at(amount).value = (cashOf(amount) - 1) / 100
  plant(amount, 'amount', cashOf(amount), cashOf(amount) - 1)
  // Paid at the provider, its webhook lost: pending here.
  const lost = firstOf('pending')
  Object.assign(at(lost), { status: 'RECEIVED', billingType: 'PIX' })
  plant(lost, 'status', 'pending', 'RECEIVED')
  // Paid here, not at the provider.
  const unpaid = firstOf('held', 1)
  Object.assign(at(unpaid), { status: 'PENDING', billingType: 'UNDEFINED' })
  plant(unpaid, 'status', 'paid', 'PENDING')
  // A refund the provider made for less than ours.
  const refund = firstOf('refunded')
  at(refund).refunds = [{ value: (cashOf(refund) - 100) / 100, status: 'DONE' }]
  plant(refund, 'refund', cashOf(refund), cashOf(refund) - 100)
  // A charge of ours the provider does not have.
  const missing = firstOf('held', 2)
  records.splice(missing - first, 1, { ...at(missing), deleted: true })
  plant(missing, 'missing_at_provider', 'paid', null)
  // Paid, with no gross in the ledger.
  const noGross = firstOf('held', 3)
  await db.execute(
    sql`delete from ledger_entries where kind = 'gross' and job_id = (select job_id from payments where id = ${ids.get(noGross)!})`,
  )
  plant(noGross, 'ledger', null, cashOf(noGross))
  // A charge nobody of ours made, and a second charge of a pending payment.
  const stranger = {
    ...at(firstOf('pending', 1)),
    id: `pay_${tag}_manual`,
    externalReference: 'manual',
  }
  const second = firstOf('pending', 2)
  const stray = { ...at(second), id: `pay_${tag}_second` }
  records.push(stranger, stray)
  planted.push(difference('unknown_charge', null, stranger.id, null, 'PENDING'))
  planted.push(difference('unknown_charge', ids.get(second)!, stray.id, null, 'PENDING'))

  for (const r of records) standIn.charges.set(r.id, r)
  return {
    listed: records.filter((r) => !r.deleted).length,
    payments: rows.length,
    planted,
  }
}

import type pg from 'pg'
import {
  generatePromoters,
  type GeneratedPromoter,
  type GeneratorCategory,
} from '../apps/api/src/db/seed/promoter-generator.ts'

/**
 * Fills the bench database with generated promoters (ADR 0015): users, addresses, promoters
 * (the search-document trigger runs per row), blocked dates and ratings (the rating trigger is
 * statement-level, so one INSERT per batch refreshes the whole batch). Each table gets one
 * `INSERT … SELECT FROM unnest($1, $2, …)` per batch: a handful of parameters, no huge SQL.
 */

const BATCH = 2_000
const PROMOTER_CATEGORIES: [slug: string, pt: string, en: string, weight: number][] = [
  ['recepcionista', 'Recepcionista', 'Receptionist', 30],
  ['promotor-de-vendas', 'Promotor de vendas', 'Sales promoter', 25],
  ['modelo', 'Modelo', 'Model', 12],
  ['animador', 'Animador', 'Entertainer', 8],
  ['musico', 'Músico', 'Musician', 5],
  ['dancarino', 'Dançarino', 'Dancer', 6],
  ['bartender', 'Bartender', 'Bartender', 6],
  ['mestre-de-cerimonias', 'Mestre de cerimônias', 'Master of ceremonies', 3],
]

export interface LoadContext {
  categories: GeneratorCategory[]
  raters: string[]
  stream: Generator<GeneratedPromoter>
  passwordHash: string
}

/** Categories (with one subcategory) and 300 client accounts who rate promoters. */
export async function prepareLoad(pool: pg.Pool, now: Date, total: number): Promise<LoadContext> {
  const categories: GeneratorCategory[] = []
  for (const [slug, pt, en, weight] of PROMOTER_CATEGORIES) {
    const { rows } = await pool.query<{ id: string }>(
      `insert into categories (slug, name_pt, name_en, kind, sort_order) values ($1, $2, $3, 'promoter', $4) returning id`,
      [slug, pt, en, categories.length],
    )
    categories.push({ id: rows[0]!.id, weight })
  }
  const { rows: sub } = await pool.query<{ id: string }>(
    `insert into categories (slug, name_pt, name_en, kind, parent_id) values ('recepcionista-bilingue', 'Recepcionista bilíngue', 'Bilingual receptionist', 'promoter', $1) returning id`,
    [categories[0]!.id],
  )
  categories.push({ id: sub[0]!.id, weight: 5 })
  const { rows: raters } = await pool.query<{ id: string }>(
    `insert into users (role, name, email, password_hash)
     select 'client', 'Cliente ' || g, 'cliente.' || g || '@bench.galera.dev', 'x'
       from generate_series(1, 300) g returning id`,
  )
  return {
    categories,
    raters: raters.map((r) => r.id),
    // A precomputed scrypt-looking hash: nobody logs in as a bench promoter.
    passwordHash: 'bench-no-login',
    stream: generatePromoters(total, {
      seed: 20_261_122,
      categories,
      emailDomain: 'bench.galera.dev',
      now,
    }),
  }
}

const arr = (v: string[]) => `{${v.map((s) => `"${s}"`).join(',')}}`

async function insertBatch(
  client: pg.PoolClient,
  ctx: LoadContext,
  batch: GeneratedPromoter[],
  now: Date,
) {
  const col = <T>(f: (p: GeneratedPromoter) => T) => batch.map(f)
  await client.query(
    `insert into users (id, role, name, email, password_hash, status, birth_date, gender, created_at)
     select id, 'promoter', name, email, $4, status, birth::date, gender, created
       from unnest($1::uuid[], $2::text[], $3::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[])
         as t(id, name, email, status, birth, gender, created)`,
    [
      col((p) => p.id),
      col((p) => p.name),
      col((p) => p.email),
      ctx.passwordHash,
      col((p) => p.userStatus),
      col((p) => p.promoter.birthDate),
      col((p) => p.promoter.gender),
      col((p) => p.promoter.createdAt.toISOString()),
    ],
  )
  await client.query(
    `insert into addresses (user_id, cep, street, number, neighborhood, city, uf)
     select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])`,
    [
      col((p) => p.id),
      col((p) => p.address.cep),
      col((p) => p.address.street),
      col((p) => p.address.number),
      col((p) => p.address.neighborhood),
      col((p) => p.address.city),
      col((p) => p.address.uf),
    ],
  )
  const q = (p: GeneratedPromoter) => p.promoter
  await client.query(
    `insert into promoters (user_id, birth_date, gender, height_cm, weight_kg, shoe_size, hair, eyes,
        skin, disabilities, show_sensitive, languages, dance, instruments, has_car, issues_invoice,
        can_travel, description, category_id, is_launched, is_spotlight, status, blocked_until,
        weekly_availability, created_at)
     select id, birth::date, gender, h, w, shoe, hair, eyes, skin, dis::text[], sens, langs::text[],
            dance::text[], instr::text[], car, inv, trav, descr, cat, launched, spot, status, blocked,
            weekly, created
       from unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::text[],
                   $8::text[], $9::text[], $10::text[], $11::bool[], $12::text[], $13::text[],
                   $14::text[], $15::bool[], $16::bool[], $17::bool[], $18::text[], $19::uuid[],
                   $20::bool[], $21::bool[], $22::text[], $23::timestamptz[], $24::int[],
                   $25::timestamptz[])
         as t(id, birth, gender, h, w, shoe, hair, eyes, skin, dis, sens, langs, dance, instr, car,
              inv, trav, descr, cat, launched, spot, status, blocked, weekly, created)`,
    [
      col((p) => p.id),
      col((p) => q(p).birthDate),
      col((p) => q(p).gender),
      col((p) => q(p).heightCm),
      col((p) => q(p).weightKg),
      col((p) => q(p).shoeSize),
      col((p) => q(p).hair),
      col((p) => q(p).eyes),
      col((p) => q(p).skin),
      col((p) => arr(q(p).disabilities)),
      col((p) => q(p).showSensitive),
      col((p) => arr(q(p).languages)),
      col((p) => arr(q(p).dance)),
      col((p) => arr(q(p).instruments)),
      col((p) => q(p).hasCar),
      col((p) => q(p).issuesInvoice),
      col((p) => q(p).canTravel),
      col((p) => q(p).description),
      col((p) => q(p).categoryId),
      col((p) => q(p).isLaunched),
      col((p) => q(p).isSpotlight),
      col((p) => q(p).status),
      col((p) => q(p).blockedUntil?.toISOString() ?? null),
      col((p) => q(p).weeklyAvailability),
      col((p) => q(p).createdAt.toISOString()),
    ],
  )
  const blocked = batch.flatMap((p) => p.blockedDates.map((d) => [p.id, d] as const))
  if (blocked.length)
    await client.query(
      `insert into promoter_blocked_dates (promoter_id, day)
       select * from unnest($1::uuid[], $2::date[])`,
      [blocked.map((b) => b[0]), blocked.map((b) => b[1])],
    )
  const ratings = batch.flatMap((p, i) =>
    p.ratings.map((r, k) => ({
      rated: p.id,
      rater: ctx.raters[(i * 7 + k) % ctx.raters.length]!,
      value: r.value,
      comment: r.comment,
      created: new Date(now.getTime() - r.daysAgo * 86_400_000).toISOString(),
    })),
  )
  if (ratings.length)
    await client.query(
      `insert into user_ratings (rated_user_id, rater_user_id, value, comment, created_at)
       select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::timestamptz[])`,
      [
        ratings.map((r) => r.rated),
        ratings.map((r) => r.rater),
        ratings.map((r) => r.value),
        ratings.map((r) => r.comment),
        ratings.map((r) => r.created),
      ],
    )
}

/** Loads the next `count` promoters of the stream; returns the seconds it took. */
export async function loadPromoters(
  pool: pg.Pool,
  ctx: LoadContext,
  count: number,
  now: Date,
): Promise<number> {
  const started = performance.now()
  let left = count
  while (left > 0) {
    const batch: GeneratedPromoter[] = []
    while (batch.length < Math.min(BATCH, left)) {
      const next = ctx.stream.next()
      if (next.done) break
      batch.push(next.value)
    }
    if (!batch.length) break
    left -= batch.length
    const client = await pool.connect()
    try {
      await client.query('begin')
      await insertBatch(client, ctx, batch, now)
      await client.query('commit')
    } catch (err) {
      await client.query('rollback')
      throw err
    } finally {
      client.release()
    }
  }
  // The rating trigger rewrote every rated promoter row once: compact them like a table in
  // steady state (autovacuum reuses that space over time), then fresh planner statistics.
  await pool.query('vacuum full promoters')
  await pool.query(
    'vacuum analyze promoters, users, addresses, user_ratings, promoter_blocked_dates',
  )
  return (performance.now() - started) / 1000
}

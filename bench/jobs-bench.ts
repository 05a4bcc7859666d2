import pg from 'pg'
import type { BenchApp } from './bench-app.ts'
import { formatLoadTable, loadEndpoint, type HttpBenchOptions } from './http-bench.ts'

/**
 * sugestao-cache at scale (ADR 0019): 200,000 completed jobs written straight into the
 * table (two per generated promoter, on different days so the EXCLUDE constraint holds, the 10%
 * fee split as computeFee does it); the one-pass computation of every quartile (what the ticker
 * does every 10 minutes), then the public suggestion endpoint under load with the category, city
 * and hours varied on every request, beside the primary-key read.
 */
const JOBS_PER_PROMOTER = 2

export async function jobsPart(bench: BenchApp, databaseUrl: string, options: HttpBenchOptions) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  try {
    const { rows: counted } = await pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM promoters WHERE category_id IS NOT NULL AND city IS NOT NULL',
    )
    const promoterCount = Number(counted[0]?.n ?? 0)
    if (promoterCount < 1_000) {
      console.log('\nsugestao-cache: skipped (run with the search part: it generates promoters)')
      return
    }
    console.log(`\nsugestao-cache (${options.connections} connections, ${options.durationSec} s)`)
    const t0 = performance.now()
    const inserted = await pool.query(
      `WITH hirer AS (SELECT user_id FROM promoters ORDER BY user_id LIMIT 1),
       p AS (
         SELECT user_id, category_id, city, uf, row_number() OVER (ORDER BY user_id) AS rn
         FROM promoters
         WHERE category_id IS NOT NULL AND city IS NOT NULL
           AND user_id <> (SELECT user_id FROM hirer)
       ),
       g AS (
         SELECT p.*, k, (20000 + ((rn * 7919 + k * 104729) % 180000))::bigint AS cash,
                (4 + ((rn + k) % 7))::int AS hours,
                timestamptz '2025-01-06 12:00Z' + ((rn % 300) * 2 + k) * interval '1 day' AS starts
         FROM p CROSS JOIN generate_series(1, $1::int) AS k
       )
       INSERT INTO jobs (promoter_id, hirer_id, status, contact_doc, contact_name, contact_phone,
         contact_email, event_name, start_date, finish_date, start_hour, finish_hour, starts_at,
         ends_at, work_hours, cash_cents, place_name, zipcode, address, city, uf, category_id,
         provider_bps, platform_bps, provider_fee_cents, platform_fee_cents, net_cents,
         requested_at, answer_deadline, accepted_at, completed_at)
       SELECT user_id, (SELECT user_id FROM hirer), 'completed', '52998224725', 'Bench Ltda',
         '+5571987654321', 'bench@galera.dev', 'Evento ' || k, (starts AT TIME ZONE 'America/Sao_Paulo')::date,
         (starts AT TIME ZONE 'America/Sao_Paulo')::date, '09:00', lpad((9 + hours)::text, 2, '0') || ':00',
         starts, starts + hours * interval '1 hour', hours, cash, 'Local', '40010000', 'Rua 1', city,
         uf, category_id, 300, 700, (cash * 300 + 5000) / 10000,
         (cash * 1000 + 5000) / 10000 - (cash * 300 + 5000) / 10000, cash - (cash * 1000 + 5000) / 10000,
         starts - interval '10 days', starts - interval '8 days', starts - interval '9 days',
         starts + hours * interval '1 hour'
       FROM g`,
      [JOBS_PER_PROMOTER],
    )
    await pool.query('ANALYZE jobs')
    const seconds = (performance.now() - t0) / 1000
    console.log(
      `generated ${inserted.rowCount?.toLocaleString('en')} completed jobs in ${seconds.toFixed(1)} s`,
    )

    const { rows: places } = await pool.query<{ category_id: string; uf: string; city: string }>(
      `SELECT category_id, uf, city FROM jobs
       GROUP BY category_id, uf, city ORDER BY count(*) DESC, city LIMIT 24`,
    )
    // A city with no jobs in the data falls back to its UF: both scopes are measured.
    const rare = places.slice(0, 8).map((p) => ({ ...p, city: 'Cidade Sem Trabalhos' }))
    const paths = [...places, ...rare].flatMap((p, i) =>
      [4, 6, 8].map(
        (h) =>
          `/api/public/cache-suggestion?categoryId=${p.category_id}&uf=${p.uf}&city=${encodeURIComponent(p.city)}&hours=${h + (i % 3)}`,
      ),
    )
    // The first suggestion computes every figure (the ticker's job, ADR 0019): time it apart.
    const c0 = performance.now()
    const first = await fetch(bench.baseUrl + paths[0]!, { headers: options.headers })
    if (first.status !== 200) throw new Error(`cache suggestion failed: HTTP ${first.status}`)
    console.log(
      `first suggestion, computing every category's quartiles: ${((performance.now() - c0) / 1000).toFixed(2)} s`,
    )
    const scopes = new Map<string, number>()
    for (const path of paths) {
      const res = await fetch(bench.baseUrl + path, { headers: options.headers })
      const body = (await res.json()) as { data?: { scope: string; basedOn: number } }
      if (res.status !== 200 || !body.data)
        throw new Error(`cache suggestion check failed: HTTP ${res.status} for ${path}`)
      scopes.set(body.data.scope, (scopes.get(body.data.scope) ?? 0) + 1)
    }
    console.log(
      `check: ${paths.length} queries, scopes ${[...scopes].map(([s, n]) => `${s} ${n}`).join(', ')}`,
    )
    const suggestion = await loadEndpoint(
      'sugestao-cache, 200,000 jobs',
      bench.baseUrl,
      paths,
      options,
    )
    const pk = await loadEndpoint(
      'GET /api/public/categories/{id}',
      bench.baseUrl,
      [`/api/public/categories/${bench.categoryId}`],
      options,
    )
    console.log(`\n${formatLoadTable([suggestion, pk])}\n`)
    console.log(
      `p95 ${suggestion.p95Ms.toFixed(1)} ms; throughput ${((suggestion.reqPerSec / pk.reqPerSec) * 100).toFixed(0)}% of the primary-key read`,
    )
  } finally {
    await pool.end()
  }
}

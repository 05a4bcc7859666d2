import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { PRODUCTS_PAGE_SIZE, type ProductSort } from '@galera/shared/catalogue/product.schemas.ts'
import * as schema from '../apps/api/src/db/schema/index.ts'
import { productCatalogueRepository } from '../apps/api/src/modules/products/product-catalogue.repository.ts'
import type { Db } from '../apps/api/src/platform/db/database.ts'
import type { BenchApp } from './bench-app.ts'
import {
  formatLoadTable,
  loadEndpoint,
  type HttpBenchOptions,
  type LoadResult,
} from './http-bench.ts'

/**
 * Public product search (ADR 0021) at 10,000 and 100,000 generated products: five
 * typical requests of `GET /api/public/products`, each measured on its own (p50/p95, requests per
 * second), the growth of p95 from 10k to 100k, and EXPLAIN ANALYZE of the very SQL the repository
 * sends (captured through a Drizzle logger) to show whether text search uses the trigram index
 * `products_search_doc_trgm`. Products are written set-based (`INSERT … SELECT FROM generate_series`)
 * through a temporary table: 200 suppliers (5% suspended), the demo product categories, names
 * from word lists (accents included), ~10% inactive, colours on ~60%, ratings on ~5%.
 */
const FIRST = 10_000
const TOTAL = 100_000
const SUPPLIERS = 200
/** A request slower than this at 100,000 products gets its plan printed (never asserted). */
const SLOW_P95_MS = 100

const TOP = [
  ['canetas', 'Canetas', 'Pens'],
  ['garrafas-e-squeezes', 'Garrafas e squeezes', 'Bottles'],
  ['bolsas-e-mochilas', 'Bolsas e mochilas', 'Bags'],
  ['camisetas', 'Camisetas', 'T-shirts'],
  ['tecnologia', 'Tecnologia', 'Tech gadgets'],
] as const
const SUBS = [
  ['canetas', 'canetas-metalicas', 'Canetas metálicas', 'Metal pens'],
  ['canetas', 'canetas-ecologicas', 'Canetas ecológicas', 'Eco pens'],
  ['garrafas-e-squeezes', 'squeezes', 'Squeezes', 'Squeeze bottles'],
  ['garrafas-e-squeezes', 'garrafas-termicas', 'Garrafas térmicas', 'Thermal bottles'],
  ['bolsas-e-mochilas', 'mochilas', 'Mochilas', 'Backpacks'],
  ['bolsas-e-mochilas', 'sacolas-ecologicas', 'Sacolas ecológicas', 'Eco bags'],
  ['camisetas', 'camisetas-algodao', 'Algodão', 'Cotton'],
  ['camisetas', 'camisetas-dry-fit', 'Dry fit', 'Dry fit'],
  ['tecnologia', 'pen-drives', 'Pen drives', 'USB drives'],
  ['tecnologia', 'audio', 'Áudio', 'Audio'],
  ['tecnologia', 'carregadores', 'Carregadores', 'Chargers'],
] as const
/** Product kind: name, top-level slug, subcategory slug (or none), weight in 100. */
const KINDS: [name: string, top: string, sub: string | null, weight: number][] = [
  ['Caneta metálica', 'canetas', 'canetas-metalicas', 8],
  ['Caneta ecológica', 'canetas', 'canetas-ecologicas', 6],
  ['Caneta esferográfica', 'canetas', null, 6],
  ['Caneta touch', 'canetas', 'canetas-metalicas', 4],
  ['Squeeze', 'garrafas-e-squeezes', 'squeezes', 8],
  ['Garrafa térmica', 'garrafas-e-squeezes', 'garrafas-termicas', 6],
  ['Copo térmico', 'garrafas-e-squeezes', null, 4],
  ['Caneca de cerâmica', 'garrafas-e-squeezes', null, 4],
  ['Mochila', 'bolsas-e-mochilas', 'mochilas', 7],
  ['Sacola ecológica', 'bolsas-e-mochilas', 'sacolas-ecologicas', 6],
  ['Necessaire', 'bolsas-e-mochilas', null, 3],
  ['Bolsa térmica', 'bolsas-e-mochilas', null, 3],
  ['Camiseta algodão', 'camisetas', 'camisetas-algodao', 8],
  ['Camiseta dry fit', 'camisetas', 'camisetas-dry-fit', 6],
  ['Camiseta polo', 'camisetas', null, 4],
  ['Pen drive', 'tecnologia', 'pen-drives', 5],
  ['Fone de ouvido bluetooth', 'tecnologia', 'audio', 4],
  ['Caixa de som', 'tecnologia', 'audio', 4],
  ['Carregador portátil', 'tecnologia', 'carregadores', 5],
]
const ADJECTIVES = [
  'premium',
  'slim',
  'executiva',
  'colorida',
  'personalizada',
  'clássica',
  'compacta',
  'resistente',
  'metálica',
  'econômica',
]
const LINES = [
  'Linha Salvador',
  'Linha Bahia',
  'Coleção Verão',
  'Coleção Nordeste',
  'Edição Especial',
  'Modelo 2026',
  'Série Recôncavo',
  'Linha Litoral',
]
const COLORS = [
  ['Preto', 'Black', '#000000'],
  ['Branco', 'White', '#FFFFFF'],
  ['Azul', 'Blue', '#1565C0'],
  ['Vermelho', 'Red', '#C62828'],
  ['Verde', 'Green', '#2E7D32'],
  ['Amarelo', 'Yellow', '#F9A825'],
  ['Laranja', 'Orange', '#EF6C00'],
  ['Rosa', 'Pink', '#AD1457'],
  ['Roxo', 'Purple', '#6A1B9A'],
  ['Cinza', 'Grey', '#757575'],
  ['Prata', 'Silver', '#B0BEC5'],
  ['Dourado', 'Gold', '#C9A227'],
] as const

/** A deterministic pseudo-random non-negative int per product row `i` and salt `k`. */
const h = (k: number) => `(hashint4(i * 32 + ${k}) & 2147483647)`

interface Context {
  categoryIds: Map<string, string>
  colorIds: string[]
  supplierIds: string[]
  clientId: string
}

async function prepare(pool: pg.Pool): Promise<Context> {
  const categoryIds = new Map<string, string>()
  for (const [i, [slug, pt, en]] of TOP.entries()) {
    const { rows } = await pool.query<{ id: string }>(
      `insert into categories (slug, name_pt, name_en, kind, sort_order)
       values ($1, $2, $3, 'product', $4) returning id`,
      [slug, pt, en, 100 + i],
    )
    categoryIds.set(slug, rows[0]!.id)
  }
  for (const [parent, slug, pt, en] of SUBS) {
    const { rows } = await pool.query<{ id: string }>(
      `insert into categories (slug, name_pt, name_en, kind, parent_id)
       values ($1, $2, $3, 'product', $4) returning id`,
      [slug, pt, en, categoryIds.get(parent)],
    )
    categoryIds.set(slug, rows[0]!.id)
  }
  const { rows: colors } = await pool.query<{ id: string }>(
    `insert into colors (name_pt, name_en, hex)
     select * from unnest($1::text[], $2::text[], $3::text[]) returning id`,
    [COLORS.map((c) => c[0]), COLORS.map((c) => c[1]), COLORS.map((c) => c[2])],
  )
  // 200 supplier accounts, one in twenty suspended: their products never show.
  const { rows: supplierRows } = await pool.query<{ id: string }>(
    `with u as (
       insert into users (role, name, email, password_hash, status)
       select 'supplier', 'Fornecedor ' || g, 'fornecedor.' || g || '@bench.galera.dev',
              'bench-no-login', case when g % 20 = 0 then 'suspended' else 'active' end
         from generate_series(1, $1::int) g
       returning id, name
     )
     insert into suppliers (user_id, company_name, establishment_title, legal_nature,
       opening_date, main_activity, commercial_email, commercial_phone, contact_name)
     select id, name || ' Ltda', 'Brindes ' || name, 'Sociedade Empresária Limitada',
            date '2015-03-01', 'Comércio de brindes', 'contato@bench.galera.dev',
            '+557130000000', name
       from u
     returning user_id as id`,
    [SUPPLIERS],
  )
  const { rows: client } = await pool.query<{ id: string }>(
    `insert into users (role, name, email, password_hash)
     values ('client', 'Cliente Avaliador', 'avaliador@bench.galera.dev', 'x') returning id`,
  )
  return {
    categoryIds,
    colorIds: colors.map((c) => c.id),
    supplierIds: supplierRows.map((s) => s.id),
    clientId: client[0]!.id,
  }
}

/** Products `from`..`to` (row numbers), with subcategories, colours and a few ratings. */
async function generate(pool: pg.Pool, ctx: Context, from: number, to: number): Promise<number> {
  const t0 = performance.now()
  const weighted = KINDS.flatMap(([, , , w], k) => Array<number>(w).fill(k + 1))
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(
      `create temp table bench_products on commit drop as
       select i, gen_random_uuid() as id, gen_random_uuid() as budget_id,
              gen_random_uuid() as proposal_id,
              ($3::uuid[])[1 + ${h(1)} % cardinality($3::uuid[])] as supplier_id,
              k.name || ' ' || ($4::text[])[1 + ${h(2)} % cardinality($4::text[])] || ' '
                || ($5::text[])[1 + ${h(3)} % cardinality($5::text[])] as name,
              'BX' || lpad(i::text, 6, '0') as code,
              case when ${h(4)} % 10 < 3
                then 'IMP-' || lpad((${h(5)} % 3000)::text, 5, '0') end as importer_code,
              k.top_id, k.sub_id, lower(k.name) as kind,
              case when ${h(6)} % 10 = 0 then 'inactive' else 'active' end as status,
              now() - (${h(7)} % 8760) * interval '1 hour' as created_at
         from generate_series($1::int, $2::int) i
         cross join lateral (
           select ($6::int[])[1 + ${h(0)} % cardinality($6::int[])] as n
         ) w
         join unnest($7::text[], $8::uuid[], $9::uuid[]) with ordinality
           as k(name, top_id, sub_id, n) on k.n = w.n`,
      [
        from,
        to,
        ctx.supplierIds,
        ADJECTIVES,
        LINES,
        weighted,
        KINDS.map((k) => k[0]),
        KINDS.map((k) => ctx.categoryIds.get(k[1])),
        KINDS.map((k) => (k[2] ? ctx.categoryIds.get(k[2]) : null)),
      ],
    )
    await client.query(
      `insert into products (id, supplier_id, code, importer_code, name, category_id, description,
         customizations, status, deactivated_at, created_at, updated_at)
       select id, supplier_id, code, importer_code, name, top_id,
              'Brinde promocional: ' || kind || ', personalizado com a marca do seu evento.',
              '{logo,text}', status, case when status = 'inactive' then created_at end,
              created_at, created_at
         from bench_products`,
    )
    await client.query(
      `insert into product_subcategories (product_id, category_id)
       select id, sub_id from bench_products where sub_id is not null`,
    )
    // Six products in ten have one to three colours.
    await client.query(
      `insert into product_colors (product_id, color_id)
       select distinct id, ($1::uuid[])[1 + (hashint4(i * 32 + 16 + c) & 2147483647) % cardinality($1::uuid[])]
         from bench_products, generate_series(0, ${h(9)} % 3) c
        where ${h(10)} % 10 < 6`,
      [ctx.colorIds],
    )
    // One active product in twenty has a rating (through a budget and its proposal).
    await client.query(
      `create temp table bench_rated on commit drop as
       select * from bench_products where status = 'active' and ${h(11)} % 20 = 0`,
    )
    await client.query(
      `insert into budgets (id, client_id, product_id, category_id, quantity, states,
         requested_supplier_ids)
       select budget_id, $1, id, top_id, 100, '{BA}', array[supplier_id] from bench_rated`,
      [ctx.clientId],
    )
    await client.query(
      `insert into budget_proposals (id, budget_id, supplier_id, product_id, source, answer_deadline)
       select proposal_id, budget_id, supplier_id, id, 'client', created_at from bench_rated`,
    )
    await client.query(
      `insert into product_ratings (product_id, client_id, proposal_id, material, finishing,
         customization, title, comment)
       select id, $1, proposal_id, 1 + ${h(12)} % 5, 1 + ${h(13)} % 5, 1 + ${h(14)} % 5,
              'Bom brinde', 'Chegou no prazo, bem acabado.'
         from bench_rated`,
      [ctx.clientId],
    )
    await client.query('commit')
  } catch (err) {
    await client.query('rollback')
    throw err
  } finally {
    client.release()
  }
  for (const t of [
    'products',
    'product_subcategories',
    'product_colors',
    'product_ratings',
    'users',
  ])
    await pool.query(`analyze ${t}`)
  return (performance.now() - t0) / 1000
}

interface Probe {
  name: string
  /** Requests sent in turn (equivalent variants, so consecutive requests differ). */
  paths: string[]
  /** The same search through the repository, for EXPLAIN. */
  filter: {
    q?: string
    category?: string
    colorId?: string
    sort: ProductSort
  }
  /** Whether the request searches text (so the trigram index should appear). */
  text: boolean
}

function probes(ctx: Context): Probe[] {
  const path = (params: Record<string, string>) =>
    `/api/public/products?${new URLSearchParams(params).toString()}`
  const colors = ctx.colorIds.slice(0, 3)
  return [
    {
      name: 'q=caneta metalica',
      paths: ['caneta metalica', 'Caneta Metálica', 'CANETA METÁLICA', 'caneta metálica'].map((q) =>
        path({ q }),
      ),
      filter: { q: 'caneta metalica', sort: 'relevance' },
      text: true,
    },
    {
      name: 'q=termica&sort=rating',
      paths: ['termica', 'térmica', 'Térmica', 'TERMICA'].map((q) => path({ q, sort: 'rating' })),
      filter: { q: 'termica', sort: 'rating' },
      text: true,
    },
    {
      name: 'category=canetas',
      paths: [path({ category: 'canetas' })],
      filter: { category: 'canetas', sort: 'relevance' },
      text: false,
    },
    {
      name: 'category=canetas&colorId',
      paths: colors.map((colorId) => path({ category: 'canetas', colorId })),
      filter: { category: 'canetas', colorId: colors[0], sort: 'relevance' },
      text: false,
    },
    {
      name: 'q without hits',
      paths: ['xyzzy', 'caneta quântica', 'mochila plutônio', 'zzqj'].map((q) => path({ q })),
      filter: { q: 'caneta quântica', sort: 'relevance' },
      text: true,
    },
  ]
}

/** Each request once: HTTP 200, and the totals of equivalent variants agree. */
async function check(bench: BenchApp, list: Probe[], headers: Record<string, string>) {
  const parts: string[] = []
  for (const p of list) {
    const totals: number[] = []
    for (const path of p.paths) {
      const res = await fetch(bench.baseUrl + path, { headers })
      const body = (await res.json()) as { data?: { total: number } }
      if (res.status !== 200)
        throw new Error(`product check failed: HTTP ${res.status} for ${path}`)
      totals.push(body.data?.total ?? -1)
    }
    parts.push(`${p.name} ${totals.join('/')}`)
  }
  return `totals per request: ${parts.join('; ')}`
}

interface Explained {
  /** Scans of the count query and the page query, e.g. "Bitmap Index Scan products_search_doc_trgm". */
  scans: string[]
  countMs: number
  rowsMs: number
  /** Time PostgreSQL spent compiling (JIT) inside those two, 0 when it did not. */
  jitMs: number
  usesTrigram: boolean
  text: string[]
}

interface PlanNode {
  'Node Type': string
  'Index Name'?: string
  'Relation Name'?: string
  Plans?: PlanNode[]
}

function scansOf(node: PlanNode, out: Set<string>) {
  if (node['Node Type'].includes('Scan'))
    out.add(`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim())
  for (const child of node.Plans ?? []) scansOf(child, out)
}

/**
 * Runs the repository's own list (count + page) through a logging Drizzle instance, then
 * EXPLAIN ANALYZE of each captured statement with its parameters.
 */
async function explain(pool: pg.Pool, probe: Probe): Promise<Explained> {
  const logged: { query: string; params: unknown[] }[] = []
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => void logged.push({ query, params }) },
  }) as unknown as Db
  const repo = productCatalogueRepository(db)
  const category = probe.filter.category
    ? ((await repo.findProductCategory(probe.filter.category)) ?? null)
    : null
  logged.length = 0
  await repo.listPublic({ ...probe.filter, category }, 1, PRODUCTS_PAGE_SIZE)
  const statements = logged.filter((l) => /"products"/.test(l.query))
  if (statements.length !== 2)
    throw new Error(`expected the count and the page query, got ${statements.length}`)
  const scans = new Set<string>()
  const ms: number[] = []
  let jitMs = 0
  const text: string[] = []
  for (const s of statements) {
    const { rows } = await pool.query<{
      'QUERY PLAN': [
        { Plan: PlanNode; 'Execution Time': number; JIT?: { Timing: { Total: number } } },
      ]
    }>(`explain (analyze, buffers, format json) ${s.query}`, s.params)
    const plan = rows[0]!['QUERY PLAN'][0]
    scansOf(plan.Plan, scans)
    ms.push(plan['Execution Time'])
    jitMs += plan.JIT?.Timing.Total ?? 0
    const { rows: t } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${s.query}`,
      s.params,
    )
    text.push(t.map((r) => r['QUERY PLAN']).join('\n'))
  }
  return {
    scans: [...scans].sort(),
    countMs: ms[0]!,
    rowsMs: ms[1]!,
    jitMs,
    usesTrigram: [...scans].some((s) => s.includes('products_search_doc_trgm')),
    text,
  }
}

async function measure(
  bench: BenchApp,
  pool: pg.Pool,
  list: Probe[],
  label: string,
  options: HttpBenchOptions,
) {
  console.log(`check: ${await check(bench, list, options.headers)}`)
  const results: LoadResult[] = []
  const plans: Explained[] = []
  for (const p of list) {
    results.push(await loadEndpoint(`${p.name}, ${label}`, bench.baseUrl, p.paths, options))
    plans.push(await explain(pool, p))
  }
  return { results, plans }
}

export async function productsPart(
  bench: BenchApp,
  databaseUrl: string,
  options: HttpBenchOptions,
) {
  console.log(
    `\nProduct search (${options.connections} connections, ${options.durationSec} s each)`,
  )
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  try {
    const ctx = await prepare(pool)
    const list = probes(ctx)
    const t1 = await generate(pool, ctx, 1, FIRST)
    console.log(`generated ${FIRST.toLocaleString('en')} products in ${t1.toFixed(1)} s`)
    const at10k = await measure(bench, pool, list, '10k', options)
    const t2 = await generate(pool, ctx, FIRST + 1, TOTAL)
    console.log(
      `generated ${(TOTAL - FIRST).toLocaleString('en')} more in ${t2.toFixed(1)} s (100,000 in ${(t1 + t2).toFixed(1)} s)`,
    )
    const { rows: counts } = await pool.query<{ active: string; listed: string }>(
      `select count(*) filter (where p.status = 'active') as active,
              count(*) filter (where p.status = 'active' and u.status = 'active') as listed
         from products p join users u on u.id = p.supplier_id`,
    )
    console.log(
      `100,000 products: ${Number(counts[0]!.active).toLocaleString('en')} active, ${Number(counts[0]!.listed).toLocaleString('en')} listed (active supplier)`,
    )
    const at100k = await measure(bench, pool, list, '100k', options)

    const all = list.flatMap((_, i) => [at10k.results[i]!, at100k.results[i]!])
    console.log(`\n${formatLoadTable(all)}\n`)
    const width = Math.max(...list.map((p) => p.name.length))
    console.log(
      `${'request'.padEnd(width)}  p95 100k/10k  EXPLAIN at 100,000 (count ms + page ms: scans)`,
    )
    for (const [i, p] of list.entries()) {
      const growth = at100k.results[i]!.p95Ms / at10k.results[i]!.p95Ms
      const e = at100k.plans[i]!
      const trigram = p.text ? (e.usesTrigram ? 'trigram index: yes; ' : 'trigram index: NO; ') : ''
      const jit = e.jitMs ? ` (JIT ${e.jitMs.toFixed(0)} ms)` : ''
      console.log(
        `${p.name.padEnd(width)}  ${`${growth.toFixed(2)}×`.padStart(12)}  ${trigram}${e.countMs.toFixed(1)} + ${e.rowsMs.toFixed(1)} ms${jit}: ${e.scans.join(', ')}`,
      )
    }
    const trigram10k = list.every((p, i) => !p.text || at10k.plans[i]!.usesTrigram)
    console.log(`trigram index used for every text search at 10,000: ${trigram10k ? 'yes' : 'no'}`)
    // Slow requests: print the page query's plan, to look at why (never asserted).
    for (const [i, p] of list.entries()) {
      const r = at100k.results[i]!
      if (r.p95Ms <= SLOW_P95_MS && process.env.BENCH_PRODUCTS_EXPLAIN !== '1') continue
      console.log(`\n${p.name} at 100,000: p95 ${r.p95Ms.toFixed(1)} ms; EXPLAIN ANALYZE:`)
      for (const t of at100k.plans[i]!.text) console.log(`${t}\n`)
    }
  } finally {
    await pool.end()
  }
}

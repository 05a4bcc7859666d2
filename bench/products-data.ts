import type pg from 'pg'

/**
 * The product search bench's data (products-bench.ts), written set-based (`INSERT … SELECT FROM
 * generate_series`) through a temporary table: 200 suppliers (5% suspended), the demo product
 * categories, names from word lists (accents included), ~10% inactive, colours on ~60%, ratings
 * on ~5%.
 */
export const SUPPLIERS = 200

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

export interface Context {
  categoryIds: Map<string, string>
  colorIds: string[]
  supplierIds: string[]
  clientId: string
}

export async function prepare(pool: pg.Pool): Promise<Context> {
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
export async function generate(
  pool: pg.Pool,
  ctx: Context,
  from: number,
  to: number,
): Promise<number> {
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
  // As autovacuum leaves a table after a bulk load: statistics, and the visibility map an
  // index-only scan needs (a colour filter's count reads product_colors_color_idx alone).
  for (const t of [
    'products',
    'product_subcategories',
    'product_colors',
    'product_ratings',
    'users',
    // The visible suppliers are one small set the search hashes; unanalyzed, PostgreSQL guesses
    // one row and probes the trigram index once per supplier (ADR 0062).
    'suppliers',
  ])
    await pool.query(`vacuum analyze ${t}`)
  return (performance.now() - t0) / 1000
}

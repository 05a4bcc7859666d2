import { drizzle } from 'drizzle-orm/node-postgres'
import type pg from 'pg'
import { PRODUCTS_PAGE_SIZE } from '@galera/shared/catalogue/product.schemas.ts'
import * as schema from '../apps/api/src/db/schema/index.ts'
import { productCatalogueRepository } from '../apps/api/src/modules/products/product-catalogue.repository.ts'
import type { Db } from '../apps/api/src/platform/db/database.ts'
import type { Probe } from './products-probes.ts'

/**
 * EXPLAIN ANALYZE of the very SQL the products repository sends for a probe (products-bench.ts),
 * captured through a Drizzle logger: which scans, how long, whether the trigram index served it.
 */

export interface Explained {
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
export async function explain(pool: pg.Pool, probe: Probe): Promise<Explained> {
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
  // A relevance page whose pool of matches lacks the page's name matches runs its page query a
  // second time over every match (ADR 0072): its time is added to the page's.
  if (statements.length !== 2 && statements.length !== 3)
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
    rowsMs: ms.slice(1).reduce((a, b) => a + b, 0),
    jitMs,
    usesTrigram: [...scans].some((s) => s.includes('products_search_doc_trgm')),
    text,
  }
}

import type { BenchApp } from './bench-app.ts'
import type { ProductSort } from '@galera/shared/catalogue/product.schemas.ts'
import type { Context } from './products-data.ts'

/** The five typical requests of the product search bench (products-bench.ts), and their check. */

export interface Probe {
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

export function probes(ctx: Context): Probe[] {
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
export async function check(bench: BenchApp, list: Probe[], headers: Record<string, string>) {
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

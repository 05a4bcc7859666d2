/**
 * One process, one promoter search index (ADR 0018, 0067): builds it from the database given as
 * the argument and prints, as one JSON line, the build time, the promoters held, and the heap and
 * RSS after a full GC, against the same figures before the build; VmHWM is the peak RSS (the
 * build holds the rows and the index at once). Run with --expose-gc by bench/index-bench.ts.
 */
import { readFileSync } from 'node:fs'
import { openPostgres } from '../apps/api/src/platform/db/database.ts'
import { PromoterSearchIndex } from '../apps/api/src/modules/promoters/search/search-index.ts'

const url = process.argv[2]
if (!url) throw new Error('usage: index-probe.ts <database url>')
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with --expose-gc')

function status(field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))
  return Number(m?.[1] ?? NaN) * 1024
}
function settled() {
  gc!()
  gc!()
  const m = process.memoryUsage()
  return { rss: status('VmRSS'), heapUsed: m.heapUsed, external: m.external }
}

const database = await openPostgres(url, 2)
try {
  const before = settled()
  const index = new PromoterSearchIndex(database.db)
  const t0 = performance.now()
  await index.sync()
  const buildMs = performance.now() - t0
  const after = settled()
  // Kept alive until measured: `index` is read after the GC above.
  console.log(
    JSON.stringify({ promoters: index.size, buildMs, before, after, peakRss: status('VmHWM') }),
  )
  index.close()
} finally {
  await database.close()
}

import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { webPath } from '../packages/shared/src/web-paths.ts'

const APP_HEADERS = { 'x-app-key': 'galera-web', 'x-app-secret': 'galera-web-dev-secret' }
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export interface BenchPage {
  name: string
  path: string
}

export interface PageFigures {
  page: BenchPage
  /** 0–100 each, null when Lighthouse could not score the category. */
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  transferredBytes: number
  /** Lighthouse's own warnings for the run (e.g. a page that never settled). */
  warnings: string[]
}

/**
 * A public read of the freshly started product. Just after start-up the server may still shed load
 * (503 with Retry-After while it warms its caches); the bench waits as a client would, up to 60 s.
 */
async function publicData<T>(baseUrl: string, path: string): Promise<T> {
  const deadline = Date.now() + 60_000
  let res = await fetch(baseUrl + path, { headers: APP_HEADERS })
  while (res.status === 503 && Date.now() < deadline) {
    const wait = Math.min(5, Number(res.headers.get('retry-after')) || 1)
    await new Promise((r) => setTimeout(r, wait * 1000))
    res = await fetch(baseUrl + path, { headers: APP_HEADERS })
  }
  if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status}`)
  const body = (await res.json()) as { data: T }
  return body.data
}

function first<T>(items: T[], what: string): T {
  if (items.length === 0) throw new Error(`the demo data has no ${what}`)
  return items[0]
}

/**
 * The five public pages of ADR 0050, with real ids taken from the demo data through the public API:
 * the home page, a search by the first category, the first promoter the search lists, the first
 * product and the first supplier.
 */
export async function benchPages(baseUrl: string): Promise<BenchPage[]> {
  const [categories, promoters, products, suppliers] = await Promise.all([
    publicData<{ slug: string }[]>(baseUrl, '/api/public/categories'),
    publicData<{ items: { id: string }[] }>(baseUrl, '/api/public/promoters'),
    publicData<{ data: { id: string }[] }>(baseUrl, '/api/public/products'),
    publicData<{ data: { id: string }[] }>(baseUrl, '/api/public/suppliers'),
  ])
  const term = first(categories, 'category').slug
  return [
    { name: 'home', path: webPath('home') },
    { name: 'search', path: webPath('search', { term }) },
    { name: 'promoter', path: webPath('promoter', { id: first(promoters.items, 'promoter').id }) },
    { name: 'product', path: webPath('product', { id: first(products.data, 'product').id }) },
    { name: 'supplier', path: webPath('supplier', { id: first(suppliers.data, 'supplier').id }) },
  ]
}

/** Attempts per page: on a loaded machine Lighthouse now and then loses the trace (NO_NAVSTART). */
const ATTEMPTS = 3

async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`)
    const error = run.lhr.runtimeError
    if (!error) return run.lhr
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${error.message}`)
    console.log(`  ${url}: ${error.code}, measuring again (${attempt + 1}/${ATTEMPTS})`)
  }
}

/** The median of some numbers (the mean of the middle two for an even count); null if none. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Each score and metric of a page's runs, as its median (TBT swings on a shared machine). */
function medianFigures(runs: PageFigures[]): PageFigures {
  const pick = (get: (r: PageFigures) => number | null) => {
    const values = runs.map(get).filter((v): v is number => v !== null)
    return values.length ? median(values) : null
  }
  return {
    page: runs[0].page,
    performance: pick((r) => r.performance),
    accessibility: pick((r) => r.accessibility),
    bestPractices: pick((r) => r.bestPractices),
    seo: pick((r) => r.seo),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    transferredBytes: median(runs.map((r) => r.transferredBytes)),
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
  }
}

/**
 * Lighthouse's default configuration: a mobile phone (Moto G Power class screen), simulated
 * slow 4G and a 4× slower CPU. Headless Debian Chromium (`CHROME_PATH`, else /usr/bin/chromium),
 * one fresh browser for all pages (its debugging port `BENCH_CHROME_PORT`, else a free one);
 * Lighthouse clears the cache before each run. Each page is measured `runs` times (BENCH_WEB_RUNS,
 * default 3) and each figure is the median of its runs.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: BenchPage[],
  runs = Number(process.env.BENCH_WEB_RUNS) || 3,
): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    port: Number(process.env.BENCH_CHROME_PORT) || undefined,
  })
  const results: PageFigures[] = []
  try {
    for (const page of pages) {
      const url = baseUrl + page.path
      // One unmeasured request, so the first page does not pay for the server's cold start.
      await fetch(url).then((r) => r.arrayBuffer())
      const pageRuns: PageFigures[] = []
      for (let run = 1; run <= runs; run++)
        pageRuns.push(await measure(page, url, chrome.port, run))
      results.push(medianFigures(pageRuns))
    }
  } finally {
    chrome.kill()
  }
  return results
}

/** BENCH_WEB_REPORTS=<dir>: each run's whole Lighthouse report (JSON) is kept there, to read why. */
async function measure(
  page: BenchPage,
  url: string,
  port: number,
  run: number,
): Promise<PageFigures> {
  const lhr = await audit(url, port)
  const reports = process.env.BENCH_WEB_REPORTS
  if (reports) {
    mkdirSync(reports, { recursive: true })
    writeFileSync(path.join(reports, `${page.name}-${run}.json`), JSON.stringify(lhr))
  }
  const score = (id: (typeof CATEGORIES)[number]) => {
    const s = lhr.categories[id]?.score
    return typeof s === 'number' ? Math.round(s * 100) : null
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferredBytes: value('total-byte-weight'),
    warnings: lhr.runWarnings,
  }
}

const cell = (n: number | null) => (n === null ? '—' : String(n))
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export function formatLighthouse(results: PageFigures[], title: string): string {
  const header = ['page', 'perf', 'a11y', 'b.p.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes']
  const rows = results.map((r) => [
    r.page.name,
    cell(r.performance),
    cell(r.accessibility),
    cell(r.bestPractices),
    cell(r.seo),
    seconds(r.fcpMs),
    seconds(r.lcpMs),
    `${Math.round(r.tbtMs)} ms`,
    r.cls.toFixed(3),
    `${(r.transferredBytes / 1024).toFixed(0)} KB`,
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
  const line = (row: string[]) =>
    row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  const out = [title, line(header), ...rows.map(line)]
  for (const r of results) out.push(`  ${r.page.name}: ${r.page.path}`)
  for (const r of results) for (const w of r.warnings) out.push(`  warning (${r.page.name}): ${w}`)
  return out.join('\n')
}

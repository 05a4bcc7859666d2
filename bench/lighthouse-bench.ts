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

async function publicData<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(baseUrl + path, { headers: APP_HEADERS })
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

/**
 * Lighthouse's default configuration: a mobile phone (Moto G Power class screen), simulated
 * slow 4G and a 4× slower CPU. Headless Debian Chromium (`CHROME_PATH`, else /usr/bin/chromium),
 * one fresh browser for all pages; Lighthouse clears the cache before each page.
 */
export async function runLighthouse(baseUrl: string, pages: BenchPage[]): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const results: PageFigures[] = []
  try {
    for (const page of pages) {
      const url = baseUrl + page.path
      // One unmeasured request, so the first page does not pay for the server's cold start.
      await fetch(url).then((r) => r.arrayBuffer())
      const lhr = await audit(url, chrome.port)
      const score = (id: (typeof CATEGORIES)[number]) => {
        const s = lhr.categories[id]?.score
        return typeof s === 'number' ? Math.round(s * 100) : null
      }
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      results.push({
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
      })
    }
  } finally {
    chrome.kill()
  }
  return results
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

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** PRODUCT budget: JavaScript the home page loads, gzipped. 1 KB = 1024 bytes. */
export const HOME_JS_BUDGET_KB = 200
/** Chunks of these areas must never load on the home page (lazy route per area). */
const RESTRICTED = /admin|supplier/i

export interface ChunkSize {
  file: string
  bytes: number
  gzipBytes: number
}

export type WebSizeReport =
  | { found: false; indexPath: string }
  | {
      found: true
      chunks: ChunkSize[]
      missing: string[]
      external: string[]
      totalGzipBytes: number
      withinBudget: boolean
      restricted: string[]
    }

function attributes(tag: string): Map<string, string> {
  const attrs = new Map<string, string>()
  const re = /([^\s=<>"'/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g
  for (const m of tag.matchAll(re)) attrs.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '')
  return attrs
}

/** The JS URLs index.html makes the browser load at once: module entry scripts and modulepreloads. */
export function homeScriptUrls(html: string): string[] {
  const clean = html.replace(/<!--[\s\S]*?-->/g, '')
  const urls: string[] = []
  for (const [, inner] of clean.matchAll(/<script\b([^>]*)>/gi)) {
    const a = attributes(inner)
    if (a.get('type')?.toLowerCase() === 'module' && a.get('src')) urls.push(a.get('src') as string)
  }
  for (const [, inner] of clean.matchAll(/<link\b([^>]*)>/gi)) {
    const a = attributes(inner)
    const rel = (a.get('rel') ?? '').toLowerCase().split(/\s+/)
    if (rel.includes('modulepreload') && a.get('href')) urls.push(a.get('href') as string)
  }
  return [...new Set(urls)]
}

export function measureWebSize(distDir: string): WebSizeReport {
  const indexPath = path.join(distDir, 'index.html')
  if (!existsSync(indexPath)) return { found: false, indexPath }
  const root = path.resolve(distDir)
  const chunks: ChunkSize[] = []
  const missing: string[] = []
  const external: string[] = []
  for (const url of homeScriptUrls(readFileSync(indexPath, 'utf8'))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) {
      external.push(url)
      continue
    }
    const rel = decodeURIComponent(url.split(/[?#]/)[0]).replace(/^\/+/, '')
    const file = path.resolve(root, rel)
    if (path.relative(root, file).startsWith('..') || !existsSync(file)) {
      missing.push(url)
      continue
    }
    const buf = readFileSync(file)
    chunks.push({
      file: path.relative(root, file),
      bytes: buf.length,
      gzipBytes: gzipSync(buf, { level: 9 }).length,
    })
  }
  const totalGzipBytes = chunks.reduce((sum, c) => sum + c.gzipBytes, 0)
  return {
    found: true,
    chunks,
    missing,
    external,
    totalGzipBytes,
    withinBudget: totalGzipBytes <= HOME_JS_BUDGET_KB * 1024,
    restricted: chunks.map((c) => c.file).filter((f) => RESTRICTED.test(path.basename(f))),
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

export function formatWebSize(report: WebSizeReport, distDir: string): string {
  if (!report.found)
    return `No web build at ${report.indexPath}: run "npm run build" first. Skipped.`
  const lines = [`Home page JS from ${distDir} (gzip -9, 1 KB = 1024 B):`]
  const width = Math.max(4, ...report.chunks.map((c) => c.file.length))
  for (const c of report.chunks)
    lines.push(
      `  ${c.file.padEnd(width)}  ${kb(c.bytes).padStart(8)} KB raw  ${kb(c.gzipBytes).padStart(7)} KB gzip`,
    )
  if (report.chunks.length === 0)
    lines.push('  (no module script or modulepreload found in index.html)')
  for (const url of report.missing)
    lines.push(`  WARNING: ${url} is referenced but not found in the build`)
  for (const url of report.external) lines.push(`  note: ${url} is external, not counted`)
  lines.push(
    `Total: ${kb(report.totalGzipBytes)} KB gzip in ${report.chunks.length} file(s); budget ${HOME_JS_BUDGET_KB} KB → ${report.withinBudget ? 'PASS' : 'FAIL'}`,
  )
  lines.push(
    report.restricted.length === 0
      ? 'Admin/supplier chunks on the home page: none → PASS'
      : `Admin/supplier chunks on the home page: ${report.restricted.join(', ')} → FAIL`,
  )
  return lines.join('\n')
}

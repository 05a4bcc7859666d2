import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sources(file)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })
}

/**
 * ADR 0031: every date a person reads goes through `@galera/shared/format/date.ts`, which holds
 * one format per language. A component that builds its own `Intl.DateTimeFormat` in the page's
 * locale, or calls `toLocaleDateString`, brings back month-first English dates next to day-first
 * ones. (`en-CA` and `en-US` formatters that compute ISO day keys or zone offsets read no date
 * out, so they may stay.)
 */
describe('date rendering in the web app', () => {
  it('goes through the one shared formatter', () => {
    const offenders = sources(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      const hits = [
        ...text.matchAll(/new Intl\.DateTimeFormat\(\s*(?!'en-CA'|'en-US')[^)]*/g),
        ...text.matchAll(/\.toLocale(Date|Time)String\(/g),
        ...text.matchAll(/['"`](MM\/DD|M\/D\/)/g),
      ]
      return hits.map((m) => `${path.relative(SRC, file)}: ${m[0].slice(0, 60)}`)
    })
    expect(offenders).toEqual([])
  })
})

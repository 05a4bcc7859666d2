import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * Code, the README and the docs cite the spec section, an ADR or the docs, never a delivery batch
 * ("issue N") that nobody after us can look up (docs/style.md). The ADRs keep their history.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const CITATION = /\bissues? #?\d+\b/i

describe('citations', () => {
  it('no tracked source or document cites an issue number', () => {
    const files = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.css', '*.md'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      .filter((f) => f && !f.startsWith('docs/decisions/') && !f.includes('/fixtures/'))
    expect(files.length).toBeGreaterThan(100)
    const found = files.flatMap((f) =>
      readFileSync(`${root}${f}`, 'utf8')
        .split('\n')
        .flatMap((line, i) => (CITATION.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(found).toEqual([])
  })
})

/**
 * `npm test`: everything CI checks, in order — typecheck, lint, unit tests (shared, web), API tests
 * (PGlite; also PostgreSQL when TEST_DATABASE_URL is set), then end-to-end tests in Chromium.
 */
import { spawnSync } from 'node:child_process'

const steps: [string, string, string[]][] = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['end-to-end tests', 'npm', ['run', 'test:e2e']],
]
const results: string[] = []
let failed = 0
for (const [name, cmd, args] of steps) {
  const started = Date.now()
  console.log(`\n=== ${name} ===`)
  const r = spawnSync(cmd, args, { stdio: 'inherit' })
  const ok = r.status === 0
  results.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${Math.round((Date.now() - started) / 1000)} s)`)
  if (!ok) {
    failed++
    break
  }
}
console.log(`\n${results.join('\n')}`)
process.exit(failed ? 1 : 0)

/**
 * `npm test`: everything CI checks — typecheck, lint and the web build side by side, then unit and
 * API tests (shared, web, API on PGlite; also PostgreSQL when TEST_DATABASE_URL is set), then
 * end-to-end tests in Chromium. Prints how long each phase took (ADR 0042).
 */
import { spawn, spawnSync } from 'node:child_process'

type Step = [name: string, cmd: string, args: string[]]
interface Result {
  name: string
  ok: boolean
  seconds: number
}

const seconds = (started: number) => Math.round((Date.now() - started) / 1000)

/** Runs in the foreground, output straight to the terminal. */
function runInline([name, cmd, args]: Step): Result {
  const started = Date.now()
  console.log(`\n=== ${name} ===`)
  const r = spawnSync(cmd, args, { stdio: 'inherit' })
  return { name, ok: r.status === 0, seconds: seconds(started) }
}

/** Runs with its output held back, printed whole when it ends, so parallel steps do not mix. */
function runBuffered([name, cmd, args]: Step): Promise<Result> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    child.stdout.on('data', (b: Buffer) => out.push(b))
    child.stderr.on('data', (b: Buffer) => out.push(b))
    child.on('close', (code) => {
      const result = { name, ok: code === 0, seconds: seconds(started) }
      console.log(`\n=== ${name} (${result.ok ? 'ok' : 'FAILED'}, ${result.seconds} s) ===`)
      process.stdout.write(Buffer.concat(out))
      resolve(result)
    })
  })
}

const phases: Step[][] = [
  [
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
    // Built once here for the server-render tests and the journeys, which use it as it is.
    ['web build', 'npm', ['run', 'build', '-w', 'apps/web']],
  ],
  [['unit and API tests', 'npx', ['vitest', 'run']]],
  [['end-to-end tests', 'npm', ['run', 'test:e2e']]],
]

const started = Date.now()
const results: string[] = []
let failed = false
for (const phase of phases) {
  const phaseStarted = Date.now()
  const done =
    phase.length === 1 ? [runInline(phase[0]!)] : await Promise.all(phase.map(runBuffered))
  for (const r of done) results.push(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`)
  if (phase.length > 1) results.push(`     … side by side: ${seconds(phaseStarted)} s`)
  if (done.some((r) => !r.ok)) {
    failed = true
    break
  }
}
results.push(`     total: ${seconds(started)} s`)
console.log(`\n${results.join('\n')}`)
process.exit(failed ? 1 : 0)

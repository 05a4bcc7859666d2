/**
 * `npm test`: everything CI checks — typecheck, lint, the web build, the API tests (on PGlite; also
 * PostgreSQL when TEST_DATABASE_URL is set) and the unit, web and tooling tests side by side, then
 * end-to-end tests in Chromium. Prints how long each step took (ADR 0042, 0077) and, on Linux, the
 * machine's busy CPU time before and during the journeys (ADR 0083).
 */
import { spawn } from 'node:child_process'
import { describeBusy, machineBusySeconds } from './cpu-time.ts'
import { failureLines } from './failure-lines.ts'

type Step = [name: string, cmd: string, args: string[]]
interface Result {
  name: string
  ok: boolean
  seconds: number
  /** Not started: a step it waits for failed. */
  skipped?: boolean
  /** A failed step's lines that name what failed, printed again at the end. */
  failures?: string[]
}

const seconds = (started: number) => Math.round((Date.now() - started) / 1000)

/**
 * Runs a step and keeps its output: a failure's lines are named again at the end of the run (a
 * step that ended later, or the journeys' attachment paths, pushed them out of a CI log's tail).
 * `live`: the output goes straight through as it comes (the journeys, alone); otherwise it is
 * held back and printed whole when the step ends, so steps running side by side do not mix.
 */
function run([name, cmd, args]: Step, { live }: { live: boolean }): Promise<Result> {
  const started = Date.now()
  if (live) console.log(`\n=== ${name} ===`)
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const keep = (to: NodeJS.WriteStream) => (b: Buffer) => {
      out.push(b)
      if (live) to.write(b)
    }
    child.stdout.on('data', keep(process.stdout))
    child.stderr.on('data', keep(process.stderr))
    child.on('close', (code) => {
      const text = Buffer.concat(out)
      const result: Result = { name, ok: code === 0, seconds: seconds(started) }
      if (!result.ok) result.failures = failureLines(text.toString())
      if (!live) {
        console.log(`\n=== ${name} (${result.ok ? 'ok' : 'FAILED'}, ${result.seconds} s) ===`)
        process.stdout.write(text)
      }
      resolve(result)
    })
  })
}

/**
 * What runs, and what each waits for. The checks and the web build start together; both vitest
 * runs start once the build is there (the server-render tests read it), beside whatever check is
 * still running; the journeys run last, alone (they keep both cores busy by themselves). Two vitest
 * runs, not one: run as one, its projects went one after another, and the web and tooling files
 * (jsdom screens, child processes, timers) left a core idle for minutes that the API files now
 * fill (ADR 0077).
 */
const steps: { step: Step; after: string[] }[] = [
  { step: ['typecheck', 'npm', ['run', 'typecheck']], after: [] },
  { step: ['eslint', 'npm', ['run', 'lint:eslint']], after: [] },
  { step: ['prettier', 'npm', ['run', 'lint:format']], after: [] },
  { step: ['layers', 'npm', ['run', 'lint:layers']], after: [] },
  { step: ['web build', 'npm', ['run', 'build', '-w', 'apps/web']], after: [] },
  {
    step: ['API tests', 'npx', ['vitest', 'run', '--project', 'api']],
    after: ['web build'],
  },
  {
    step: [
      'unit, web and tooling tests',
      'npx',
      ['vitest', 'run', '--project', 'shared', '--project', 'web', '--project', 'tooling'],
    ],
    after: ['web build'],
  },
]
const journeys: Step = ['end-to-end tests', 'npm', ['run', 'test:e2e']]

const started = Date.now()
const busyAtStart = machineBusySeconds()
const finished = new Map<string, Promise<Result>>()
const startStep = ({ step, after }: (typeof steps)[number]): Promise<Result> =>
  Promise.all(after.map((name) => finished.get(name)!)).then((before) =>
    before.every((r) => r.ok)
      ? run(step, { live: false })
      : { name: step[0], ok: false, seconds: 0, skipped: true },
  )
for (const s of steps) finished.set(s.step[0], startStep(s))
const done: Result[] = await Promise.all(finished.values())
const checksEnded = Date.now()
const busyAtChecksEnd = machineBusySeconds()
done.push(
  done.every((r) => r.ok)
    ? await run(journeys, { live: true })
    : { name: journeys[0], ok: false, seconds: 0, skipped: true },
)
for (const r of done.filter((r) => r.failures))
  console.log(`\n--- what failed in ${r.name} ---\n${r.failures!.join('\n')}`)
const results = done.map(
  (r) => `${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.skipped ? 'not run' : `${r.seconds} s`})`,
)
const failed = done.some((r) => !r.ok)
results.push(`     total: ${seconds(started)} s`)
// The machine's busy CPU time (Linux): the journeys run alone, so their span is theirs.
const busyAtEnd = machineBusySeconds()
if (busyAtStart !== null && busyAtChecksEnd !== null && busyAtEnd !== null) {
  const span = (from: number, to: number) => (to - from) / 1000
  results.push(
    `     CPU before the journeys: ${describeBusy(busyAtChecksEnd - busyAtStart, span(started, checksEnded))}`,
    `     CPU of the journeys: ${describeBusy(busyAtEnd - busyAtChecksEnd, span(checksEnded, Date.now()))}`,
    `     CPU in all: ${describeBusy(busyAtEnd - busyAtStart, span(started, Date.now()))}`,
  )
}
console.log(`\n${results.join('\n')}`)
process.exit(failed ? 1 : 0)

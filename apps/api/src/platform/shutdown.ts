import { Worker } from 'node:worker_threads'

/**
 * A stopped process must end (ADR 0030). Shutdown runs its steps in order, each with its own
 * budget: a step that overruns is logged by name and skipped. Two guards make the bound hold
 * whatever hangs:
 * - a timer on the main thread ends the process at `boundMs`, naming the step it was in;
 * - a watchdog thread ends it with SIGKILL shortly after, for when the main thread itself is
 *   stuck (a synchronous write to a full stdout pipe, a blocking call in the embedded database)
 *   and no timer of its own can fire.
 */
export interface ShutdownStep {
  name: string
  budgetMs: number
  run: () => Promise<unknown>
}

export interface ShutdownLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export const SHUTDOWN_BOUND_MS = 10_000
/** After the bound, how long the watchdog thread gives the main thread to exit by itself. */
const WATCHDOG_GRACE_MS = 1_500

const WATCHDOG_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const fs = require('node:fs')
let step = 'start'
parentPort.on('message', (m) => { step = m })
setTimeout(() => {
  const line = JSON.stringify({ level: 60, time: new Date().toISOString(), pid: process.pid,
    step, msg: 'shutdown watchdog: the main thread is stuck; killing the process' }) + '\\n'
  // Written from the thread pool: if stderr is a full pipe, the kill below still happens.
  fs.write(2, line, () => {})
  setTimeout(() => process.kill(process.pid, 'SIGKILL'), 200)
}, workerData.afterMs)
`

const later = (ms: number) =>
  new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref())

/** Runs the steps within `boundMs`, then exits: 0 when every step finished, 1 otherwise. */
export async function shutdownWithin(
  steps: ShutdownStep[],
  log: ShutdownLog,
  exit: (code: number) => never = (code) => process.exit(code),
  boundMs = SHUTDOWN_BOUND_MS,
): Promise<never> {
  const startedAt = performance.now()
  let current = 'start'
  const watchdog = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    // Plain JavaScript: no loader hooks (tsx) that would need the main thread to start it.
    execArgv: [],
    workerData: { afterMs: boundMs + WATCHDOG_GRACE_MS },
  })
  watchdog.unref()
  const enter = (name: string) => {
    current = name
    watchdog.postMessage(name)
  }
  // Not unref'd: it must fire even when nothing else keeps the loop alive but a hung promise.
  setTimeout(() => {
    log.error({ step: current, boundMs }, 'shutdown did not finish in time; exiting anyway')
    exit(1)
  }, boundMs)
  let clean = true
  for (const step of steps) {
    enter(step.name)
    const t0 = performance.now()
    const result = await Promise.race([
      step.run().then(
        () => 'done' as const,
        (err: unknown) => {
          log.error({ err, step: step.name }, 'shutdown step failed')
          return 'failed' as const
        },
      ),
      later(step.budgetMs),
    ])
    const ms = Math.round(performance.now() - t0)
    if (result === 'timeout') log.warn({ step: step.name, ms }, 'shutdown step hung; moving on')
    if (result !== 'done') clean = false
  }
  log.info({ ms: Math.round(performance.now() - startedAt), clean }, 'shut down')
  return exit(clean ? 0 : 1)
}

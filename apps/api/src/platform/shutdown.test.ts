import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

/*
 * ADR 0030: shutdown ends within its bound whatever hangs. Each case runs shutdownWithin in a
 * real child process (a real exit, real signals) with a short bound, and asserts how it ended
 * and what it logged.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const children: ChildProcess[] = []
// A case that fails must not leave its process spinning.
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL')
})

function run(steps: string): Promise<{ code: number | null; signal: string | null; out: string }> {
  const script = `
    import { shutdownWithin } from './src/platform/shutdown.ts'
    const log = {
      info: (o, m) => console.log(JSON.stringify({ ...o, msg: m })),
      warn: (o, m) => console.log(JSON.stringify({ ...o, msg: m })),
      error: (o, m) => console.log(JSON.stringify({ ...o, err: undefined, msg: m })),
    }
    // Something that would keep the process alive forever on its own.
    setInterval(() => {}, 1000)
    await shutdownWithin([${steps}], log, undefined, 1500)
  `
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: apiDir,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    child.on('exit', (code, signal) => resolve({ code, signal, out }))
  })
}

describe('shutdownWithin', () => {
  it('every step finishes: exits 0', async () => {
    const r = await run(`{ name: 'a', budgetMs: 500, run: async () => {} }`)
    expect(r).toMatchObject({ code: 0, signal: null })
    expect(r.out).toContain('"clean":true')
  })

  it('a step that never settles is named, skipped, and the next steps still run: exits 1', async () => {
    const r = await run(
      `{ name: 'http', budgetMs: 200, run: () => new Promise(() => {}) },
       { name: 'database', budgetMs: 200, run: async () => console.log('database closed') }`,
    )
    expect(r).toMatchObject({ code: 1, signal: null })
    expect(r.out).toContain('"step":"http"')
    expect(r.out).toContain('shutdown step hung; moving on')
    expect(r.out).toContain('database closed')
  })

  it('a step that fails is logged and the process still ends: exits 1', async () => {
    const r = await run(
      `{ name: 'ticker', budgetMs: 500, run: async () => { throw new Error('boom') } }`,
    )
    expect(r).toMatchObject({ code: 1, signal: null })
    expect(r.out).toContain('shutdown step failed')
  })

  it('the main thread stuck for good (no timer can fire): the watchdog thread kills the process, naming the step', async () => {
    const r = await run(`{ name: 'database', budgetMs: 60000, run: async () => { for (;;) {} } }`)
    expect(r.signal).toBe('SIGKILL')
    expect(r.out).toContain('"step":"database"')
    expect(r.out).toContain('shutdown watchdog')
  })
})

import { createServer } from 'node:net'
import { expect } from 'vitest'
import { NO_SHEDDING_ENV } from './shedding.ts'

/**
 * For tests that start the server as a process (`src/server.ts`, `npm start`): a free port, and
 * the wait until it serves. A module of its own so such tests need not load the harness.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

/**
 * The environment of a demo server on `port` (development, demo seeded, quiet logs, no shedding:
 * it has just migrated and seeded on cores other test files share, its event loop lags, and a
 * shedding server answered a whole burst 503; ADR 0051), with `extra` on top. A key set to
 * `undefined` in `extra` is left out (no DATABASE_URL: PGlite).
 */
export function serverEnv(port: number, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ...NO_SHEDDING_ENV,
    ...extra,
  }
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key]
  return env
}

/**
 * Resolves once `${base}/api/health` answers 200; fails at once if the process exits first, with
 * what it printed. Migrating and seeding the demo on PGlite takes ~15 s alone (22 CPU-s), 87 s
 * beside ten busy loops, and over 150 s in `npm test`, where typecheck, ESLint, Prettier and eight
 * vitest workers share two cores: the wait is a budget for a starved machine, not a timing
 * assertion. The calling test's own timeout must exceed {@link START_BUDGET_MS}.
 */
export async function untilServing(
  base: string,
  exited: Promise<unknown>,
  output: () => string,
): Promise<void> {
  let gone = false
  void exited.then(() => (gone = true))
  await expect
    .poll(
      async () =>
        gone ? 'exited' : ((await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0),
      { timeout: START_BUDGET_MS, interval: 250 },
    )
    .toBe(200)
    .catch((err: unknown) => {
      throw new Error(`server did not start: ${output()}`, { cause: err })
    })
}

export const START_BUDGET_MS = 400_000

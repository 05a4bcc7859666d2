import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    // Pure functions and schemas: no test touches timers, mocks, globals or the environment, so
    // one module graph per worker serves every file (a fresh worker per file cost ~1–2 s each).
    isolate: false,
    // The same as the other projects of its vitest run (web, tooling): projects grouped in one run
    // must agree on it.
    maxWorkers: 4,
  },
})

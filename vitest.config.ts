import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Four forks on the two cores (ADR 0059, amended): a file spends much of its time waiting on
    // a child process, a socket, a timer or PGlite's start-up, and with two forks the run kept
    // about one core busy (CPU 215 s in 210 s of wall time); four keep both busy (288 s in 150 s).
    maxWorkers: 4,
    projects: [
      'packages/shared/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
})

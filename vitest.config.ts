import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on this two-core machine,
    // leaving a core idle while a file waits on a child process, a socket or PGlite's start-up.
    // Two forks keep both cores busy (ADR 0059).
    maxWorkers: 2,
    projects: [
      'packages/shared/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
})

import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own PGlite cloned from one migrated template (see test/global-setup.ts).
    pool: 'forks',
    globalSetup: ['./test/global-setup.ts'],
  },
})

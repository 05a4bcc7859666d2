import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'api',
    // Four forks on the two cores (ADR 0059, 0077). Set here: a root `maxWorkers` does not reach
    // a project, which ran on Vitest's default of one worker (cores − 1).
    maxWorkers: 4,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Budgets for two cores shared with typecheck, lint and seven other workers (ADR 0077), not
    // timing assertions.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // `expect.poll` gives up after 1 s by default: a mail sent or a notification landing after a
    // request can take longer on two cores shared with typecheck, lint and seven other workers
    // (ADR 0077). A budget for a busy runner, not a timing assertion.
    expect: { poll: { timeout: 15_000 } },
    // Each file gets its own PGlite cloned from one migrated template (see test/global-setup.ts)
    // and builds its own app on it. The modules are loaded once per worker, not once per file
    // (ADR 0042): nothing a test changes lives in module state (clock, mailer and database come
    // with each app; a test that subscribes to a domain event unsubscribes).
    pool: 'forks',
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
  },
})

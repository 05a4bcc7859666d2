import { defineProject } from 'vitest/config'

/** Tests of the repository's own tooling (the layering rules of `npm run lint`, ADR 0043). */
export default defineProject({
  test: {
    name: 'tooling',
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // `expect.poll` gives up after 1 s by default: a mail sent or a notification landing after a
    // request can take longer on two cores shared with typecheck, lint and seven other workers
    // (ADR 0077). A budget for a busy runner, not a timing assertion.
    expect: { poll: { timeout: 15_000 } },
    // The cluster test's processes and the web graph's build wait; the rest are short (ADR 0077).
    maxWorkers: 4,
  },
})

import { defineProject } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    // Four workers on the two cores (ADR 0059, 0077): screens wait on timers and `findBy…`.
    maxWorkers: 4,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Screens typed key by key in jsdom take seconds alone (the longest ~15 s) and 5–8 times that
    // in `npm test`, where typecheck, lint and eight vitest workers share two cores (one took over
    // 30 s in CI): a budget for the runner, not a timing assertion. No file sets a shorter one.
    testTimeout: 120_000,
    // One jsdom and one module graph per worker instead of per file (ADR 0042): setup.ts puts
    // back what tests share (language, storage, fetch, toasts, timers) after every test.
    isolate: false,
  },
})

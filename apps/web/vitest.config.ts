import { createRequire } from 'node:module'
import path from 'node:path'
import { defineProject } from 'vitest/config'
import react from '@vitejs/plugin-react'

// 'react-router' and 'react-router/dom' must be one ESM copy in tests (else two router contexts:
// the CJS build of one and the ESM build of the other).
const routerDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/development',
)

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: path.join(routerDir, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(routerDir, 'dom-export.mjs') },
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Screens typed key by key in jsdom take seconds on a busy 2-core CI machine: a budget for
    // the runner, not a timing assertion.
    testTimeout: 20_000,
  },
})

import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
// `npm run test:e2e` sets CHROMIUM_PATH (scripts/chromium.ts); run directly, the headless shell
// when installed, else the full browser (ADR 0076).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'

// The São Paulo day the run started, read by every worker (they inherit the runner's environment):
// a journey that dates something relative to "today" stays consistent when a long or repeated run
// crosses midnight (e2e/support/run-day.ts).
process.env.E2E_RUN_DAY ??= new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
}).format(new Date())

/**
 * Journeys in Debian's Chromium (no browser download) against the built app on a throwaway PGlite
 * seeded with the demo data. Three workers on the two cores (ADR 0076): with two, the journeys left
 * the cores ~14 % idle (a page waiting on the server, a settle, a poll); three, ~6 %.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  retries: 0,
  // Long journeys on a busy two-core machine (CI) pass 60 s; waiting longer only costs time when
  // a journey really fails.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The app honours reduced motion (theme `respectReducedMotion`): no half-faded toast or dialog
    // under a screenshot or an axe check.
    reducedMotion: 'reduce',
    trace: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // Failure pictures come from e2e/support/test.ts: only a failed journey's own pages (ADR 0080).
    screenshot: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A journey's page lives seconds: V8's optimizing tiers (Maglev, TurboFan) compiled code on
        // background threads that the page closed before it paid back; one raster thread and no
        // idle-time V8 tasks trim more. Same behaviour, less CPU (ADR 0083); phones are measured
        // on the full browser with its defaults (`npm run bench:web`).
        '--js-flags=--max-opt=1',
        '--num-raster-threads=1',
        '--disable-v8-idle-tasks',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `node --import tsx e2e/support/server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    // Three instances migrate and seed before the first journey; a busy machine needs time.
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      E2E_PORT: String(PORT),
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})

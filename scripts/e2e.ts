/**
 * `npm run test:e2e`: Playwright journeys in Debian's Chromium against the built app (built first
 * when missing or stale) on a throwaway PGlite with demo data. Without Chromium it says so loudly;
 * REQUIRE_E2E=1 makes that a failure (CI).
 */
import { spawnSync } from 'node:child_process'
import { findChromium } from './chromium.ts'
import { webBuildStale } from './web-build.ts'

const chromium = findChromium()
if (!chromium) {
  const banner = '!'.repeat(78)
  console.error(
    `\n${banner}\n!! END-TO-END TESTS NOT RUN: no Chromium found.\n!! Install it with:  apt-get update && apt-get install -y chromium-headless-shell\n!! (or point CHROMIUM_PATH at a Chromium binary)\n${banner}\n`,
  )
  process.exit(process.env.REQUIRE_E2E === '1' ? 1 : 0)
}
// `npm test` builds the web app beside typecheck and lint; build here only when that build is
// missing or older than a source (a run of this script alone, or an edit since).
if (webBuildStale()) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const run = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
)
process.exit(run.status ?? 1)

/**
 * `npm run bench:web`: Lighthouse (mobile, simulated throttling) on the home page, a search, a
 * promoter profile, a product page and a supplier page of a fresh `npm start`.
 *
 *   CHROME_PATH   the browser Lighthouse drives (default /usr/bin/chromium)
 *   DATABASE_URL  also measure on this PostgreSQL database (name must contain "bench"; dropped
 *                 and recreated), after the embedded one
 */
import { webLighthousePart } from './web-bench.ts'

try {
  await webLighthousePart()
  process.exit(0)
} catch (err) {
  console.error(`Web bench failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
}

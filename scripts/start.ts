/**
 * `npm start`: builds the web app when its build is missing or older than its sources, then runs
 * the API (which migrates, seeds an empty database with demo data and serves the SPA) in this
 * same process.
 */
import path from 'node:path'
import { ensureWebBuild, root } from './web-build.ts'

ensureWebBuild()
process.env.SERVE_WEB ??= 'true'
process.env.SEED_DEMO ??= 'true'
process.env.DATA_DIR ??= path.join(root, '.data')
console.log(
  `Galera Eventos on http://localhost:${process.env.PORT ?? 3000} (API docs at /api/docs)`,
)
await import('../apps/api/src/server.ts')

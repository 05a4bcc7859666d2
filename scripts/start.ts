/**
 * `npm start`: builds the web app when its build is missing or older than its sources, then runs
 * the API (which migrates, seeds an empty database with demo data and serves the SPA) in this
 * same process.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'apps/web/dist/index.html')

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-ssr', 'e2e'].includes(entry.name)) continue
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

const sources = () =>
  Math.max(
    newestMtime(path.join(root, 'apps/web')),
    newestMtime(path.join(root, 'packages/shared/src')),
  )
// SERVE_WEB=false runs the API alone: no web build needed.
const serveWeb = !['false', '0'].includes(process.env.SERVE_WEB ?? '')
if (serveWeb && (!existsSync(dist) || statSync(dist).mtimeMs < sources())) {
  console.log('Building the web app…')
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

process.env.SERVE_WEB ??= 'true'
process.env.SEED_DEMO ??= 'true'
process.env.DATA_DIR ??= path.join(root, '.data')
console.log(
  `Galera Eventos on http://localhost:${process.env.PORT ?? 3000} (API docs at /api/docs)`,
)
await import('../apps/api/src/server.ts')

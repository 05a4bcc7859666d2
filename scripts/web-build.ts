/** Builds the web app when its build is missing or older than its sources (npm start, cluster). */
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
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

const ssrEntry = path.join(root, 'apps/web/dist-ssr/entry-server.js')

/** The client or server build is missing or older than a web or shared source file. */
export function webBuildStale(): boolean {
  const built = [dist, ssrEntry]
  if (!built.every((f) => existsSync(f))) return true
  return Math.min(...built.map((f) => statSync(f).mtimeMs)) < sources()
}

/** SERVE_WEB=false runs the API alone: no web build needed. Exits the process if a build fails. */
export function ensureWebBuild(): void {
  const serveWeb = !['false', '0'].includes(process.env.SERVE_WEB ?? '')
  if (serveWeb && webBuildStale()) {
    console.log('Building the web app…')
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: root,
      stdio: 'inherit',
    })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
}

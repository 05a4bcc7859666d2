/** `npm run dev`: the API on :3000 (restarts on change) and Vite on :5173 proxying /api. */
import { spawn } from 'node:child_process'

const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      SEED_DEMO: process.env.SEED_DEMO ?? 'true',
      DATA_DIR: process.env.DATA_DIR ?? '.data',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
]
const stop = () => {
  for (const c of children) c.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const c of children)
  c.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })

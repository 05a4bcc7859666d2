import { existsSync } from 'node:fs'
import { parseEnv } from './config/env.ts'
import { buildApp } from './app.ts'
import { openDatabase, runMigrations } from './platform/db/database.ts'
import { seedDemo } from './db/seed/demo.ts'

// A local .env (see .env.example) fills variables that the shell did not set.
if (existsSync('.env')) process.loadEnvFile('.env')
const env = parseEnv()
const database = await openDatabase(env)
await runMigrations(database)
if (env.SEED_DEMO && env.NODE_ENV !== 'production') {
  if (await seedDemo(database.db, env.NODE_ENV))
    console.warn('Demo data seeded (see README "Demo accounts").')
}
const { app, ticker } = await buildApp({ env, database })
await app.listen({ port: env.PORT, host: env.HOST })
if (env.TICKER === 'on') ticker.start()
app.log.info({ database: database.kind, port: env.PORT }, 'Galera Eventos is up')

// Graceful shutdown: stop accepting, let in-flight requests finish, close the pool, exit 0.
let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  const force = setTimeout(() => process.exit(1), 30_000)
  force.unref()
  try {
    await ticker.stop()
    // app.close() waits for every connection; keep-alive sockets that were busy when it began turn
    // idle later and would hold it open, so sweep them as they go idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50)
    await app.close()
    clearInterval(sweep)
    await database.close()
    process.exit(0)
  } catch (err) {
    app.log.error({ err }, 'shutdown failed')
    process.exit(1)
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

import { existsSync } from 'node:fs'
import { parseEnv } from './config/env.ts'
import { buildApp } from './app.ts'
import { openDatabase, runMigrations } from './platform/db/database.ts'
import { seedDemo } from './db/seed/demo.ts'
import { shutdownWithin } from './platform/shutdown.ts'

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

// Graceful shutdown within a bound (ADR 0030): stop the ticker, drain requests and end live
// streams, close the database, exit — and exit anyway, naming the step that hung.
let closing = false
function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  void shutdownWithin(
    [
      { name: 'ticker', budgetMs: 2_000, run: () => ticker.stop() },
      {
        name: 'http',
        budgetMs: 5_000,
        run: async () => {
          // app.close() waits for every connection (live streams end in preClose hooks). Keep-alive
          // sockets that were busy when it began turn idle later: sweep them as they go idle. A
          // request still running after the drain time is cut.
          const sweep = setInterval(() => app.server.closeIdleConnections(), 50)
          const cut = setTimeout(() => app.server.closeAllConnections(), 3_000)
          try {
            await app.close()
          } finally {
            clearInterval(sweep)
            clearTimeout(cut)
          }
        },
      },
      { name: 'database', budgetMs: 2_000, run: () => database.close() },
    ],
    app.log,
  )
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))

import { existsSync } from 'node:fs'
import { parseEnv } from './config/env.ts'
import { buildApp } from './app.ts'
import { openDatabase, runMigrations } from './platform/db/database.ts'
import { seedDemo } from './db/seed/demo.ts'
import { shutdownWithin } from './platform/shutdown.ts'
import { startStandIn, type StandIn } from './modules/payments/stand-in/stand-in.ts'

// A local .env (see .env.example) fills variables that the shell did not set.
if (existsSync('.env')) process.loadEnvFile('.env')
let env = parseEnv()
// ADR 0054: without a provider URL (development), the local Asaas stand-in takes the payments, so
// the whole flow works offline from a fresh clone; production must name the real provider.
let standIn: StandIn | undefined
if (!env.PAYMENT_PROVIDER_URL) {
  if (env.NODE_ENV === 'production') {
    console.error('PAYMENT_PROVIDER_URL is required in production (ADR 0054)')
    process.exit(1)
  }
  standIn = await startStandIn({
    apiKey: env.PAYMENT_API_KEY,
    webhookToken: env.PAYMENT_WEBHOOK_TOKEN,
    webhookUrl: `${env.PUBLIC_URL}/webhooks/asaas`,
    port: env.PAYMENT_STAND_IN_PORT,
  })
  env = { ...env, PAYMENT_PROVIDER_URL: standIn.url }
  console.warn(`Payment provider stand-in (Asaas sandbox) on ${standIn.url}`)
}
const database = await openDatabase(env)
await runMigrations(database)
if (env.SEED_DEMO && env.NODE_ENV !== 'production') {
  if (await seedDemo(database.db, env.NODE_ENV))
    console.warn('Demo data seeded (see README "Demo accounts").')
}
const { app, ticker } = await buildApp({ env, database })
await app.listen({ port: env.PORT, host: env.HOST })
if (env.TICKER === 'on') ticker.start(env.TICKER_INTERVAL_MS)
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
      { name: 'payment stand-in', budgetMs: 1_000, run: async () => standIn?.close() },
    ],
    app.log,
  )
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))

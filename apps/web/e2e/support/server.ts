import type { Db } from '../../../api/src/platform/db/database.ts'
/**
 * The app as `npm start` runs it, on a fresh PGlite in a temporary folder with the demo data and
 * one extra account that only the forgot-password journey touches.
 */
import { cpSync, existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../../../api/src/app.ts'
import { startStandIn } from '../../../api/src/modules/payments/stand-in/stand-in.ts'
import { EnvSchema } from '../../../api/src/config/env.ts'
import { openPglite, runMigrations } from '../../../api/src/platform/db/database.ts'
import { isDemoAccountEmail, seedDemo } from '../../../api/src/db/seed/demo.ts'
import { createUser } from '../../../api/test/factories/accounts.ts'
import { createPromoter } from '../../../api/test/factories/promoters.ts'
import { E2E_LOCALE_USER, E2E_RESET_USER } from './accounts.ts'
import { seedProfilePromoter } from './promoter-profile.ts'
import { seedHireJourney } from './hire-journey.ts'
import { seedCacheSuggestion } from './cache-suggestion.ts'
import { seedPromoterJobs } from './promoter-jobs.ts'
import { seedProductsJourney } from './products-journey.ts'
import { seedBudgetsJourney } from './budgets-journey.ts'
import { seedReverseAuctionJourney } from './reverse-auction-journey.ts'
import { seedAdAuctionJourney } from './ad-auction-journey.ts'
import { seedBannersJourney } from './banners-journey.ts'
import { seedSpecJourney } from './spec-journey.ts'
import { seedAdminSuppliersJourney } from './admin-suppliers-journey.ts'
import { seedDashboardsJourney } from './dashboards-journey.ts'
import { seedCertificationJourney } from './certification-journey.ts'
import { seedOwnAccounts } from './own-accounts.ts'
import { seedConversationsJourneys } from './conversations-journey.ts'
import { seedRepeatedRuns } from './own-accounts-runs.ts'
import { seedAdminRuns } from './admin-runs.ts'
import { seedAuditJourney } from './audit-journey.ts'
import { seedMobileJourney } from './mobile-journey.ts'
import { seedPaymentsAdminJourney } from './payments-admin-journey.ts'
import { seedDisputeJourney } from './dispute-journey.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'galera-e2e-'))
const rawEnv = {
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SERVE_WEB: 'true',
  SIGNUP_LIMIT_PER_HOUR: '1000',
  WEB_DIST_DIR: process.env.WEB_DIST_DIR,
  TICKER: 'off',
  LOG_LEVEL: 'warn',
  // Journeys read right after they write: browsers revalidate every public read (ADR 0051).
  PUBLIC_MAX_AGE_S: '0',
  // Three instances, two browsers and the test runner share two cores on purpose: the event loop
  // lags far past any production limit, and shedding it with 503s would fail journeys that test
  // behaviour, not capacity. Shedding has its own tests (overload.test.ts) and bench (ADR 0051).
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
  // Journeys never leave the machine: the CEP provider is a closed loopback port, so a lookup
  // answers "type the address by hand" as when ViaCEP is down (the adapter's own tests run
  // against a local stand-in).
  CEP_PROVIDER_URL: 'http://127.0.0.1:9',
}
// ADR 0054, 0057: this instance pays through its own Asaas stand-in too (conversations.spec.ts
// pays a hire; admin-payments.spec.ts reconciles with it).
const mainStandIn = await startStandIn({
  apiKey: 'e2e-main-stand-in-api-key',
  webhookToken: 'e2e-main-stand-in-webhook-token-01234567',
  webhookUrl: `http://127.0.0.1:${rawEnv.PORT}/webhooks/asaas`,
})
const env = EnvSchema.parse({
  ...rawEnv,
  PAYMENT_PROVIDER_URL: mainStandIn.url,
  PAYMENT_API_KEY: 'e2e-main-stand-in-api-key',
  PAYMENT_WEBHOOK_TOKEN: 'e2e-main-stand-in-webhook-token-01234567',
})
const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') })
await runMigrations(database)
await seedDemo(database.db, env.NODE_ENV)
// The migrated database with the demo data, as the clocked instances below start from it: loading
// a dump skips PGlite's initdb, the migrations and the demo seed (ADR 0042).
const demoDump = await (
  database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
).$client.dumpDataDir('none')
await createUser(database.db, { role: 'client', email: E2E_RESET_USER, name: 'Rita Reset' })
await createUser(database.db, { role: 'promoter', email: E2E_LOCALE_USER, name: 'Lia Idioma' })
await createUser(database.db, {
  role: 'client',
  email: 'edu.perfil@galera.dev',
  name: 'Edu Perfil',
})
await createUser(database.db, { role: 'client', email: 'lia.lgpd@galera.dev', name: 'Lia Lgpd' })
await createUser(database.db, {
  role: 'client',
  email: 'sam.suspenso@galera.dev',
  name: 'Sam Suspenso',
})
// Only the promoter panel journey (promoter-panel.spec.ts) uses this promoter.
await createPromoter(database.db, {
  user: { email: 'pri.painel@galera.dev', name: 'Pri Painel' },
  promoter: {
    categoryId: (
      await database.db.query.categories.findFirst({ where: (c, { eq }) => eq(c.kind, 'promoter') })
    )?.id,
  },
})
// Only the admin promoters journey (admin-promoters.spec.ts) uses these two: it switches the
// admin's language and inactivates the promoter, so no demo account is touched.
await createUser(database.db, {
  role: 'admin_basic',
  email: 'ada.adminpromo@galera.dev',
  name: 'Ada Adminpromo',
})
await createPromoter(database.db, {
  user: { email: 'zuleica.aracaju@galera.dev', name: 'Zuleica Quixabeira' },
  city: 'Aracaju',
  uf: 'SE',
})
// Only the Settings → Home journey (admin-home.spec.ts) uses this admin: it switches its language.
await createUser(database.db, {
  role: 'admin_basic',
  email: 'hugo.home@galera.dev',
  name: 'Hugo Home',
})
// Only the public profile journey (promoter-profile.spec.ts) opens this promoter.
await seedProfilePromoter(database.db, env)
// Only admin-fees.spec.ts and cache-suggestion.spec.ts use these (own admin master, past jobs).
await seedCacheSuggestion(database.db)
// Only the promoter's solicitations journey (promoter-jobs.spec.ts) uses these accounts.
await seedPromoterJobs(database.db)
// Only the search journey (promoter-search.spec.ts) looks for this promoter (French + car).
await createPromoter(database.db, {
  user: { email: 'sofia.busca@galera.dev', name: 'Sofia Buscadora' },
  promoter: {
    categoryId: (
      await database.db.query.categories.findFirst({
        where: (c, { eq }) => eq(c.slug, 'recepcionista'),
      })
    )?.id,
    languages: ['english', 'french'],
    hasCar: true,
    canTravel: true,
    weeklyAvailability: 2 ** 21 - 1,
  },
})
// Each journey's own accounts and data (products.spec.ts, budgets.spec.ts,
// reverse-auction.spec.ts), so no journey depends on another's order.
await seedProductsJourney(database.db)
await seedBudgetsJourney(database.db)
await seedReverseAuctionJourney(database.db)
// Banners (admin-banners.spec.ts), admin suppliers and the dashboards.
await seedBannersJourney(database.db)
await seedAdminSuppliersJourney(database.db)
await seedDashboardsJourney(database.db)
// ADR 0026: the required-Certificado journey (certification-required.spec.ts).
await seedCertificationJourney(database.db)
// The spec's remaining rows (spec-rows.spec.ts, ADR 0028): /choose refusals, editing a rating.
await seedSpecJourney(database.db)
// ADR 0032: the own accounts of journeys that used to change demo accounts.
await seedOwnAccounts(database.db)
// Repeated runs (--repeat-each) of the journeys that change their own account: a copy per run.
await seedRepeatedRuns(database.db)
// The admin journeys' own accounts and rows, one set per repeated run (support/admin-runs.ts).
await seedAdminRuns(database.db)
// ADR 0037: the audit trail journey (admin-audit.spec.ts).
await seedAuditJourney(database.db)
// The 390 px journey (mobile.spec.ts): its own promoter, admin and client.
await seedMobileJourney(database.db)
// ADR 0057: the admin payments journey (admin-payments.spec.ts).
await seedPaymentsAdminJourney(database.db)
// ADR 0056/0058: the budget conversation and the moderation journeys, one set per repeated run.
await seedConversationsJourneys(database.db)
// The hire journey (hire-promoter.spec.ts) moves time to reach a job's end. It gets its own
// instance, one port up, with the test-only clock and its own database, so moving time never
// touches the other journeys (reset codes, sessions, terms dates).
const clocked = await startClockedInstance(1, seedHireJourney)
// The ad-auction journey (ad-auction.spec.ts) closes an auction and reaches the ad's
// period by moving time, on a third instance (two ports up) so it never moves the hire journey's.
const adClocked = await startClockedInstance(2, seedAdAuctionJourney)
// ADR 0063: the dispute journey (payment-dispute.spec.ts) moves time past a paid job's end, on a
// fourth instance (three ports up) of its own.
const disputeClocked = await startClockedInstance(3, seedDisputeJourney)
// ADR 0032: demo accounts only read here (journeys run in parallel and share them); a write from
// one answers 403 DEMO_ACCOUNT_READ_ONLY. One exception: budgets.spec.ts answers its client's
// request as the demo suppliers, whose shared importer codes are what it tests. The clocked
// instances above have a database of their own, each used by one journey.
const { app } = await buildApp({
  env,
  database,
  logger: false,
  readOnlyAccounts: {
    isReadOnly: (user) => isDemoAccountEmail(user.email),
    allows: (method, url, user) =>
      method === 'POST' &&
      user.role === 'supplier' &&
      /^\/api\/supplier\/proposals\/[^/?]+\/(answer|counter|decline|give-up|contacted)$/.test(
        url.split('?')[0]!,
      ),
  },
})
await app.listen({ port: env.PORT, host: env.HOST })
const stop = async () => {
  await app.close()
  await mainStandIn.close()
  await database.close()
  await clocked.app.close()
  await clocked.database.close()
  await adClocked.app.close()
  await adClocked.database.close()
  await disputeClocked.app.close()
  await disputeClocked.database.close()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())

async function startClockedInstance(portOffset: number, seed: (db: Db) => Promise<void>) {
  const port = env.PORT + portOffset
  const clockedDir = mkdtempSync(path.join(tmpdir(), 'galera-e2e-clock-'))
  // ADR 0054: the journeys on this instance pay through their own Asaas stand-in.
  const standIn = await startStandIn({
    apiKey: 'e2e-stand-in-api-key',
    webhookToken: 'e2e-stand-in-webhook-token-0123456789ab',
    webhookUrl: `http://127.0.0.1:${port}/webhooks/asaas`,
  })
  const clockedEnv = EnvSchema.parse({
    ...rawEnv,
    PORT: String(port),
    DATA_DIR: clockedDir,
    TEST_CLOCK: 'true',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENT_PROVIDER_URL: standIn.url,
    PAYMENT_API_KEY: 'e2e-stand-in-api-key',
    PAYMENT_WEBHOOK_TOKEN: 'e2e-stand-in-webhook-token-0123456789ab',
  })
  // The demo data's pictures, which the dump's rows point to, then the dump itself.
  const uploads = path.join(dataDir, 'uploads')
  if (existsSync(uploads)) cpSync(uploads, path.join(clockedDir, 'uploads'), { recursive: true })
  const db = await openPglite({ dataDir: path.join(clockedDir, 'pglite'), loadDataDir: demoDump })
  await seed(db.db)
  const built = await buildApp({ env: clockedEnv, database: db, logger: false })
  await built.app.listen({ port, host: env.HOST })
  return { app: built.app, database: db }
}

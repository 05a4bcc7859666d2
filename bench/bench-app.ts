import pg from 'pg'
import { buildApp, type App } from '../apps/api/src/app.ts'
import { EnvSchema } from '../apps/api/src/config/env.ts'
import { openPostgres, runMigrations, type Database } from '../apps/api/src/platform/db/database.ts'
import { categories } from '../apps/api/src/db/schema/index.ts'

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/galera_bench'

export interface BenchApp {
  app: App
  database: Database
  baseUrl: string
  categoryId: string
  serverVersion: string
  close(): Promise<void>
}

/**
 * Drops and recreates the bench database. It must be named like a bench database, or be named
 * exactly in BENCH_DROP_DATABASE (an explicit consent for one other name), so a mistyped
 * BENCH_DATABASE_URL can never drop real data.
 */
export async function recreateDatabase(url: string): Promise<string> {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''))
  const consented = name === process.env.BENCH_DROP_DATABASE
  if (!/^[a-z_][a-z0-9_]*$/i.test(name) || !(consented || name.toLowerCase().includes('bench'))) {
    throw new Error(
      `refusing to drop "${name}": the bench database name must contain "bench" (letters, digits, _) or equal BENCH_DROP_DATABASE`,
    )
  }
  const adminUrl = new URL(url)
  adminUrl.pathname = '/postgres'
  const admin = new pg.Client({
    connectionString: adminUrl.toString(),
    connectionTimeoutMillis: 5_000,
  })
  await admin.connect()
  try {
    await admin.query(`drop database if exists "${name}" with (force)`)
    await admin.query(`create database "${name}"`)
    const { rows } = await admin.query<{ server_version: string }>('show server_version')
    return rows[0]?.server_version ?? '?'
  } finally {
    await admin.end()
  }
}

/** A fresh, migrated database with a few categories, and the whole API listening on loopback. */
export async function startBenchApp(
  databaseUrl: string,
  options: { publicReadCache?: boolean } = {},
): Promise<BenchApp> {
  const serverVersion = await recreateDatabase(databaseUrl)
  const env = EnvSchema.parse({
    // Production refuses to seed; development is the closest mode that accepts these rows.
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    TICKER: 'off',
    DATABASE_URL: databaseUrl,
    // These parts measure the SQL behind each read: no overload shedding (ADR 0051) in the way.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_MAX_IN_FLIGHT: '0',
  })
  const database = await openPostgres(databaseUrl)
  try {
    await runMigrations(database)
    const rows = await database.db
      .insert(categories)
      .values(
        ['buffet', 'dj', 'fotografia', 'decoracao', 'som'].map((slug, i) => ({
          slug: `bench-${slug}`,
          namePt: `Bench ${slug}`,
          nameEn: `Bench ${slug}`,
          kind: i % 2 ? 'product' : 'promoter',
          sortOrder: i,
        })),
      )
      .returning({ id: categories.id })
    const app = await buildApp({
      env,
      database,
      logger: false,
      publicReadCache: options.publicReadCache,
    })
    const address = await app.app.listen({ port: 0, host: '127.0.0.1' })
    return {
      app,
      database,
      baseUrl: address,
      categoryId: rows[0].id,
      serverVersion,
      async close() {
        await app.app.close()
        await database.close()
      },
    }
  } catch (err) {
    await database.close()
    throw err
  }
}

import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { citext } from '@electric-sql/pglite/contrib/citext'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from '../../db/schema/index.ts'
import { installJobQueue } from '../jobs/boss.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle: same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The server's URL (postgres only): the job queue opens its own connections (ADR 0066). */
  url?: string
  close(): Promise<void>
  /** Reports whether the engine answers (used by /api/health). */
  ping(): Promise<boolean>
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../db/migrations', import.meta.url))

export const PGLITE_EXTENSIONS = { btree_gist, citext, pg_trgm, unaccent }

/** PGlite in a folder (or in memory with no folder, or from a dumped data dir). */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Database> {
  if (options.dataDir) mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true })
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
  })
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    ping: async () => {
      await client.query('select 1')
      return true
    },
  }
}

/**
 * A pg pool: `max` connections; a query waits at most `connectionTimeoutMs` for one, then fails
 * with a timeout the error handler answers as 503 + Retry-After (ADR 0051).
 */
export async function openPostgres(
  url: string,
  max = 10,
  connectionTimeoutMs = 2_000,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectionTimeoutMs,
    // Short OLTP queries: PostgreSQL's JIT compile cost more than it saved (product search bench:
    // 300–400 ms of a 600 ms category page at 100,000 products).
    options: '-c jit=off',
  })
  // A dropped connection must not kill the process: the pool replaces it, requests answer 503.
  pool.on('error', () => {})
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    url,
    close: () => pool.end(),
    ping: async () => {
      await pool.query('select 1')
      return true
    },
  }
}

export async function openDatabase(env: {
  DATABASE_URL?: string
  DATA_DIR: string
  DB_POOL_MAX?: number
  DB_POOL_TIMEOUT_MS?: number
}): Promise<Database> {
  return env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, env.DB_POOL_MAX, env.DB_POOL_TIMEOUT_MS)
    : openPglite({ dataDir: path.join(env.DATA_DIR, 'pglite') })
}

/** Applies every migration with the app's migrator (drizzle-kit's own migrate skips extensions on PGlite). */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR })
  } else {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_DIR })
  }
  await installJobQueue(database)
}

/** Raw SQL rows, the same on both engines (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

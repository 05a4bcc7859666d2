import { rmSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { parseEnv } from '../config/env.ts'
import { openDatabase, runMigrations } from '../platform/db/database.ts'
import { seedDemo } from './seed/demo.ts'

/** Drops everything and starts over with demo data. Never in production. */
const env = parseEnv()
if (env.NODE_ENV === 'production') {
  console.error('db:reset refuses NODE_ENV=production')
  process.exit(1)
}
if (!env.DATABASE_URL) rmSync(path.join(env.DATA_DIR, 'pglite'), { recursive: true, force: true })
const database = await openDatabase(env)
if (env.DATABASE_URL) {
  await database.db.execute(sql`drop schema if exists public cascade`)
  await database.db.execute(sql`drop schema if exists drizzle cascade`)
  await database.db.execute(sql`create schema public`)
}
await runMigrations(database)
await seedDemo(database.db, env.NODE_ENV)
console.log('Database reset with demo data.')
await database.close()

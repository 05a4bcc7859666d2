import { parseEnv } from '../config/env.ts'
import { openDatabase, runMigrations } from '../platform/db/database.ts'

const env = parseEnv()
const database = await openDatabase(env)
await runMigrations(database)
console.log(`Migrations applied (${database.kind}).`)
await database.close()

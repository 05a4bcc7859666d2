import { parseEnv } from '../../config/env.ts'
import { openDatabase, runMigrations } from '../../platform/db/database.ts'
import { seedDemo } from './demo.ts'

const env = parseEnv()
const database = await openDatabase(env)
await runMigrations(database)
const seeded = await seedDemo(database.db, env.NODE_ENV)
console.log(seeded ? 'Demo data seeded.' : 'Database already has data: nothing seeded.')
await database.close()

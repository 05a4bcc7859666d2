import { sql } from 'drizzle-orm'
import type { DbOrTx } from './database.ts'

/**
 * Sends each payload on a LISTEN/NOTIFY channel, in one statement however many there are.
 * Call it inside the write's transaction: PostgreSQL delivers them at commit, so a rolled-back
 * write announces nothing. `platform/live/live-hub.ts` is the listening side.
 */
export async function pgNotify(
  db: DbOrTx,
  channel: string,
  payloads: readonly string[],
): Promise<void> {
  if (payloads.length === 0) return
  await db.execute(
    sql`select count(pg_notify(${channel}, p)) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) p`,
  )
}

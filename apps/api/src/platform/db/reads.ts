import { PgTransaction } from 'drizzle-orm/pg-core'
import type { DbOrTx } from './database.ts'

/**
 * Independent reads for one answer: at once on the pool, one after another inside a
 * transaction. A transaction is one connection, and a connection runs one statement at a time:
 * node-postgres queues a second one today and refuses it from pg 9 on ("client is already
 * executing a query").
 */
export async function readAll<T extends readonly unknown[]>(
  db: DbOrTx,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction))
    return (await Promise.all(reads.map((read) => read()))) as unknown as T
  const results: unknown[] = []
  for (const read of reads) results.push(await read())
  return results as unknown as T
}

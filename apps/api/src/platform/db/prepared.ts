import { createHash } from 'node:crypto'

/** A built Drizzle query that can run as a prepared statement. */
interface Preparable<T> {
  toSQL(): { sql: string }
  prepare(name: string): { execute(): Promise<T> }
}

/**
 * Runs a built query as a named prepared statement (ADR 0068): on PostgreSQL, node-postgres
 * parses and plans a name once per connection and then only binds and executes it. The name is a
 * hash of the SQL text, so each shape of a query (its filters, its sort) is its own statement
 * and one name never stands for two texts. PGlite runs the same query without the name.
 */
export function runPrepared<T>(query: Preparable<T>): Promise<T> {
  const name = `g_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}`
  return query.prepare(name).execute()
}

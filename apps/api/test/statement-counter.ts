import type { Database } from '../src/platform/db/database.ts'

type QueryFn = (...args: unknown[]) => Promise<unknown>
interface Queryable {
  query: QueryFn
}

/**
 * Counts the SQL statements a Database sends, by wrapping its driver's query path (PGlite's
 * `query`/`exec` and its transactions; pg's pool and the clients it hands out). Tests read
 * `count` around a request to hold each endpoint to its number of round trips.
 */
export interface StatementCounter {
  readonly count: number
  readonly statements: string[]
  reset(): void
}

function textOf(arg: unknown): string {
  if (typeof arg === 'string') return arg
  const text = (arg as { text?: unknown } | null)?.text
  return typeof text === 'string' ? text : String(arg)
}

const QUEUE_STATEMENT = /\bpgboss\./

export function countStatements(database: Database): StatementCounter {
  const statements: string[] = []
  const wrap = (target: Queryable, method: 'query' | 'exec' = 'query') => {
    const t = target as unknown as Record<string, QueryFn>
    const original = t[method]
    if (typeof original !== 'function' || (original as { counted?: true }).counted) return
    const wrapped: QueryFn = function (this: unknown, ...args) {
      const text = textOf(args[0])
      // The job queue's own statements (the harness drains the mail queue after each request,
      // ADR 0066) are not the endpoint's round trips.
      if (!QUEUE_STATEMENT.test(text)) statements.push(text)
      return original.apply(this, args)
    }
    ;(wrapped as { counted?: true }).counted = true
    t[method] = wrapped
  }
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client
  if (database.kind === 'pglite') {
    wrap(client as unknown as Queryable)
    wrap(client as unknown as Queryable, 'exec')
    const transaction = client.transaction as (cb: (tx: Queryable) => unknown) => Promise<unknown>
    client.transaction = function (this: unknown, cb: (tx: Queryable) => unknown) {
      return transaction.call(this, (tx: Queryable) => {
        wrap(tx)
        return cb(tx)
      })
    }
  } else {
    const pool = client as unknown as {
      connect(): Promise<Queryable>
      query: QueryFn
      on(event: 'connect', cb: (c: Queryable) => void): void
      _clients?: Queryable[]
    }
    // pool.query checks out a client and calls its query: counting the clients counts both,
    // those already open and those the pool opens later.
    for (const c of pool._clients ?? []) wrap(c)
    pool.on('connect', (c) => wrap(c))
  }
  return {
    get count() {
      return statements.length
    },
    statements,
    reset() {
      statements.length = 0
    },
  }
}

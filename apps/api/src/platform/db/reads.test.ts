import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../../test/harness.ts'
import type { Database } from './database.ts'
import { readAll } from './reads.ts'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

/** Two reads that note when they start and end, the first slower than the second. */
function traced() {
  const events: string[] = []
  const read = (name: string, ms: number) => async () => {
    events.push(`${name} starts`)
    await new Promise((r) => setTimeout(r, ms))
    events.push(`${name} ends`)
    return name
  }
  return { events, reads: [read('a', 30), read('b', 1)] as const }
}

describe('readAll', () => {
  it('runs the reads at once on the pool', async () => {
    const { events, reads } = traced()
    expect(await readAll(database.db, reads)).toEqual(['a', 'b'])
    expect(events.slice(0, 2)).toEqual(['a starts', 'b starts'])
  })

  it('runs them one after another inside a transaction, one connection', async () => {
    const { events, reads } = traced()
    const results = await database.db.transaction((tx) => readAll(tx, reads))
    expect(results).toEqual(['a', 'b'])
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends'])
  })
})

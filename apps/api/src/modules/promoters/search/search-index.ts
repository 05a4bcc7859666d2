import type { DbOrTx } from '../../../platform/db/database.ts'
import type { CardRow, SearchPlan } from '../promoter-search.repository.ts'
import { toDoc, type Doc } from './documents.ts'
import { searchIndexRepository } from './search-index.repository.ts'
import { Columns } from './columns.ts'
import { Postings5 } from './postings.ts'
import { SyncedIndex, type SyncedIndexOptions } from '../../../platform/db/synced-index.ts'
import { findMatches } from './matching.ts'

/**
 * The promoter search served from memory (ADR 0018). PostgreSQL stays the system of record:
 * the index loads every promoter once, then before each search reads the change log that
 * triggers write (`search_changes`, migration 0005) and reloads the promoters named there, so a
 * search always sees what was committed before it started. A full reload every few minutes is
 * the safety net. The matching rules are those of the SQL path (promoter-search.repository.ts).
 */

export class PromoterSearchIndex extends SyncedIndex {
  private docs = new Map<string, Doc>()
  private postings = new Postings5()
  private columns = new Columns()
  /** Category id → parent id, for "this category or its subcategories". */
  private parents = new Map<string, string | null>()

  constructor(
    private readonly db: DbOrTx,
    options: SyncedIndexOptions = {},
  ) {
    super('search-index', 'promoter search index', searchIndexRepository(db), options)
  }

  get size() {
    return this.docs.size
  }

  protected async loadAll() {
    const repo = searchIndexRepository(this.db)
    const rows = await repo.documents()
    const parents = await repo.categoryParents()
    const docs = new Map<string, Doc>()
    const postings = new Postings5()
    const columns = new Columns()
    for (const r of rows) {
      const doc = toDoc(r)
      docs.set(r.id, doc)
      postings.add(doc)
      columns.put(doc)
    }
    this.docs = docs
    this.postings = postings
    this.columns = columns
    this.parents = parents
  }

  protected async reload(ids: string[]) {
    const repo = searchIndexRepository(this.db)
    const rows = await repo.documents(ids)
    const found = new Set<string>()
    for (const r of rows) {
      found.add(r.id)
      const old = this.docs.get(r.id)
      if (old) this.postings.remove(old)
      const doc = toDoc(r)
      this.columns.put(doc, old)
      this.docs.set(r.id, doc)
      this.postings.add(doc)
      if (r.category_id && !this.parents.has(r.category_id)) this.parents.set(r.category_id, null)
    }
    for (const id of ids) {
      const old = this.docs.get(id)
      if (old && !found.has(id)) {
        this.postings.remove(old)
        this.columns.drop(old)
        this.docs.delete(id)
      }
    }
    // A new subcategory: learn its parent.
    const unknown = rows.filter((r) => r.category_id && this.parents.get(r.category_id) === null)
    if (unknown.length) {
      this.parents = await repo.categoryParents()
    }
  }

  /** One page of cards in order and how many match (exact). */
  async search(plan: SearchPlan): Promise<{ rows: CardRow[]; total: number }> {
    await this.sync()
    const { docs, postings, columns, parents } = this
    return findMatches(plan, { docs, postings, columns, parents })
  }
}

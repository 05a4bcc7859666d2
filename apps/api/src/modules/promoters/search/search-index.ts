import type { DbOrTx } from '../../../platform/db/database.ts'
import type { HealthState } from '../../../platform/health.ts'
import type { CardRow, SearchPlan } from '../promoter-search.repository.ts'
import { toDoc, type Doc } from './documents.ts'
import { searchIndexRepository } from './search-index.repository.ts'
import { Columns } from './columns.ts'
import { Postings5 } from './postings.ts'
import { ChangeFeed, FULL_RELOAD_MS } from './change-feed.ts'
import { findMatches } from './matching.ts'

/**
 * The promoter search served from memory (ADR 0018). PostgreSQL stays the system of record:
 * the index loads every promoter once, then before each search reads the change log that
 * triggers write (`search_changes`, migration 0005) and reloads the promoters named there, so a
 * search always sees what was committed before it started. A full reload every few minutes is
 * the safety net. The matching rules are those of the SQL path (promoter-search.repository.ts).
 */

/** After a failed sync the index retries by itself, waiting 1 s, 2 s, 4 s… up to 30 s (ADR 0030). */
export const RETRY_FIRST_MS = 1_000
export const RETRY_MAX_MS = 30_000

export interface SearchIndexOptions {
  /** Where the index says it cannot sync (`/api/health` reads it). */
  health?: HealthState
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void }
  retryFirstMs?: number
  retryMaxMs?: number
}

/** A public reason for a failed sync: the error's code only (SQLSTATE or errno), never its text. */
function failureCode(err: unknown): string {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null
  const code = e?.code ?? e?.cause?.code
  return typeof code === 'string' && /^[A-Z0-9_]{1,32}$/i.test(code) ? code : 'unknown'
}

export class PromoterSearchIndex {
  private docs = new Map<string, Doc>()
  private postings = new Postings5()
  private columns = new Columns()
  /** Category id → parent id, for "this category or its subcategories". */
  private parents = new Map<string, string | null>()
  private loadedAt = 0
  private readonly feed = new ChangeFeed()
  private syncing: Promise<void> | null = null
  private pending: Promise<void> | null = null
  /** Failed syncs in a row, since when, and the background retry waiting to run. */
  private failures = 0
  private failingSince: Date | null = null
  private retryTimer: NodeJS.Timeout | null = null
  private closed = false

  constructor(
    private readonly db: DbOrTx,
    private readonly options: SearchIndexOptions = {},
  ) {}

  get size() {
    return this.docs.size
  }

  /** Whether the last sync failed (and since when): the index then retries by itself. */
  get failing(): { since: Date; attempts: number } | null {
    return this.failingSince ? { since: this.failingSince, attempts: this.failures } : null
  }

  /**
   * Brings the index up to what is committed now (one small query when nothing changed). A
   * search that arrives while a sync runs cannot trust it (it may have read the log before the
   * search's own commit), so it waits for the next one — which all such searches share. A failed
   * sync rejects only the searches that waited for it: the next search starts a new one.
   */
  sync(): Promise<void> {
    if (this.pending) return this.pending
    if (this.syncing) {
      const pending = this.syncing.then(
        () => this.runSync(),
        () => this.runSync(),
      )
      this.pending = pending
      const clear = () => {
        if (this.pending === pending) this.pending = null
      }
      pending.then(clear, clear)
      return pending
    }
    return this.runSync()
  }

  /** Stops the background retry (the process is shutting down). */
  close() {
    this.closed = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
  }

  private runSync(): Promise<void> {
    // `pending` must be cleared before a queued sync starts, so searches arriving during it queue
    // the one after it.
    this.pending = null
    const syncing = this.doSync().then(
      () => this.succeeded(),
      (err: unknown) => {
        this.failed(err)
        throw err
      },
    )
    this.syncing = syncing
    const clear = () => {
      if (this.syncing === syncing) this.syncing = null
    }
    syncing.then(clear, clear)
    return syncing
  }

  private succeeded() {
    if (!this.failingSince) return
    this.options.log?.info({ attempts: this.failures }, 'search index syncs again')
    this.failures = 0
    this.failingSince = null
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
    this.options.health?.recover('search-index')
  }

  private failed(err: unknown) {
    this.failures++
    this.failingSince ??= new Date()
    const code = failureCode(err)
    this.options.health?.degrade(
      'search-index',
      `promoter search index cannot sync (${code}); retrying`,
      this.failingSince,
    )
    this.options.log?.warn({ err, attempts: this.failures }, 'search index sync failed')
    if (this.closed || this.retryTimer) return
    const first = this.options.retryFirstMs ?? RETRY_FIRST_MS
    const max = this.options.retryMaxMs ?? RETRY_MAX_MS
    const wait = Math.min(max, first * 2 ** Math.min(this.failures - 1, 20))
    // Retries even when no search comes, so the index (and /api/health) recover by themselves.
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      if (!this.closed) this.sync().catch(() => {})
    }, wait)
    this.retryTimer.unref()
  }

  private async doSync() {
    if (!this.loadedAt || Date.now() - this.loadedAt > FULL_RELOAD_MS) return this.fullLoad()
    const changes = await this.feed.read(this.db)
    if (!changes) return this.fullLoad()
    // Only once the promoters are reloaded do their changes count as applied: a sync that fails
    // half way leaves them to the next one.
    if (changes.promoterIds.length) await this.reload(changes.promoterIds)
    this.feed.applied(changes.seqs)
  }

  private async fullLoad() {
    const last = await this.feed.last(this.db)
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
    // Changes logged before the snapshot above are in it; later ones are read next time.
    this.feed.loadedUpTo(last)
    this.loadedAt = Date.now()
    await this.feed.prune(this.db)
  }

  private async reload(ids: string[]) {
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

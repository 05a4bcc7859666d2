import type { HealthState } from '../health.ts'
import { ChangeFeed, FULL_RELOAD_MS, type ChangeLog } from './change-feed.ts'

/**
 * An in-process index of PostgreSQL rows brought up to date before each read (ADR 0018, 0078):
 * how syncs are shared and retried, and what one sync does — read the change log the triggers
 * write and reload what it names, or load everything (the first time, after a bulk change, every
 * half hour). A subclass says how to load everything and how to reload some keys.
 */

/** After a failed sync the index retries by itself, waiting 1 s, 2 s, 4 s… up to 30 s (ADR 0030). */
export const RETRY_FIRST_MS = 1_000
export const RETRY_MAX_MS = 30_000

export interface SyncedIndexOptions {
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

export abstract class SyncedIndex {
  private syncing: Promise<void> | null = null
  private pending: Promise<void> | null = null
  /** Failed syncs in a row, since when, and the background retry waiting to run. */
  private failures = 0
  private failingSince: Date | null = null
  private retryTimer: NodeJS.Timeout | null = null
  private closed = false
  private readonly feed: ChangeFeed
  private loadedAt = 0

  /**
   * @param component the health component (`/api/health`) and log subject, e.g. `search-index`
   * @param described what fails, in the health message, e.g. `promoter search index`
   * @param log the change log this index follows
   */
  constructor(
    private readonly component: string,
    private readonly described: string,
    log: ChangeLog,
    private readonly options: SyncedIndexOptions = {},
  ) {
    this.feed = new ChangeFeed(log)
  }

  /** Loads everything (a snapshot: changes logged before it started are in it). */
  protected abstract loadAll(): Promise<void>
  /** Reloads what these change-log keys name (gone ones are dropped). */
  protected abstract reload(keys: string[]): Promise<void>

  /** The next sync loads everything (what changed since the last full load has grown large). */
  protected loadAllNext() {
    this.loadedAt = 0
  }

  private async doSync() {
    if (!this.loadedAt || Date.now() - this.loadedAt > FULL_RELOAD_MS) return this.fullLoad()
    const changes = await this.feed.read()
    if (!changes) return this.fullLoad()
    // Only once what they name is reloaded do the changes count as applied: a sync that fails
    // half way leaves them to the next one.
    if (changes.keys.length) await this.reload(changes.keys)
    this.feed.applied(changes.seqs)
  }

  private async fullLoad() {
    const last = await this.feed.last()
    await this.loadAll()
    // Changes logged before the snapshot are in it; later ones are read next time.
    this.feed.loadedUpTo(last)
    this.loadedAt = Date.now()
    await this.feed.prune()
  }

  /** Whether the last sync failed (and since when): the index then retries by itself. */
  get failing(): { since: Date; attempts: number } | null {
    return this.failingSince ? { since: this.failingSince, attempts: this.failures } : null
  }

  /**
   * Brings the index up to what is committed now (one small query when nothing changed). A read
   * that arrives while a sync runs cannot trust it (it may have read the log before the read's
   * own commit), so it waits for the next one — which all such reads share. A failed sync rejects
   * only the reads that waited for it: the next read starts a new one.
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
    // `pending` must be cleared before a queued sync starts, so reads arriving during it queue
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
    this.options.log?.info({ attempts: this.failures }, `${this.component} syncs again`)
    this.failures = 0
    this.failingSince = null
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
    this.options.health?.recover(this.component)
  }

  private failed(err: unknown) {
    this.failures++
    this.failingSince ??= new Date()
    const code = failureCode(err)
    this.options.health?.degrade(
      this.component,
      `${this.described} cannot sync (${code}); retrying`,
      this.failingSince,
    )
    this.options.log?.warn({ err, attempts: this.failures }, `${this.component} sync failed`)
    if (this.closed || this.retryTimer) return
    const first = this.options.retryFirstMs ?? RETRY_FIRST_MS
    const max = this.options.retryMaxMs ?? RETRY_MAX_MS
    const wait = Math.min(max, first * 2 ** Math.min(this.failures - 1, 20))
    // Retries even when no read comes, so the index (and /api/health) recover by themselves.
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      if (!this.closed) this.sync().catch(() => {})
    }, wait)
    this.retryTimer.unref()
  }
}

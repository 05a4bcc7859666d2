/**
 * A change log that triggers write (`search_changes` for promoters, migration 0005;
 * `product_search_changes` for products, migration 0028), read by an in-process index (ADR 0018,
 * 0078): which keys changed since the last applied change. Sequence numbers can arrive out of
 * order (a transaction still open) or never (one rolled back), so the feed keeps a low water mark
 * — every change at or below it is applied — and the applied ones above it, and steps over a hole
 * only after waiting for it.
 */

/** Where a feed reads its log: one table's rows after a sequence number, its last one, pruning. */
export interface ChangeLog {
  /** The changes logged after `seq`, in order; `key` names what changed. */
  changesAfter(seq: number): Promise<{ seq: string | number; key: string }[]>
  /** The last sequence number logged so far. */
  lastChange(): Promise<number>
  /** Forgets old rows. */
  pruneChanges(): Promise<void>
}

/**
 * A full reload at least this often, whatever the change log says (the safety net for a change
 * stepped over behind a long-open transaction). At 100,000 promoters a reload takes ~4 s, part of
 * it on the event loop, so it stays rare.
 */
export const FULL_RELOAD_MS = 30 * 60_000
/** A hole in the change-log sequence (a transaction still open, or rolled back) is waited for this long. */
export const GAP_WAIT_MS = 30_000
/** More changes than this at once: reload everything instead of one by one. */
export const BULK_CHANGES = 2_000

export class ChangeFeed {
  /** Every change with seq ≤ lowWater is applied; `seen` holds the applied ones above it. */
  private lowWater = 0
  private seen = new Set<number>()
  private gapSince = new Map<number, number>()

  constructor(private readonly log: ChangeLog) {}

  /**
   * The changes logged after the low water mark and not applied yet: the keys they name and their
   * sequence numbers; null when there are too many to take one by one (reload everything).
   */
  async read(): Promise<{ keys: string[]; seqs: number[] } | null> {
    const changes = await this.log.changesAfter(this.lowWater)
    if (changes.length > BULK_CHANGES) return null
    const changed = new Set<string>()
    const fresh: number[] = []
    for (const c of changes) {
      const seq = Number(c.seq)
      if (this.seen.has(seq)) continue
      fresh.push(seq)
      changed.add(c.key)
    }
    return { keys: [...changed], seqs: fresh }
  }

  /** These changes are applied (what they name is reloaded): the low water mark moves on. */
  applied(seqs: number[]) {
    for (const seq of seqs) this.seen.add(seq)
    this.advanceLowWater()
  }

  private advanceLowWater() {
    if (!this.seen.size) return
    let max = 0
    for (const seq of this.seen) if (seq > max) max = seq
    const now = Date.now()
    for (let s = this.lowWater + 1; s <= max; s++) {
      if (this.seen.has(s)) {
        this.seen.delete(s)
        this.gapSince.delete(s)
        this.lowWater = s
        continue
      }
      const since = this.gapSince.get(s) ?? now
      this.gapSince.set(s, since)
      if (now - since < GAP_WAIT_MS) break
      this.gapSince.delete(s)
      this.lowWater = s
    }
  }

  /** The last sequence number logged so far (read before a full load takes its snapshot). */
  async last(): Promise<number> {
    return this.log.lastChange()
  }

  /** A full load read everything up to `last`: later changes are read next time. */
  loadedUpTo(last: number) {
    this.lowWater = Math.max(this.lowWater, last)
    this.seen = new Set([...this.seen].filter((s) => s > this.lowWater))
    this.gapSince.clear()
  }

  /** Forgets log rows older than an hour (best effort: a failure here changes nothing). */
  async prune() {
    await this.log.pruneChanges().catch(() => undefined)
  }
}

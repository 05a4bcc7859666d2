import type { TickerRole } from './ticker/ticker.ts'

/**
 * What `/api/health` reports besides the database ping: parts of the process that work but
 * cannot do everything right now (ADR 0030). A part marks itself degraded with a short reason and
 * clears it when it recovers; reading the state costs nothing, so the health check stays fast.
 */
export interface DegradedPart {
  /** Which part, e.g. `search-index`. */
  part: string
  /** A short, public reason (no SQL, no addresses): what fails and the error code. */
  reason: string
  /** When it started failing. */
  since: string
}

export class HealthState {
  private readonly parts = new Map<string, DegradedPart>()
  /**
   * This process queues the ticker's slots (`on`) or not (ADR 0071); which process runs a slot is
   * whichever worker claims its job.
   */
  tickerRole: TickerRole = 'off'

  degrade(part: string, reason: string, since: Date): void {
    this.parts.set(part, { part, reason, since: since.toISOString() })
  }

  recover(part: string): void {
    this.parts.delete(part)
  }

  degraded(): DegradedPart[] {
    return [...this.parts.values()]
  }
}

import type { TickerRole } from './ticker/leadership.ts'

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
  /** This process's ticker: the one leader of all processes, a standby, or not started (ADR 0065). */
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

/**
 * Every rule reads time through a Clock so tests can move it (ARCHITECTURE.md "Data rules").
 * Deadlines that race against writes are compared in SQL with `clock_timestamp()` instead.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock for tests: starts at `start` and moves only when told. */
export class ManualClock implements Clock {
  private current: number
  constructor(start: Date | string = '2026-11-22T12:00:00.000Z') {
    this.current = new Date(start).getTime()
  }
  now(): Date {
    return new Date(this.current)
  }
  set(value: Date | string): void {
    this.current = new Date(value).getTime()
  }
  advance(ms: number): void {
    this.current += ms
  }
  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000)
  }
}

/**
 * Test-only (env TEST_CLOCK=on, refused in production): the system time plus an offset that the
 * development route `POST /dev/clock` moves, so an end-to-end journey can reach a job's end.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0
  now(): Date {
    return new Date(Date.now() + this.offsetMs)
  }
  advance(ms: number): void {
    this.offsetMs += ms
  }
}

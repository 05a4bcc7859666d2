/**
 * Overload shedding off (ADR 0051): a busy test machine must not answer 503 at random. Every app
 * a test builds takes it unless the test is about shedding.
 */
export const NO_SHEDDING = {
  maxEventLoopDelayMs: 0,
  maxEventLoopUtilization: 0,
  maxHeapUsedBytes: 0,
  maxInFlight: 0,
} as const

/**
 * The same for a server process a test starts (`src/server.ts`, `npm start`, the cluster's
 * processes): its environment. A module of its own so such tests need not load the harness.
 */
export const NO_SHEDDING_ENV = {
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
  OVERLOAD_MAX_HEAP_MB: '0',
  OVERLOAD_MAX_IN_FLIGHT: '0',
} as const

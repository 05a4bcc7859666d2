import { stripVTControlCharacters } from 'node:util'

/** Vitest's FAIL and × lines, a checker's error lines (tsc, ESLint, Prettier's [warn]). */
const CHECKS = /^\s*(FAIL\b|×|✗|\d+:\d+\s+error\b|\[warn\])|error TS\d+|^\S*Error\b/
/** Playwright's: the journey, its error, a timeout, the expected and received values, the failing line. */
const JOURNEYS = /^\s*(\d+\) \[|(\w+)?Error:|Test timeout|Expected|Received|Call log:|>\s+\d+ \|)/
/** A step of an action's call log (`- waiting for …`, `2 × retrying …`), the first few kept. */
const CALL_STEP = /^\s+(-|\d+ ×) /
const CALL_STEPS = 6

/**
 * The lines of a failed step that say what failed, at most 40; its last 20 lines when none does.
 * `npm test` prints them again at its end (scripts/test.ts): a step that ended later, or a
 * journey's attachment paths, pushed them out of a CI log's tail (ADR 0077, 0080).
 */
export function failureLines(text: string): string[] {
  const plain = stripVTControlCharacters(text)
  const named: string[] = []
  let callLog = 0
  for (const line of plain.split('\n')) {
    // The first steps of a call log say what the action waited for (a locator that never
    // resolved, an element that was not stable, another one in the way).
    const step = callLog > 0 && CALL_STEP.test(line)
    callLog = step ? callLog - 1 : 0
    if (CHECKS.test(line) || JOURNEYS.test(line) || step) named.push(line.trimEnd())
    if (/^\s*Call log:/.test(line)) callLog = CALL_STEPS
  }
  const lines = named.length > 0 ? named : plain.trimEnd().split('\n').slice(-20)
  return lines.slice(0, 40)
}

import { stripVTControlCharacters } from 'node:util'

/** Vitest's FAIL and × lines, a checker's error lines (tsc, ESLint, Prettier's [warn]). */
const CHECKS = /^\s*(FAIL\b|×|✗|\d+:\d+\s+error\b|\[warn\])|error TS\d+|^\S*Error\b/
/** Playwright's: the journey, its error, a timeout, the expected and received values, the failing line. */
const JOURNEYS = /^\s*(\d+\) \[|(\w+)?Error:|Test timeout|Expected|Received|Call log:|>\s+\d+ \|)/

/**
 * The lines of a failed step that say what failed, at most 40; its last 20 lines when none does.
 * `npm test` prints them again at its end (scripts/test.ts): a step that ended later, or a
 * journey's attachment paths, pushed them out of a CI log's tail (ADR 0077, 0080).
 */
export function failureLines(text: string): string[] {
  const plain = stripVTControlCharacters(text)
  const named = plain
    .split('\n')
    .filter((line) => CHECKS.test(line) || JOURNEYS.test(line))
    .map((line) => line.trimEnd())
  const lines = named.length > 0 ? named : plain.trimEnd().split('\n').slice(-20)
  return lines.slice(0, 40)
}

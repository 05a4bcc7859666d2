import { describe, expect, it } from 'vitest'
import { failureLines } from './failure-lines.ts'

describe('failureLines', () => {
  it("names a failed journey's title, error, values and failing line, not its attachments", () => {
    const output = [
      '  ✘  3 [chromium] › apps/web/e2e/home.spec.ts:25:1 › home shows the slides (12.1s)',
      '  1) [chromium] › apps/web/e2e/home.spec.ts:25:1 › home shows the slides ─────────',
      '',
      '    Error: expect(received).toBeLessThan(expected)',
      '',
      '    Expected: < 900',
      '    Received:   1204',
      '',
      '      40 |   ])',
      '    > 41 |   expect(topY).toBeLessThan(900)',
      '         |                ^',
      '        at /work/apps/web/e2e/home.spec.ts:41:16',
      '',
      '    attachment #1: screenshot (image/png) ─────────────────────────',
      '    test-results/e2e/home-shows-the-slides-chromium/test-failed-1.png',
      '  1 failed',
    ].join('\n')
    expect(failureLines(output)).toEqual([
      '  1) [chromium] › apps/web/e2e/home.spec.ts:25:1 › home shows the slides ─────────',
      '    Error: expect(received).toBeLessThan(expected)',
      '    Expected: < 900',
      '    Received:   1204',
      '    > 41 |   expect(topY).toBeLessThan(900)',
    ])
  })

  it("names a journey's timeout", () => {
    const output = '  1) [chromium] › a.spec.ts:3:1 › x\n\n    Test timeout of 120000ms exceeded.\n'
    expect(failureLines(output)).toEqual([
      '  1) [chromium] › a.spec.ts:3:1 › x',
      '    Test timeout of 120000ms exceeded.',
    ])
  })

  it("keeps the first steps of an action's call log", () => {
    const output = [
      '  1) [chromium] › a.spec.ts:38:1 › an admin places a banner',
      '    TimeoutError: locator.click: Timeout 10000ms exceeded.',
      '    Call log:',
      "      - waiting for getByRole('tab', { name: 'Banners' })",
      '        - locator resolved to <button role="tab">Banners</button>',
      '      - attempting click action',
      '        2 × waiting for element to be visible, enabled and stable',
      '          - element is not stable',
      '      - retrying click action',
      '      - waiting 20ms',
      '',
      "    > 51 |   await page.getByRole('tab', { name: 'Banners' }).click()",
      '    attachment #1: screenshot (image/png) ─────────────────────────',
    ].join('\n')
    expect(failureLines(output)).toEqual([
      '  1) [chromium] › a.spec.ts:38:1 › an admin places a banner',
      '    TimeoutError: locator.click: Timeout 10000ms exceeded.',
      '    Call log:',
      "      - waiting for getByRole('tab', { name: 'Banners' })",
      '        - locator resolved to <button role="tab">Banners</button>',
      '      - attempting click action',
      '        2 × waiting for element to be visible, enabled and stable',
      '          - element is not stable',
      '      - retrying click action',
      "    > 51 |   await page.getByRole('tab', { name: 'Banners' }).click()",
    ])
  })

  it("names vitest's and the checkers' failures, colours stripped", () => {
    const output = [
      '\u001b[31mFAIL\u001b[39m src/a.test.ts > adds',
      ' ✓ src/b.test.ts',
      "src/c.ts(3,1): error TS2322: Type 'string' is not assignable to type 'number'.",
      '  12:5  error  no-unused-vars',
    ].join('\n')
    expect(failureLines(output)).toEqual([
      'FAIL src/a.test.ts > adds',
      "src/c.ts(3,1): error TS2322: Type 'string' is not assignable to type 'number'.",
      '  12:5  error  no-unused-vars',
    ])
  })

  it('gives the last 20 lines when no line names a failure, and never more than 40', () => {
    const quiet = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n')
    expect(failureLines(quiet)).toEqual(Array.from({ length: 20 }, (_, i) => `line ${i + 11}`))
    const loud = Array.from({ length: 50 }, (_, i) => `FAIL file${i}.test.ts`).join('\n')
    expect(failureLines(loud)).toHaveLength(40)
  })
})

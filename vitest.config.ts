import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { defineConfig } from 'vitest/config'

/**
 * Files that spend most of their time waiting (child processes, a cluster, real timers), measured
 * as the longest of the suite. Vitest orders files without a previous run's timings (a fresh
 * clone, CI) by size, largest first, so these small files came last and ran alone while the other
 * workers had nothing left (ADR 0077). Ordering only: a file missing here still runs.
 */
const WAITING_FILES = [
  'scripts/cluster.test.ts',
  'scripts/web-graph.test.ts',
  'apps/api/src/server.shutdown.test.ts',
  'apps/api/src/server.test.ts',
  'apps/api/src/platform/mail/mail-queue.test.ts',
  'apps/api/src/platform/ticker/ticker-queue.test.ts',
  'apps/api/src/platform/shutdown.test.ts',
]

/** Vitest's order (projects one after another), with each project's waiting files first. */
class WaitingFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const waits = (f: TestSpecification) =>
      WAITING_FILES.some((name) => f.moduleId.endsWith(`/${name}`)) ? 0 : 1
    const project = new Map<string, number>()
    for (const f of sorted)
      if (!project.has(f.project.name)) project.set(f.project.name, project.size)
    return sorted
      .map((f, i) => ({ f, i }))
      .sort(
        (a, b) =>
          project.get(a.f.project.name)! - project.get(b.f.project.name)! ||
          waits(a.f) - waits(b.f) ||
          a.i - b.i,
      )
      .map(({ f }) => f)
  }
}

export default defineConfig({
  test: {
    // Each project sets its own `maxWorkers` (four): set here, it did not reach them (ADR 0077).
    sequence: { sequencer: WaitingFirst },
    projects: [
      'packages/shared/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
})

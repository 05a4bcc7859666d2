import { expect, it } from 'vitest'
import { type Cluster } from '../cluster-setup.ts'

/** SIGTERM drains the cluster and it exits cleanly. */
export function drainCheck(c: Cluster) {
  it('drains and exits on SIGTERM', async () => {
    c.process.kill('SIGTERM')
    const code = await new Promise((resolve) => c.process.once('exit', resolve))
    expect(code).toBe(0)
    expect(c.output).toContain('[cluster] stopped')
  }, 60_000)
}

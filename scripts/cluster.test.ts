/**
 * `npm run start:cluster` for real: HAProxy and 3 API processes on PostgreSQL, Redis and an
 * in-process S3 server (ADR 0052, 0053). Runs when HAProxy, PostgreSQL and Redis are here; skips
 * loudly otherwise, and under CI (whose .ci/run installs and starts them) fails instead. One
 * cluster serves every check (scripts/cluster-checks/, one idea a file), in this order: the kill
 * checks leave a process restarting, the last check stops the cluster.
 */
import { describe } from 'vitest'
import { missing, useCluster } from './cluster-setup.ts'
import { throttleCheck } from './cluster-checks/throttle.ts'
import { uploadsCheck } from './cluster-checks/uploads.ts'
import { killWritesCheck } from './cluster-checks/kill-writes.ts'
import { liveCheck } from './cluster-checks/live.ts'
import { tickerCheck } from './cluster-checks/ticker.ts'
import { mailCheck } from './cluster-checks/mail.ts'
import { drainCheck } from './cluster-checks/drain.ts'

describe.skipIf(missing.length > 0)('start:cluster: HAProxy and 3 API processes', () => {
  const c = useCluster()
  throttleCheck(c)
  uploadsCheck(c)
  killWritesCheck(c)
  liveCheck(c)
  tickerCheck(c)
  mailCheck(c)
  drainCheck(c)
})

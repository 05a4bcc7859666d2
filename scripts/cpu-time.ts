/**
 * The machine's busy CPU time, read from Linux's `/proc/stat`, for `npm test`'s summary: on two
 * shared cores the steps' wall times overlap and say little of what each costs, while the run's
 * wall time is about its busy CPU time over the cores (ADR 0083). Elsewhere (no `/proc`): null.
 */
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

/** Busy seconds in `/proc/stat`'s first line: user, nice, system, irq and softirq, not idle, iowait or steal. */
export function busySeconds(stat: string, ticksPerSecond = 100): number {
  const line = stat.split('\n').find((l) => l.startsWith('cpu '))
  if (!line) throw new Error('no aggregate cpu line in /proc/stat')
  const [user, nice, system, , , irq, softirq] = line.trim().split(/\s+/).slice(1).map(Number)
  return (user! + nice! + system! + irq! + softirq!) / ticksPerSecond
}

export function machineBusySeconds(): number | null {
  try {
    return busySeconds(readFileSync('/proc/stat', 'utf8'))
  } catch {
    return null
  }
}

/** "1,234 CPU-s busy of 1,400 (88 %)" for a span of `wallSeconds` on this machine's cores. */
export function describeBusy(busy: number, wallSeconds: number, cores = availableParallelism()) {
  const available = wallSeconds * cores
  const share = available > 0 ? Math.round((100 * busy) / available) : 0
  const n = (x: number) => Math.round(x).toLocaleString('en-US')
  return `${n(busy)} CPU-s busy of ${n(available)} (${share} %)`
}

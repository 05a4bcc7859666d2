import { useEffect, useState } from 'react'
import { Text, VisuallyHidden } from '@mantine/core'
import { IconClock } from '@tabler/icons-react'

const HOUR_MS = 3_600_000

/** "1 d 4 h 10 min", and the seconds too in the last hour. */
export function countdownText(ms: number): string {
  const days = Math.floor(ms / 86_400_000)
  const hours = Math.floor((ms % 86_400_000) / HOUR_MS)
  const minutes = Math.floor((ms % HOUR_MS) / 60_000)
  const seconds = Math.floor((ms % 60_000) / 1000)
  const parts = [days ? `${days} d` : '', days || hours ? `${hours} h` : '', `${minutes} min`]
  if (!days && !hours) parts.push(`${String(seconds).padStart(2, '0')} s`)
  return parts.filter(Boolean).join(' ')
}

/**
 * Time left until a deadline — of a job's answer, a budget's proposals, a request, an auction —
 * the one countdown of every screen. It ticks each second in the last hour (each 30 s before);
 * with `urgent`, it turns red and ticks each second below `urgent.ms`, and screen readers hear
 * `urgent.label` once. Not a live region: screen readers read it when they reach it.
 * `endedLabel` (from the caller's i18n domain) replaces it once the time is over.
 */
export function Countdown({
  until,
  endedLabel,
  urgent,
  testId,
}: {
  until: string
  endedLabel: string
  urgent?: { ms: number; label: string }
  testId?: string
}) {
  const target = new Date(until).getTime()
  const [now, setNow] = useState(() => Date.now())
  const left = Math.max(0, target - now)
  const ended = left === 0
  const isUrgent = urgent !== undefined && left > 0 && left < urgent.ms
  const fast = left < Math.max(HOUR_MS, urgent?.ms ?? 0)
  useEffect(() => {
    if (ended) return
    const id = setInterval(() => setNow(Date.now()), fast ? 1_000 : 30_000)
    return () => clearInterval(id)
  }, [ended, fast])
  return (
    <Text
      component="span"
      size="sm"
      fw={700}
      c={ended ? 'dimmed' : isUrgent ? 'red.9' : undefined}
      data-testid={testId}
      data-urgent={isUrgent || undefined}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <IconClock size={14} aria-hidden />
      <time dateTime={new Date(until).toISOString()}>
        {ended ? endedLabel : countdownText(left)}
      </time>
      {isUrgent && <VisuallyHidden>{` (${urgent.label})`}</VisuallyHidden>}
    </Text>
  )
}

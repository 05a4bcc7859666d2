import { useEffect, useState } from 'react'
import { Text } from '@mantine/core'
import { IconClock } from '@tabler/icons-react'

/** "1 d 4 h 10 min", and the seconds too in the last hour. */
export function countdownText(ms: number): string {
  const days = Math.floor(ms / 86_400_000)
  const hours = Math.floor((ms % 86_400_000) / 3_600_000)
  const minutes = Math.floor((ms % 3_600_000) / 60_000)
  const seconds = Math.floor((ms % 60_000) / 1000)
  const parts = [days ? `${days} d` : '', days || hours ? `${hours} h` : '', `${minutes} min`]
  if (!days && !hours) parts.push(`${String(seconds).padStart(2, '0')} s`)
  return parts.filter(Boolean).join(' ')
}

/**
 * Time left until `until`, ticking each second in the last hour (each 30 s before). Not a live
 * region: screen readers read it when they reach it, not every second.
 */
export function Countdown({ until, endedLabel }: { until: string; endedLabel: string }) {
  const target = new Date(until).getTime()
  const [now, setNow] = useState(() => Date.now())
  const left = Math.max(0, target - now)
  const ended = left === 0
  const lastHour = left < 3_600_000
  useEffect(() => {
    if (ended) return
    const id = setInterval(() => setNow(Date.now()), lastHour ? 1_000 : 30_000)
    return () => clearInterval(id)
  }, [ended, lastHour])
  return (
    <Text
      component="span"
      size="sm"
      fw={700}
      c={ended ? 'dimmed' : undefined}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <IconClock size={14} aria-hidden />
      <time dateTime={new Date(until).toISOString()}>
        {ended ? endedLabel : countdownText(left)}
      </time>
    </Text>
  )
}

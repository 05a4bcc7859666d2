import { useEffect, useState } from 'react'
import { Text, VisuallyHidden } from '@mantine/core'
import { IconClock } from '@tabler/icons-react'
import { useLocale } from '../../../lib/i18n.ts'

/** Under this, a deadline shows red (and ticks every second). */
export const URGENT_MS = 6 * 3_600_000

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
 * A deadline counting down live: every second under 6 hours (then red), every 30 seconds before.
 * `endedLabel` replaces it once the time is over.
 */
export function LiveCountdown({
  until,
  endedLabel,
  testId,
}: {
  until: string
  endedLabel: string
  testId?: string
}) {
  const { t } = useLocale()
  const target = new Date(until).getTime()
  const [now, setNow] = useState(() => Date.now())
  const left = Math.max(0, target - now)
  const urgent = left > 0 && left < URGENT_MS
  const ended = left === 0
  useEffect(() => {
    if (ended) return
    const id = setInterval(() => setNow(Date.now()), urgent ? 1_000 : 30_000)
    return () => clearInterval(id)
  }, [ended, urgent])
  const text = ended ? endedLabel : countdownText(left)
  return (
    <Text
      component="span"
      size="sm"
      fw={700}
      c={ended ? 'dimmed' : urgent ? 'red.9' : undefined}
      data-testid={testId}
      data-urgent={urgent || undefined}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <IconClock size={14} aria-hidden />
      <time dateTime={new Date(until).toISOString()}>{text}</time>
      {urgent && <VisuallyHidden>{` (${t('requests.countdown.urgent')})`}</VisuallyHidden>}
    </Text>
  )
}

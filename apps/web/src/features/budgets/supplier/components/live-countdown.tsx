import { Countdown } from '../../../../components/countdown.tsx'
import { useLocale } from '../../../../lib/i18n.ts'

/** Under this, a request's deadline shows red (and ticks every second). */
export const URGENT_MS = 6 * 3_600_000

/** The shared countdown with the requests' urgency: red under 6 hours. */
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
  return (
    <Countdown
      until={until}
      endedLabel={endedLabel}
      testId={testId}
      urgent={{ ms: URGENT_MS, label: t('requests.countdown.urgent') }}
    />
  )
}

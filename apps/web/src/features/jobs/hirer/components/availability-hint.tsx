import { List, Stack, Text } from '@mantine/core'
import { formatDate, formatWeekday } from '@galera/shared/format/date.ts'
import { DAY_TIMES, hasSlot, WEEKDAYS } from '@galera/shared/promoters/availability.ts'
import type { AvailabilityDto } from '@galera/shared/promoters/promoter.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'

/** How many blocked days to spell out; the profile's calendar shows all of them. */
const BLOCKED_SHOWN = 6

/**
 * The promoter's weekly pattern and next blocked days, next to the date fields, so the hirer
 * picks a time the server will accept (it checks again: PROMOTER_UNAVAILABLE).
 */
export function AvailabilityHint({
  availability,
  name,
}: {
  availability: AvailabilityDto
  name: string
}) {
  const { t, locale } = useLocale()
  const weekday = (i: number) => formatWeekday(i, locale)
  const days = WEEKDAYS.map((d) => ({
    day: weekday(d),
    times: DAY_TIMES.filter((time) => hasSlot(availability.weeklyMask, d, time)),
  })).filter((d) => d.times.length > 0)
  // Blocked by the promoter or already booked (accepted jobs): either way, not available.
  const unavailable = [
    ...new Set([...availability.blockedDates, ...(availability.bookedDates ?? [])]),
  ].sort()
  const blocked = unavailable.slice(0, BLOCKED_SHOWN)
  return (
    <Stack
      gap={4}
      p="sm"
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="availability-hint"
    >
      <Text size="sm" fw={600}>
        {t('hire.availability.title', { name })}
      </Text>
      {days.length === 0 ? (
        <Text size="sm">{t('hire.availability.none')}</Text>
      ) : (
        <List size="sm" spacing={0}>
          {days.map((d) => (
            <List.Item key={d.day}>
              {d.day}: {d.times.map((time) => t(`options.dayTimes.${time}`)).join(', ')}
            </List.Item>
          ))}
        </List>
      )}
      {blocked.length > 0 && (
        <Text size="sm">
          {t('hire.availability.blocked', {
            days:
              blocked.map((d) => formatDate(`${d}T12:00:00Z`, locale, 'UTC')).join(', ') +
              (unavailable.length > BLOCKED_SHOWN ? '…' : ''),
          })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('hire.availability.note')}
      </Text>
    </Stack>
  )
}

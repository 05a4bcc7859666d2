import { useMemo, useState } from 'react'
import { ActionIcon, Group, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import type { AvailabilityDto } from '@galera/shared/promoters/promoter.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import {
  addMonths,
  compareMonths,
  dayState,
  monthOf,
  monthWeeks,
  shiftMonth,
  type DayState,
} from '../calendar.ts'
import classes from './promoter-profile.module.css'
import { formatMonthYear, formatWeekday, todayInBrazil } from '@galera/shared/format/date.ts'

/** Months shown: this one and the next six (the API sends blocked days up to today + 6 months). */
const MONTHS_AHEAD = 6

/**
 * A month view of when the promoter works: the weekly pattern minus blocked days, from today to
 * six months ahead. A table (not a date picker): nothing to choose here, every day is read out.
 */
export function AvailabilityCalendar({
  availability,
  name,
}: {
  availability: AvailabilityDto
  name: string
}) {
  const { t, locale } = useLocale()
  const today = todayInBrazil(new Date())
  const range = { today, until: addMonths(today, MONTHS_AHEAD) }
  const first = monthOf(today)
  const last = monthOf(range.until)
  const [month, setMonth] = useState(first)
  // Days with a booked job are as unavailable to a hirer as blocked ones.
  const blocked = useMemo(
    () => new Set([...availability.blockedDates, ...(availability.bookedDates ?? [])]),
    [availability.blockedDates, availability.bookedDates],
  )
  const weeks = monthWeeks(month)
  const monthName = formatMonthYear(
    `${month.year}-${String(month.month).padStart(2, '0')}-01`,
    locale,
  )
  const monthTitle = monthName.charAt(0).toUpperCase() + monthName.slice(1)
  const weekdays = Array.from({ length: 7 }, (_, i) => ({
    short: formatWeekday(i, locale, 'short'),
    long: formatWeekday(i, locale),
  }))
  const describe = (state: DayState) => {
    switch (state.kind) {
      case 'available':
        return t('promoterPage.availability.dayAvailable', {
          times: state.times.map((time) => t(`options.dayTimes.${time}`)).join(', '),
        })
      case 'blocked':
        return t('promoterPage.availability.dayBlocked')
      case 'unavailable':
        return t('promoterPage.availability.dayUnavailable')
      default:
        return t('promoterPage.availability.outside')
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm">{t('promoterPage.availability.intro', { name })}</Text>
      {availability.weeklyMask === 0 && (
        <Text size="sm" fw={600}>
          {t('promoterPage.availability.empty')}
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="default"
          radius="xl"
          size="lg"
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={compareMonths(month, first) <= 0}
          aria-label={t('promoterPage.availability.previous')}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={700} aria-live="polite" id="availability-month">
          {monthTitle}
        </Text>
        <ActionIcon
          variant="default"
          radius="xl"
          size="lg"
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={compareMonths(month, last) >= 0}
          aria-label={t('promoterPage.availability.next')}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <table className={classes.calendar} aria-labelledby="availability-month">
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w.long} scope="col" abbr={w.long}>
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => {
                if (!day) return <td key={j} />
                const state = dayState(day, range, availability.weeklyMask, blocked)
                return (
                  <td
                    key={day}
                    className={`${classes.day} ${classes[state.kind]}`}
                    data-day={day}
                    data-state={state.kind}
                  >
                    <span aria-hidden>{Number(day.slice(8))}</span>
                    {state.kind === 'available' && (
                      <span className={classes.dots} aria-hidden>
                        {state.times.map((time) => (
                          <span key={time} className={classes.dot} />
                        ))}
                      </span>
                    )}
                    <VisuallyHidden>{`${Number(day.slice(8))}: ${describe(state)}`}</VisuallyHidden>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Group gap="md" wrap="wrap" role="list" aria-label={t('promoterPage.availability.legend')}>
        {(['available', 'blocked', 'unavailable'] as const).map((kind) => (
          <Group key={kind} gap={6} wrap="nowrap" role="listitem">
            <span className={`${classes.swatch} ${classes[kind]}`} aria-hidden />
            <Text size="sm">{t(`promoterPage.availability.${kind}`)}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  )
}

import { useEffect, useState } from 'react'
import { Alert, Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core'
import { Calendar } from '@mantine/dates'
import '@mantine/dates/styles.css'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import {
  BLOCKED_DATES_MAX,
  ScheduleSchema,
  type ScheduleDto,
} from '@galera/shared/promoters/promoter.schemas.ts'
import {
  DAY_TIMES,
  WEEKDAYS,
  dayTimesOn,
  hasSlot,
  toggleSlot,
} from '@galera/shared/promoters/availability.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import { applyServerErrors } from '../../lib/forms.ts'
import { dayjs } from '../../lib/dayjs.ts'
import { useLocale } from '../../lib/i18n.ts'
import { notifySuccess } from '../../lib/notify.tsx'
import { UnsavedChangesPrompt } from '../unsaved-changes-prompt.tsx'
import { toggleDay } from './order.ts'
import classes from './promoter-media.module.css'

type ScheduleValues = z.input<typeof ScheduleSchema>
type ScheduleOutput = z.output<typeof ScheduleSchema>

/** Today (`YYYY-MM-DD`) in São Paulo, the day the API counts blocked days from. */
function todayInSaoPaulo(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
}

/**
 * The schedule editor of the promoter's panel and of the admin's promoter screen (one component,
 * ADR 0035): the weekly pattern as a table of checkboxes and the blocked days on a calendar,
 * saved together with `save` (validated by the shared schema first).
 */
export function ScheduleForm({
  saved,
  save,
  onSaved,
  hint,
}: {
  saved: ScheduleDto
  save: (input: ScheduleOutput) => Promise<ScheduleDto>
  onSaved: (schedule: ScheduleDto) => void
  hint: string
}) {
  const { t, locale, fieldError } = useLocale()
  const [formError, setFormError] = useState<string | null>(null)
  const today = todayInSaoPaulo()
  const lastDay = dayjs(today).add(BLOCKED_DATES_MAX, 'day').format('YYYY-MM-DD')
  const {
    handleSubmit,
    setValue,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ScheduleValues, unknown, ScheduleOutput>({
    resolver: zodResolver(ScheduleSchema),
    defaultValues: { weeklyMask: saved.weeklyMask, blockedDates: saved.blockedDates },
  })
  useEffect(() => {
    reset({ weeklyMask: saved.weeklyMask, blockedDates: saved.blockedDates })
  }, [saved, reset])

  const mask = watch('weeklyMask')
  const blocked = watch('blockedDates')
  const blockedSet = new Set(blocked)

  const submit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      onSaved(await save(values))
      notifySuccess(t('promoterPanel.schedule.saved'))
    } catch (e) {
      setFormError(applyServerErrors(e, setError, ['weeklyMask', 'blockedDates']))
    }
  })

  const dayState = (day: string) =>
    day < today
      ? 'past'
      : blockedSet.has(day)
        ? 'blocked'
        : dayTimesOn(mask, day, blockedSet).length
          ? 'available'
          : 'unavailable'
  const weekdayName = (d: number) => t(`options.weekdays.${d}`)
  const fieldMessage = fieldError(errors.blockedDates?.message ?? errors.weeklyMask?.message)

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <UnsavedChangesPrompt
        when={isDirty && !isSubmitting}
        message={t('promoterPanel.schedule.unsavedLeave')}
      />
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('promoterPanel.schedule.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>

        <Stack gap="xs">
          <Title order={3} size="h4" id="week-title">
            {t('promoterPanel.schedule.weekTitle')}
          </Title>
          <Table.ScrollContainer minWidth={300}>
            <Table
              className={classes.weekTable}
              striped
              withTableBorder
              aria-labelledby="week-title"
            >
              <Table.Caption>{t('promoterPanel.schedule.weekCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('promoterPanel.schedule.day')}</Table.Th>
                  {DAY_TIMES.map((time) => (
                    <Table.Th key={time} scope="col">
                      {t(`options.dayTimes.${time}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {WEEKDAYS.map((day) => (
                  <Table.Tr key={day}>
                    <Table.Th scope="row">{weekdayName(day)}</Table.Th>
                    {DAY_TIMES.map((time) => (
                      <Table.Td key={time}>
                        <Group justify="center">
                          <Checkbox
                            aria-label={t('promoterPanel.schedule.slot', {
                              day: weekdayName(day),
                              time: t(`options.dayTimes.${time}`),
                            })}
                            checked={hasSlot(mask, day, time)}
                            onChange={() =>
                              setValue('weeklyMask', toggleSlot(mask, day, time), {
                                shouldDirty: true,
                              })
                            }
                          />
                        </Group>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>

        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('promoterPanel.schedule.calendarTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('promoterPanel.schedule.calendarHint')}
          </Text>
          <Group gap="md" aria-hidden>
            <Group gap={6}>
              <span className={`${classes.legendSwatch} ${classes.freeDay}`} />
              <Text size="sm">{t('promoterPanel.schedule.available')}</Text>
            </Group>
            <Group gap={6}>
              <span className={`${classes.legendSwatch} ${classes.blockedDay}`} />
              <Text size="sm">{t('promoterPanel.schedule.blocked')}</Text>
            </Group>
            <Group gap={6}>
              <span className={classes.legendSwatch} />
              <Text size="sm">{t('promoterPanel.schedule.unavailable')}</Text>
            </Group>
          </Group>
          <Calendar
            minDate={today}
            maxDate={lastDay}
            firstDayOfWeek={0}
            weekendDays={[]}
            highlightToday
            previousLabel={t('promoterPanel.schedule.previousMonth')}
            nextLabel={t('promoterPanel.schedule.nextMonth')}
            getDayAriaLabel={(date) => {
              const state = dayState(date)
              const day = dayjs(date).format('dddd, D MMMM YYYY')
              return state === 'past' ? day : `${day} — ${t(`promoterPanel.schedule.${state}`)}`
            }}
            getDayProps={(date) => {
              const state = dayState(date)
              return {
                'aria-pressed': state === 'blocked',
                'data-state': state,
                className:
                  state === 'blocked'
                    ? classes.blockedDay
                    : state === 'available'
                      ? classes.freeDay
                      : undefined,
                onClick: () =>
                  setValue('blockedDates', toggleDay(blocked, date), { shouldDirty: true }),
              }
            }}
          />
          <Text size="sm" data-testid="blocked-list">
            {blocked.length
              ? t('promoterPanel.schedule.blockedList', {
                  days: blocked.map((d) => formatDate(`${d}T12:00:00Z`, locale, 'UTC')).join(', '),
                })
              : t('promoterPanel.schedule.noBlocked')}
          </Text>
        </Stack>

        {(formError || fieldMessage) && (
          <Alert color="red" variant="light" role="alert">
            {formError ?? fieldMessage}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {isDirty && (
            <Text size="sm" c="dimmed">
              {t('promoterPanel.schedule.unsaved')}
            </Text>
          )}
          <Button type="submit" loading={isSubmitting}>
            {t('promoterPanel.schedule.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

import { useState } from 'react'
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { IconAlertCircle, IconCalendarEvent, IconInfoCircle } from '@tabler/icons-react'
import type { z } from '@galera/shared/validation/zod-setup.ts'
import {
  CreateFeeScheduleSchema,
  PublishFeeScheduleSchema,
  type CurrentFeesDto,
  type FeeScheduleDto,
} from '@galera/shared/jobs/job.schemas.ts'
import { formatBps } from '@galera/shared/jobs/fees.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import { applyServerErrors } from '../../../../lib/forms.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import {
  CURRENT_FEES_KEY,
  FEE_SCHEDULES_KEY,
  createFeeSchedule,
  publishFeeSchedule,
  withdrawFeeSchedule,
} from '../api.ts'
import { earliestFeeDay, scheduleState, type ScheduleState } from '../schedule-state.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'

type CreateInput = z.input<typeof CreateFeeScheduleSchema>
type PublishInput = z.input<typeof PublishFeeScheduleSchema>
const STATE_COLORS: Record<ScheduleState, string> = {
  draft: 'gray',
  inForce: 'teal',
  upcoming: 'blue',
  past: 'gray',
  withdrawn: 'red',
}

function useRefresh() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: FEE_SCHEDULES_KEY })
    void queryClient.invalidateQueries({ queryKey: CURRENT_FEES_KEY })
  }
}

/** "In force: 10% (3% + 7%)" and the announced change, if any. */
export function CurrentFeesSummary({ current }: { current: CurrentFeesDto }) {
  const { t, locale } = useLocale()
  const total = (s: { providerBps: number; platformBps: number }) =>
    formatBps(s.providerBps + s.platformBps, locale)
  return (
    <Alert variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="current-fees">
      <Stack gap={4}>
        <Text size="sm">
          {t('fees.schedules.current', {
            total: total(current.current),
            provider: formatBps(current.current.providerBps, locale),
            platform: formatBps(current.current.platformBps, locale),
          })}
        </Text>
        {current.next && (
          <Text size="sm" fw={600}>
            {t('fees.schedules.next', {
              total: total(current.next),
              date: formatDate(current.next.effectiveFrom, locale),
            })}
          </Text>
        )}
      </Stack>
    </Alert>
  )
}

/** Admin master: a new draft, typed as percentages (2,8) and sent as basis points (280). */
export function CreateScheduleForm() {
  const { t, locale, fieldError } = useLocale()
  const refresh = useRefresh()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateInput>({
    resolver: zodResolver(CreateFeeScheduleSchema),
    defaultValues: { providerBps: 280, platformBps: 700 },
  })
  const onSubmit = handleSubmit(async (input) => {
    setFailure(null)
    try {
      const row = await createFeeSchedule(input)
      notifySuccess(
        t('fees.schedules.create.done', {
          total: formatBps(row.providerBps + row.platformBps, locale),
        }),
      )
      reset()
      refresh()
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['providerBps', 'platformBps']))
    }
  })
  const percentField = (name: 'providerBps' | 'platformBps', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          required
          min={0}
          max={name === 'providerBps' ? 20 : 50}
          step={0.1}
          decimalScale={2}
          decimalSeparator={locale === 'pt-BR' ? ',' : '.'}
          allowNegative={false}
          value={typeof field.value === 'number' ? field.value / 100 : ''}
          onChange={(v) =>
            field.onChange(typeof v === 'number' ? Math.round(v * 100) : (undefined as never))
          }
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldError(errors[name]?.message)}
        />
      )}
    />
  )
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="create-fee-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="create-fee-title">
          {t('fees.schedules.create.title')}
        </Title>
        <FormErrorAlert message={failure} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: 'end' }}>
          {percentField('providerBps', t('fees.schedules.create.providerPercent'))}
          {percentField('platformBps', t('fees.schedules.create.platformPercent'))}
          <Button type="submit" loading={isSubmitting}>
            {t('fees.schedules.create.submit')}
          </Button>
        </SimpleGrid>
      </Stack>
    </form>
  )
}

function PublishModal({ schedule, onClose }: { schedule: FeeScheduleDto; onClose: () => void }) {
  const { t, locale, fieldError } = useLocale()
  const refresh = useRefresh()
  const [failure, setFailure] = useState<string | null>(null)
  const earliest = earliestFeeDay()
  const total = formatBps(schedule.providerBps + schedule.platformBps, locale)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PublishInput>({
    resolver: zodResolver(PublishFeeScheduleSchema),
    defaultValues: { effectiveFrom: earliest },
  })
  const onSubmit = handleSubmit(async ({ effectiveFrom }) => {
    setFailure(null)
    try {
      const row = await publishFeeSchedule(schedule.id, effectiveFrom)
      notifySuccess(
        t('fees.schedules.publish.done', { date: formatDate(row.effectiveFrom!, locale) }),
      )
      refresh()
      onClose()
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['effectiveFrom']))
    }
  })
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t('fees.schedules.publish.title', { total })}
      closeButtonProps={{ 'aria-label': t('admin.common.cancel') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {t('fees.schedules.publish.warning')}
          </Alert>
          <FormErrorAlert message={failure} />
          <TextInput
            type="date"
            label={t('fees.schedules.publish.date')}
            description={t('fees.schedules.publish.earliest', {
              date: formatDate(`${earliest}T12:00:00Z`, locale, 'UTC'),
            })}
            min={earliest}
            required
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
            error={fieldError(errors.effectiveFrom?.message)}
            {...register('effectiveFrom')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('fees.schedules.publish.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

function WithdrawModal({ schedule, onClose }: { schedule: FeeScheduleDto; onClose: () => void }) {
  const { t, locale } = useLocale()
  const refresh = useRefresh()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const total = formatBps(schedule.providerBps + schedule.platformBps, locale)
  async function confirm() {
    setBusy(true)
    setFailure(null)
    try {
      await withdrawFeeSchedule(schedule.id)
      notifySuccess(t('fees.schedules.withdraw.done'))
      refresh()
      onClose()
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t('fees.schedules.withdraw.title', { total })}
      closeButtonProps={{ 'aria-label': t('admin.common.cancel') }}
    >
      <Stack gap="md">
        <Text>
          {t('fees.schedules.withdraw.body', {
            date: schedule.effectiveFrom ? formatDate(schedule.effectiveFrom, locale) : '',
          })}
        </Text>
        <FormErrorAlert message={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button color="red.8" loading={busy} onClick={() => void confirm()}>
            {t('fees.schedules.withdraw.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/** Every schedule with its state; an admin master publishes drafts and withdraws scheduled ones. */
export function FeeSchedulesTable({
  schedules,
  master,
}: {
  schedules: FeeScheduleDto[]
  master: boolean
}) {
  const { t, locale } = useLocale()
  const [open, setOpen] = useState<{ kind: 'publish' | 'withdraw'; row: FeeScheduleDto } | null>(
    null,
  )
  const now = new Date()
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="sm" data-testid="fee-schedules">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('fees.schedules.total')}</Table.Th>
              <Table.Th scope="col">{t('fees.schedules.provider')}</Table.Th>
              <Table.Th scope="col">{t('fees.schedules.platform')}</Table.Th>
              <Table.Th scope="col">{t('fees.schedules.status')}</Table.Th>
              <Table.Th scope="col">{t('fees.schedules.effectiveFrom')}</Table.Th>
              <Table.Th scope="col">{t('fees.schedules.createdAt')}</Table.Th>
              {master && <Table.Th scope="col">{t('admin.common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schedules.map((s) => {
              const state = scheduleState(s, now)
              const total = formatBps(s.providerBps + s.platformBps, locale)
              return (
                <Table.Tr key={s.id} data-state={state}>
                  <Table.Th scope="row">{total}</Table.Th>
                  <Table.Td>{formatBps(s.providerBps, locale)}</Table.Td>
                  <Table.Td>{formatBps(s.platformBps, locale)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge color={STATE_COLORS[state]} variant="dot" radius="sm">
                      {t(`fees.schedules.statuses.${state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{s.effectiveFrom ? formatDate(s.effectiveFrom, locale) : '—'}</Table.Td>
                  <Table.Td>{formatDate(s.createdAt, locale)}</Table.Td>
                  {master && (
                    <Table.Td>
                      {state === 'draft' && (
                        <Button
                          size="xs"
                          onClick={() => setOpen({ kind: 'publish', row: s })}
                          aria-label={t('fees.schedules.publish.actionFor', { total })}
                        >
                          {t('fees.schedules.publish.action')}
                        </Button>
                      )}
                      {state === 'upcoming' && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setOpen({ kind: 'withdraw', row: s })}
                          aria-label={t('fees.schedules.withdraw.actionFor', { total })}
                        >
                          {t('fees.schedules.withdraw.action')}
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {open?.kind === 'publish' && (
        <PublishModal schedule={open.row} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'withdraw' && (
        <WithdrawModal schedule={open.row} onClose={() => setOpen(null)} />
      )}
    </>
  )
}

import { useState } from 'react'
import { Alert, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDate, formatDateTime } from '@galera/shared/format/date.ts'
import { LIMITS } from '@galera/shared/constants.ts'
import type { JobDto } from '@galera/shared/jobs/job.schemas.ts'
import { ActionButtons, ActionDialog, ReasonField } from '../../../../components/action-list.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import {
  acceptJob,
  cancelJob,
  declineJob,
  PROMOTER_JOB_LISTS_KEY,
  promoterJobKey,
  EARNINGS_KEY,
} from '../api.ts'

type Kind = 'accept' | 'decline' | 'cancel'

/**
 * Accept / decline / cancel, each behind a confirmation; only the actions the server listed (the
 * action list of components/action-list.tsx).
 */
export function JobActions({ job }: { job: JobDto }) {
  const { t, locale } = useLocale()
  const client = useQueryClient()
  const [open, setOpen] = useState<Kind | null>(null)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)

  const run = useMutation({
    mutationFn: (kind: Kind) => {
      const input = { reason: reason.trim() || undefined }
      if (kind === 'accept') return acceptJob(job.id)
      if (kind === 'decline') return declineJob(job.id, input)
      return cancelJob(job.id, input)
    },
    onSuccess: (updated, kind) => {
      client.setQueryData(promoterJobKey(job.id), updated)
      void client.invalidateQueries({ queryKey: PROMOTER_JOB_LISTS_KEY })
      void client.invalidateQueries({ queryKey: EARNINGS_KEY })
      notifySuccess(t(`jobs.${kind}.done`))
      close()
    },
    onError: (e) => {
      setError(e.message)
      // The job may have moved meanwhile (expired, accepted elsewhere): show what it is now.
      void client.invalidateQueries({ queryKey: promoterJobKey(job.id) })
    },
  })

  function show(kind: Kind) {
    setReason('')
    setError(null)
    setOpen(kind)
  }
  function close() {
    setOpen(null)
    setError(null)
  }

  const can = (a: Kind) => job.actions.includes(a)
  const blockUntil = new Date(Date.now() + LIMITS.promoterBlockDays * 86_400_000)
  const when = formatDateTime(job.startsAt, locale, job.timeZone)

  if (!can('accept') && !can('decline') && !can('cancel')) {
    return (
      <Text size="sm" c="dimmed">
        {t('jobs.detail.noActions')}
      </Text>
    )
  }

  const reasonField = (
    <ReasonField
      label={t(open === 'cancel' ? 'jobs.cancel.reason' : 'jobs.decline.reason')}
      value={reason}
      onChange={setReason}
    />
  )

  return (
    <>
      <Stack gap="sm">
        {job.status === 'requested' && (
          <Text size="sm">
            {t('jobs.detail.answerBefore', {
              date: formatDateTime(job.answerDeadline, locale, job.timeZone),
            })}
          </Text>
        )}
        <ActionButtons
          allowed={can}
          onPick={show}
          actions={[
            {
              kind: 'accept',
              label: t('jobs.accept.button'),
              icon: <IconCheck size={16} aria-hidden />,
              color: 'teal.9',
            },
            {
              kind: 'decline',
              label: t('jobs.decline.button'),
              icon: <IconX size={16} aria-hidden />,
              color: 'gray.8',
              variant: 'outline',
            },
            {
              kind: 'cancel',
              label: t('jobs.cancel.button'),
              icon: <IconX size={16} aria-hidden />,
              color: 'red.9',
              variant: 'outline',
            },
          ]}
        />
      </Stack>

      <ActionDialog
        opened={open !== null}
        onClose={close}
        title={open ? t(`jobs.${open}.title`) : ''}
        keepLabel={t('jobs.cancel.keep')}
        confirmLabel={open ? t(`jobs.${open}.confirm`) : ''}
        danger={open !== 'accept'}
        loading={run.isPending}
        error={error}
        onConfirm={() => open && run.mutate(open)}
      >
        {open === 'accept' && (
          <Text>
            {t('jobs.accept.body', {
              event: job.eventName,
              date: when,
              net: formatBRL(job.fee.netCents),
            })}
          </Text>
        )}
        {open === 'decline' && (
          <>
            <Text>{t('jobs.decline.body')}</Text>
            {reasonField}
          </>
        )}
        {open === 'cancel' && (
          <>
            <Text>{t('jobs.cancel.body')}</Text>
            {job.cancelBlocks ? (
              <Alert
                color="red"
                variant="light"
                role="alert"
                icon={<IconAlertTriangle aria-hidden />}
                data-testid="cancel-block-warning"
                styles={{ root: { border: '2px solid var(--mantine-color-red-8)' } }}
              >
                {t('jobs.cancel.blockWarning', { date: formatDate(blockUntil, locale) })}
              </Alert>
            ) : (
              <Text size="sm" c="dimmed">
                {t('jobs.cancel.noBlock')}
              </Text>
            )}
            {reasonField}
          </>
        )}
      </ActionDialog>
    </>
  )
}

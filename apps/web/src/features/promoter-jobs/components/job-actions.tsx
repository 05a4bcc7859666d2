import { useState } from 'react'
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDate, formatDateTime } from '@galera/shared/format/date.ts'
import { LIMITS } from '@galera/shared/constants.ts'
import type { JobDto } from '@galera/shared/jobs/job.schemas.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { notifySuccess } from '../../../lib/notify.tsx'
import {
  acceptJob,
  cancelJob,
  declineJob,
  PROMOTER_JOB_LISTS_KEY,
  promoterJobKey,
  EARNINGS_KEY,
} from '../api.ts'

type Kind = 'accept' | 'decline' | 'cancel'

const REASON_MAX = 500

/** Accept / decline / cancel, each behind a confirmation; only the actions the server listed. */
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
    <Textarea
      label={t(open === 'cancel' ? 'jobs.cancel.reason' : 'jobs.decline.reason')}
      value={reason}
      onChange={(e) => setReason(e.currentTarget.value)}
      maxLength={REASON_MAX}
      rows={3}
      description={`${reason.length}/${REASON_MAX}`}
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
        <Group gap="sm">
          {can('accept') && (
            <Button
              color="teal.9"
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => show('accept')}
            >
              {t('jobs.accept.button')}
            </Button>
          )}
          {can('decline') && (
            <Button
              variant="outline"
              color="gray.8"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => show('decline')}
            >
              {t('jobs.decline.button')}
            </Button>
          )}
          {can('cancel') && (
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => show('cancel')}
            >
              {t('jobs.cancel.button')}
            </Button>
          )}
        </Group>
      </Stack>

      <Modal
        opened={open !== null}
        onClose={close}
        title={open ? t(`jobs.${open}.title`) : ''}
        closeButtonProps={{ 'aria-label': t('web.common.close') }}
        centered
      >
        <Stack gap="md">
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
          {error && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle aria-hidden />}
            >
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('jobs.cancel.keep')}
            </Button>
            {open && (
              <Button
                color={open === 'accept' ? 'teal.9' : 'red.9'}
                loading={run.isPending}
                onClick={() => run.mutate(open)}
              >
                {t(`jobs.${open}.confirm`)}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  )
}

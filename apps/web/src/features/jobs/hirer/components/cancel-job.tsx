import { useState } from 'react'
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { formatBRL } from '@galera/shared/format/money.ts'
import { JobReasonSchema, type JobDto } from '@galera/shared/jobs/job.schemas.ts'
import { isApiError } from '../../../../lib/api-client.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { cancelJob, HIRER_JOB_KEY, HIRER_JOBS_KEY } from '../api.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'

/** What a cancellation now gives back (ADR 0019 hirer rules), as the server computed it. */
export function useRefundText() {
  const { t } = useLocale()
  return (job: JobDto) => {
    if (job.status === 'requested') return t('hire.cancel.free')
    const refund = job.cancelRefundCents ?? job.fee.grossCents
    if (refund >= job.fee.grossCents) return t('hire.cancel.full', { amount: formatBRL(refund) })
    return t('hire.cancel.partial', {
      amount: formatBRL(refund),
      kept: formatBRL(job.fee.grossCents - refund),
    })
  }
}

/** "Cancelar" and its confirmation, which states the refund and the rule before anything happens. */
export function CancelJob({ job }: { job: JobDto }) {
  const { t, fieldError } = useLocale()
  const queryClient = useQueryClient()
  const refundText = useRefundText()
  const [opened, setOpened] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | undefined>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    const parsed = JobReasonSchema.safeParse({ reason })
    if (!parsed.success) {
      setReasonError(fieldError(parsed.error.issues[0]?.message))
      return
    }
    setBusy(true)
    setError(null)
    try {
      const next = await cancelJob(job.id, parsed.data)
      queryClient.setQueryData([...HIRER_JOB_KEY, job.id], next)
      void queryClient.invalidateQueries({ queryKey: HIRER_JOBS_KEY })
      setOpened(false)
      notifySuccess(t('hire.cancel.done'))
    } catch (e) {
      setError(isApiError(e) ? e.message : t('httpStatus.other'))
      // The job may have moved on (accepted, expired): show what it is now.
      void queryClient.invalidateQueries({ queryKey: [...HIRER_JOB_KEY, job.id] })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button
        color="red.9"
        variant="outline"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => {
          setError(null)
          setOpened(true)
        }}
        aria-haspopup="dialog"
      >
        {t('hire.cancel.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={
          <Text component="span" fw={700}>
            {t('hire.cancel.title')}
          </Text>
        }
        closeButtonProps={{ 'aria-label': t('web.common.close') }}
      >
        <Stack gap="md">
          <Alert color={job.status === 'requested' ? 'blue' : 'yellow'} variant="light">
            <Text size="sm" fw={600} data-testid="cancel-refund">
              {refundText(job)}
            </Text>
          </Alert>
          {job.status === 'accepted' && (
            <Text size="sm" c="dimmed">
              {t('hire.cancel.rule')}
            </Text>
          )}
          <Textarea
            label={t('hire.cancel.reason')}
            rows={3}
            maxLength={500}
            value={reason}
            error={reasonError}
            onChange={(e) => {
              setReason(e.currentTarget.value)
              setReasonError(undefined)
            }}
          />
          <FormErrorAlert message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} disabled={busy}>
              {t('hire.cancel.keep')}
            </Button>
            <Button color="red.8" loading={busy} onClick={() => void confirm()}>
              {t('hire.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
